/**
 * Per-user rate limits of expensive calls (issue 19 item 6; which calls and how many: USER_RATE_LIMITS in
 * ./rateLimits.ts). A fixed window per (user, class of call): the first counted call opens a window of
 * USER_RATE_WINDOW_MS; past the class's allowance within it, the answer is 429 `tooManyRequests` with `retryAfter`
 * (the seconds until the window closes), the shape sign-in's throttle uses.
 *
 * Time is the caller's clock (the app's `config.now`), so tests move it forward without sleeping. With REDIS_URL the
 * windows live in Redis (one Lua script per count: parallel calls on several processes are never lost); if Redis
 * cannot be reached, each process counts on its own (logged), as the sign-in throttle does.
 */
import type { Redis } from 'ioredis';

export interface WindowCount {
  count: number;
  /** Epoch ms when the window closes. */
  resetAt: number;
}

export interface RateWindowStore {
  /** Counts one call under `key`; answers the window's count so far and when it closes. */
  hit(key: string, now: number, windowMs: number): Promise<WindowCount>;
}

/** Windows of one process. Bounded: past MAX_KEYS the oldest windows are dropped. */
export class MemoryRateWindowStore implements RateWindowStore {
  static readonly MAX_KEYS = 100_000;
  private readonly windows = new Map<string, WindowCount>();

  async hit(key: string, now: number, windowMs: number): Promise<WindowCount> {
    const open = this.windows.get(key);
    const next = open && open.resetAt > now ? { count: open.count + 1, resetAt: open.resetAt } : { count: 1, resetAt: now + windowMs };
    this.windows.delete(key);
    this.windows.set(key, next);
    for (const old of this.windows.keys()) {
      if (this.windows.size <= MemoryRateWindowStore.MAX_KEYS) break;
      this.windows.delete(old);
    }
    return next;
  }
}

const KEY_PREFIX = 'console-userrl:';

// KEYS[1]: the window; ARGV[1] = now ms, ARGV[2] = window ms. Returns { count, resetAt }.
const HIT_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local reset = tonumber(redis.call('HGET', KEYS[1], 'r') or '0')
if reset <= now then
  reset = now + window
  redis.call('HSET', KEYS[1], 'c', 0, 'r', reset)
  redis.call('PEXPIRE', KEYS[1], window)
end
local c = redis.call('HINCRBY', KEYS[1], 'c', 1)
return { c, reset }
`;

export class RedisRateWindowStore implements RateWindowStore {
  private readonly fallback = new MemoryRateWindowStore();

  constructor(
    private readonly redis: Redis,
    private readonly onError: (err: unknown) => void,
  ) {}

  async hit(key: string, now: number, windowMs: number): Promise<WindowCount> {
    // After a failed connection, no command waits in ioredis's offline queue: this process counts until it is back.
    if (['reconnecting', 'close', 'end'].includes(this.redis.status)) return this.fallback.hit(key, now, windowMs);
    try {
      const [count, resetAt] = (await this.redis.eval(HIT_SCRIPT, 1, KEY_PREFIX + key, now, windowMs)) as [number, number];
      return { count: Number(count), resetAt: Number(resetAt) };
    } catch (err) {
      this.onError(err);
      return this.fallback.hit(key, now, windowMs);
    }
  }
}
