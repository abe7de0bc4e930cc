/**
 * Sign-in failure counters in Redis, so every server process behind one address sees the same failures (REDIS_URL).
 * Each key is a hash { c: count, t: last failure ms }, expired by Redis a window after the last failure; the count
 * restarts when the stored failure is older than the window by the caller's clock. Counting is one Lua script
 * per call, so parallel failures on several processes never lose a count.
 *
 * When Redis cannot be reached the counters of this process take over (logged): failing open would let guessing
 * through unthrottled, failing closed would refuse every sign-in. Once a connection has failed, no command is sent
 * until the client is connected again (they would wait in ioredis's offline queue), so an outage does not slow
 * sign-ins down; only the first connection attempt at start is waited for.
 */
import type { Redis } from 'ioredis';
import { MemoryThrottleStore, type FailureCount, type ThrottleStore } from './store';

const KEY_PREFIX = 'console-throttle:';

// KEYS: counters; ARGV[1] = now ms, ARGV[2] = window ms. Returns [count1, last1, count2, last2, ...].
const RECORD_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local out = {}
for i, key in ipairs(KEYS) do
  local last = tonumber(redis.call('HGET', key, 't') or '0')
  if last + window <= now then redis.call('HSET', key, 'c', 0) end
  local c = redis.call('HINCRBY', key, 'c', 1)
  redis.call('HSET', key, 't', now)
  redis.call('PEXPIRE', key, window)
  out[#out + 1] = c
  out[#out + 1] = now
end
return out
`;

export class RedisThrottleStore implements ThrottleStore {
  private readonly fallback = new MemoryThrottleStore();

  constructor(
    private readonly redis: Redis,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** False after a connection failed, until it is back: then this process's counters answer at once. */
  private get connected(): boolean {
    return !['reconnecting', 'close', 'end'].includes(this.redis.status);
  }

  async recordFailure(keys: readonly string[], now: number, windowMs: number): Promise<FailureCount[]> {
    if (!this.connected) return this.fallback.recordFailure(keys, now, windowMs);
    try {
      const flat = (await this.redis.eval(RECORD_SCRIPT, keys.length, ...keys.map((k) => KEY_PREFIX + k), now, windowMs)) as number[];
      return keys.map((_k, i) => ({ count: Number(flat[2 * i]), lastAt: Number(flat[2 * i + 1]) }));
    } catch (err) {
      this.onError(err);
      return this.fallback.recordFailure(keys, now, windowMs);
    }
  }

  async read(keys: readonly string[], now: number, windowMs: number): Promise<FailureCount[]> {
    if (!this.connected) return this.fallback.read(keys, now, windowMs);
    try {
      const pipeline = this.redis.pipeline();
      for (const key of keys) pipeline.hmget(KEY_PREFIX + key, 'c', 't');
      const results = (await pipeline.exec()) ?? [];
      return results.map(([err, value]) => {
        if (err) throw err;
        const [c, t] = (value as (string | null)[]) ?? [];
        const count = { count: Number(c ?? 0), lastAt: Number(t ?? 0) };
        return count.lastAt + windowMs > now ? count : { count: 0, lastAt: 0 };
      });
    } catch (err) {
      this.onError(err);
      return this.fallback.read(keys, now, windowMs);
    }
  }

  async clear(keys: readonly string[]): Promise<void> {
    await this.fallback.clear(keys);
    if (!this.connected) return;
    try {
      if (keys.length) await this.redis.del(...keys.map((k) => KEY_PREFIX + k));
    } catch (err) {
      this.onError(err);
    }
  }

  async close(): Promise<void> {
    await this.fallback.close();
  }
}
