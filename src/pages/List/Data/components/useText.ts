/** The page's texts (full ids, `dataSet.*` in src/locales/<lang>/dataSet.ts). */
import { useIntl } from '@umijs/max';
import { useCallback } from 'react';

export function useText() {
  const intl = useIntl();
  return useCallback((id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values), [intl]);
}
