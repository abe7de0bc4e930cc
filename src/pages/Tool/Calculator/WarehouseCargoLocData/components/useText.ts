/** The page's texts (full ids, `warehouseCargoLocData.*` in src/locales/<lang>/warehouseCargoLocData.ts) and its number format. */
import { useIntl } from '@umijs/max';
import { useCallback } from 'react';

export function useText() {
  const intl = useIntl();
  return useCallback((id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values), [intl]);
}

export function useNumber() {
  const intl = useIntl();
  return useCallback(
    (v: number | null | undefined, digits = 0) => (v === null || v === undefined ? '' : intl.formatNumber(v, { maximumFractionDigits: digits })),
    [intl],
  );
}
