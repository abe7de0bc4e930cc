/** A page's message lookup: `f(id, values)` gives the message in the user's language (a stable function per locale). */
import { useIntl } from '@umijs/max';
import { useCallback } from 'react';

export function useText() {
  const intl = useIntl();
  return useCallback((id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values), [intl]);
}
