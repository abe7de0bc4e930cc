/** The events page's server calls (common/contract/events.ts), as TanStack Query hooks. */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { CalendarEventListBody } from '@common/contract/events';
import type { EndpointPath } from '@common/contract/endpoints';
import { apiMutation, apiQuery, dataOf } from '@/services/query';

const C = '/v2/calendar';
/** A saved release or an import changes the lists, the event histories, the import history and the outlook's rows. */
const EVENT_VIEWS: readonly EndpointPath[] = [`${C}/event/list`, `${C}/event/history`, `${C}/import/history`, '/v2/outlook/events', '/v2/outlook/keys'];
const REMINDERS: readonly EndpointPath[] = [`${C}/reminder/get`];

export const useCalendarEvents = (body: CalendarEventListBody) => useQuery({ ...apiQuery(`${C}/event/list`, body), select: dataOf });
export const useEventHistory = (eventKey: string | null) =>
  useQuery({ ...apiQuery(`${C}/event/history`, { eventKey: eventKey ?? '' }), select: dataOf, enabled: !!eventKey });
export const useImportHistory = () => useQuery({ ...apiQuery(`${C}/import/history`), select: dataOf });
export const useReminders = () => useQuery({ ...apiQuery(`${C}/reminder/get`), select: dataOf });

export const useSaveEvent = () => useMutation(apiMutation(`${C}/event/save`, { invalidates: EVENT_VIEWS }));
export const usePreviewImport = () => useMutation(apiMutation(`${C}/import/preview`));
export const useCommitImport = () => useMutation(apiMutation(`${C}/import/commit`, { invalidates: EVENT_VIEWS }));
export const useSaveReminderSettings = () => useMutation(apiMutation(`${C}/reminder/settings`, { invalidates: REMINDERS }));
export const useSubscribe = () => useMutation(apiMutation(`${C}/reminder/subscribe`, { invalidates: REMINDERS }));
export const useUnsubscribe = () => useMutation(apiMutation(`${C}/reminder/unsubscribe`, { invalidates: REMINDERS }));
