/** The report page's server state: the report as a page spec (report/spec) and subscribing to one of its panels. */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { BuilderVariables } from '@common/contract/builder';
import { callOk } from '@/services/call';
import { apiMutation, apiQuery, dataOf } from '@/services/query';

/**
 * The report for these variable values. Its failures are the page's own to show (403 and 404 pages), so the request
 * layer's "no permission" notice is skipped for this one call.
 */
export function useReportSpec(slug: string, variables: BuilderVariables | undefined) {
  const body = variables ? { slug, variables } : { slug };
  const { queryKey } = apiQuery('/v2/builder/report/spec', body);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => callOk('/v2/builder/report/spec', body, { signal, skipErrorHandler: true }),
    select: dataOf,
    retry: false,
  });
}

export const useSubscriptions = () => useQuery({ ...apiQuery('/v2/subscribe/list'), select: dataOf });
export const useSubscribe = () => useMutation(apiMutation('/v2/subscribe/add', { invalidates: ['/v2/subscribe/list'] }));
