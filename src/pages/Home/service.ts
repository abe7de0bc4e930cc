/**
 * The home page's server state. Its own call: the user's newest files. The sources' states, the server version and
 * the calendar's releases are shared with other pages (src/services/sourceHealth.ts, serverVersion.ts,
 * calendarReleases.ts).
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

/**
 * The user's subscribed charts (issue 22): home draws them, loading the renderer, only when there are some. From the
 * list's own module, not subscriptions.ts, so that home does not load react-query's mutation code.
 */
export { useSubscriptionList } from '@/services/subscriptionList';
