/**
 * Server state in pages goes through TanStack Query (Umi Max's `reactQuery` plugin; the provider is in the
 * signed-in layout, see src/components/QueryProvider.tsx). Two option factories over `callOk`, used by the
 * pages' `service.ts` files (docs/adding-a-feature.md):
 *
 * - `apiQuery(path, body)`: one call as a query. The cache key is `[path, body]` (`[path]` for calls without
 *   a body), so `invalidateQueries({ queryKey: [path] })` reaches every cached answer of that path. The cached
 *   value is the envelope of a code-200 answer (some views need its `version` or `status`); `select: dataOf`
 *   picks `data`. A failed call is the query's `error`, shown with failureMessage().
 * - `apiMutation(path, { invalidates })`: one call as a mutation. When it succeeds, the query client
 *   invalidates every query of the listed paths (queryClient.ts) and paged tables of those paths reload
 *   (src/hooks/usePagedTable.ts): a mutation names what it changes, nothing reloads by hand.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { BodyOf, DataOf, EndpointPath } from '@common/contract/endpoints';
import type { ApiEnvelope } from '@common/contract/envelope';
import { callOk, type CallArgs } from './call';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Paths whose cached answers this mutation changes: invalidated when it succeeds. */
      invalidates?: readonly EndpointPath[];
    };
  }
}

/** The body argument of a query: none for calls without a body. */
export type BodyArgs<P extends EndpointPath> = BodyOf<P> extends undefined ? [] : [body: BodyOf<P>];
export type ApiQueryKey<P extends EndpointPath> = readonly [P] | readonly [P, BodyOf<P>];
/** What a mutation of `path` is called with (`undefined` for calls without a body). */
export type MutationBody<P extends EndpointPath> = BodyOf<P>;

export function apiQuery<P extends EndpointPath>(path: P, ...[body]: BodyArgs<P>) {
  return queryOptions({
    queryKey: (body === undefined ? [path] : [path, body]) as ApiQueryKey<P>,
    // The signal cancels the request when the last component using it unmounts.
    queryFn: ({ signal }): Promise<ApiEnvelope<DataOf<P>>> => callOk(path, ...([body, { signal }] as CallArgs<P>)),
  });
}

export function apiMutation<P extends EndpointPath>(path: P, { invalidates = [] }: { invalidates?: readonly EndpointPath[] } = {}) {
  return mutationOptions({
    mutationKey: [path],
    mutationFn: (body: MutationBody<P>): Promise<ApiEnvelope<DataOf<P>>> => callOk(path, ...([body] as CallArgs<P>)),
    meta: { invalidates },
  });
}

/** `select` for queries whose view needs only the envelope's `data`. */
export const dataOf = <T>(envelope: ApiEnvelope<T>): T => envelope.data;
