/**
 * Baseline forecasts of an economic release from the event's own history, and the scoring of forecasts
 * (docs/research/outlook.md). Definitions follow Hyndman & Athanasopoulos, "Forecasting: Principles and Practice",
 * 3rd ed. (otexts.com/fpp3): section 5.2 (naive and seasonal naive), 9.3 (autoregressive models), 5.8 (MAE).
 *
 * Conventions:
 * - A history is the event's actuals in release order, oldest first (one value per release).
 * - error = actual - forecast (the sign of a surprise: positive when the number came in above the forecast).
 * - A forecast "hits" when it and the actual land on the same side of the consensus (both strictly above or both
 *   strictly below). A forecast equal to the consensus makes no call and is left out of the hit rate; an actual
 *   equal to the consensus is a miss for every forecast that made a call.
 */
import { mean } from './metrics';
import { ols, OlsInputError } from './ols';
import { rollingWindow } from './rolling';

export const BASELINE_METHODS = ['lastValue', 'seasonalNaive', 'ar1'] as const;
export type BaselineMethod = (typeof BASELINE_METHODS)[number];

/** AR(1) needs this many past actuals (so 7 lagged pairs for a 2-parameter fit with 5 residual degrees of freedom). */
export const MIN_AR1_HISTORY = 8;
/** A method is chosen by its historical MAE only with at least this many scored walk-forward forecasts. */
export const MIN_SCORED_FOR_CHOICE = 3;

const DAY_MS = 86_400_000;

/**
 * Releases per year from the median gap between consecutive release times: weekly (gap of at most 10 days) 52,
 * monthly (20 to 45 days) 12, quarterly (75 to 110 days) 4; null for anything else or fewer than two releases
 * (no season, so no seasonal naive forecast). The median, not the mean, so one shifted holiday release does not
 * move it.
 */
export function seasonOf(releaseTimes: readonly number[]): number | null {
  if (releaseTimes.length < 2) return null;
  const gaps: number[] = [];
  for (let i = 1; i < releaseTimes.length; i++) gaps.push((releaseTimes[i] - releaseTimes[i - 1]) / DAY_MS);
  gaps.sort((a, b) => a - b);
  const mid = gaps.length >> 1;
  const median = gaps.length % 2 === 1 ? gaps[mid] : (gaps[mid - 1] + gaps[mid]) / 2;
  if (median > 0 && median <= 10) return 52;
  if (median >= 20 && median <= 45) return 12;
  if (median >= 75 && median <= 110) return 4;
  return null;
}

/** Naive forecast (FPP3 5.2): the last actual; null without history. */
export function lastValueForecast(history: readonly number[]): number | null {
  return history.length > 0 ? history[history.length - 1] : null;
}

/**
 * Seasonal naive (FPP3 5.2, ŷ(T+1) = y(T+1-m)): the actual one season before the release being forecast, i.e. the
 * m-th last actual. Null without a season or with fewer than m actuals.
 */
export function seasonalNaiveForecast(history: readonly number[], season: number | null): number | null {
  if (season === null || season < 1 || history.length < season) return null;
  return history[history.length - season];
}

export interface Ar1Fit {
  /** y(t) = intercept + slope y(t-1) + e(t), by OLS on the lagged pairs. */
  intercept: number;
  slope: number;
  forecast: number;
}

/** AR(1) fitted by OLS on (y(t-1), y(t)) pairs (FPP3 9.3, conditional least squares); null below MIN_AR1_HISTORY or when the lagged values do not vary. */
export function ar1Forecast(history: readonly number[]): Ar1Fit | null {
  if (history.length < MIN_AR1_HISTORY) return null;
  const y = history.slice(1);
  const lagged = history.slice(0, -1);
  try {
    const fit = ols(y, [lagged]);
    const [intercept, slope] = fit.coefficients;
    return { intercept, slope, forecast: intercept + slope * history[history.length - 1] };
  } catch (e) {
    if (e instanceof OlsInputError) return null;
    throw e;
  }
}

/** The forecast of the next release by one method; null when the method cannot forecast from this history. */
export function baselineForecast(method: BaselineMethod, history: readonly number[], season: number | null): number | null {
  if (method === 'lastValue') return lastValueForecast(history);
  if (method === 'seasonalNaive') return seasonalNaiveForecast(history, season);
  return ar1Forecast(history)?.forecast ?? null;
}

/**
 * Walk-forward forecasts of every release from the releases before it only (no look-ahead): entry i is the
 * method's forecast of history[i] from history[0..i-1] (null when it could not forecast).
 */
export function walkForward(method: BaselineMethod, history: readonly number[], season: number | null): (number | null)[] {
  return history.map((_, i) => baselineForecast(method, history.slice(0, i), season));
}

export interface MethodScore {
  method: BaselineMethod;
  /** MAE of the walk-forward forecasts; null when none could be made. */
  mae: number | null;
  /** Walk-forward forecasts scored. */
  count: number;
}

/** Every method's walk-forward MAE on the history. */
export function scoreMethods(history: readonly number[], season: number | null): MethodScore[] {
  return BASELINE_METHODS.map((method) => {
    const forecasts = walkForward(method, history, season);
    const errors: number[] = [];
    forecasts.forEach((f, i) => {
      if (f !== null) errors.push(forecastError(f, history[i]));
    });
    return { method, mae: errors.length > 0 ? meanAbsoluteError(errors) : null, count: errors.length };
  });
}

/**
 * The default method: the lowest walk-forward MAE among methods scored at least MIN_SCORED_FOR_CHOICE times (ties
 * and too little history go to the simpler method, in BASELINE_METHODS order; lastValue when none qualifies).
 */
export function chooseMethod(scores: readonly MethodScore[]): BaselineMethod {
  let best: MethodScore | null = null;
  for (const s of scores) {
    if (s.mae === null || s.count < MIN_SCORED_FOR_CHOICE) continue;
    if (best === null || best.mae === null || s.mae < best.mae) best = s;
  }
  return best?.method ?? 'lastValue';
}

/** actual - forecast. */
export const forecastError = (forecast: number, actual: number): number => actual - forecast;

/** Mean absolute error (FPP3 5.8) of errors; NaN for none. */
export const meanAbsoluteError = (errors: readonly number[]): number => mean(errors.map(Math.abs));

/** Whether a forecast hit (see the file comment): true, false, or null when it made no call or there is no consensus. */
export function isHit(forecast: number, consensus: number | null, actual: number): boolean | null {
  if (consensus === null || forecast === consensus) return null;
  if (actual === consensus) return false;
  return forecast > consensus === actual > consensus;
}

/** Hits over calls (nulls left out); null with no call. */
export function hitRate(hits: readonly (boolean | null)[]): number | null {
  let calls = 0;
  let hit = 0;
  for (const h of hits) {
    if (h === null) continue;
    calls++;
    if (h) hit++;
  }
  return calls > 0 ? hit / calls : null;
}

/** MAE of the last `window` errors at each scored release (in release order); null until `window` errors exist. */
export const rollingMae = (errors: readonly number[], window: number): (number | null)[] =>
  rollingWindow(
    errors.map((e) => Math.abs(e)),
    window,
    mean,
  );
