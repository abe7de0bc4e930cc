/**
 * The roll return page's numbers (docs/analytics/calculators.md, "Roll return") from one term-structure answer, over
 * common/domain/: the curve of a day, calendar spreads of adjacent listed months (M1-M2, M2-M3, ...; near - far,
 * positive = backwardation) per date, roll yield in the variant chosen (rollYield.ts) of the traded pair (near and
 * far by the previous day's open interest, trading days by the product's exchange calendar), rolling strategies (roll N
 * trading days before expiry, or when the next month's open interest exceeds the held one's) and the continuous
 * series under each adjustment (continuousSeries.ts), with metrics.ts for each strategy's returns.
 * Prices are daily settlements; a contract without a settlement on a date has no price there.
 */
import type { TermDay, TermStructureData } from '@common/contract/calculators';
import {
  continuousSeries,
  ContinuousSeriesError,
  rollDatesByDaysBeforeExpiry,
  rollDatesByOpenInterest,
  rollingStrategyReturns,
  type ContinuousAdjust,
  type ContinuousPoint,
  type ContractPrices,
  type RollDate,
} from '@common/domain/continuousSeries';
import { computeMetrics, type MetricsOptions, type MetricsResult } from '@common/domain/metrics';
import { calendarSpread, rollYield, type RollYieldBasis, type RollYieldMethod } from '@common/domain/rollYield';
import { TradingCalendar } from '@common/domain/tradingCalendar';

const DAY = 86_400_000;
const dateMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** Settled points of a day's curve (contracts without a settlement that day are left out). */
const settled = (day: TermDay) => day.curve.filter((p): p is typeof p & { settle: number } => p.settle !== null);

const isoOf = (t: number) => new Date(t).toISOString().slice(0, 10);
/** Weekdays only: what counting without a product calendar means (callers label it). */
const WEEKDAYS = new TradingCalendar();

/**
 * How trading days are counted: the product's exchange calendar (useProductCalendar) and its trading days per year
 * (tradingDaysPerYear). `calendar` null counts weekdays.
 */
export interface DayCount {
  calendar: TradingCalendar | null;
  daysPerYear?: number;
}

export interface CurvePoint {
  label: string;
  instrument: string;
  month: string;
  settle: number;
  daysToExpiry: number;
  /** Trading days to the last trading date on the exchange's holiday calendar (the server's count). */
  tradingDaysToExpiry: number;
  /** Expiry (last trading date) as epoch ms: the x of the curve chart. */
  expiry: number;
}

/** The curve of one day: settled contracts in expiry order labelled M1, M2, ... */
export function curveOf(day: TermDay): CurvePoint[] {
  return settled(day).map((p, i) => ({
    label: `M${i + 1}`,
    instrument: p.instrument,
    month: p.month,
    settle: p.settle,
    daysToExpiry: p.daysToExpiry,
    tradingDaysToExpiry: p.tradingDaysToExpiry,
    expiry: day.ts + p.daysToExpiry * DAY,
  }));
}

export interface RollVariant {
  method: RollYieldMethod;
  basis: RollYieldBasis;
}

export interface PairYield {
  pair: string;
  near: string;
  far: string;
  spread: number;
  /** Annualised roll yield in the variant; null when it does not exist (a price <= 0, same expiry). */
  rollYield: number | null;
}

/** Spread and roll yield of a near and a far contract in the variant; trading days by the product's calendar. */
function pairYield(near: CurvePoint, far: CurvePoint, variant: RollVariant, count: DayCount): PairYield {
  const months = variant.basis === 'months';
  let value = Number.NaN;
  try {
    value = rollYield({
      near: near.settle,
      far: far.settle,
      nearExpiry: months ? near.month : near.expiry,
      farExpiry: months ? far.month : far.expiry,
      method: variant.method,
      basis: variant.basis,
      tradingDaysBetween: variant.basis === 'tradingDays' ? (count.calendar ?? WEEKDAYS).between(isoOf(near.expiry), isoOf(far.expiry)) : undefined,
      daysPerYear: variant.basis === 'tradingDays' ? count.daysPerYear : undefined,
    });
  } catch {
    value = Number.NaN;
  }
  return {
    pair: `${near.label}-${far.label}`,
    near: near.instrument,
    far: far.instrument,
    spread: calendarSpread(near.settle, far.settle),
    rollYield: Number.isFinite(value) ? value : null,
  };
}

/** Spread and roll yield of each adjacent pair of a day's curve (the term structure, in expiry order). */
export function pairYields(day: TermDay, variant: RollVariant, count: DayCount = { calendar: null }): PairYield[] {
  const curve = curveOf(day);
  const out: PairYield[] = [];
  for (let i = 0; i + 1 < curve.length; i++) out.push(pairYield(curve[i], curve[i + 1], variant, count));
  return out;
}

/**
 * The traded near and far contracts of `day`, chosen by the previous day's open interest (known at the open, the
 * main-contract rule of issue 18): near = the largest, far = the largest among those expiring after it. Both need a
 * settlement on `day`. Null when the previous day has no open interest for two such contracts.
 */
export function nearFarByOpenInterest(previous: TermDay, day: TermDay): { near: CurvePoint; far: CurvePoint } | null {
  const curve = curveOf(day);
  const oi = new Map(previous.curve.flatMap((p) => (p.oi !== null && p.oi > 0 ? [[p.instrument, p.oi] as const] : [])));
  const byOi = (points: CurvePoint[]) =>
    points.filter((p) => oi.has(p.instrument)).sort((a, b) => (oi.get(b.instrument) ?? 0) - (oi.get(a.instrument) ?? 0) || a.expiry - b.expiry)[0];
  const near = byOi(curve);
  const far = near && byOi(curve.filter((p) => p.expiry > near.expiry));
  return near && far ? { near, far } : null;
}

/** The roll yield between the near and far contracts of `day` picked by the previous day's open interest. */
export function tradedPairYield(previous: TermDay, day: TermDay, variant: RollVariant, count: DayCount): PairYield | null {
  const pair = nearFarByOpenInterest(previous, day);
  return pair ? pairYield(pair.near, pair.far, variant, count) : null;
}

/** The most adjacent pairs any day has (the heat map's rows). */
export const MAX_PAIRS = 11;

/** Heat map cells: x = date index, y = pair index (M1-M2 first), value = near - far that day. */
export function spreadCells(days: readonly TermDay[]): { dates: string[]; pairs: string[]; cells: [number, number, number | null][] } {
  const pairCount = Math.min(MAX_PAIRS, Math.max(0, ...days.map((d) => settled(d).length - 1)));
  const pairs = Array.from({ length: pairCount }, (_, i) => `M${i + 1}-M${i + 2}`);
  const cells: [number, number, number | null][] = [];
  days.forEach((day, x) => {
    const curve = settled(day);
    for (let y = 0; y < pairCount; y++) cells.push([x, y, y + 1 < curve.length ? calendarSpread(curve[y].settle, curve[y + 1].settle) : null]);
  });
  return { dates: days.map((d) => d.date), pairs, cells };
}

/**
 * The roll yield over time of the traded pair (near and far by the previous day's open interest, tradedPairYield):
 * from the second day of the data on, since the first has no previous day.
 */
export function frontYieldSeries(days: readonly TermDay[], variant: RollVariant, count: DayCount = { calendar: null }): [number, number][] {
  return days.flatMap((day, i) => {
    const pair = i > 0 ? tradedPairYield(days[i - 1], day, variant, count) : null;
    return pair?.rollYield != null ? [[day.ts, pair.rollYield] as [number, number]] : [];
  });
}

/** Per contract its settlements and its open interest by date, contracts nearest expiry first. */
export function contractSeries(data: TermStructureData): {
  prices: ContractPrices<number>[];
  oi: ContractPrices<number>[];
  expiries: { contract: string; expiry: number }[];
} {
  const settles = new Map<string, [number, number][]>();
  const ois = new Map<string, [number, number][]>();
  for (const day of data.days) {
    for (const p of day.curve) {
      if (p.settle !== null) settles.set(p.instrument, [...(settles.get(p.instrument) ?? []), [day.ts, p.settle]]);
      if (p.oi !== null) ois.set(p.instrument, [...(ois.get(p.instrument) ?? []), [day.ts, p.oi]]);
    }
  }
  const contracts = [...data.contracts].sort((a, b) => a.month.localeCompare(b.month));
  return {
    prices: contracts.map((c) => ({ contract: c.instrument, points: settles.get(c.instrument) ?? [] })),
    oi: contracts.map((c) => ({ contract: c.instrument, points: ois.get(c.instrument) ?? [] })),
    expiries: contracts.map((c) => ({ contract: c.instrument, expiry: dateMs(c.lastTradeDate) })),
  };
}

export type RollRule = 'daysBeforeExpiry' | 'openInterest';

export interface StrategyResult {
  rule: RollRule;
  rolls: RollDate<number>[];
  /** Daily returns of holding the contract in force and rolling at the close of each roll date. */
  returns: [number, number][];
  /** Net value from 1 on the first date. */
  nav: [number, number][];
  continuous: Record<ContinuousAdjust, ContinuousPoint<number>[]>;
  metrics: MetricsResult;
}

/** Why a strategy has no numbers: a locale key under `rollingAnalyzer.problem.` (never the domain's English text). */
export type StrategyProblem = 'rollOrder' | 'unknownContract' | 'noPriceAtRoll' | 'daysBefore';
export type StrategyOutcome = { ok: true; rule: RollRule; result: StrategyResult } | { ok: false; rule: RollRule; problem: StrategyProblem };

/** The contract a days-before-expiry rule holds first: the first whose roll day (n trading days before its expiry) is in the data. */
function firstHeldByDays(contracts: readonly { contract: string; expiry: number }[], n: number, tradingDays: readonly number[]): string | undefined {
  const rollsInData = (expiry: number) => tradingDays.filter((t) => t <= expiry).length - 1 - n >= 0;
  return (contracts.find((c, i) => i === contracts.length - 1 || rollsInData(c.expiry)) ?? contracts[0])?.contract;
}

/** The contract with the largest open interest on `day`. */
function largestOpenInterest(oi: readonly ContractPrices<number>[], day: number | undefined): string | undefined {
  let best: { contract: string; value: number } | undefined;
  for (const { contract, points } of oi) {
    const value = points.find(([t]) => t === day)?.[1];
    if (typeof value === 'number' && (!best || value > best.value)) best = { contract, value };
  }
  return best?.contract;
}

/** A rolling strategy over the answer's contracts; a roll the data cannot price is reported, not thrown. */
export function rollingStrategy(data: TermStructureData, rule: RollRule, n: number, metricsOptions: MetricsOptions): StrategyOutcome {
  const { prices, oi, expiries } = contractSeries(data);
  const tradingDays = data.days.map((d) => d.ts);
  try {
    // Only contracts that expire within the data roll by days before expiry: one expiring after the last day would
    // otherwise "roll" n days before the data's end. The first such contract is the last one held.
    const lastDay = tradingDays[tradingDays.length - 1] ?? 0;
    const openEnded = expiries.findIndex((c) => c.expiry > lastDay);
    const held = openEnded < 0 ? expiries : expiries.slice(0, openEnded + 1);
    const rolls = rule === 'daysBeforeExpiry' ? rollDatesByDaysBeforeExpiry(held, n, tradingDays) : rollDatesByOpenInterest(oi);
    // Without rolls the domain follows the first contract given: put the one the rule holds first (the next contract
    // when the first roll would fall before the data; the largest open interest on the first day).
    if (rolls.length === 0) {
      const start = rule === 'daysBeforeExpiry' ? firstHeldByDays(held, n, tradingDays) : largestOpenInterest(oi, tradingDays[0]);
      const at = prices.findIndex((p) => p.contract === start);
      if (at > 0) prices.unshift(...prices.splice(at, 1));
    }
    const returns = rollingStrategyReturns(prices, rolls);
    const nav: [number, number][] = [];
    let value = 1;
    if (returns.length > 0) nav.push([tradingDays.find((t) => t < returns[0][0]) ?? returns[0][0], 1]);
    for (const [t, r] of returns) {
      value *= 1 + r;
      nav.push([t, value]);
    }
    const continuous = {
      none: continuousSeries(prices, rolls, 'none'),
      difference: continuousSeries(prices, rolls, 'difference'),
      ratio: continuousSeries(prices, rolls, 'ratio'),
    };
    const metrics = computeMetrics(
      returns.map(([, r]) => r),
      metricsOptions,
    );
    return { ok: true, rule, result: { rule, rolls, returns, nav, continuous, metrics } };
  } catch (error) {
    if (error instanceof ContinuousSeriesError) return { ok: false, rule, problem: error.problem };
    if (error instanceof RangeError) return { ok: false, rule, problem: 'daysBefore' };
    throw error;
  }
}
