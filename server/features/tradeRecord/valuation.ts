/**
 * A book's positions and daily unit NAV, marked to daily settlements (docs/analytics/tradeRecord.md).
 * - Marks: the stored daily bars' `settle` (app.market.bars), the latest bar whose settlement is known; bars without
 *   one (today's bar before the settlement) are skipped. The marks of the book's own instruments are read without the
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
import type { Bar } from '../../../common/contract/marketData';
import { parseInstrument } from '../../../common/market/address';
import { badRequest } from '../../infra/http/apiError';
import type { ReferenceData } from '../../infra/market/ports';
import { isoDay } from './instrument';

const FX_KEY = RATE_KEYS.usdCny;

interface Priced {
  fill: NavFill;
}

function fillsOf(trades: readonly Trade[], reference: ReferenceData | undefined): Priced[] {
  return trades.map((t) => {
    const ref = parseInstrument(t.instrument);
    const spec = ref ? (reference?.resolveInstrument(ref, t.tradingDate) ?? reference?.resolveInstrument(ref)) : undefined;
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

/** Daily bars with a settlement of one instrument between two days. */
async function settledBars(app: FastifyInstance, instrument: string, from: number, to: number): Promise<Bar[]> {
  const bars = await app.market.bars.range({ instrument, interval: '1d', from, to });
  return bars.filter((b) => b.settle !== null && Number.isFinite(b.settle));
}

const dayStart = (date: string): number => Date.parse(`${date}T00:00:00Z`);

export async function bookPositions(app: FastifyInstance, trades: readonly Trade[], now: number): Promise<TradePositions> {
  const reference = app.market.reference;
  const priced = fillsOf(trades, reference);
  const currency = new Map(priced.map((p) => [p.fill.instrument, p.fill.currency]));
  const first = trades.length > 0 ? Math.min(...trades.map((t) => dayStart(t.tradingDate))) : now;
  const rows: PositionRow[] = [];
  for (const p of fifoPositions(priced.map((x) => x.fill))) {
    const bars = await settledBars(app, p.instrument, first, now);
    const last = bars.at(-1);
    const settleDate = last ? isoDay(last.ts) : null;
    const ref = parseInstrument(p.instrument);
    const spec = ref ? reference.resolveInstrument(ref, settleDate ?? isoDay(now)) : undefined;
    rows.push({
      instrument: p.instrument,
      currency: currency.get(p.instrument) ?? 'CNY',
      netLots: p.netLots,
      averageOpenPrice: p.averageOpenPrice,
      realised: p.realised,
      fees: p.fees,
      settle: last?.settle ?? null,
      settleDate,
      unrealised: last ? unrealisedAt(p.openLots, last.settle as number) : null,
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
  const reference = app.market.reference;
  const today = isoDay(now);
  const fills = fillsOf(trades, reference).map((p) => p.fill);
  const days = new Set<string>([book.startDate]);
  for (const f of fills) days.add(f.date);
  for (const f of flows) days.add(f.date);
  const settles: Record<string, Record<string, number>> = {};
  let demo = false;
  for (const instrument of new Set(fills.map((f) => f.instrument))) {
    const bars = await settledBars(app, instrument, dayStart(book.startDate), now);
    const byDate: Record<string, number> = {};
    for (const b of bars) {
      const date = isoDay(b.ts);
      byDate[date] = b.settle as number;
      days.add(date);
      demo ||= b.demo;
    }
    settles[instrument] = byDate;
  }
  const dates = [...days].filter((d) => d >= book.startDate && d <= today).sort();
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
