/**
 * A once-a-second clock live rows read through `useSyncExternalStore` for stale marking: a row re-renders only when
 * its stale flag flips, not every second.
 */
type Listener = () => void;

export interface LiveClock {
  now(): number;
  subscribe(listener: Listener): () => void;
}

export function createClock(periodMs = 1_000, now: () => number = Date.now): LiveClock {
  const listeners = new Set<Listener>();
  let timer: ReturnType<typeof setInterval> | null = null;
  return {
    now,
    subscribe(listener) {
      listeners.add(listener);
      if (!timer) {
        timer = setInterval(() => {
          for (const l of listeners) l();
        }, periodMs);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer) {
          clearInterval(timer);
          timer = null;
        }
      };
    },
  };
}
