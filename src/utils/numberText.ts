/**
 * A number as text that keeps its sign in front in every language (issue 18: in Arabic, "+1.46" showed as
 * "1.46+" and "-1.2" as "1.2-" beside an intl-formatted "-0.48"). In a right-to-left line a leading "+" or "-" is a
 * weak character that takes the line's direction, so hand-built text (`'+' + x`, `toFixed`) moved its sign to the
 * far side. The text is a left-to-right isolate (U+2066 ... U+2069, the plain-text form of <bdi dir="ltr">): the
 * sign, digits and a trailing % or unit stay in reading order whatever surrounds them, and the surrounding
 * right-to-left text does not reorder around it either. Latin digits in every language (docs/decisions.md, "Digits").
 */
import { useIntl } from '@umijs/max';

type IntlShape = ReturnType<typeof useIntl>;

/** Left-to-right isolate and pop directional isolate (Unicode bidi algorithm, UAX #9). */
export const LRI = '\u2066';
export const PDI = '\u2069';

/** `text` kept left to right inside any surrounding text. */
export const ltr = (text: string): string => `${LRI}${text}${PDI}`;

/** Options of `formatNumberText`. */
export interface NumberTextOptions {
  /** Decimals (fixed); default 2. */
  digits?: number;
  /** At most these decimals, trailing zeros dropped (instead of `digits`). */
  maxDigits?: number;
  /** `+` before a rise (a change, a surprise, an error): `exceptZero`. Default: only a minus. */
  signed?: boolean;
  /** 0.0123 -> 1.23% */
  percent?: boolean;
  /** The text for no value; default '–'. */
  none?: string;
}

/** The one number text: the user's locale (Latin digits), the sign in front, isolated left to right; '–' for none. */
export function formatNumberText(intl: IntlShape, value: number | null | undefined, options: NumberTextOptions = {}): string {
  const { digits = 2, maxDigits, signed = false, percent = false, none = '–' } = options;
  if (value === null || value === undefined || !Number.isFinite(value)) return none;
  const fraction = maxDigits === undefined ? { minimumFractionDigits: digits, maximumFractionDigits: digits } : { maximumFractionDigits: maxDigits };
  // The Intl sign marks (LRM) of some locales are dropped: the isolate does their work for the whole text.
  const text = intl
    .formatNumber(value, { ...fraction, ...(percent ? { style: 'percent' } : {}), signDisplay: signed ? 'exceptZero' : 'auto' })
    .replace(/\u200e|\u200f|\u061c/g, '');
  return ltr(text);
}

/** `formatNumberText` with the component's intl: `const num = useNumberText(); num(-1.2, { signed: true })`. */
export function useNumberText(): (value: number | null | undefined, options?: NumberTextOptions) => string {
  const intl = useIntl();
  return (value, options) => formatNumberText(intl, value, options);
}
