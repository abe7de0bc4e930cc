/**
 * Where sign-in failure counters live: one small interface with an in-memory implementation (one process) and a
 * Redis one (several processes share the counters: REDIS_URL). The policy that reads them is loginThrottle.ts.
 *
 * A counter is forgotten `windowMs` after its last failure. Time is the caller's clock (the app's `config.now`), so
 * tests move it forward without sleeping; Redis additionally expires keys so nothing stays behind.
 */
export interface FailureCount {
  count: number;
  /** Epoch ms of the last counted failure. */
  lastAt: number;
}

export interface ThrottleStore {
  /** Counts one failure under each key; answers the new counts in the same order. */
  recordFailure(keys: readonly string[], now: number, windowMs: number): Promise<FailureCount[]>;
  /** The live counts of `keys` (zero for a key never counted or forgotten). */
  read(keys: readonly string[], now: number, windowMs: number): Promise<FailureCount[]>;
  clear(keys: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

export const NO_FAILURES: FailureCount = { count: 0, lastAt: 0 };

const isLive = (c: FailureCount | undefined, now: number, windowMs: number): c is FailureCount => !!c && c.lastAt + windowMs > now;

/** Counters of one process. Bounded: past MAX_KEYS the oldest-touched keys are dropped (an address flood cannot exhaust memory). */
export class MemoryThrottleStore implements ThrottleStore {
  static readonly MAX_KEYS = 100_000;
  private readonly counts = new Map<string, FailureCount>();

  async recordFailure(keys: readonly string[], now: number, windowMs: number): Promise<FailureCount[]> {
    return keys.map((key) => {
      const old = this.counts.get(key);
      const next = { count: isLive(old, now, windowMs) ? old.count + 1 : 1, lastAt: now };
      // Re-insert so Map order is "least recently failed first".
      this.counts.delete(key);
      this.counts.set(key, next);
      return next;
    });
  }

  async read(keys: readonly string[], now: number, windowMs: number): Promise<FailureCount[]> {
    this.evict();
    return keys.map((key) => {
      const c = this.counts.get(key);
      return isLive(c, now, windowMs) ? c : NO_FAILURES;
    });
  }

  async clear(keys: readonly string[]): Promise<void> {
    for (const key of keys) this.counts.delete(key);
  }

  async close(): Promise<void> {
    this.counts.clear();
  }

  private evict(): void {
    for (const key of this.counts.keys()) {
      if (this.counts.size <= MemoryThrottleStore.MAX_KEYS) return;
      this.counts.delete(key);
    }
  }
}
