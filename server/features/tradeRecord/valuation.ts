/**
 * A book's positions and daily unit NAV, marked to daily settlements (docs/analytics/tradeRecord.md).
 * - Marks: the stored daily bars' `settle` (app.bars) through the one lookup of settlements.ts: on any day, the latest
 *   settlement dated on or before it; bars without one (today's bar before the settlement) are skipped. The marks of the book's own instruments are read without the
 *   products' page keys: they reveal only the daily settlements of what the user traded (docs/decisions.md).
 * - Multipliers: the lot of the product specification version in force on each fill's trading date.
 * - USD/CNY: the dated reference rate `fx.usdcny` in force on each day (ReferenceData.rateAsOf), the same rate the
 *   strategy history uses; the demo tick feed's `FX.USDCNY` is not used, so no NAV depends on simulated FX.
 * - Valuation days: the book's first day, every day with a fill or a flow, and every day a traded instrument has a
 *   settlement, from the first day to today.
 */
import type { FastifyInstance } from 'fastify';
import type { NavPoint, PositionRow, Trade, TradeNav, TradePositions } from '../../../common/contract/tradeRecord';
import { RATE_KEYS } from '../../../common/contract/reference';
import { fifoPositions, unrealisedAt } from '../../../common/domain/fifoPositions';
import { type NavFill, NavInputError, unitNav } from '../../../common/domain/unitNav';
import { parseInstrument } from '../../../common/market/address';
import { badRequest } from '../../infra/http/apiError';
import type { ReferenceData } from '../../infra/market/ports';
import { isoDay } from './instrument';
import { type Settlement, settlementOn, settlementsOf } from './settlements';

const FX_KEY = RATE_KEYS.usdCny;

interface Priced {
  fill: NavFill;
}

function fillsOf(trades: readonly Trade[], reference: ReferenceData): Priced[] {
  return trades.map((t) => {
    const ref = parseInstrument(t.instrument);
    const spec = ref ? (reference.resolveInstrument(ref, t.tradingDate) ?? reference.resolveInstrument(ref)) : undefined;
    return {
      fill: {
        time: t.time,
        date: t.tradingDate,
        instrument: t.instrument,
        side: t.side,
        lots: t.lots,
        price: t.price,
        fee: t.fee,
        // A trade is only stored for a known instrument; a product removed later keeps a multiplier of 1.
        multiplier: spec?.lot ?? 1,
        currency: spec?.currency === 'USD' ? 'USD' : 'CNY',
      },
    };
  });
}

export async function bookPositions(app: FastifyInstance, trades: readonly Trade[], now: number): Promise<TradePositions> {
  const reference = app.reference;
  const priced = fillsOf(trades, reference);
  const currency = new Map(priced.map((p) => [p.fill.instrument, p.fill.currency]));
  const today = isoDay(now);
  const rows: PositionRow[] = [];
  for (const p of fifoPositions(priced.map((x) => x.fill))) {
    const last = settlementOn(await settlementsOf(app, p.instrument, now), today);
    const settleDate = last?.date ?? null;
    const ref = parseInstrument(p.instrument);
    const spec = ref ? reference.resolveInstrument(ref, settleDate ?? today) : undefined;
    rows.push({
      instrument: p.instrument,
      currency: currency.get(p.instrument) ?? 'CNY',
      netLots: p.netLots,
      averageOpenPrice: p.averageOpenPrice,
      realised: p.realised,
      fees: p.fees,
      settle: last?.settle ?? null,
      settleDate,
      unrealised: last ? unrealisedAt(p.openLots, last.settle) : null,
      multiplier: spec?.lot ?? 1,
      demo: last?.demo ?? false,
    });
  }
  return { positions: rows, demo: rows.some((r) => r.demo) };
}

export async function bookNav(
  app: FastifyInstance,
  book: { initialCash: number; startDate: string },
  trades: readonly Trade[],
  flows: readonly { date: string; amount: number }[],
  now: number,
): Promise<TradeNav> {
  const reference = app.reference;
  const today = isoDay(now);
  const fills = fillsOf(trades, reference).map((p) => p.fill);
  const days = new Set<string>([book.startDate]);
  for (const f of fills) days.add(f.date);
  for (const f of flows) days.add(f.date);
  const stored = new Map<string, Settlement[]>();
  for (const instrument of new Set(fills.map((f) => f.instrument))) {
    const settlements = await settlementsOf(app, instrument, now);
    stored.set(instrument, settlements);
    for (const s of settlements) days.add(s.date);
  }
  const dates = [...days].filter((d) => d >= book.startDate && d <= today).sort();
  // Each valuation day gets the settlement in force that day (the latest on or before it, the same lookup as
  // Positions), so a fill is marked to a settlement stored before it rather than to its own price.
  const settles: Record<string, Record<string, number>> = {};
  let demo = false;
  for (const [instrument, settlements] of stored) {
    const byDate: Record<string, number> = {};
    for (const d of dates) {
      const s = settlementOn(settlements, d);
      if (!s) continue;
      byDate[d] = s.settle;
      demo ||= s.demo;
    }
    settles[instrument] = byDate;
  }
  const usdCny: Record<string, number> = {};
  if (fills.some((f) => f.currency === 'USD')) {
    for (const d of dates) {
      const rate = reference.rateAsOf(FX_KEY, d);
      if (rate) usdCny[d] = rate.value;
    }
  }
  let result: ReturnType<typeof unitNav>;
  try {
    result = unitNav({ dates, initialCash: book.initialCash, fills: fills.filter((f) => f.date <= today), flows, settles, usdCny });
  } catch (err) {
    if (err instanceof NavInputError) throw badRequest(`No USD/CNY rate (${FX_KEY}) on ${err.date}`);
    throw err;
  }
  const unmarked = new Set<string>();
  const points: NavPoint[] = result.map((d) => {
    for (const i of d.unmarked) unmarked.add(i);
    return {
      date: d.date,
      nav: d.nav,
      equity: d.equity,
      units: d.units,
      flow: d.flow,
      realised: d.realised,
      unrealised: d.unrealised,
      fees: d.fees,
      dailyReturn: d.dailyReturn,
      drawdown: d.drawdown,
    };
  });
  return { points, demo, unmarked: [...unmarked], fxSource: FX_KEY };
}
