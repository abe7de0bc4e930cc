/**
 * The about page's server state: the published versions (paged) and publishing one. The current server
 * version is shared with other pages (src/services/serverVersion.ts).
 */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { PageQuery } from '@common/contract/envelope';
import { withPaging } from '@/services/call';
import { apiMutation, apiQuery, dataOf } from '@/services/query';

/** One page of the update history, newest first; the page on screen stays while the next one loads. */
export function useVersionHistory(paging: PageQuery) {
  return useQuery({ ...apiQuery('/v1/setting/version/updateHistory', withPaging(paging)), select: dataOf, placeholderData: keepPreviousData });
}

/** Publishing changes the current version and the history. */
export function usePublishVersion() {
  return useMutation(apiMutation('/v1/setting/version/set', { invalidates: ['/v1/setting/version', '/v1/setting/version/updateHistory'] }));
}
