/**
 * The tab's one `/v2/stream` socket (docs/market-data/stream.md), shared by every component through
 * src/services/stream.ts. Topics are reference-counted: the first holder subscribes, the last one unsubscribes, and
 * the socket closes a little after the last topic is released (a page change does not reconnect).
 *
 * - Auth: the first message carries the session token (src/session/token.ts); no token, no socket.
 * - Reconnect with exponential backoff (0.5 s doubling to 30 s, jittered) and resume: the subscribe after a
 *   reconnect carries each topic's last seq, and the server sends only what changed (or a fresh snapshot).
 * - Heartbeat: the server pings every 15 s; hearing nothing for 2.5 times that, the socket is presumed dead.
 * - Close 4401 (session revoked or expired): the 401-without-message rule of the HTTP calls (requestErrorConfig.ts
 *   `onSessionExpired`: token removed, one notice, login page); no reconnect.
 * - The session's end (logout) closes the socket first (src/session/sessionEnd.ts), so the revocation's 4401 is not
 *   taken for an expiry.
 */
import { type PayloadOf, STREAM_CLOSE, STREAM_LIMITS, STREAM_PATH, type StreamServerMessage } from '@common/contract/stream';
import { onSessionExpired } from '@/requestErrorConfig';
import { onSessionEnd } from '@/session/sessionEnd';
import { getToken } from '@/session/token';

export type StreamStatus = 'idle' | 'connecting' | 'live' | 'reconnecting' | 'closed';

export interface TopicValue {
  data: unknown;
  seq: number;
  receivedAt: number | null;
  error: { code: string; msg: string } | null;
}

const EMPTY: TopicValue = { data: undefined, seq: 0, receivedAt: null, error: null };

/** Backoff before reconnect attempt n (0-based): 0.5 s doubling, at most 30 s, +-20 % so tabs do not stampede. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 500 * 2 ** attempt);
  return Math.round(base * (0.8 + 0.4 * random()));
}

export const HEARTBEAT_TIMEOUT_MS = STREAM_LIMITS.heartbeatMs * 2.5;
/** How long the socket stays open with no topic held (a page change re-subscribes within it). */
export const IDLE_CLOSE_MS = 10_000;

function streamUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${STREAM_PATH}`;
}

export class StreamConnection {
  private socket: WebSocket | null = null;
  private status: StreamStatus = 'idle';
  private readonly counts = new Map<string, number>();
  private readonly values = new Map<string, TopicValue>();
  private readonly topicListeners = new Map<string, Set<() => void>>();
  private readonly statusListeners = new Set<() => void>();
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeatTimer: ReturnType<typeof setTimeout> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly url: () => string = streamUrl) {}

  getStatus(): StreamStatus {
    return this.status;
  }

  value(topic: string): TopicValue {
    return this.values.get(topic) ?? EMPTY;
  }

  /**
   * The topic's newest payload, typed by its family (common/contract/stream.ts `PayloadOf`); undefined before the
   * first. The one place the socket's JSON becomes a type: the server checks each payload against its family's
   * schema before it sends it (server/infra/stream/topicHub.ts), so the web trusts the prefix.
   */
  payload<T extends string>(topic: T | null): PayloadOf<T> | undefined {
    return topic === null ? undefined : (this.values.get(topic)?.data as PayloadOf<T> | undefined);
  }

  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Holds `topic` until the returned release is called; `listener` hears its changes. */
  hold(topic: string, listener: () => void): () => void {
    let set = this.topicListeners.get(topic);
    if (!set) {
      set = new Set();
      this.topicListeners.set(topic, set);
    }
    set.add(listener);
    const count = (this.counts.get(topic) ?? 0) + 1;
    this.counts.set(topic, count);
    if (this.idleTimer) {
      clearTimeout(this.idleTimer);
      this.idleTimer = null;
    }
    if (count === 1) {
      if (this.socket?.readyState === WebSocket.OPEN) this.send({ type: 'subscribe', topics: [topic] });
      else this.ensureSocket();
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      set.delete(listener);
      const left = (this.counts.get(topic) ?? 1) - 1;
      if (left > 0) {
        this.counts.set(topic, left);
        return;
      }
      this.counts.delete(topic);
      this.values.delete(topic);
      this.topicListeners.delete(topic);
      if (this.socket?.readyState === WebSocket.OPEN) this.send({ type: 'unsubscribe', topics: [topic] });
      if (this.counts.size === 0) this.idleTimer = setTimeout(() => this.disconnect('idle'), IDLE_CLOSE_MS);
    };
  }

  /** Closes the socket and forgets the topics' values (logout, session expiry). */
  reset(): void {
    for (const topic of this.values.keys()) this.values.delete(topic);
    this.disconnect('closed');
    for (const set of this.topicListeners.values()) for (const listener of set) listener();
  }

  private ensureSocket(): void {
    if (this.socket || this.retryTimer) return;
    const token = getToken();
    if (!token) {
      this.setStatus('closed');
      return;
    }
    this.setStatus(this.attempt === 0 ? 'connecting' : 'reconnecting');
    const socket = new WebSocket(this.url());
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.send({ type: 'auth', token });
      const topics = [...this.counts.keys()];
      if (topics.length > 0) {
        const resume: Record<string, number> = {};
        for (const topic of topics) {
          const seq = this.values.get(topic)?.seq ?? 0;
          if (seq > 0) resume[topic] = seq;
        }
        this.send({ type: 'subscribe', topics, ...(Object.keys(resume).length ? { resume } : {}) });
      }
      this.setStatus('live');
      this.armHeartbeat();
    };
    socket.onmessage = (event: MessageEvent) => {
      if (this.socket !== socket) return;
      this.attempt = 0;
      this.armHeartbeat();
      this.receive(event.data);
    };
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.clearHeartbeat();
      if (event.code === STREAM_CLOSE.unauthorized) {
        this.setStatus('closed');
        onSessionExpired();
        return;
      }
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    if (this.counts.size === 0) {
      this.setStatus('idle');
      return;
    }
    this.setStatus('reconnecting');
    const wait = backoffMs(this.attempt);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.ensureSocket();
    }, wait);
  }

  private receive(raw: unknown): void {
    let parsed: StreamServerMessage | StreamServerMessage[];
    try {
      parsed = JSON.parse(String(raw));
    } catch {
      return;
    }
    const touched = new Set<string>();
    for (const message of Array.isArray(parsed) ? parsed : [parsed]) {
      if (message.type === 'snapshot' || message.type === 'delta') {
        if (!this.counts.has(message.topic)) continue;
        this.values.set(message.topic, { data: message.data ?? undefined, seq: message.seq, receivedAt: Date.now(), error: null });
        touched.add(message.topic);
      } else if (message.type === 'error' && message.topic && this.counts.has(message.topic)) {
        this.values.set(message.topic, { ...this.value(message.topic), error: { code: message.code, msg: message.msg } });
        touched.add(message.topic);
      }
    }
    for (const topic of touched) for (const listener of this.topicListeners.get(topic) ?? []) listener();
  }

  private send(message: object): void {
    this.socket?.send(JSON.stringify(message));
  }

  private armHeartbeat(): void {
    this.clearHeartbeat();
    this.heartbeatTimer = setTimeout(() => {
      // Silence: the connection is dead without having closed. Drop it and reconnect.
      const socket = this.socket;
      this.socket = null;
      socket?.close();
      this.scheduleReconnect();
    }, HEARTBEAT_TIMEOUT_MS);
  }

  private clearHeartbeat(): void {
    if (this.heartbeatTimer) clearTimeout(this.heartbeatTimer);
    this.heartbeatTimer = null;
  }

  private disconnect(status: StreamStatus): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.retryTimer = null;
    this.idleTimer = null;
    this.clearHeartbeat();
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, status);
    this.attempt = 0;
    this.setStatus(status);
  }

  private setStatus(status: StreamStatus): void {
    if (status === this.status) return;
    this.status = status;
    for (const listener of this.statusListeners) listener();
    for (const set of this.topicListeners.values()) for (const listener of set) listener();
  }
}

let shared: StreamConnection | null = null;

/** The tab's connection, created on first use; the session's end closes it. */
export function streamConnection(): StreamConnection {
  if (!shared) {
    const connection = new StreamConnection();
    shared = connection;
    onSessionEnd(() => connection.reset());
  }
  return shared;
}
