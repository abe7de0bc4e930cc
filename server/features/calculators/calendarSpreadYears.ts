/**
 * One calendar spread across years by days to expiry (POST /v2/calculators/calendarSpreadYears, the oil term spread
 * page's expiryYears panel; docs/analytics/calculators.md). Per year the pair's contracts (the near month that year,
 * the far month the same year or the next: common/domain/expirySpread.ts), the near leg's last trading day from the
 * product's listing rule and exchange calendar (the reference area), both legs' stored daily settlements, and the
 * spread near - far on trading days before that last trading day. The current pair is the first whose near leg has
 * not expired today: its line runs to today. Access: the product's own access key, as on the term-structure call.
 */
import type { CalendarSpreadYear, CalendarSpreadYearsBody, CalendarSpreadYearsData } from '../../../common/contract/calculators';
import { CALENDAR_SPREAD_YEARS_DEFAULT_DAYS } from '../../../common/contract/calculators';
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import { addMonths } from '../../../common/domain/contractMonths';
import { type DatedValue, expiryPairMonths, expirySpreadPoints } from '../../../common/domain/expirySpread';
import { formatInstrument } from '../../../common/market/address';
import type { AuthUser } from '../../infra/auth/authUser';
import { allows } from '../../infra/auth/routeAccess';
import { apiError, forbidden } from '../../infra/http/apiError';
import type { ContractInfo, MarketServices } from '../../infra/market/ports';
import { unknownSeries } from '../../infra/market/unknownSeries';

const dateMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The near contract of `month` with its last trading day, as the listing in force two months before the contract
 * month lists it (every listing rule of the reference lists a month by then); undefined when the product did not list
 * it (before the product's first version).
 */
function contractOf(market: MarketServices, exchange: string, code: string, month: string): ContractInfo | undefined {
  return market.reference.contracts(exchange, code, `${addMonths(month, -2)}-01`).find((c) => c.month === month);
}

export async function calendarSpreadYears(
  market: MarketServices,
  user: AuthUser,
  body: CalendarSpreadYearsBody,
  now: number,
): Promise<CalendarSpreadYearsData> {
  const [exchange, code] = body.product.split('.');
  const spec = market.reference.product(exchange, code);
  if (!spec || (spec.kind !== 'future' && spec.kind !== 'swap')) throw unknownSeries(body.product);
  if (!allows(user, spec.accessKey)) throw forbidden(`You may not read ${body.product}`);
  if (body.near === body.far) throw apiError('badRequest', 'The near and far months must differ', { far: FIELD_ERROR_KEYS.invalid });
  const daysBefore = body.daysBefore ?? CALENDAR_SPREAD_YEARS_DEFAULT_DAYS;
  const today = isoDate(now);
  const calendar = market.reference.tradingCalendar(exchange);

  // The current pair: the first near contract not expired today (this year's, or next year's once it has expired).
  const todayYear = Number(today.slice(0, 4));
  let current = todayYear - 1;
  while (current <= todayYear + 1) {
    const info = contractOf(market, exchange, code, expiryPairMonths(current, body.near, body.far).near);
    if (info && info.lastTradeDate >= today) break;
    current += 1;
  }

  let demo = false;
  const years = Array.from({ length: body.years + 1 }, (_, i) => current - i);
  const series = await Promise.all(
    years.map(async (year): Promise<CalendarSpreadYear | null> => {
      const months = expiryPairMonths(year, body.near, body.far);
      const info = contractOf(market, exchange, code, months.near);
      if (!info) return null;
      const far = formatInstrument({ exchange, code, month: months.far, continuous: null });
      const range = { interval: '1d' as const, from: dateMs(calendar.before(info.lastTradeDate, daysBefore)), to: dateMs(info.lastTradeDate) };
      const [nearBars, farBars] = await Promise.all([
        market.bars.range({ instrument: info.instrument, ...range }),
        market.bars.range({ instrument: far, ...range }),
      ]);
      // Settlements only: a bar without one (a session not yet settled) is no value, never 0.
      const settled = (bars: typeof nearBars): DatedValue[] =>
        bars.flatMap((bar) => {
          if (bar.settle === null) return [];
          demo ||= bar.demo;
          return [{ date: isoDate(bar.ts), value: bar.settle }];
        });
      return {
        year,
        near: info.instrument,
        far,
        lastTradingDay: info.lastTradeDate,
        current: year === current,
        points: expirySpreadPoints(settled(nearBars), settled(farBars), info.lastTradeDate, calendar, daysBefore),
      };
    }),
  );
  return { product: body.product, unit: spec.unit, demo, series: series.filter((s): s is CalendarSpreadYear => s !== null) };
}
