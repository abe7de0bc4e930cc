/**
 * When stream clients send (docs/market-data/stream.md "Coalescing"): one process-wide scheduler instead of a timer
 * per topic per client. A client asks to be flushed at a time; every client due at the same moment is flushed in one
 * pass, and during a pass each message and each whole frame is serialised once and shared by every client that
 * sends the same thing (clients with the same subscriptions send the same frames).
 *
 * Times are `performance.now()` ms. Future flushes are grouped on a 5 ms grid, rounded up, so a topic is never sent
 * earlier than its window allows and the clients whose windows end together share the timer and the frames.
 */
import { performance } from 'node:perf_hooks';

export interface Flushable {
  /** The time this client is already scheduled for (Infinity when none). */
  scheduledAt: number;
  flush(pass: FlushPass): void;
}

/** Serialisation shared by the clients flushed in one pass. */
export interface FlushPass {
  now: number;
  message(key: string, build: () => string): string;
  frame(key: string, build: () => string): string;
}

const GRID_MS = 5;

export const monotonicNow = (): number => performance.now();

export class FlushScheduler {
  private readonly immediate = new Set<Flushable>();
  private immediateArmed = false;
  private readonly buckets = new Map<number, { clients: Set<Flushable>; timer: NodeJS.Timeout }>();
  private closed = false;

  /** Flush `client` at `when` (now or earlier: in this turn's pass). Keeps the earlier of two requests. */
  at(client: Flushable, when: number): void {
    if (this.closed || client.scheduledAt <= when) return;
    const now = monotonicNow();
    if (when <= now) {
      client.scheduledAt = now;
      this.immediate.add(client);
      if (!this.immediateArmed) {
        this.immediateArmed = true;
        setImmediate(() => {
          this.immediateArmed = false;
          const clients = [...this.immediate];
          this.immediate.clear();
          this.run(clients);
        });
      }
      return;
    }
    const key = Math.ceil(when / GRID_MS) * GRID_MS;
    client.scheduledAt = key;
    let bucket = this.buckets.get(key);
    if (!bucket) {
      const clients = new Set<Flushable>();
      const timer = setTimeout(() => {
        this.buckets.delete(key);
        this.run([...clients]);
      }, key - now);
      bucket = { clients, timer };
      this.buckets.set(key, bucket);
    }
    bucket.clients.add(client);
  }

  close(): void {
    this.closed = true;
    for (const bucket of this.buckets.values()) clearTimeout(bucket.timer);
    this.buckets.clear();
    this.immediate.clear();
  }

  private run(clients: Flushable[]): void {
    const messages = new Map<string, string>();
    const frames = new Map<string, string>();
    const pass: FlushPass = {
      now: monotonicNow(),
      message: (key, build) => cached(messages, key, build),
      frame: (key, build) => cached(frames, key, build),
    };
    for (const client of clients) {
      client.scheduledAt = Number.POSITIVE_INFINITY;
      client.flush(pass);
    }
  }
}

function cached(map: Map<string, string>, key: string, build: () => string): string {
  let text = map.get(key);
  if (text === undefined) {
    text = build();
    map.set(key, text);
  }
  return text;
}
