/**
 * A product's term structure per trading day (POST /v2/calculators/{basis,rollingAnalyzer}/termStructure,
 * docs/analytics/calculators.md): the contracts listed over the range (the reference area's listing rule, sampled
 * on the first day of every month of the range and on its last day), their stored daily bars, and per day the
 * contracts with a bar, not yet expired, in expiry order. Access: the product's own access key, the same check the
 * series resolver makes for its md: addresses, so a user who may not read the product's series may not read this.
 */
import type { TermDay, TermStructureBody, TermStructureData } from '../../../common/contract/calculators';
import { TERM_STRUCTURE_DEFAULT_DAYS, TERM_STRUCTURE_MAX_DAYS } from '../../../common/contract/calculators';
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import type { Bar } from '../../../common/contract/marketData';
import type { AuthUser } from '../../infra/auth/authUser';
import { allows } from '../../infra/auth/routeAccess';
import { apiError, forbidden } from '../../infra/http/apiError';
import type { ContractInfo, MarketServices } from '../../infra/market/ports';
import { unknownSeries } from '../../infra/market/unknownSeries';

const DAY = 86_400_000;
const dateMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A `YYYY-MM-DD` that names a real calendar day (the schema checks only the shape), or a 400 naming the field. */
function realDate(field: string, text: string): number {
  const ms = dateMs(text);
  if (!Number.isFinite(ms) || isoDate(ms) !== text) throw apiError('badRequest', `Not a date: ${text}`, { [field]: FIELD_ERROR_KEYS.invalid });
  return ms;
}

/** The inclusive range of trading dates the body asks for, checked and bounded. */
export function termRange(body: TermStructureBody, today: string): { from: number; to: number } {
  if (body.date !== undefined) {
    if (body.from !== undefined || body.to !== undefined) {
      throw apiError('badRequest', 'Give either date or a from/to range', { date: FIELD_ERROR_KEYS.invalid });
    }
    const day = realDate('date', body.date);
    return { from: day, to: day };
  }
  const to = realDate('to', body.to ?? today);
  const from = body.from !== undefined ? realDate('from', body.from) : to - TERM_STRUCTURE_DEFAULT_DAYS * DAY;
  if (from > to) throw apiError('badRequest', 'from is after to', { from: FIELD_ERROR_KEYS.invalid });
  if ((to - from) / DAY > TERM_STRUCTURE_MAX_DAYS) {
    throw apiError('badRequest', `At most ${TERM_STRUCTURE_MAX_DAYS} days per call`, { from: FIELD_ERROR_KEYS.invalid });
  }
  return { from, to };
}

/** Contracts listed on any day of the range: the listing on each month's first day and on the range's last day. */
function listedOver(market: MarketServices, exchange: string, code: string, from: number, to: number): ContractInfo[] {
  const byInstrument = new Map<string, ContractInfo>();
  const sample = [isoDate(from), isoDate(to)];
  const cursor = new Date(from);
  cursor.setUTCDate(1);
  while (cursor.getTime() <= to) {
    sample.push(isoDate(cursor.getTime()));
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  for (const date of sample) {
    for (const c of market.reference.contracts(exchange, code, date)) byInstrument.set(c.instrument, c);
  }
  return [...byInstrument.values()].sort((a, b) => a.month.localeCompare(b.month));
}

export async function termStructure(market: MarketServices, user: AuthUser, body: TermStructureBody, now: number): Promise<TermStructureData> {
  const [exchange, code] = body.product.split('.');
  const spec = market.reference.product(exchange, code);
  // Futures and monthly swaps have listed months; spot, FX and rates have no term structure.
  if (!spec || (spec.kind !== 'future' && spec.kind !== 'swap')) throw unknownSeries(body.product);
  if (!allows(user, spec.accessKey)) throw forbidden(`You may not read ${body.product}`);
  const { from, to } = termRange(body, isoDate(now));
  const contracts = listedOver(market, exchange, code, from, to);
  const calendar = market.reference.tradingCalendar(exchange);
  const expiry = new Map(contracts.map((c) => [c.instrument, c]));
  const barLists = await Promise.all(contracts.map((c) => market.bars.range({ instrument: c.instrument, interval: '1d', from, to })));
  const byDay = new Map<number, Bar[]>();
  let demo = false;
  const sources = new Set<string>();
  for (const bar of barLists.flat()) {
    const info = expiry.get(bar.instrument);
    if (!info || isoDate(bar.ts) > info.lastTradeDate) continue; // a bar after expiry is not a listed contract's
    demo ||= bar.demo;
    sources.add(bar.source);
    const list = byDay.get(bar.ts);
    if (list) list.push(bar);
    else byDay.set(bar.ts, [bar]);
  }
  const days: TermDay[] = [...byDay.keys()]
    .sort((a, b) => a - b)
    .map((ts) => ({
      ts,
      date: isoDate(ts),
      curve: (byDay.get(ts) ?? [])
        .map((bar) => {
          const info = expiry.get(bar.instrument) as ContractInfo;
          return {
            instrument: bar.instrument,
            month: info.month,
            settle: bar.settle,
            close: bar.close,
            oi: bar.oi,
            daysToExpiry: Math.round((dateMs(info.lastTradeDate) - ts) / DAY),
            tradingDaysToExpiry: calendar.between(isoDate(ts), info.lastTradeDate),
          };
        })
        .sort((a, b) => a.month.localeCompare(b.month)),
    }));
  const seen = new Set(days.flatMap((d) => d.curve.map((p) => p.instrument)));
  return {
    product: body.product,
    unit: spec.unit,
    from: isoDate(from),
    to: isoDate(to),
    contracts: contracts.filter((c) => seen.has(c.instrument)),
    days,
    demo,
    source: [...sources].sort().join(', '),
  };
}
