/** `text('run')` = the locale text `backtesting.run`, with values. */
import { useIntl } from '@umijs/max';
import { useCallback } from 'react';

export function useText() {
  const intl = useIntl();
  return useCallback((key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `backtesting.${key}` }, values), [intl]);
}

/** A ratio as a percentage with two decimals; an em dash for a missing value. */
export const pct = (v: number | null | undefined): string => (v === null || v === undefined ? '—' : `${(v * 100).toFixed(2)}%`);
export const num = (v: number | null | undefined, digits = 2): string => (v === null || v === undefined ? '—' : v.toFixed(digits));
