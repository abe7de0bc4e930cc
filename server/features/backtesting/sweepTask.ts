/**
 * One chunk of a parameter sweep: the rule at each grid point over the same bars, reduced to its metrics. Runs in a
 * worker thread (server/features/backtesting/sweepWorker.cjs loads it) and, for tests and small sweeps, in process. Pure: no
 * I/O, so a chunk can be cancelled by simply not using its answer.
 */
import { BacktestInputError, type BacktestOptions, type PriceBar, ruleAt, runBacktest } from '../../../common/domain/backtest';
import { computeMetrics, METRIC_KEYS, type MetricKey, type MetricsOptions } from '../../../common/domain/metrics';

export interface SweepChunk {
  bars: PriceBar[];
  options: BacktestOptions;
  metrics: MetricsOptions;
  points: Record<string, number>[];
}

export interface SweepChunkRow {
  point: Record<string, number>;
  metrics: Record<MetricKey, number | null>;
  trades: number;
  problem: string | null;
}

const noMetrics = () => Object.fromEntries(METRIC_KEYS.map((k) => [k, null])) as Record<MetricKey, number | null>;

export function runSweepChunk(chunk: SweepChunk): SweepChunkRow[] {
  return chunk.points.map((point) => {
    try {
      const result = runBacktest(chunk.bars, { ...chunk.options, rule: ruleAt(chunk.options.rule, point) });
      return { point, metrics: computeMetrics(result.returns, chunk.metrics).values, trades: result.trades.length, problem: null };
    } catch (err) {
      if (!(err instanceof BacktestInputError)) throw err;
      return { point, metrics: noMetrics(), trades: 0, problem: err.message };
    }
  });
}

export default runSweepChunk;

/** One backtest run, in a worker thread so a long series never blocks the server's event loop (issue 18). */
export { runOutcome as runOne } from './runner';
