/**
 * The trading date a moment belongs to, for daily bars. Exchanges with a night session (SHFE/INE/DCE/ZCE energy,
 * 21:00 to 23:00 or later, local time) count it to the NEXT trading day: Monday's trading day starts on Friday
 * evening. Rule used: in the product's time zone, a moment at or after 18:00 belongs to the next weekday; a moment
 * before 06:00 belongs to the weekday after the previous calendar day (the night session running past midnight).
 * Products without a night session keep their local calendar date. Exchange holidays are not modelled (a night
 * session before a holiday is counted to the next weekday); documented in docs/market-data/marketData.md.
 */
import { wallClock } from '../../../common/domain/zonedTime';
import type { ProductSpec } from './ports';

const DAY = 86_400_000;

/** True when one of the product's sessions starts in the evening (night session). */
export const hasNightSession = (spec: Pick<ProductSpec, 'sessions'>): boolean =>
  spec.sessions.some((s) => {
    const start = Number(s.slice(0, 2));
    return Number.isFinite(start) && start >= 18;
  });

/** The next weekday strictly after the UTC-midnight day `dayTs`. */
function nextWeekday(dayTs: number): number {
  let t = dayTs + DAY;
  while ([0, 6].includes(new Date(t).getUTCDay())) t += DAY;
  return t;
}

/** 00:00 UTC of the trading date `ts` belongs to (the daily bar's `ts`). */
export function tradingDayOf(spec: Pick<ProductSpec, 'sessions' | 'timeZone'>, ts: number): number {
  const local = wallClock(ts, spec.timeZone);
  const minutes = local.hour * 60 + local.minute;
  const calendar = Date.UTC(local.year, local.month - 1, local.day);
  if (!hasNightSession(spec)) return calendar;
  if (minutes >= 18 * 60) return nextWeekday(calendar);
  if (minutes < 6 * 60) return nextWeekday(calendar - DAY);
  return calendar;
}
