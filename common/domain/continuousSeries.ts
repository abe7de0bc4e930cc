/**
 * Continuous futures series from contract segments (docs/domain.md, "Continuous series"). A roll date says from
 * when the series follows the next contract: on the roll date itself the series shows the new contract's price,
 * and the position of a rolling strategy moves at that date's close.
 *
 * Adjustment (back-adjusted: the latest contract's prices are unchanged, history moves):
 * - 'none': each segment's raw prices (gaps at the rolls stay in the series);
 * - 'difference': each earlier segment shifted by the sum of the later roll gaps new - old (keeps price
 *   differences, so P&L in price units; can turn old prices negative);
 * - 'ratio': each earlier segment scaled by the product of the later roll ratios new / old (keeps percentage
 *   returns; its returns equal rollingStrategyReturns').
 * The gap at a roll is measured on the roll date, so both contracts need a price there.
 */
import type { DatedValue } from './align';

export type ContinuousAdjust = 'none' | 'difference' | 'ratio';

export interface ContractPrices<T extends number | string> {
  contract: string;
  /** Dated prices (or open interest for rollDatesByOpenInterest); missing values are skipped. */
  points: readonly DatedValue<T>[];
}

export interface RollDate<T extends number | string> {
  /** First date the series follows `to`. */
  time: T;
  from: string;
  to: string;
}

export interface ContinuousPoint<T extends number | string> {
  time: T;
  /** The adjusted price. */
  value: number;
  /** The unadjusted price of the contract followed on that date. */
  raw: number;
  contract: string;
}

export type ContinuousProblem = 'unknownContract' | 'rollOrder' | 'noPriceAtRoll';

export class ContinuousSeriesError extends Error {
  constructor(
    readonly problem: ContinuousProblem,
    message: string,
  ) {
    super(message);
    this.name = 'ContinuousSeriesError';
  }
}

const isValue = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);
const compare = <T extends number | string>(a: T, b: T) => (a < b ? -1 : a > b ? 1 : 0);

function priceMaps<T extends number | string>(contracts: readonly ContractPrices<T>[]): Map<string, Map<T, number>> {
  const out = new Map<string, Map<T, number>>();
  for (const { contract, points } of contracts) {
    const m = new Map<T, number>();
    for (const [t, v] of points) if (isValue(v)) m.set(t, v);
    out.set(contract, m);
  }
  return out;
}

/** The segments' contracts in order, checked against the rolls (each roll leaves the contract the previous one entered). */
function segmentContracts<T extends number | string>(contracts: readonly ContractPrices<T>[], rolls: readonly RollDate<T>[]): string[] {
  const known = new Set(contracts.map((c) => c.contract));
  const order = [rolls.length > 0 ? rolls[0].from : contracts[0]?.contract];
  for (let r = 0; r < rolls.length; r++) {
    const { from, to, time } = rolls[r];
    if (!known.has(from) || !known.has(to)) throw new ContinuousSeriesError('unknownContract', `roll ${r + 1} names a contract without prices`);
    if (from !== order[order.length - 1])
      throw new ContinuousSeriesError('rollOrder', `roll ${r + 1} leaves ${from}, but the series holds ${order[order.length - 1]}`);
    if (r > 0 && compare(time, rolls[r - 1].time) <= 0) throw new ContinuousSeriesError('rollOrder', `roll ${r + 1} is not after roll ${r}`);
    order.push(to);
  }
  return order.filter((c): c is string => c !== undefined);
}

/**
 * The continuous series: segment s follows its contract on dates from roll s (inclusive) to roll s + 1
 * (exclusive); the first segment is the first roll's `from` (without rolls, the first contract given).
 */
export function continuousSeries<T extends number | string>(
  contracts: readonly ContractPrices<T>[],
  rolls: readonly RollDate<T>[],
  adjust: ContinuousAdjust = 'none',
): ContinuousPoint<T>[] {
  if (contracts.length === 0) return [];
  const segments = segmentContracts(contracts, rolls);
  const prices = priceMaps(contracts);
  // Gap per roll, measured on the roll date.
  const gaps = rolls.map(({ time, from, to }) => {
    const old = prices.get(from)?.get(time);
    const next = prices.get(to)?.get(time);
    if (old === undefined || next === undefined) throw new ContinuousSeriesError('noPriceAtRoll', `both ${from} and ${to} need a price on the roll date`);
    if (adjust === 'ratio' && !(old > 0 && next > 0))
      throw new ContinuousSeriesError('noPriceAtRoll', `ratio adjustment needs positive prices at the roll from ${from}`);
    return adjust === 'ratio' ? next / old : next - old;
  });
  // Cumulative adjustment per segment, from the latest (none) backwards.
  const shift = new Array(segments.length).fill(adjust === 'ratio' ? 1 : 0);
  for (let s = segments.length - 2; s >= 0; s--) shift[s] = adjust === 'ratio' ? shift[s + 1] * gaps[s] : shift[s + 1] + gaps[s];
  const out: ContinuousPoint<T>[] = [];
  segments.forEach((contract, s) => {
    const start = s > 0 ? rolls[s - 1].time : undefined;
    const end = s < rolls.length ? rolls[s].time : undefined;
    const own = [...(prices.get(contract) ?? new Map<T, number>())].sort((a, b) => compare(a[0], b[0]));
    for (const [time, raw] of own) {
      if ((start !== undefined && compare(time, start) < 0) || (end !== undefined && compare(time, end) >= 0)) continue;
      const value = adjust === 'none' ? raw : adjust === 'ratio' ? raw * shift[s] : raw + shift[s];
      out.push({ time, value, raw, contract });
    }
  });
  return out;
}

/**
 * Roll `n` trading days before each contract's expiry: for consecutive contracts (in the order given, nearest
 * expiry first), the roll into the next one is the trading day n days before the current one's expiry (its last
 * trading day on or before the expiry). A roll that would fall before the calendar's first day means the series
 * starts in the next contract (no roll); one not after the previous roll makes the previous roll go straight to
 * the next contract (the skipped one would be held for no day), so the list stays increasing and never holds an
 * expired contract. `tradingDays` ascending.
 */
export function rollDatesByDaysBeforeExpiry<T extends number | string>(
  contracts: readonly { contract: string; expiry: T }[],
  n: number,
  tradingDays: readonly T[],
): RollDate<T>[] {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`n must be a whole number of days >= 0, got ${n}`);
  const rolls: RollDate<T>[] = [];
  let from = contracts[0]?.contract;
  for (let c = 0; c + 1 < contracts.length; c++) {
    let idx = -1;
    while (idx + 1 < tradingDays.length && compare(tradingDays[idx + 1], contracts[c].expiry) <= 0) idx++;
    const at = idx - n;
    if (idx < 0 || at < 0) {
      if (rolls.length === 0) from = contracts[c + 1].contract;
      continue;
    }
    const time = tradingDays[at];
    const previous = rolls[rolls.length - 1];
    if (previous && compare(time, previous.time) <= 0) {
      previous.to = contracts[c + 1].contract;
      from = previous.to;
      continue;
    }
    rolls.push({ time, from, to: contracts[c + 1].contract });
    from = contracts[c + 1].contract;
  }
  return rolls;
}

/**
 * Roll by open interest, with the main contract's rule (server/features/marketData/mainContract.ts; docs/domain.md):
 * start in the contract with the largest open interest on the first date (no earlier day exists), then roll into
 * the next contract (the order given, nearest expiry first) on a date it reports when its open interest on the
 * PREVIOUS date exceeded the held one's: the figure known at that date's open, never the same day's (which is
 * published after the close). Never back. A held contract past its last reported date has expired: the series
 * leaves it on the next date its successor reports.
 */
export function rollDatesByOpenInterest<T extends number | string>(oiByContract: readonly ContractPrices<T>[]): RollDate<T>[] {
  const oi = priceMaps(oiByContract);
  const names = oiByContract.map((c) => c.contract);
  const lastDate = new Map<string, T>();
  const allDates = new Set<T>();
  for (const [name, m] of oi) {
    for (const t of m.keys()) {
      allDates.add(t);
      const last = lastDate.get(name);
      if (last === undefined || compare(t, last) > 0) lastDate.set(name, t);
    }
  }
  const dates = [...allDates].sort(compare);
  if (dates.length === 0) return [];
  let held = 0;
  let best = -Infinity;
  names.forEach((name, i) => {
    const v = oi.get(name)?.get(dates[0]);
    if (v !== undefined && v > best) {
      best = v;
      held = i;
    }
  });
  const rolls: RollDate<T>[] = [];
  for (let k = 1; k < dates.length; k++) {
    const time = dates[k];
    const previous = dates[k - 1];
    while (held + 1 < names.length) {
      const nextName = names[held + 1];
      if (oi.get(nextName)?.get(time) === undefined) break;
      const heldName = names[held];
      const heldLast = lastDate.get(heldName);
      const expired = heldLast === undefined || compare(time, heldLast) > 0;
      const nextBefore = oi.get(nextName)?.get(previous) ?? 0;
      const heldBefore = oi.get(heldName)?.get(previous) ?? 0;
      if (!expired && !(nextBefore > heldBefore)) break;
      rolls.push({ time, from: heldName, to: nextName });
      held++;
    }
  }
  return rolls;
}

/**
 * Period returns of holding the contract in force and rolling at the close of each roll date: the return to
 * date t_i is held(t_i) / held(t_{i-1}) - 1 with `held` the contract in force at t_{i-1}, over the dates of the
 * continuous series. The roll date's return is the old contract's (its price there is required by the gap
 * measurement); so these returns equal the 'ratio'-adjusted series' returns.
 */
export function rollingStrategyReturns<T extends number | string>(contracts: readonly ContractPrices<T>[], rolls: readonly RollDate<T>[]): [T, number][] {
  const series = continuousSeries(contracts, rolls, 'none');
  const prices = priceMaps(contracts);
  const out: [T, number][] = [];
  let anchor = series[0];
  for (let i = 1; i < series.length; i++) {
    const end = prices.get(anchor.contract)?.get(series[i].time);
    if (end === undefined) continue;
    out.push([series[i].time, end / anchor.raw - 1]);
    anchor = series[i];
  }
  return out;
}
