/**
 * The trading date a moment belongs to, for daily bars. Exchanges with a night session (SHFE/INE/DCE/ZCE energy,
 * 21:00 to 23:00 or later, local time) count it to the NEXT trading day: Monday's trading day starts on Friday
 * evening. Rule used: in the product's time zone, a moment at or after 18:00 belongs to the next weekday; a moment
 * before 06:00 belongs to the weekday after the previous calendar day (the night session running past midnight).
 * Products without a night session keep their local calendar date. Exchange holidays are not modelled (a night
 * session before a holiday is counted to the next weekday); documented in docs/market-data/marketData.md.
 */
import type { ProductSpec } from '../../infra/market/ports';

const DAY = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function localParts(ts: number, timeZone: string): { y: number; m: number; d: number; minutes: number } {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, f);
  }
  const p: Record<string, number> = {};
  for (const part of f.formatToParts(ts)) if (part.type !== 'literal') p[part.type] = Number(part.value);
  return { y: p.year, m: p.month, d: p.day, minutes: p.hour * 60 + p.minute };
}

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
  const { y, m, d, minutes } = localParts(ts, spec.timeZone);
  const calendar = Date.UTC(y, m - 1, d);
  if (!hasNightSession(spec)) return calendar;
  if (minutes >= 18 * 60) return nextWeekday(calendar);
  if (minutes < 6 * 60) return nextWeekday(calendar - DAY);
  return calendar;
}
