/** Number formatting the calculator pages share: fixed digits in the user's locale, percent of a fraction, date of a bar. */
import type { useIntl } from '@umijs/max';

type IntlShape = ReturnType<typeof useIntl>;

export const formatNumber = (intl: IntlShape, value: number | null | undefined, digits = 2): string =>
  value === null || value === undefined || !Number.isFinite(value)
    ? '–'
    : intl.formatNumber(value, { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** 0.0123 -> "1.23%" */
export const formatPercent = (intl: IntlShape, value: number | null | undefined, digits = 2): string =>
  value === null || value === undefined || !Number.isFinite(value)
    ? '–'
    : intl.formatNumber(value, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits });

/** A daily bar's date (00:00 UTC of the trading date) as YYYY-MM-DD, the same in every time zone. */
export const barDate = (ts: number): string => new Date(ts).toISOString().slice(0, 10);
