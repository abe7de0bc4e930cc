/**
 * Parameter sweeps: a grid's points split into chunks run by the worker pool, progress published on the stream topic
 * `job:<jobId>` (full state each time: { jobId, status, done, total }), cancellable, results cached by input hash.
 *
 * Jobs live in this process's memory (kept an hour after they end, at most MAX_JOBS): the job's owner is the only
 * reader of its topic and its rows. With several server processes (REDIS_URL), progress crosses through the bus but
 * the job call and the topic's access check answer only on the process that runs the job (docs/analytics/backtesting.md).
 */
import { setMaxListeners } from 'node:events';
import type { JobProgress, JobState, JobStatus, SweepRow } from '../../../common/contract/backtesting';
import type { BacktestOptions, PriceBar } from '../../../common/domain/backtest';
import { gridPoints } from '../../../common/domain/backtest';
import type { MetricsOptions } from '../../../common/domain/metrics';
import { newId } from '../../infra/db/ids';
import { apiError, notFound } from '../../infra/http/apiError';
import type { TickBus, TopicProvider } from '../../infra/market/ports';
import type { SweepPool } from './sweepPool';

const MAX_JOBS = 200;
const KEEP_MS = 3_600_000;
/** Running sweeps one user may have at once. */
export const MAX_RUNNING_PER_USER = 2;
const CACHE_SIZE = 20;

export const jobTopic = (jobId: string): string => `job:${jobId}`;

interface Job {
  id: string;
  owner: string;
  hash: string;
  status: JobStatus;
  done: number;
  total: number;
  parameters: string[];
  rows: SweepRow[] | null;
  endedAt: number | null;
  abort: AbortController;
}

export interface SweepInput {
  owner: string;
  hash: string;
  bars: PriceBar[];
  options: BacktestOptions;
  metrics: MetricsOptions;
  grid: Record<string, number[]>;
}

export class SweepService {
  private readonly jobs = new Map<string, Job>();
  /** Input hash -> finished rows, newest last (a Map keeps insertion order). */
  private readonly cache = new Map<string, SweepRow[]>();

  constructor(
    private readonly pool: SweepPool,
    private readonly bus: TickBus | undefined,
    private readonly now: () => number,
    private readonly warn: (err: unknown, msg: string) => void,
  ) {}

  /** Starts a sweep (or answers from the cache with a job already done); returns the job's id. */
  start(input: SweepInput): { jobId: string; cached: boolean } {
    this.prune();
    const mine = [...this.jobs.values()].filter((j) => j.owner === input.owner && j.status === 'running');
    // The same sweep sent again while it runs (a double click, a second tab) joins the running job.
    const same = mine.find((j) => j.hash === input.hash);
    if (same) return { jobId: same.id, cached: false };
    const running = mine.length;
    if (running >= MAX_RUNNING_PER_USER) throw apiError('runInProgress', `At most ${MAX_RUNNING_PER_USER} sweeps may run at once`);
    const points = gridPoints(input.grid);
    const job: Job = {
      id: newId(),
      owner: input.owner,
      hash: input.hash,
      status: 'running',
      done: 0,
      total: points.length,
      parameters: Object.keys(input.grid),
      rows: null,
      endedAt: null,
      abort: new AbortController(),
    };
    // Every chunk of the job listens on the one signal (a sweep may have hundreds of chunks).
    setMaxListeners(0, job.abort.signal);
    this.jobs.set(job.id, job);
    const hit = this.cache.get(input.hash);
    if (hit) {
      this.finish(job, 'done', hit);
      return { jobId: job.id, cached: true };
    }
    void this.execute(job, input, points);
    return { jobId: job.id, cached: false };
  }

  private async execute(job: Job, input: SweepInput, points: Record<string, number>[]): Promise<void> {
    // Chunks small enough for a progress update every few percent, large enough to keep the message cost low.
    const size = Math.max(5, Math.min(100, Math.ceil(points.length / (this.pool.size * 10))));
    const rows: SweepRow[] = new Array(points.length);
    const chunks: Promise<void>[] = [];
    for (let start = 0; start < points.length; start += size) {
      const slice = points.slice(start, start + size);
      chunks.push(
        this.pool.run({ bars: input.bars, options: input.options, metrics: input.metrics, points: slice }, job.abort.signal).then((out) => {
          out.forEach((row, i) => {
            rows[start + i] = row;
          });
          if (job.status !== 'running') return;
          job.done += out.length;
          this.publish(job);
        }),
      );
    }
    const settled = await Promise.allSettled(chunks);
    if (job.status !== 'running') return; // cancelled meanwhile
    const failure = settled.find((s) => s.status === 'rejected');
    if (failure) {
      this.warn((failure as PromiseRejectedResult).reason, 'sweep failed');
      this.finish(job, 'failed', null);
      return;
    }
    this.cache.delete(input.hash);
    this.cache.set(input.hash, rows);
    while (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
    this.finish(job, 'done', rows);
  }

  private finish(job: Job, status: JobStatus, rows: SweepRow[] | null): void {
    job.status = status;
    job.rows = rows;
    if (status === 'done') job.done = job.total;
    job.endedAt = this.now();
    this.publish(job);
  }

  private publish(job: Job): void {
    this.bus?.publishTopic(jobTopic(job.id), progressOf(job));
  }

  /** The owner's job, or notFound (another user's job does not exist for the caller). */
  private own(owner: string, jobId: string): Job {
    const job = this.jobs.get(jobId);
    if (!job || job.owner !== owner) throw notFound('Sweep');
    return job;
  }

  state(owner: string, jobId: string): JobState {
    const job = this.own(owner, jobId);
    return { ...progressOf(job), parameters: job.parameters, rows: job.rows };
  }

  cancel(owner: string, jobId: string): JobProgress {
    const job = this.own(owner, jobId);
    if (job.status === 'running') {
      this.finish(job, 'cancelled', null);
      job.abort.abort();
    }
    return progressOf(job);
  }

  /** Cancels every running sweep (the app is closing). */
  cancelAll(): void {
    for (const job of this.jobs.values()) {
      if (job.status !== 'running') continue;
      job.status = 'cancelled';
      job.abort.abort();
    }
  }

  topics(): TopicProvider {
    return {
      canRead: (user, topic) => this.jobs.get(topic.slice('job:'.length))?.owner === user.id,
      snapshot: (topic) => {
        const job = this.jobs.get(topic.slice('job:'.length));
        return job ? progressOf(job) : null;
      },
      subscribe: (topic, onUpdate) => this.bus?.subscribeTopics(topic, (t, data) => t === topic && onUpdate(data)) ?? (() => undefined),
    };
  }

  private prune(): void {
    const now = this.now();
    for (const [id, job] of this.jobs) if (job.endedAt !== null && now - job.endedAt > KEEP_MS) this.jobs.delete(id);
    const ended = [...this.jobs.values()].filter((j) => j.endedAt !== null);
    for (const job of ended.slice(0, Math.max(0, this.jobs.size - MAX_JOBS))) this.jobs.delete(job.id);
  }
}

const progressOf = (job: Job): JobProgress => ({ jobId: job.id, status: job.status, done: job.done, total: job.total });
