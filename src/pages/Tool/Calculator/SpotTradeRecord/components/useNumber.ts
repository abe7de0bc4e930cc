/** Numbers as the page shows prices and volumes: grouped, at most `digits` decimals. */
import { useIntl } from '@umijs/max';
import { useCallback } from 'react';

export function useNumber() {
  const intl = useIntl();
  return useCallback(
    (v: number | null | undefined, digits = 2) => (v === null || v === undefined ? '' : intl.formatNumber(v, { maximumFractionDigits: digits })),
    [intl],
  );
}
