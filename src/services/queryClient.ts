/**
 * The app's QueryClient and the defaults every query and mutation starts from:
 * - no automatic retries: a failed load shows its message at once with a retry button, as the pages always did;
 * - no refetch on window focus or reconnect: a page loads when it is opened and on the user's refresh; the
 *   header's polls have their own visibility rules (src/hooks/usePollingOptions.ts);
 * - a successful mutation invalidates the queries of the paths in its `meta.invalidates` (services/query.ts).
 * Tests build their own client with the same factory (tests/web/harness).
 */
import { MutationCache, QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      // Returning the promise keeps the mutation pending until the invalidated queries on screen have reloaded.
      onSuccess: (_data, _variables, _onMutateResult, mutation) =>
        Promise.all((mutation.meta?.invalidates ?? []).map((path) => client.invalidateQueries({ queryKey: [path] }))),
    }),
  });
  return client;
}

/** The signed-in app's client (one per page load). */
export const queryClient = createQueryClient();
