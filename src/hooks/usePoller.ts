/** React binding of `startPoller`: polls while mounted and `enabled`, always calling the latest `run`. */
import { useEffect, useRef } from 'react';
import { startPoller } from '@/utils/poller';

export function usePoller(run: () => unknown, intervalMs: number, enabled = true): void {
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    if (!enabled) return undefined;
    return startPoller({ intervalMs, run: () => latest.current() });
  }, [intervalMs, enabled]);
}
