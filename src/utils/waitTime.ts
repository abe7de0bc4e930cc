/**
 * "How long": a wait the server gave in seconds (`retryAfter` of a 429 answer) as words of the user's locale, in
 * seconds below a minute and in whole minutes (rounded up, never promising too short a wait) from a minute on,
 * e.g. "45 seconds", "3 minutes", "3分钟", "٣ دقائق" (each locale's own digits, as its other numbers on the page).
 */
import { getLocale } from '@umijs/max';

export function formatWait(seconds: number, locale: string = getLocale()): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const [value, unit] = whole < 60 ? [whole, 'second'] : [Math.ceil(whole / 60), 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
