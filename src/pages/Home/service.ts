/**
 * The home page's server state. Its own call: the user's newest files. The sources' states and the server
 * version are shared with other pages (src/services/sourceHealth.ts, src/services/serverVersion.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { apiQuery, dataOf } from '@/services/query';

export const RECENT_FILES_COUNT = 5;

/** The user's newest files, newest first (only for users holding the file-upload flag). */
export function useRecentFiles() {
  return useQuery({
    ...apiQuery('/v1/user/oss/upload/getFileList', { current: 1, pageSize: RECENT_FILES_COUNT, sortField: 'createdAt', sortOrder: 'descend' }),
    select: dataOf,
  });
}

/** The calendar user's zone setting (the home card shows times in it, as the events page does). */
export const useCalendarZone = () => useQuery({ ...apiQuery('/v2/calendar/reminder/get'), select: (e) => e.data.settings.timeZone });

/** High-importance releases in [from, to), once the zone is known. */
export const useHighImportanceEvents = (range: { from: number; to: number } | null) =>
  useQuery({ ...apiQuery('/v2/calendar/event/list', { from: range?.from ?? 0, to: range?.to ?? 0, importance: [3] }), select: dataOf, enabled: !!range });
