/**
 * One `/v2/stream` socket (docs/market-data/stream.md): first-message auth, subscriptions, coalescing, the bounded
 * send buffer. The protocol's messages are in common/contract/stream.ts.
 *
 * Coalescing is a leading-edge throttle per topic: an update outside the topic's 250 ms window goes out in this
 * turn's flush; updates inside it only mark the topic pending, and one trailing update with the newest value goes out
 * when the window ends. The window is 250 ms less a 50 ms tolerance for ticks' jitter, within an allowance of 4 updates
 * a second (a token bucket of 2): 4 a second in the long run, never a growing lag for a topic ticking at exactly that
 * rate (`earliestSend`). Nothing is queued per update: a pending topic is a flag, and the value sent is the feed's
 * newest when the frame is built, so a client costs the same memory however fast its topics move.
 *
 * Bounded send buffer: when the socket holds `sendBufferBytes` unsent, nothing more is written; pending topics are
 * marked to be resent as snapshots, and once the buffer has drained to half the client gets one frame with the
 * newest value of each (drop to the latest snapshot, never grow). Error replies obey the same limit: one that finds the
 * buffer full is dropped (counted), since a client that does not read cannot be told anyway (issue 19 item 4).
 *
 * Refused subscriptions: every topic refused at subscribe (malformed, unknown family, forbidden or non-existent,
 * over the topic limit) counts; more than `maxRefusedTopics` in `refusedWindowMs` closes the socket with 4429. A
 * client asking for what it may not read, again and again, is probing or broken; either way each refusal costs an
 * access check and a reply.
 */
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { WebSocket } from 'ws';
import type { ApiErrorName } from '../../../common/contract/errors';
import { STREAM_CLOSE, StreamClientMessage, Topic, type StreamSubscribe } from '../../../common/contract/stream';
import type { AuthUser } from '../auth/authUser';
import { type Flushable, type FlushPass, type FlushScheduler, monotonicNow } from './flushScheduler';
import type { TopicFeed, TopicHub, TopicSink } from './topicHub';

export interface StreamTuning {
  authTimeoutMs: number;
  coalesceWindowMs: number;
  maxMessageBytes: number;
  maxTopicsPerClient: number;
  heartbeatMs: number;
  /** Unsent bytes a socket may hold before the client drops to snapshots. */
  sendBufferBytes: number;
  /** How often every socket's session is checked again (revocations in other processes, expiry, grants). */
  sessionRecheckMs: number;
  /** Client messages waiting to be handled (a subscribe may wait for access checks); more closes with 4400. */
  maxQueuedMessages: number;
  /** Topics refused at subscribe that a socket may collect within `refusedWindowMs`; one more closes it with 4429. */
  maxRefusedTopics: number;
  refusedWindowMs: number;
}

export interface ClientContext {
  hub: TopicHub;
  scheduler: FlushScheduler;
  tuning: StreamTuning;
  authenticate: (token: string) => Promise<AuthUser | null>;
  log: { warn: (obj: object, msg: string) => void; debug: (obj: object, msg: string) => void };
  /** Called once when the socket has closed. */
  onGone: (client: StreamClient) => void;
}

interface Subscription {
  topic: string;
  feed: TopicFeed | null;
  /** An update (or the first value) waits to be sent. */
  pending: boolean;
  /** The next message for this topic is a snapshot (first value, resume outside the feed, after a drop). */
  snapshot: boolean;
  /** Time of the last counted send. */
  lastSent: number;
  /** Send allowance (a token bucket: 4 a second, at most BURST held) and when it was last brought up to date. */
  tokens: number;
  tokensAt: number;
  /** When the pending update is due: its arrival, or the end of the window it arrived in. */
  dueAt: number;
  /** The pending message is the subscribe's answer (snapshot or resume delta): it opens no window and is not counted. */
  opening: boolean;
}

const checkMessage = TypeCompiler.Compile(StreamClientMessage);
const checkTopic = TypeCompiler.Compile(Topic);
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** Updates of one topic a client may be owed at most (the token bucket's size; its rate is one per window). */
const BURST = 2;
/** Share of a window by which a send may come early after the previous one, to absorb ticks' jitter (50 ms). */
const WINDOW_TOLERANCE = 0.2;
/** How often a congested socket's buffer is looked at. */
const DRAIN_POLL_MS = 50;

export class StreamClient implements TopicSink, Flushable {
  user: AuthUser | null = null;
  scheduledAt = Number.POSITIVE_INFINITY;
  /** Heartbeat: a protocol ping is out and its pong has not come back. */
  awaitingPong = false;
  /** Times this client's buffer filled and it dropped to snapshots. */
  drops = 0;
  /** The largest unsent amount seen right after a write. */
  maxBuffered = 0;
  /** Error replies not written because the send buffer was full. */
  droppedErrors = 0;
  /** Topics refused in the current window, and when that window began (monotonic ms). */
  private refused = 0;
  private refusedSince = Number.NEGATIVE_INFINITY;
  private readonly subs = new Map<string, Subscription>();
  private readonly pending = new Set<Subscription>();
  private authStarted = false;
  private closed = false;
  private congested = false;
  private queue: Promise<void> = Promise.resolve();
  private queued = 0;
  private readonly authTimer: NodeJS.Timeout;
  private drainTimer: NodeJS.Timeout | null = null;

  constructor(
    readonly socket: WebSocket,
    private readonly ctx: ClientContext,
  ) {
    this.authTimer = setTimeout(() => this.close(STREAM_CLOSE.authTimeout, 'no auth message in time'), ctx.tuning.authTimeoutMs);
    socket.on('message', (data, isBinary) => this.receive(data as Buffer | Buffer[], isBinary));
    socket.on('pong', () => {
      this.awaitingPong = false;
    });
    socket.on('close', () => this.gone());
    // Write errors end in 'close'; without a listener an 'error' would be thrown.
    socket.on('error', (err) => ctx.log.debug({ err }, 'stream socket error'));
  }

  get topics(): string[] {
    return [...this.subs.keys()];
  }

  get isOpen(): boolean {
    return !this.closed;
  }

  close(code: number, reason: string): void {
    if (this.closed) return;
    this.socket.close(code, reason);
    this.gone();
  }

  /** Sends `{type:'ping'}` (for the browser's heartbeat timeout) and a protocol ping (answered by any client). */
  heartbeat(): void {
    if (this.closed) return;
    if (this.awaitingPong) {
      // No pong since the last beat: the peer is gone without closing.
      this.socket.terminate();
      this.gone();
      return;
    }
    this.awaitingPong = true;
    this.socket.ping();
    if (this.user && !this.congested) this.socket.send('{"type":"ping"}');
  }

  /** The session's user as of the last check: topics its grants no longer cover are dropped with an error. */
  async regrant(user: AuthUser): Promise<void> {
    this.user = user;
    await this.recheckTopics(this.topics);
  }

  /** Held topics among `topics` that the user may no longer read are dropped with an error (docs/security.md, "Revocation"). */
  async recheckTopics(topics: readonly string[]): Promise<void> {
    for (const topic of topics) {
      const user = this.user;
      if (!user || !this.subs.has(topic)) continue;
      if (await this.ctx.hub.canRead(user, topic)) continue;
      this.drop(topic);
      this.sendError('forbidden', 'no access to this topic', topic);
    }
  }

  topicUpdated(feed: TopicFeed): void {
    const sub = this.subs.get(feed.topic);
    if (!sub) return;
    if (!sub.pending) {
      // The first update since the last send fixes when it goes: at once, or when its window ends.
      const now = monotonicNow();
      sub.dueAt = Math.max(now, this.earliestSend(sub, now));
    }
    sub.pending = true;
    this.pending.add(sub);
    if (this.congested) {
      sub.snapshot = true;
      return;
    }
    if (sub.feed) this.ctx.scheduler.at(this, sub.dueAt);
  }

  flush(pass: FlushPass): void {
    if (this.closed || this.pending.size === 0) return;
    if (this.congested) return;
    if (this.socket.bufferedAmount >= this.ctx.tuning.sendBufferBytes) {
      this.congest();
      return;
    }
    const parts: string[] = [];
    const keys: string[] = [];
    let next = Number.POSITIVE_INFINITY;
    for (const sub of this.pending) {
      if (!sub.feed) continue;
      // 1 ms of slack: timers may fire a fraction early against performance.now().
      if (pass.now < sub.dueAt - 1) {
        next = Math.min(next, sub.dueAt);
        continue;
      }
      const feed = sub.feed;
      const type = sub.snapshot ? 'snapshot' : 'delta';
      const key = `${type}\u0000${feed.topic}\u0000${feed.seq}`;
      parts.push(pass.message(key, () => JSON.stringify({ type, topic: feed.topic, seq: feed.seq, data: feed.data })));
      keys.push(key);
      sub.pending = false;
      sub.snapshot = false;
      if (!sub.opening) {
        this.refill(sub, pass.now);
        sub.tokens -= 1;
        sub.lastSent = pass.now;
      }
      sub.opening = false;
      this.pending.delete(sub);
    }
    if (parts.length > 0) this.write(parts.length === 1 ? parts[0] : pass.frame(keys.join('\u0001'), () => `[${parts.join(',')}]`));
    if (next !== Number.POSITIVE_INFINITY && !this.congested) this.ctx.scheduler.at(this, next);
  }

  /**
   * The earliest a topic's next update may go: a window after the last send less a 50 ms tolerance for jitter, and
   * within the allowance of 4 a second (a token bucket holding at most BURST). A strict 250 ms gap (or a strict 4 in
   * any second) would not do for a topic ticking exactly 4 times a second: one late tick (a busy moment, a flush's
   * delay) would push every later send of that topic by its lateness for ever, each tick coming 250 ms after the
   * previous and each send at least 250 ms after the previous, and the lateness only grows. The allowance lets such a
   * topic catch up; in the long run no topic gets more than 4 updates a second.
   */
  private earliestSend(sub: Subscription, now: number): number {
    const window = this.ctx.tuning.coalesceWindowMs;
    this.refill(sub, now);
    const byAllowance = sub.tokens >= 1 ? now : now + (1 - sub.tokens) * window;
    return Math.max(sub.lastSent + window * (1 - WINDOW_TOLERANCE), byAllowance);
  }

  private refill(sub: Subscription, now: number): void {
    sub.tokens = Math.min(BURST, sub.tokens + (now - sub.tokensAt) / this.ctx.tuning.coalesceWindowMs);
    sub.tokensAt = now;
  }

  /** Writes a frame and notes how much is unsent; at the limit the socket is congested (nothing more is written). */
  private write(frame: string): void {
    this.socket.send(frame);
    const buffered = this.socket.bufferedAmount;
    if (buffered > this.maxBuffered) this.maxBuffered = buffered;
    if (buffered >= this.ctx.tuning.sendBufferBytes) this.congest();
  }

  private congest(): void {
    if (this.congested) return;
    this.congested = true;
    this.drops += 1;
    for (const sub of this.subs.values()) if (sub.pending) sub.snapshot = true;
    const poll = () => {
      if (this.closed) return;
      if (this.socket.bufferedAmount > this.ctx.tuning.sendBufferBytes / 2) {
        this.drainTimer = setTimeout(poll, DRAIN_POLL_MS);
        return;
      }
      this.drainTimer = null;
      this.congested = false;
      // Every pending topic is due at once: its window has long passed or it is a snapshot after the drop.
      const now = monotonicNow();
      for (const sub of this.pending) sub.dueAt = Math.min(sub.dueAt, now);
      if (this.pending.size > 0) this.ctx.scheduler.at(this, monotonicNow());
    };
    this.drainTimer = setTimeout(poll, DRAIN_POLL_MS);
  }

  private receive(data: Buffer | Buffer[], isBinary: boolean): void {
    if (this.closed) return;
    const read = this.read(Array.isArray(data) ? Buffer.concat(data) : data, isBinary);
    if (typeof read === 'string') {
      this.close(STREAM_CLOSE.badMessage, read);
      return;
    }
    this.queued += 1;
    // One message at a time, in order: a subscribe may wait for the auth before it or for access checks.
    this.queue = this.queue
      .then(() => this.handle(read))
      .catch((err) => {
        this.ctx.log.warn({ err }, 'stream message failed');
        this.close(1011, 'server error');
      })
      .finally(() => {
        this.queued -= 1;
      });
  }

  /** The message, or why the socket closes (4400): garbage never reaches a handler. */
  private read(raw: Buffer, isBinary: boolean): StreamClientMessage | string {
    if (isBinary) return 'binary frames are not accepted';
    if (raw.length > this.ctx.tuning.maxMessageBytes) return 'message too large';
    let message: unknown;
    try {
      message = JSON.parse(raw.toString('utf8'));
    } catch {
      return 'not JSON';
    }
    if (!checkMessage.Check(message)) return 'unknown or malformed message';
    if (message.type === 'auth') {
      if (this.authStarted) return 'auth was already sent';
      this.authStarted = true;
    } else if (!this.authStarted) {
      return 'the first message must be auth';
    }
    if (this.queued >= this.ctx.tuning.maxQueuedMessages) return 'too many messages waiting';
    return message;
  }

  private async handle(message: StreamClientMessage): Promise<void> {
    if (this.closed) return;
    if (message.type === 'auth') {
      const user = TOKEN_SHAPE.test(message.token) ? await this.ctx.authenticate(message.token) : null;
      if (this.closed) return;
      clearTimeout(this.authTimer);
      if (!user) return this.close(STREAM_CLOSE.unauthorized, 'unauthorized');
      this.user = user;
      return;
    }
    if (!this.user) return;
    if (message.type === 'subscribe') return this.subscribe(message);
    for (const topic of new Set(message.topics)) this.drop(topic);
  }

  private async subscribe(message: StreamSubscribe): Promise<void> {
    const user = this.user;
    if (!user) return;
    const accepted: string[] = [];
    for (const topic of new Set(message.topics)) {
      if (this.subs.has(topic)) continue;
      if (!checkTopic.Check(topic)) {
        this.refuse('badRequest', 'malformed topic', topic);
      } else if (this.subs.size + accepted.length >= this.ctx.tuning.maxTopicsPerClient) {
        this.refuse('tooManyRequests', `at most ${this.ctx.tuning.maxTopicsPerClient} topics per connection`, topic);
      } else if (!this.ctx.hub.providerOf(topic)) {
        this.refuse('notFound', 'unknown topic', topic);
      } else if (!(await this.ctx.hub.canRead(user, topic))) {
        this.refuse('forbidden', 'no access to this topic', topic);
      } else {
        accepted.push(topic);
      }
      if (this.closed) return;
    }
    await Promise.all(accepted.map((topic) => this.open(topic, message.resume?.[topic])));
  }

  private async open(topic: string, resumeSeq: number | undefined): Promise<void> {
    const sub: Subscription = {
      topic,
      feed: null,
      pending: false,
      snapshot: true,
      lastSent: Number.NEGATIVE_INFINITY,
      tokens: BURST,
      tokensAt: 0,
      dueAt: 0,
      opening: true,
    };
    this.subs.set(topic, sub);
    const feed = await this.ctx.hub.attach(topic, this);
    if (this.closed || this.subs.get(topic) !== sub) return;
    sub.feed = feed;
    if (resumeSeq !== undefined && resumeSeq >= feed.base && resumeSeq <= feed.seq) {
      // The client's value is this feed's: nothing to send if it is the newest, else the newest as a delta
      // (a value is the topic's full state, so the missed updates collapse into the last one).
      sub.snapshot = false;
      sub.pending = resumeSeq < feed.seq;
    } else {
      sub.pending = true;
    }
    sub.opening = sub.pending;
    if (sub.pending) {
      sub.dueAt = monotonicNow();
      this.pending.add(sub);
      if (!this.congested) this.ctx.scheduler.at(this, sub.dueAt);
    } else {
      this.pending.delete(sub);
    }
  }

  private drop(topic: string): void {
    const sub = this.subs.get(topic);
    if (!sub) return;
    this.subs.delete(topic);
    this.pending.delete(sub);
    this.ctx.hub.detach(topic, this);
  }

  /** A topic refused at subscribe: counted against the window's allowance (over it: close 4429), then answered. */
  private refuse(code: ApiErrorName, msg: string, topic: string): void {
    const now = monotonicNow();
    if (now - this.refusedSince >= this.ctx.tuning.refusedWindowMs) {
      this.refusedSince = now;
      this.refused = 0;
    }
    this.refused += 1;
    if (this.refused > this.ctx.tuning.maxRefusedTopics) {
      this.close(STREAM_CLOSE.tooManyRefusals, 'too many refused subscriptions');
      return;
    }
    this.sendError(code, msg, topic);
  }

  /** An error reply, within the send buffer's limit like data: with the buffer full it is dropped, not queued. */
  private sendError(code: ApiErrorName, msg: string, topic?: string): void {
    if (this.closed) return;
    if (this.congested || this.socket.bufferedAmount >= this.ctx.tuning.sendBufferBytes) {
      this.droppedErrors += 1;
      this.congest();
      return;
    }
    this.write(JSON.stringify({ type: 'error', ...(topic ? { topic } : {}), code, msg }));
  }

  private gone(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.authTimer);
    if (this.drainTimer) clearTimeout(this.drainTimer);
    for (const topic of this.subs.keys()) this.ctx.hub.detach(topic, this);
    this.subs.clear();
    this.pending.clear();
    this.ctx.onGone(this);
  }
}
