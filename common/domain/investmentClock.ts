/**
 * The investment clock (docs/domain.md, "Investment clock"): the direction of growth (output gap, PMI, CLI) and of
 * inflation (CPI, PPI) on each date gives one of four phases, each with its favoured asset class:
 *   growth up,   inflation down -> recovery    (equities)
 *   growth up,   inflation up   -> overheat    (commodities)
 *   growth down, inflation up   -> stagflation (cash)
 *   growth down, inflation down -> reflation   (bonds)
 */
import type { DatedValue } from './align';
import { hpOneSided } from './hpFilter';
import { rollingMean } from './rolling';

export type Direction = 'up' | 'down';
export type ClockPhase = 'recovery' | 'overheat' | 'stagflation' | 'reflation';
export const CLOCK_PHASES: readonly ClockPhase[] = ['recovery', 'overheat', 'stagflation', 'reflation'];

/** The asset class each phase favours (Merrill Lynch's investment clock, as docs/domain.md cites it). */
export const PHASE_ASSET: Readonly<Record<ClockPhase, 'equities' | 'commodities' | 'cash' | 'bonds'>> = {
  recovery: 'equities',
  overheat: 'commodities',
  stagflation: 'cash',
  reflation: 'bonds',
};

export interface DirectionOptions {
  /**
   * 'hp' (default): the sign of the one-sided (real-time) HP trend's change from the previous point,
   * t_{i|i} - t_{i-1|i-1}, each trend value computed on the data up to its own date only (hpFilter.ts,
   * `hpOneSided`). 'ma': the value against its trailing moving average, the value included: above = up, below = down.
   * Both use only values up to each date: appending later data never changes an earlier direction (issue 18: the
   * two-sided filter used before revised 25 of 79 quarterly directions once the whole sample was known).
   */
  method?: 'hp' | 'ma';
  /** HP smoothing, default 1600 (quarterly); 129600 for monthly data. */
  lambda?: number;
  /** Moving-average length in points, default 12. */
  window?: number;
}

export const DIRECTION_DEFAULTS = { method: 'hp', lambda: 1600, window: 12 } as const;

const isValue = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * Direction at each point, null where it is undefined: a missing value, the first present point (hp), an
 * incomplete window (ma), or no change (a flat trend step, a value equal to its average). Missing values are
 * skipped: the HP filter runs over the present values, so a gap's neighbours are compared with each other.
 */
export function direction(series: readonly (number | null | undefined)[], options: DirectionOptions = {}): (Direction | null)[] {
  const method = options.method ?? DIRECTION_DEFAULTS.method;
  const out: (Direction | null)[] = new Array(series.length).fill(null);
  const sign = (d: number): Direction | null => (d > 0 ? 'up' : d < 0 ? 'down' : null);
  if (method === 'ma') {
    const average = rollingMean(series, options.window ?? DIRECTION_DEFAULTS.window);
    series.forEach((v, i) => {
      const m = average[i];
      if (isValue(v) && m !== null) out[i] = sign(v - m);
    });
    return out;
  }
  const at: number[] = [];
  const values: number[] = [];
  series.forEach((v, i) => {
    if (isValue(v)) {
      at.push(i);
      values.push(v);
    }
  });
  const trend = hpOneSided(values, options.lambda ?? DIRECTION_DEFAULTS.lambda);
  for (let j = 1; j < trend.length; j++) out[at[j]] = sign(trend[j] - trend[j - 1]);
  return out;
}

/** The phase of a growth and an inflation direction. */
export function phaseOf(growth: Direction, inflation: Direction): ClockPhase {
  if (growth === 'up') return inflation === 'down' ? 'recovery' : 'overheat';
  return inflation === 'up' ? 'stagflation' : 'reflation';
}

export interface ClockPoint<T extends number | string> {
  time: T;
  growth: Direction | null;
  inflation: Direction | null;
  /** Null when either direction is. */
  phase: ClockPhase | null;
}

/**
 * Phase per common date of the growth and inflation series (ascending). Each direction is computed on its own
 * whole series first (so a monthly CPI is not thinned to a quarterly GDP's dates before filtering), then the two
 * are joined on the dates both have. `inflationOptions` (default: `options`) lets the two series use their own
 * smoothing, e.g. lambda 1600 on quarterly GDP and 129600 on monthly CPI.
 */
export function clockPhases<T extends number | string>(
  growth: readonly DatedValue<T>[],
  inflation: readonly DatedValue<T>[],
  options: DirectionOptions = {},
  inflationOptions: DirectionOptions = options,
): ClockPoint<T>[] {
  const directions = (series: readonly DatedValue<T>[], options: DirectionOptions) => {
    const sorted = [...series].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    const dirs = direction(
      sorted.map(([, v]) => v),
      options,
    );
    const byTime = new Map<T, Direction | null>();
    sorted.forEach(([t], i) => {
      byTime.set(t, dirs[i]);
    });
    return byTime;
  };
  const g = directions(growth, options);
  const inf = directions(inflation, inflationOptions);
  const out: ClockPoint<T>[] = [];
  for (const [time, gd] of g) {
    if (!inf.has(time)) continue;
    const id = inf.get(time) ?? null;
    out.push({ time, growth: gd, inflation: id, phase: gd && id ? phaseOf(gd, id) : null });
  }
  return out.sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}

export interface PhaseReturn {
  phase: ClockPhase;
  asset: string;
  /** Mean simple return per period over the periods spent in the phase; null without any. */
  meanReturn: number | null;
  count: number;
}

export interface PhaseReturnOptions {
  /**
   * Clock points between a period's end and the publication of the indicators dated on it (default 0). A phase
   * dated on a period's end is only known once its data are published (a month's CPI some weeks later, a quarter's
   * GDP a month later or more): with lag k, the period starting at clock point i counts for the phase of point
   * i - k, the latest one published by then.
   */
  lag?: number;
}

/**
 * Mean period return of each asset in each phase. A period runs from one clock date to the next; its return is
 * price(end) / price(start) - 1 with each price the asset's last one on or before the date (as-of), and it counts
 * for the phase known at its start (the phase of its start date, or of `lag` points before when the indicators
 * are published later): no look-ahead. Periods without a known phase, or where a price is missing, are skipped.
 * Rows for every phase x asset, in CLOCK_PHASES order.
 */
export function phaseAverageReturns<T extends number | string>(
  phases: readonly Pick<ClockPoint<T>, 'time' | 'phase'>[],
  assets: readonly { name: string; points: readonly DatedValue<T>[] }[],
  options: PhaseReturnOptions = {},
): PhaseReturn[] {
  const lag = options.lag ?? 0;
  if (!Number.isInteger(lag) || lag < 0) throw new RangeError(`lag must be a whole number of periods >= 0, got ${lag}`);
  const clock = [...phases].sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
  const rows: PhaseReturn[] = [];
  const perAsset = assets.map(({ name, points }) => {
    const prices = points.filter((p): p is readonly [T, number] => isValue(p[1])).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    // As-of prices at each clock date by one merge pass over both sorted lists.
    const asOf: (number | null)[] = [];
    let k = -1;
    for (const { time } of clock) {
      while (k + 1 < prices.length && prices[k + 1][0] <= time) k++;
      asOf.push(k >= 0 ? prices[k][1] : null);
    }
    const sums = new Map<ClockPhase, { sum: number; count: number }>();
    for (let i = 0; i + 1 < clock.length; i++) {
      const phase = i >= lag ? clock[i - lag].phase : null;
      const start = asOf[i];
      const end = asOf[i + 1];
      if (!phase || start === null || end === null || !(start > 0)) continue;
      const s = sums.get(phase) ?? { sum: 0, count: 0 };
      s.sum += end / start - 1;
      s.count += 1;
      sums.set(phase, s);
    }
    return { name, sums };
  });
  for (const phase of CLOCK_PHASES) {
    for (const { name, sums } of perAsset) {
      const s = sums.get(phase);
      rows.push({ phase, asset: name, meanReturn: s ? s.sum / s.count : null, count: s?.count ?? 0 });
    }
  }
  return rows;
}
