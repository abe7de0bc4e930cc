/**
 * The one lookup of an instrument's daily settlements for a book (issue 18: the NAV said "no settlement stored" while
 * Positions showed one, because each read the bars over its own range). The mark in force on a day is the latest
 * stored settlement dated on or before it, however far back: Positions mark at today's, the NAV at each valuation
 * day's. Bars without a settlement (today's bar before the settlement is published) are skipped.
 */
import type { FastifyInstance } from 'fastify';
import { isoDay } from './instrument';

export interface Settlement {
  /** The bar's trading date, `YYYY-MM-DD`. */
  date: string;
  settle: number;
  demo: boolean;
}

/** Every stored daily settlement of `instrument` up to the instant `to`, oldest first. */
export async function settlementsOf(app: FastifyInstance, instrument: string, to: number): Promise<Settlement[]> {
  const bars = await app.bars.range({ instrument, interval: '1d', from: 0, to });
  const out: Settlement[] = [];
  for (const b of bars) if (b.settle !== null && Number.isFinite(b.settle)) out.push({ date: isoDay(b.ts), settle: b.settle, demo: b.demo });
  return out;
}

/** The settlement in force on `date`: the latest dated on or before it, or null before the first one. */
export function settlementOn(settlements: readonly Settlement[], date: string): Settlement | null {
  let lo = 0;
  let hi = settlements.length;
  // Binary search: the first settlement dated after `date`; the one before it is in force.
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (settlements[mid].date <= date) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 ? settlements[lo - 1] : null;
}
