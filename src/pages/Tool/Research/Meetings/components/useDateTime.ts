/** Date and time as the meetings page shows them. */
import { useIntl } from '@umijs/max';
import { useCallback } from 'react';

export function useDateTime() {
  const intl = useIntl();
  return useCallback((ms: number) => intl.formatDate(ms, { dateStyle: 'medium', timeStyle: 'short' }), [intl]);
}
