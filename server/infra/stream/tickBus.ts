/**
 * The tick and topic bus (server/infra/market/ports.ts `TickBus`; docs/market-data/stream.md "Redis").
 *
 * In process: `publish` delivers to this process's subscribers synchronously (a feed's tick reaches the stream in
 * the same turn of the event loop) and remembers each instrument's newest tick.
 *
 * With REDIS_URL: every message is also published once on a Redis channel, tagged with this process's id; each
 * process delivers what the others published (its own comes back too and is skipped, it was delivered locally).
 * Two extra connections: a subscriber (a subscribed ioredis connection can send nothing else) and a publisher
 * without an offline queue, so an outage drops cross-process messages at once instead of piling them up in memory
 * (local delivery goes on; the same choice as server/infra/auth/throttle/redisStore.ts).
 *
 * Leadership (`isLeader`): without Redis always true. With Redis a lock key holds the leader's id
 * (SET NX PX, renewed every third of its lifetime by the holder only); when the holder dies the key expires and
 * the next process to try takes it. Only a Redis answer changes the state, so an outage freezes it; a process that
 * cannot reach Redis at start leads itself (as without Redis) until Redis answers and the lock decides.
 */
import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Tick } from '../../../common/contract/marketData';
import type { TickBus } from '../market/ports';

export interface BusLogger {
  warn: (obj: object, msg: string) => void;
  info: (obj: object, msg: string) => void;
}

export interface RedisBusOptions {
  url: string;
  /** Channel and key namespace: processes serving one market share it. */
  namespace?: string;
  /** Lock lifetime; the holder renews every third of it. */
  leaderTtlMs?: number;
}

type TickListener = (ticks: readonly Tick[]) => void;
type TopicListener = (topic: string, data: unknown) => void;

// Renews the lock only while this process holds it (compare and extend in one step).
const RENEW_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) else return 0 end`;
// Releases the lock only when this process holds it.
const RELEASE_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

export class LocalTickBus implements TickBus {
  protected readonly tickListeners = new Set<TickListener>();
  protected readonly topicListeners = new Set<{ prefix: string; fn: TopicListener }>();
  private readonly newest = new Map<string, Tick>();

  constructor(protected readonly log: BusLogger) {}

  publish(ticks: readonly Tick[]): void {
    if (ticks.length === 0) return;
    this.deliverTicks(ticks);
  }

  subscribe(listener: TickListener): () => void {
    this.tickListeners.add(listener);
    return () => this.tickListeners.delete(listener);
  }

  latest(instrument: string): Tick | undefined {
    return this.newest.get(instrument);
  }

  publishTopic(topic: string, data: unknown): void {
    this.deliverTopic(topic, data);
  }

  subscribeTopics(prefix: string, listener: TopicListener): () => void {
    const entry = { prefix, fn: listener };
    this.topicListeners.add(entry);
    return () => this.topicListeners.delete(entry);
  }

  isLeader(): boolean {
    return true;
  }

  /** Called with the new state whenever leadership changes (never without Redis). */
  onLeaderChange(_listener: (leader: boolean) => void): () => void {
    return () => undefined;
  }

  async start(): Promise<void> {}

  async close(): Promise<void> {
    this.tickListeners.clear();
    this.topicListeners.clear();
  }

  protected deliverTicks(ticks: readonly Tick[]): void {
    for (const tick of ticks) {
      const seen = this.newest.get(tick.instrument);
      // A late tick from a slower path never replaces a newer one.
      if (!seen || seen.ts <= tick.ts) this.newest.set(tick.instrument, tick);
    }
    for (const listener of this.tickListeners) {
      try {
        listener(ticks);
      } catch (err) {
        // One failing subscriber must not starve the others of ticks.
        this.log.warn({ err }, 'tick bus subscriber failed');
      }
    }
  }

  protected deliverTopic(topic: string, data: unknown): void {
    for (const { prefix, fn } of this.topicListeners) {
      if (!topic.startsWith(prefix)) continue;
      try {
        fn(topic, data);
      } catch (err) {
        this.log.warn({ err, topic }, 'topic bus subscriber failed');
      }
    }
  }
}

export class RedisTickBus extends LocalTickBus {
  private readonly id = crypto.randomBytes(8).toString('hex');
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly ticksChannel: string;
  private readonly topicsChannel: string;
  private readonly leaderKey: string;
  private readonly ttlMs: number;
  private leader = false;
  private readonly leaderListeners = new Set<(leader: boolean) => void>();
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  /** `RedisClient`: ioredis' client class, which createTickBus loads only when a Redis URL is set. */
  constructor(RedisClient: typeof Redis, opts: RedisBusOptions, log: BusLogger) {
    super(log);
    const ns = opts.namespace ?? 'console-stream:';
    this.ticksChannel = `${ns}ticks`;
    this.topicsChannel = `${ns}topics`;
    this.leaderKey = `${ns}leader`;
    this.ttlMs = opts.leaderTtlMs ?? 10_000;
    const common = { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: true } as const;
    this.pub = new RedisClient(opts.url, { ...common, enableOfflineQueue: false });
    this.sub = new RedisClient(opts.url, common);
    this.pub.on('error', (err) => log.warn({ err }, 'redis error (stream bus: messages stay in this process)'));
    this.sub.on('error', (err) => log.warn({ err }, 'redis error (stream bus: messages of other processes do not arrive)'));
    this.sub.on('message', (channel: string, raw: string) => this.receive(channel, raw));
  }

  override publish(ticks: readonly Tick[]): void {
    if (ticks.length === 0) return;
    this.deliverTicks(ticks);
    this.send(this.ticksChannel, { o: this.id, t: ticks });
  }

  override publishTopic(topic: string, data: unknown): void {
    this.deliverTopic(topic, data);
    this.send(this.topicsChannel, { o: this.id, topic, data });
  }

  override isLeader(): boolean {
    return this.leader;
  }

  override onLeaderChange(listener: (leader: boolean) => void): () => void {
    this.leaderListeners.add(listener);
    return () => this.leaderListeners.delete(listener);
  }

  /** Connects, subscribes and contends for the lock once; then renews in the background. */
  override async start(): Promise<void> {
    try {
      await Promise.all([this.pub.connect(), this.sub.connect()]);
      await this.sub.subscribe(this.ticksChannel, this.topicsChannel);
      await this.contend();
    } catch (err) {
      this.log.warn({ err }, 'redis unreachable at start: this process leads itself until Redis answers');
      this.setLeader(true);
      // ioredis re-subscribes after a reconnect only to channels it subscribed before: subscribe once it is up.
      this.sub.once('ready', () => void this.sub.subscribe(this.ticksChannel, this.topicsChannel).catch(() => undefined));
    }
    const every = Math.max(50, Math.floor(this.ttlMs / 3));
    this.timer = setInterval(() => void this.contend().catch(() => undefined), every);
    this.timer.unref();
  }

  override async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    if (this.leader && this.pub.status === 'ready') {
      // Hand over at once instead of making the others wait for the key to expire.
      await this.pub.eval(RELEASE_SCRIPT, 1, this.leaderKey, this.id).catch(() => undefined);
    }
    this.leader = false;
    this.pub.disconnect();
    this.sub.disconnect();
    await super.close();
  }

  /** Holder: extend the lock (lost when another process holds it now). Others: take it if free. */
  private async contend(): Promise<void> {
    if (this.closed || this.pub.status !== 'ready') return;
    if (this.leader) {
      const renewed = Number(await this.pub.eval(RENEW_SCRIPT, 1, this.leaderKey, this.id, this.ttlMs));
      if (renewed === 1) return;
    }
    const taken = await this.pub.set(this.leaderKey, this.id, 'PX', this.ttlMs, 'NX');
    if (this.closed) return;
    this.setLeader(taken === 'OK');
  }

  private setLeader(leader: boolean): void {
    if (leader === this.leader) return;
    this.leader = leader;
    this.log.info({ leader, id: this.id }, leader ? 'stream bus: this process is the market leader' : 'stream bus: leadership lost');
    for (const listener of this.leaderListeners) listener(leader);
  }

  private send(channel: string, message: object): void {
    if (this.pub.status !== 'ready') return;
    this.pub.publish(channel, JSON.stringify(message)).catch((err) => this.log.warn({ err }, 'redis publish failed'));
  }

  private receive(channel: string, raw: string): void {
    let message: { o?: unknown; t?: unknown; topic?: unknown; data?: unknown };
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    if (!message || message.o === this.id) return;
    if (channel === this.ticksChannel && Array.isArray(message.t)) this.deliverTicks(message.t as Tick[]);
    else if (channel === this.topicsChannel && typeof message.topic === 'string') this.deliverTopic(message.topic, message.data);
  }
}

/** Defaults of the Redis bus; tests give each run its own namespace and a short lock (like streamTuning). */
export const busTuning: Required<Omit<RedisBusOptions, 'url'>> = { namespace: 'console-stream:', leaderTtlMs: 10_000 };

/** The bus of this process: over Redis with a URL (ioredis loaded then only, server/infra/lazyModule.ts), local without. */
export async function createTickBus(redisUrl: string, log: BusLogger, opts: Omit<RedisBusOptions, 'url'> = busTuning): Promise<LocalTickBus> {
  if (!redisUrl) return new LocalTickBus(log);
  const { Redis: RedisClient } = await import('ioredis');
  return new RedisTickBus(RedisClient, { url: redisUrl, ...opts }, log);
}
