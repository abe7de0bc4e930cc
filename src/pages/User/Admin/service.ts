/** Server state shared by the administration pages: the user search behind the user pickers. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { withPaging } from '@/services/call';
import { apiQuery, dataOf } from '@/services/query';

/** Users matching `keyword` (name or username); the previous options stay while the next search runs. */
export function useUserOptions(keyword: string, pageSize: number) {
  return useQuery({
    ...apiQuery('/v1/user/search/userOption', withPaging({ keyword: keyword.trim() || undefined, pageSize })),
    select: dataOf,
    placeholderData: keepPreviousData,
  });
}
