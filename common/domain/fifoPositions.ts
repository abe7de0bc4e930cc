/**
 * Futures positions from a list of fills, matched first in, first out (FIFO).
 *
 * Declared conventions (docs/analytics/tradeRecord.md):
 * - FIFO: a closing fill closes the oldest open lots of the instrument first. LIFO and average-cost matching were not
 *   chosen: FIFO is what Chinese futures statements ("先开先平") and most brokers' P&L reports use by default.
 * - The contract multiplier travels with each fill (the product specification version in force on the fill's trading
 *   date: SHFE FU was 50 t a lot before 2018-07-16, 10 t after). An open lot keeps the multiplier of the fill that
 *   opened it, so the quantity held is lots x that multiplier. A closing fill is matched by quantity in the product's
 *   unit (its lots x its multiplier), so a 10 t sell closes 10 t of a 50 t lot (0.8 of that lot stays open); closing realises (close - open) x the quantity closed.
 * - Shorts: a sell with no long open opens a short; a buy closes shorts first (FIFO), and any rest opens a long.
 * - The average open price is the quantity-weighted (lots x multiplier) mean of the open lots' prices.
 * - Money is in the instrument's currency; fees are summed apart from realised P&L (realised is gross of fees).
 */

export type Side = 'buy' | 'sell';

export interface Fill {
  /** Epoch ms; fills are applied in this order (ties keep input order). */
  time: number;
  instrument: string;
  side: Side;
  /** Positive number of lots. */
  lots: number;
  price: number;
  /** Fee paid, >= 0, in the instrument's currency. */
  fee: number;
  /** Units per lot in force on the fill's trading date (FU: 10 t). */
  multiplier: number;
}

export interface OpenLot {
  /** +1 long, -1 short. */
  direction: 1 | -1;
  lots: number;
  price: number;
  multiplier: number;
  time: number;
}

export interface InstrumentPosition {
  instrument: string;
  /** Signed open lots: positive long, negative short, 0 flat. */
  netLots: number;
  /** The open lots, oldest first (all on one side). */
  openLots: OpenLot[];
  /** Quantity-weighted average price of the open lots; null when flat. */
  averageOpenPrice: number | null;
  /** Realised P&L of the closed lots, gross of fees. */
  realised: number;
  fees: number;
  /** Fills applied. */
  fills: number;
}

/** One instrument's running FIFO state. */
export function emptyPosition(instrument: string): InstrumentPosition {
  return { instrument, netLots: 0, openLots: [], averageOpenPrice: null, realised: 0, fees: 0, fills: 0 };
}

/** Lots below this are float noise left by fractional closes. */
const EPS = 1e-9;

/**
 * Applies one fill to a position (mutating it) and returns the P&L it realised.
 * Throws on lots <= 0, a non-finite price or fee, or a multiplier <= 0 (callers validate first).
 */
export function applyFill(position: InstrumentPosition, fill: Fill): number {
  if (!(fill.lots > 0) || !Number.isFinite(fill.price) || !Number.isFinite(fill.fee) || !(fill.multiplier > 0)) {
    throw new RangeError(`Bad fill for ${fill.instrument} at ${fill.time}`);
  }
  const direction: 1 | -1 = fill.side === 'buy' ? 1 : -1;
  // Matched by quantity in the product's unit (lots x multiplier), not by lots: after SHFE FU went from 50 t to
  // 10 t a lot (2018-07-16), a 1-lot sell (10 t) closes 10 t of a 50 t lot, not the whole lot.
  let remaining = fill.lots * fill.multiplier;
  let realised = 0;
  while (remaining > EPS * fill.multiplier && position.openLots.length > 0 && position.openLots[0].direction !== direction) {
    const lot = position.openLots[0];
    const closed = Math.min(lot.lots * lot.multiplier, remaining);
    // A long lot closed by a sell gains (sell - open); a short lot closed by a buy gains (open - buy).
    realised += lot.direction * (fill.price - lot.price) * closed;
    lot.lots -= closed / lot.multiplier;
    remaining -= closed;
    if (lot.lots <= EPS) position.openLots.shift();
  }
  if (remaining > EPS * fill.multiplier) {
    position.openLots.push({ direction, lots: remaining / fill.multiplier, price: fill.price, multiplier: fill.multiplier, time: fill.time });
  }
  position.realised += realised;
  position.fees += fill.fee;
  position.fills += 1;
  position.netLots = position.openLots.reduce((n, l) => n + l.direction * l.lots, 0);
  position.averageOpenPrice = averageOpenPrice(position.openLots);
  return realised;
}

/** Quantity-weighted mean price of open lots; null when there are none. */
export function averageOpenPrice(lots: readonly OpenLot[]): number | null {
  let quantity = 0;
  let value = 0;
  for (const l of lots) {
    quantity += l.lots * l.multiplier;
    value += l.lots * l.multiplier * l.price;
  }
  return quantity > 0 ? value / quantity : null;
}

/** P&L of the open lots marked to `price` (a settlement), in the instrument's currency. */
export function unrealisedAt(lots: readonly OpenLot[], price: number): number {
  let pnl = 0;
  for (const l of lots) pnl += l.direction * (price - l.price) * l.lots * l.multiplier;
  return pnl;
}

/** Every instrument's FIFO position after the fills (sorted by time first), in order of first appearance. */
export function fifoPositions(fills: readonly Fill[]): InstrumentPosition[] {
  const ordered = fills.map((f, i) => ({ f, i })).sort((a, b) => a.f.time - b.f.time || a.i - b.i);
  const byInstrument = new Map<string, InstrumentPosition>();
  for (const { f } of ordered) {
    let p = byInstrument.get(f.instrument);
    if (!p) {
      p = emptyPosition(f.instrument);
      byInstrument.set(f.instrument, p);
    }
    applyFill(p, f);
  }
  return [...byInstrument.values()];
}
