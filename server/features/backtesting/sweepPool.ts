/**
 * The worker threads that run sweep chunks and single backtest runs (piscina). Created on the first sweep, closed with the app. The worker file
 * is a CommonJS shim that registers tsx and loads server/features/backtesting/sweepTask.ts, so the same pool works under
 * `npm start` / `npm run server` (tsx) and in jest.
 */
import os from 'node:os';
import path from 'node:path';
import Piscina from 'piscina';
import type { RunBody } from '../../../common/contract/backtesting';
import type { RunOutcome } from './runner';
import type { LoadedSeries } from './series';
import type { SweepChunk, SweepChunkRow } from './sweepTask';

/** Threads for sweeps: one core stays free for the server's own requests (at least one thread, at most four). */
export const sweepThreads = (): number => Math.max(1, Math.min(4, os.availableParallelism() - 1));

export class SweepPool {
  /** Two task kinds (a sweep chunk, one run), told apart by the worker export's name. */
  private pool: Piscina<unknown, unknown> | null = null;

  constructor(private readonly threads = sweepThreads()) {}

  get size(): number {
    return this.threads;
  }

  run(chunk: SweepChunk, signal: AbortSignal): Promise<SweepChunkRow[]> {
    return this.workers().run(chunk, { signal }) as Promise<SweepChunkRow[]>;
  }

  /** One backtest run on a worker thread: a 20-year series took ~5 s on the event loop (issue 18). */
  runOne(task: { series: LoadedSeries; body: RunBody; hash: string }): Promise<RunOutcome> {
    return this.workers().run(task, { name: 'runOne' }) as Promise<RunOutcome>;
  }

  private workers(): Piscina<unknown, unknown> {
    if (!this.pool) {
      this.pool = new Piscina({
        filename: path.join(__dirname, 'sweepWorker.cjs'),
        minThreads: 0,
        maxThreads: this.threads,
        // Idle workers leave after a minute: a sweep is an occasional burst, not a steady load.
        idleTimeout: 60_000,
      });
    }
    return this.pool;
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }
}
