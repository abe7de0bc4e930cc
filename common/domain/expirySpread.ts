/**
 * The same calendar spread across years, aligned on expiry (the oil term spread page, issue 20): this year's FU
 * Jan-May against each earlier year's Jan-May, every line on x = trading days before the near leg's last trading day.
 *
 * Counting (docs/domain.md, "Calendar spread by days to expiry"): a date's x is the number of trading days after it up
 * to and including the near leg's last trading day, on the exchange's holiday calendar, i.e.
 * `calendar.between(date, lastTradeDate)`: 0 on the last trading day, 1 on the trading day before it; weekends and
 * holidays are not counted. Only trading dates on or before the last trading day on which both legs have a value make
 * a point (a missing far bar drops the date, it is never filled). Value = near - far (positive = backwardation).
 * Pure: dates are `YYYY-MM-DD`, months `YYYY-MM`; no clock is read.
 */
import { addMonths } from './contractMonths';
import type { TradingCalendar } from './tradingCalendar';

/** One leg's daily value (a settlement) on a trading date. */
export interface DatedValue {
  date: string;
  value: number;
}

/** `[trading days before the near leg's last trading day, near - far]`. */
export type ExpiryPoint = [number, number];

/**
 * The contract months of one year's pair: the near leg in `year`, the far leg in the same year when its month comes
 * after the near month, else in the next year (Nov-Mar: 2025-11 against 2026-03). `near` and `far` are months 1..12
 * and must differ.
 */
export function expiryPairMonths(year: number, near: number, far: number): { near: string; far: string } {
  if (near === far) throw new Error('the near and far months must differ');
  const nearMonth = `${year}-${String(near).padStart(2, '0')}`;
  return { near: nearMonth, far: addMonths(nearMonth, (far - near + 12) % 12) };
}

/**
 * Points of one year's pair, oldest first (x descending): dates both legs have, on or before `lastTradeDate`, at most
 * `daysBefore` trading days before it. A date that is not a trading day on `calendar` is dropped (it has no place on
 * a trading-day axis).
 */
export function expirySpreadPoints(
  near: readonly DatedValue[],
  far: readonly DatedValue[],
  lastTradeDate: string,
  calendar: TradingCalendar,
  daysBefore: number,
): ExpiryPoint[] {
  const farByDate = new Map(far.map((p) => [p.date, p.value]));
  const out: [string, ExpiryPoint][] = [];
  for (const { date, value } of near) {
    const farValue = farByDate.get(date);
    if (farValue === undefined || date > lastTradeDate || !calendar.isTradingDay(date)) continue;
    const x = calendar.between(date, lastTradeDate);
    if (x <= daysBefore) out.push([date, [x, value - farValue]]);
  }
  return out.sort((a, b) => a[0].localeCompare(b[0])).map(([, point]) => point);
}
