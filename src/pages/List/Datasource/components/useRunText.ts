/** Texts of the page that depend on the language: times, a run's message (its locale key when known). */
import { getLocale, useIntl } from '@umijs/max';
import { useCallback } from 'react';
import type { RunRecord } from '@common/contract/datasource';
import { DATE_TIME } from '@/utils/dateTime';
import { hasOwnMessage } from '@/utils/i18n';

export function useRunText() {
  const intl = useIntl();
  const f = useCallback((id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values), [intl]);
  const time = useCallback(
    (at: number | null | undefined) => (at === null || at === undefined ? f('health.tooltip.never') : intl.formatDate(at, DATE_TIME)),
    [f, intl],
  );
  const serverMessage = useCallback(
    (m: Pick<RunRecord, 'message' | 'messageKey' | 'messageParams'>) =>
      hasOwnMessage(intl.messages, m.messageKey) ? f(m.messageKey, m.messageParams) : m.message,
    [f, intl],
  );
  // getLocale(), not intl.locale: in Arabic intl.locale carries the Latin-digit extension; names come from the language.
  return { f, time, serverMessage, locale: getLocale() };
}
