/**
 * "How long": a wait the server gave in seconds (`retryAfter` of a 429 answer) as words of the user's locale, in
 * seconds below a minute and in whole minutes (rounded up, never promising too short a wait) from a minute on,
 * e.g. "45 seconds", "3 minutes", "3分钟", "3 دقائق" (Latin digits in every language, as every other number on the
 * page: src/utils/digits.ts).
 */
import { getLocale } from '@umijs/max';
import { withLatinDigits } from './digits';

export function formatWait(seconds: number, locale: string = getLocale()): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const [value, unit] = whole < 60 ? [whole, 'second'] : [Math.ceil(whole / 60), 'minute'];
  return new Intl.NumberFormat(withLatinDigits(locale), { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
