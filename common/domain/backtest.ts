/**
 * Rule backtests on one price or spread series, and net-value series evaluated as they are (docs/analytics/backtesting.md).
 *
 * Timing (no look-ahead): a rule's signal uses closes up to and including bar i only; a change of position it asks for
 * fills on bar i + 1, at that bar's open when the series has opens, else at its close. A signal on the last bar never
 * fills. Each bar is marked at its close.
 *
 * Accounting: cash plus position marked to the close. A fill of `dq` units at price p (p already moved against the
 * trader by the slippage: buys pay more, sells receive less) takes dq * multiplier * p and the cost from the cash.
 * Costs are charged on every fill (entry and exit each), per unit traded: in price units (times the multiplier) or in
 * basis points of the traded notional.
 *
 * Sizing: `lots` holds a fixed number of lots (spreads may be negative or zero: any price works); `unit` holds one
 * unit of exposure, the equity at the fill divided by the fill price (needs positive prices).
 */
import { trailingZScores } from './trailingScores';

export interface PriceBar {
  /** Bar time, epoch ms (a daily bar's date at 00:00 UTC). */
  t: number;
  close: number;
  /** The bar's open; when absent, fills happen at the close. */
  open?: number | null;
}

export type BacktestRule =
  /**
   * Mean reversion on the z-score of the close against the `window` closes before it (trailingScores.ts, the close
   * itself excluded; no signal until a full window): enter beyond ±entry, exit inside ±exit, stop beyond ±stop.
   */
  | { kind: 'zScore'; window: number; entry: number; exit: number; stop?: number | null }
  /** Long while the fast simple moving average is above the slow one, short while below. */
  | { kind: 'maCross'; fast: number; slow: number };

export type Sizing = { kind: 'lots'; lots: number; multiplier: number } | { kind: 'unit' };

export interface BacktestCosts {
  /** Per fill and per unit traded: price units (times the multiplier) or basis points of the traded notional. */
  value: number;
  unit: 'price' | 'bps';
}

export interface Slippage {
  /** How far each fill moves against the trader: price units, or ticks of `tick` price units. */
  value: number;
  unit: 'price' | 'ticks';
  tick?: number;
}

export interface BacktestOptions {
  rule: BacktestRule;
  sizing: Sizing;
  costs: BacktestCosts;
  slippage: Slippage;
  /** Starting equity (account currency); the net value is equity / capital. */
  capital: number;
}

export interface Trade {
  direction: 1 | -1;
  /** Units held (lots, or units of the series for unit exposure). */
  quantity: number;
  entryTime: number;
  entryPrice: number;
  /** null while the trade is still open at the last bar (then marked at the last close). */
  exitTime: number | null;
  exitPrice: number | null;
  /** Price P&L less both fills' costs; an open trade is marked at the last close, exit cost not charged. */
  pnl: number;
  /** Calendar days from entry to exit (or to the last bar). */
  holdingDays: number;
}

export interface BacktestResult {
  t: number[];
  equity: number[];
  nav: number[];
  /** Simple returns of the equity from bar 1 on (one shorter than t); null after the equity reached zero. */
  returns: (number | null)[];
  /** Units held at each bar's close (signed). */
  positions: number[];
  /** The position each bar's close asked for (-1, 0, 1): filled on the next bar. */
  signals: number[];
  trades: Trade[];
  fills: number;
  totalCosts: number;
}

export type BacktestProblem = 'tooShort' | 'notFinite' | 'notAscending' | 'badParameter' | 'notPositive';

/** Input no backtest can run on; `index` is the offending bar, `field` the offending parameter. */
export class BacktestInputError extends Error {
  constructor(
    readonly code: BacktestProblem,
    readonly detail: { index?: number; field?: string } = {},
  ) {
    super(`${code}${detail.field ? ` (${detail.field})` : ''}${detail.index !== undefined ? ` at ${detail.index}` : ''}`);
  }
}

const DAY_MS = 86_400_000;

/** Checks the series: at least two bars, finite values, strictly ascending times. */
export function checkBars(bars: readonly PriceBar[]): void {
  if (bars.length < 2) throw new BacktestInputError('tooShort');
  bars.forEach((b, i) => {
    if (!Number.isFinite(b.t) || !Number.isFinite(b.close) || (b.open != null && !Number.isFinite(b.open))) {
      throw new BacktestInputError('notFinite', { index: i });
    }
    if (i > 0 && !(b.t > bars[i - 1].t)) throw new BacktestInputError('notAscending', { index: i });
  });
}

const positiveInt = (v: number) => Number.isInteger(v) && v >= 1;

function checkOptions(o: BacktestOptions): void {
  const bad = (field: string) => {
    throw new BacktestInputError('badParameter', { field });
  };
  const r = o.rule;
  if (r.kind === 'zScore') {
    if (!(positiveInt(r.window) && r.window >= 2)) bad('window');
    if (!(r.entry > 0)) bad('entry');
    if (!(r.exit >= 0 && r.exit < r.entry)) bad('exit');
    if (r.stop != null && !(r.stop > r.entry)) bad('stop');
  } else {
    if (!positiveInt(r.fast)) bad('fast');
    if (!(positiveInt(r.slow) && r.slow > r.fast)) bad('slow');
  }
  if (o.sizing.kind === 'lots' && !(o.sizing.lots > 0 && o.sizing.multiplier > 0)) bad('lots');
  if (!(o.costs.value >= 0)) bad('costs');
  if (!(o.slippage.value >= 0) || (o.slippage.unit === 'ticks' && !((o.slippage.tick ?? 0) > 0))) bad('slippage');
  if (!(o.capital > 0)) bad('capital');
}

/** Trailing simple moving average ending at each index (NaN before the window is full). */
export function sma(x: readonly number[], window: number): Float64Array {
  const out = new Float64Array(x.length).fill(Number.NaN);
  let sum = 0;
  for (let i = 0; i < x.length; i += 1) {
    sum += x[i];
    if (i >= window) sum -= x[i - window];
    if (i + 1 >= window) out[i] = sum / window;
  }
  return out;
}

/**
 * The position (-1, 0, 1) each bar's close asks for. Bar i reads closes 0..i only.
 * z-score: flat -> short when z > entry, long when z < -entry; long exits when z >= -exit, short when z <= exit;
 * with a stop, long also exits when z < -stop and short when z > stop, and no new entry follows until |z| < entry
 * again. z is trailingScores.ts `trailingZScores` (the close against the `window` closes before it, a full window
 * required); a window without dispersion gives no z: the position is kept.
 */
export function signalsOf(closes: readonly number[], rule: BacktestRule): number[] {
  const n = closes.length;
  const out = new Array<number>(n).fill(0);
  if (rule.kind === 'maCross') {
    const fast = sma(closes, rule.fast);
    const slow = sma(closes, rule.slow);
    let pos = 0;
    for (let i = 0; i < n; i += 1) {
      if (Number.isFinite(slow[i])) {
        if (fast[i] > slow[i]) pos = 1;
        else if (fast[i] < slow[i]) pos = -1;
      }
      out[i] = pos;
    }
    return out;
  }
  const zs = trailingZScores(closes, rule.window, rule.window);
  const stop = rule.stop ?? Number.POSITIVE_INFINITY;
  let pos = 0;
  let blocked = false;
  for (let i = 0; i < n; i += 1) {
    const z = zs[i];
    if (z !== null) {
      if (blocked && Math.abs(z) < rule.entry) blocked = false;
      if (pos === 1 && z < -stop) {
        pos = 0;
        blocked = true;
      } else if (pos === -1 && z > stop) {
        pos = 0;
        blocked = true;
      } else if (pos === 1 && z >= -rule.exit) pos = 0;
      else if (pos === -1 && z <= rule.exit) pos = 0;
      else if (pos === 0 && !blocked) {
        if (z > rule.entry && z <= stop) pos = -1;
        else if (z < -rule.entry && z >= -stop) pos = 1;
      }
    }
    out[i] = pos;
  }
  return out;
}

const slippageOf = (s: Slippage) => (s.unit === 'ticks' ? s.value * (s.tick ?? 0) : s.value);

/** Runs a rule over the bars. Throws BacktestInputError on bad bars or parameters. */
export function runBacktest(bars: readonly PriceBar[], options: BacktestOptions): BacktestResult {
  checkBars(bars);
  checkOptions(options);
  const n = bars.length;
  const closes = bars.map((b) => b.close);
  const signals = signalsOf(closes, options.rule);
  const slip = slippageOf(options.slippage);
  const mult = options.sizing.kind === 'lots' ? options.sizing.multiplier : 1;
  const costPerUnit = (price: number) =>
    options.costs.unit === 'price' ? options.costs.value * mult : (options.costs.value / 10_000) * Math.abs(price) * mult;

  let cash = options.capital;
  let q = 0;
  let totalCosts = 0;
  let fills = 0;
  let open: { direction: 1 | -1; quantity: number; entryTime: number; entryPrice: number; entryCost: number } | null = null;
  const trades: Trade[] = [];
  const equity: number[] = [];
  const positions: number[] = [];

  const close = (t: number, price: number, exitCost: number) => {
    if (!open) return;
    const { direction, quantity, entryTime, entryPrice, entryCost } = open;
    trades.push({
      direction,
      quantity,
      entryTime,
      entryPrice,
      exitTime: t,
      exitPrice: price,
      pnl: direction * quantity * mult * (price - entryPrice) - entryCost - exitCost,
      holdingDays: (t - entryTime) / DAY_MS,
    });
    open = null;
  };

  for (let i = 0; i < n; i += 1) {
    const bar = bars[i];
    const target = i > 0 ? signals[i - 1] : 0;
    const current = Math.sign(q);
    if (target !== current) {
      const base = bar.open ?? bar.close;
      // Equity at the fill (position marked at the fill's base price) sizes a unit-exposure entry.
      const equityAtFill = cash + q * mult * base;
      const exitQty = Math.abs(q);
      let entryQty = 0;
      if (target !== 0) {
        if (options.sizing.kind === 'lots') entryQty = options.sizing.lots;
        else {
          if (!(base > 0)) throw new BacktestInputError('notPositive', { index: i });
          entryQty = Math.max(equityAtFill, 0) / base;
        }
      }
      const dq = target * entryQty - q;
      const price = base + Math.sign(dq) * slip;
      const perUnit = costPerUnit(price);
      const cost = perUnit * Math.abs(dq);
      cash -= dq * mult * price + cost;
      totalCosts += cost;
      fills += 1;
      if (exitQty > 0) close(bar.t, price, perUnit * exitQty);
      if (entryQty > 0) {
        open = { direction: target as 1 | -1, quantity: entryQty, entryTime: bar.t, entryPrice: price, entryCost: perUnit * entryQty };
      }
      q = target * entryQty;
    }
    equity.push(cash + q * mult * bar.close);
    positions.push(q);
  }
  const last = bars[n - 1];
  const still = open as { direction: 1 | -1; quantity: number; entryTime: number; entryPrice: number; entryCost: number } | null;
  if (still) {
    trades.push({
      direction: still.direction,
      quantity: still.quantity,
      entryTime: still.entryTime,
      entryPrice: still.entryPrice,
      exitTime: null,
      exitPrice: null,
      pnl: still.direction * still.quantity * mult * (last.close - still.entryPrice) - still.entryCost,
      holdingDays: (last.t - still.entryTime) / DAY_MS,
    });
  }
  return {
    t: bars.map((b) => b.t),
    equity,
    nav: equity.map((v) => v / options.capital),
    returns: returnsOf(equity),
    positions,
    signals,
    trades,
    fills,
    totalCosts,
  };
}

/** Simple returns of a value series from index 1 on; null where the previous value is not positive. */
export function returnsOf(values: readonly number[]): (number | null)[] {
  const out: (number | null)[] = [];
  for (let i = 1; i < values.length; i += 1) out.push(values[i - 1] > 0 ? values[i] / values[i - 1] - 1 : null);
  return out;
}

/**
 * A net-value or price series evaluated as it is (held long, no costs): nav rebased to 1 at the first point, which
 * must be positive. A later value at or below zero (WTI's Cushing spot printed -36.98 on 2020-04-20) is kept in the
 * path, and its return (at or below -100 %) makes computeMetrics refuse every metric, naming that return.
 */
export function evaluateSeries(points: readonly { t: number; value: number }[]): BacktestResult {
  checkBars(points.map((p) => ({ t: p.t, close: p.value })));
  if (!(points[0].value > 0)) throw new BacktestInputError('notPositive', { index: 0 });
  const first = points[0].value;
  const equity = points.map((p) => p.value);
  return {
    t: points.map((p) => p.t),
    equity,
    nav: equity.map((v) => v / first),
    returns: returnsOf(equity),
    positions: points.map(() => 1),
    signals: points.map(() => 1),
    trades: [],
    fills: 0,
    totalCosts: 0,
  };
}

/** The rule parameters a sweep may vary, per rule kind. */
export const SWEEP_PARAMETERS = {
  zScore: ['window', 'entry', 'exit', 'stop'],
  maCross: ['fast', 'slow'],
} as const;

/** Every combination of a grid ({ window: [20, 60], entry: [1.5, 2] } -> 4 points), first parameter slowest. */
export function gridPoints(grid: Readonly<Record<string, readonly number[]>>): Record<string, number>[] {
  let points: Record<string, number>[] = [{}];
  for (const [name, values] of Object.entries(grid)) {
    const next: Record<string, number>[] = [];
    for (const p of points) for (const v of values) next.push({ ...p, [name]: v });
    points = next;
  }
  return points;
}

/** How many points a grid has, without building them. */
export const gridSize = (grid: Readonly<Record<string, readonly number[]>>): number => Object.values(grid).reduce((acc, values) => acc * values.length, 1);

/** The rule with a sweep point's parameters put in. */
export const ruleAt = (rule: BacktestRule, point: Readonly<Record<string, number>>): BacktestRule => ({ ...rule, ...point }) as BacktestRule;
