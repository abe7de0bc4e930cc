/**
 * A futures book's daily equity and unit net value (time-weighted), marked to each day's settlement.
 *
 * Declared conventions (docs/analytics/tradeRecord.md):
 * - Equity (base currency CNY) = initial cash + deposits - withdrawals + realised P&L - fees + unrealised P&L of the
 *   open lots marked to the day's settlement price. Futures need no premium, so no position value sits in cash.
 * - Money of USD instruments is converted at the USD/CNY rate of the day it happens: realised P&L and fees at the
 *   fill's trading date, unrealised P&L at the valuation date.
 * - Positions are matched FIFO (fifoPositions.ts) with each fill's own contract multiplier.
 * - A day without a settlement for an instrument keeps its last known settlement; before any, the open lots are
 *   marked at the last fill price and the instrument is listed in `unmarked`.
 * - Units: the initial cash buys units at 1.0 at the start of the first day. A deposit or withdrawal applies at the END
 *   of its day: it buys or redeems units at that day's NAV computed before the flow, so the day's P&L belongs to the
 *   units held during the day (time-weighted: flows never move the NAV). A book without units (no cash yet) keeps its
 *   last NAV (1.0 at first) until a deposit arrives.
 * - Daily return = NAV / previous NAV - 1 (the first day against the 1.0 start); null when the previous NAV is not
 *   positive. Drawdown = NAV / running peak - 1, the peak including the 1.0 start (metrics.ts `drawdownSeries`).
 */
import { applyFill, emptyPosition, type Fill, type InstrumentPosition, unrealisedAt } from './fifoPositions';
import { drawdownSeries } from './metrics';

export type Currency = 'CNY' | 'USD';

export interface NavFill extends Fill {
  /** The fill's trading date, `YYYY-MM-DD`. */
  date: string;
  currency: Currency;
}

export interface CashFlow {
  date: string;
  /** Positive deposit, negative withdrawal, in CNY. */
  amount: number;
}

export interface UnitNavInput {
  /** Valuation days, ascending (trading days of the book's life). Fills and flows on other days count on the next one. */
  dates: readonly string[];
  initialCash: number;
  fills: readonly NavFill[];
  flows: readonly CashFlow[];
  /** Settlement price per instrument per date. */
  settles: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** CNY per USD per date; a date without one keeps the last given. Needed only with USD fills. */
  usdCny: Readonly<Record<string, number>>;
}

export interface NavDay {
  date: string;
  /** Cumulative, CNY. */
  realised: number;
  fees: number;
  /** Open lots marked to the day's settlement, CNY. */
  unrealised: number;
  /** Net deposits (+) and withdrawals (-) of the day, applied after valuation. */
  flow: number;
  /** Equity after the day's flow. */
  equity: number;
  /** Units after the day's flow. */
  units: number;
  nav: number;
  dailyReturn: number | null;
  drawdown: number;
  /** Instruments marked at a fill price because no settlement was known yet. */
  unmarked: string[];
}

export class NavInputError extends Error {
  constructor(
    readonly code: 'noFx' | 'datesUnordered',
    readonly date: string,
  ) {
    super(`${code} on ${date}`);
  }
}

interface Mark {
  price: number;
  settled: boolean;
}

/** The daily book: one row per valuation date. */
export function unitNav(input: UnitNavInput): NavDay[] {
  const { dates } = input;
  for (let i = 1; i < dates.length; i += 1) if (!(dates[i] > dates[i - 1])) throw new NavInputError('datesUnordered', dates[i]);
  const fills = input.fills.map((f, i) => ({ f, i })).sort((a, b) => a.f.date.localeCompare(b.f.date) || a.f.time - b.f.time || a.i - b.i);
  const flows = [...input.flows].sort((a, b) => a.date.localeCompare(b.date));
  const positions = new Map<string, { position: InstrumentPosition; currency: Currency }>();
  const marks = new Map<string, Mark>();
  let fx: number | undefined;
  let fi = 0;
  let wi = 0;
  let realised = 0;
  let fees = 0;
  let deposits = input.initialCash;
  let units = input.initialCash > 0 ? input.initialCash : 0;
  let nav = 1;
  const days: NavDay[] = [];
  const rateFor = (date: string): number => {
    if (fx === undefined) throw new NavInputError('noFx', date);
    return fx;
  };

  for (const date of dates) {
    if (input.usdCny[date] !== undefined) fx = input.usdCny[date];
    // The day's fills (and any dated before it since the last valuation day), in time order.
    while (fi < fills.length && fills[fi].f.date <= date) {
      const f = fills[fi].f;
      let entry = positions.get(f.instrument);
      if (!entry) {
        entry = { position: emptyPosition(f.instrument), currency: f.currency };
        positions.set(f.instrument, entry);
      }
      const rate = f.currency === 'USD' ? rateFor(date) : 1;
      realised += applyFill(entry.position, f) * rate;
      fees += f.fee * rate;
      const mark = marks.get(f.instrument);
      if (!mark?.settled) marks.set(f.instrument, { price: f.price, settled: false });
      fi += 1;
    }
    let unrealised = 0;
    const unmarked: string[] = [];
    for (const [instrument, { position, currency }] of positions) {
      const settle = input.settles[instrument]?.[date];
      if (settle !== undefined) marks.set(instrument, { price: settle, settled: true });
      if (position.openLots.length === 0) continue;
      const mark = marks.get(instrument) as Mark;
      if (!mark.settled) unmarked.push(instrument);
      unrealised += unrealisedAt(position.openLots, mark.price) * (currency === 'USD' ? rateFor(date) : 1);
    }
    const before = deposits + realised - fees + unrealised;
    const previousNav = nav;
    if (units > 0) nav = before / units;
    let flow = 0;
    while (wi < flows.length && flows[wi].date <= date) {
      flow += flows[wi].amount;
      wi += 1;
    }
    if (flow !== 0) {
      // Units bought or redeemed at the NAV before the flow; with a NAV at or below zero no unit price exists, so the
      // flow changes equity only.
      if (nav > 0) units += flow / nav;
      deposits += flow;
    }
    days.push({
      date,
      realised,
      fees,
      unrealised,
      flow,
      equity: before + flow,
      units,
      nav,
      dailyReturn: previousNav > 0 ? nav / previousNav - 1 : null,
      drawdown: 0,
      unmarked,
    });
  }
  const drawdowns = drawdownSeries(days.map((d) => d.dailyReturn));
  days.forEach((d, i) => {
    d.drawdown = drawdowns[i];
  });
  return days;
}
