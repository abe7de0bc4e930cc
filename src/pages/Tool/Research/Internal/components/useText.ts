/** The page's message lookup: `f(id, values)` gives the message in the user's language. */
import { useIntl } from '@umijs/max';
import { useCallback } from 'react';

export function useText() {
  const intl = useIntl();
  return useCallback((id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values), [intl]);
}

/** Date and time as the page shows them (the user's language, local time zone). */
export function useDateTime() {
  const intl = useIntl();
  return useCallback((ms: number) => intl.formatDate(ms, { dateStyle: 'medium', timeStyle: 'short' }), [intl]);
}
