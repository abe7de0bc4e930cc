/**
 * The backtesting area's server side (docs/analytics/backtesting.md): runs (cached by input hash), sweep estimates
 * and starts, over the series resolver and the sweep service. Routes: server/features/backtesting/plugin.ts.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  type RunBody,
  type RunResult,
  SWEEP_CONFIRM_POINT_BARS,
  SWEEP_MAX_POINTS,
  SWEEP_POINT_BARS_PER_SECOND,
  type SweepBody,
  type SweepEstimate,
} from '../../../common/contract/backtesting';
import { BacktestInputError, gridSize, SWEEP_PARAMETERS } from '../../../common/domain/backtest';
import { parseAddress } from '../../../common/market/address';
import type { AuthUser } from '../../infra/auth/authUser';
import { apiError, badRequest } from '../../infra/http/apiError';
import { inputError, optionsOf } from './runner';
import { alignBenchmark, type LoadedSeries, loadSeries } from './series';
import { SweepPool } from './sweepPool';
import { SweepService } from './sweeps';

const RUN_CACHE_SIZE = 50;

/** sha256 of the data and every input that changes the result. */
export function inputHash(series: LoadedSeries, body: object): string {
  const h = crypto.createHash('sha256');
  h.update(series.label);
  h.update(JSON.stringify(series.bars.map((b) => [b.t, b.close])));
  h.update(JSON.stringify(body));
  return h.digest('hex');
}

/** The body's parts that make the result, without the series input itself (hashed as data) and the confirmation. */
function resultInputs(body: RunBody | SweepBody): object {
  const { input, ...rest } = body;
  const { confirm, ...inputs } = rest as typeof rest & { confirm?: boolean };
  void input;
  void confirm;
  return inputs;
}

export class BacktestingService {
  readonly sweeps: SweepService;
  private readonly pool: SweepPool;
  private readonly runs = new Map<string, Omit<RunResult, 'cached'>>();

  constructor(private readonly app: FastifyInstance) {
    this.pool = new SweepPool();
    this.sweeps = new SweepService(this.pool, app.bus, app.config.now, (err, msg) => app.log.warn({ err }, msg));
  }

  async close(): Promise<void> {
    this.sweeps.cancelAll();
    await this.pool.close();
  }

  private load(user: AuthUser, body: RunBody | SweepBody): Promise<LoadedSeries> {
    const now = this.app.config.now();
    return loadSeries(
      {
        series: this.app.series,
        main: this.app.mainContracts,
        readBook: (reader, bookId) => this.app.tradeBooks.navOf(reader, bookId, now),
        instrumentOf: (address) => {
          const a = parseAddress(address);
          const spec = a?.scheme === 'md' ? this.app.reference.resolveInstrument(a.instrument) : undefined;
          return spec ? { tick: spec.tick, currency: spec.currency } : null;
        },
      },
      user,
      body.input,
      now,
    );
  }

  async run(user: AuthUser, body: RunBody): Promise<RunResult> {
    const series = await this.load(user, body);
    const hash = inputHash(series, resultInputs(body));
    const benchmark = body.benchmark ? await this.benchmark(user, body.benchmark, series) : null;
    const key = `${hash}:${body.benchmark ?? ''}`;
    const hit = this.runs.get(key);
    // A benchmark is read again each time (the caller's access to it is checked on every run).
    if (hit) return { ...hit, benchmark, cached: true };
    // The rule and sizing are checked here (a missing field answers at once); the run itself goes to a worker thread.
    if (body.mode === 'rule') optionsOf(body);
    const outcome = await this.pool.runOne({ series, body, hash });
    if (!outcome.ok) inputError(new BacktestInputError(outcome.code, outcome.detail));
    const result = { ...outcome.result, benchmark };
    this.runs.set(key, result);
    while (this.runs.size > RUN_CACHE_SIZE) this.runs.delete(this.runs.keys().next().value as string);
    return { ...result, cached: false };
  }

  private async benchmark(user: AuthUser, address: string, series: LoadedSeries): Promise<RunResult['benchmark']> {
    const t = series.bars.map((b) => b.t);
    const data = await this.app.series.resolve(user, address, { interval: '1d', from: t[0] - 31 * 86_400_000, to: t[t.length - 1], maxPoints: 20_000 });
    return { address, nav: alignBenchmark(t, data.points), demo: data.demo };
  }

  /** Checks a sweep's grid against its rule and sizes it. */
  private size(body: SweepBody, bars: number, threads: number): SweepEstimate {
    if (body.mode !== 'rule' || !body.rule) throw badRequest('A sweep varies a rule', { rule: 'api.field.required' });
    const allowed: readonly string[] = SWEEP_PARAMETERS[body.rule.kind];
    for (const name of Object.keys(body.grid)) {
      if (!allowed.includes(name)) throw badRequest(`${name} is not a parameter of ${body.rule.kind}`, { [`grid.${name}`]: 'api.field.invalid' });
    }
    const points = gridSize(body.grid as Record<string, number[]>);
    if (points > SWEEP_MAX_POINTS) throw badRequest(`A sweep has at most ${SWEEP_MAX_POINTS} points (this one ${points})`, { grid: 'api.field.invalid' });
    const pointBars = points * bars;
    return {
      points,
      bars,
      pointBars,
      estimateSeconds: Math.round((pointBars / (SWEEP_POINT_BARS_PER_SECOND * threads)) * 10) / 10,
      needsConfirmation: pointBars > SWEEP_CONFIRM_POINT_BARS,
    };
  }

  async estimate(user: AuthUser, body: SweepBody): Promise<SweepEstimate> {
    const series = await this.load(user, body);
    return this.size(body, series.bars.length, this.pool.size);
  }

  async sweep(user: AuthUser, body: SweepBody): Promise<SweepEstimate & { jobId: string; cached: boolean }> {
    const series = await this.load(user, body);
    const estimate = this.size(body, series.bars.length, this.pool.size);
    if (estimate.needsConfirmation && body.confirm !== true) {
      throw apiError(
        'backtestConfirm',
        `This sweep runs ${estimate.points} points over ${estimate.bars} bars (${estimate.pointBars} point-bars, about ${estimate.estimateSeconds} s): send confirm: true to run it`,
        { confirm: 'api.error.backtestConfirm' },
      );
    }
    const options = optionsOf(body);
    const hash = inputHash(series, resultInputs(body));
    const started = this.sweeps.start({
      owner: user.id,
      hash,
      bars: series.bars,
      options,
      metrics: body.metrics,
      grid: body.grid as Record<string, number[]>,
    });
    return { ...estimate, ...started };
  }
}
