/**
 * One backtest from a call's body: the series, the rule (or the series as it is), metrics with the convention in force,
 * rolling Sharpe, drawdown and an optional benchmark. Bad series or parameters answer `backtestInput` naming the bar
 * or the parameter, never a NaN.
 */
import type { RunBody, RunResult, SweepBody } from '../../../common/contract/backtesting';
import { BacktestInputError, type BacktestOptions, type BacktestResult, evaluateSeries, runBacktest } from '../../../common/domain/backtest';
import { computeMetrics, drawdownSeries, flatMetrics, riskFreePerPeriod } from '../../../common/domain/metrics';
import { rollingSharpe } from '../../../common/domain/rolling';
import { apiError } from '../../infra/http/apiError';
import { ruleOf, sizingOf } from './inputs';
import type { LoadedSeries } from './series';

/** The domain's options from a body (the rule is required in `rule` mode). */
export function optionsOf(body: RunBody | SweepBody): BacktestOptions {
  return { rule: ruleOf(body.rule), sizing: sizingOf(body.sizing), costs: body.costs, slippage: body.slippage, capital: body.capital };
}

/** A domain error as the catalogue's `backtestInput`, naming the parameter or the bar. */
export function inputError(err: unknown): never {
  if (err instanceof BacktestInputError) {
    const field = err.detail.field ?? (err.detail.index !== undefined ? `points.${err.detail.index}` : 'input');
    throw apiError('backtestInput', `Cannot backtest: ${err.message}`, { [field]: 'api.error.backtestInput' });
  }
  throw err;
}

/** What a worker thread answers for one run: the result, or the domain's refusal (re-thrown as `backtestInput`). */
export type RunOutcome =
  | { ok: true; result: Omit<RunResult, 'cached'> }
  | { ok: false; code: BacktestInputError['code']; detail: BacktestInputError['detail'] };

/**
 * One run as a worker thread does it (server/features/backtesting/sweepWorker.cjs): no throw for bad input. The
 * caller has checked the body's rule and sizing (optionsOf) first, so only the domain's refusals remain.
 */
export function runOutcome(task: { series: LoadedSeries; body: RunBody; hash: string }): RunOutcome {
  try {
    return { ok: true, result: runOn(task.series, task.body, task.hash, null) };
  } catch (err) {
    if (err instanceof BacktestInputError) return { ok: false, code: err.code, detail: err.detail };
    throw err;
  }
}

export function runOn(series: LoadedSeries, body: RunBody, hash: string, benchmark: RunResult['benchmark']): Omit<RunResult, 'cached'> {
  // Domain refusals are thrown as they are (runOutcome reports them from the worker; the caller maps them).
  const result: BacktestResult =
    body.mode === 'asIs' ? evaluateSeries(series.bars.map((b) => ({ t: b.t, value: b.close }))) : runBacktest(series.bars, optionsOf(body));
  const m = body.metrics;
  const metrics = flatMetrics(computeMetrics(result.returns, { periodsPerYear: m.periodsPerYear, riskFree: m.riskFree, convention: m.convention }));
  return {
    hash,
    unit: series.unit,
    tick: series.tick,
    currency: series.currency,
    source: series.source,
    // Demo when any input is (issue 18): the series or the benchmark it is compared with.
    demo: series.demo || (benchmark?.demo ?? false),
    t: result.t,
    nav: result.nav,
    drawdown: [0, ...drawdownSeries(result.returns)],
    price: series.bars.map((b) => b.close),
    positions: result.positions,
    rollingSharpe: rollingSharpe(result.returns, body.rollingWindow, riskFreePerPeriod(m.riskFree, m.periodsPerYear, m.convention), m.periodsPerYear),
    trades: result.trades,
    totalCosts: result.totalCosts,
    metrics,
    // returns[k] is the move into bar k + 1.
    totalLossAt: metrics.totalLossIndex === null ? null : result.t[metrics.totalLossIndex + 1],
    benchmark,
    adjusted: series.adjusted,
    rolls: series.rolls,
  };
}
