/**
 * Query options for a poll that never runs while the page is hidden (docs/spec-reference.md#4-states-and-transitions,
 * docs/web-shell.md "Polling"):
 * - visible: fetch at once (mount, or the page showing again), then every `intervalMs`;
 * - hidden: the query is disabled, so its timer stops; on return it fetches at once and the timer restarts;
 * - a tick that still fires while hidden (the page hid and the event was missed) is skipped by
 *   `refetchIntervalInBackground: false`;
 * - a failing fetch does not stop the polling (no retries; the next tick tries again).
 */
import { usePageVisible } from './usePageVisible';

export function usePollingOptions(intervalMs: number) {
  const visible = usePageVisible();
  return {
    enabled: visible,
    refetchInterval: intervalMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  } as const;
}
