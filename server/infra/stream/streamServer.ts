/**
 * Every `/v2/stream` socket of this process: accepts them, beats the heartbeat, and ends the ones whose session
 * ended (4401). A revocation in this process (server/infra/auth/sessionEvents.ts) re-checks the affected sockets at once;
 * a periodic check of all sockets catches revocations made by other processes, expiry and changed grants.
 */
import type { WebSocket } from 'ws';
import { STREAM_CLOSE, STREAM_LIMITS } from '../../../common/contract/stream';
import type { AccessChange } from '../auth/accessEvents';
import type { AuthUser } from '../auth/authUser';
import { onSessionsRevoked, type SessionRevocation } from '../auth/sessionEvents';
import { FlushScheduler } from './flushScheduler';
import { StreamClient, type ClientContext, type StreamTuning } from './streamClient';
import type { TopicHub } from './topicHub';

/**
 * Defaults; tests shorten the timings by changing this object before they build an app (each test file has its own
 * module registry, so nothing leaks between files).
 */
export const streamTuning: StreamTuning = {
  ...STREAM_LIMITS,
  sendBufferBytes: 256 * 1024,
  sessionRecheckMs: 10_000,
  maxQueuedMessages: 64,
  maxRefusedTopics: 1000,
  refusedWindowMs: 60_000,
};

/** A revocation may come from inside a transaction that commits a moment later: look again after this. */
const REVOCATION_RECHECK_AGAIN_MS = 500;

export interface StreamServerDeps {
  hub: TopicHub;
  authenticate: (token: string) => Promise<AuthUser | null>;
  /** The live sessions among these ids, with their users as of now. */
  liveSessions: (sessionIds: string[]) => Promise<Map<string, AuthUser>>;
  log: ClientContext['log'];
  tuning?: StreamTuning;
  /** Access changes from every process (server/infra/stream/accessChanges.ts); answers the function that stops listening. */
  accessChanges?: (listener: (change: AccessChange) => void) => () => void;
}

export interface StreamStats {
  clients: number;
  openTopics: number;
  perClient: { topics: number; bufferedAmount: number; maxBuffered: number; drops: number; droppedErrors: number }[];
}

export class StreamServer {
  private readonly clients = new Set<StreamClient>();
  private readonly scheduler = new FlushScheduler();
  private readonly ctx: ClientContext;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly stopRevocations: () => void;
  private readonly stopAccessChanges: () => void;
  private checking = false;

  constructor(private readonly deps: StreamServerDeps) {
    const tuning = deps.tuning ?? { ...streamTuning };
    this.ctx = {
      hub: deps.hub,
      scheduler: this.scheduler,
      tuning,
      authenticate: deps.authenticate,
      log: deps.log,
      onGone: (client) => this.clients.delete(client),
    };
    this.timers.push(setInterval(() => this.heartbeat(), tuning.heartbeatMs));
    this.timers.push(setInterval(() => void this.recheck([...this.clients]), tuning.sessionRecheckMs));
    for (const timer of this.timers) timer.unref();
    this.stopRevocations = onSessionsRevoked((revocation) => this.revoked(revocation));
    this.stopAccessChanges = deps.accessChanges?.((change) => void this.accessChanged(change)) ?? (() => undefined);
  }

  accept(socket: WebSocket): void {
    this.clients.add(new StreamClient(socket, this.ctx));
  }

  stats(): StreamStats {
    return {
      clients: this.clients.size,
      openTopics: this.deps.hub.openTopics,
      perClient: [...this.clients].map((c) => ({
        topics: c.topics.length,
        bufferedAmount: c.socket.bufferedAmount,
        maxBuffered: c.maxBuffered,
        drops: c.drops,
        droppedErrors: c.droppedErrors,
      })),
    };
  }

  close(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.stopRevocations();
    this.stopAccessChanges();
    this.scheduler.close();
    for (const client of [...this.clients]) client.close(STREAM_CLOSE.goingAway, 'server shutting down');
    this.clients.clear();
  }

  private heartbeat(): void {
    for (const client of [...this.clients]) client.heartbeat();
  }

  private revoked(revocation: SessionRevocation): void {
    const hit = [...this.clients].filter((c) => {
      const user = c.user;
      if (!user) return false;
      if ('sessionId' in revocation) return user.sessionId === revocation.sessionId;
      return user.id === revocation.userId && user.sessionId !== revocation.exceptSessionId;
    });
    if (hit.length === 0) return;
    void this.check(hit);
    setTimeout(() => void this.check(hit.filter((c) => c.isOpen)), REVOCATION_RECHECK_AGAIN_MS).unref();
  }

  /**
   * Re-checks the subscriptions an access change may have made unreadable (docs/security.md, "Revocation"): a topic's
   * holders against that topic, a user's sockets (their grants re-read) or every socket. Those no longer readable are
   * dropped with an error message naming the topic.
   */
  async accessChanged(change: AccessChange): Promise<void> {
    if ('topic' in change) {
      const holders = [...this.clients].filter((c) => c.isOpen && c.topics.includes(change.topic));
      await Promise.all(holders.map((c) => c.recheckTopics([change.topic])));
      return;
    }
    const hit = 'userId' in change ? [...this.clients].filter((c) => c.user?.id === change.userId) : [...this.clients];
    await this.check(hit);
  }

  /** The periodic check skips a round while the previous one is still running. */
  private async recheck(clients: StreamClient[]): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      await this.check(clients);
    } finally {
      this.checking = false;
    }
  }

  private async check(clients: StreamClient[]): Promise<void> {
    const authed = clients.filter((c) => c.user && c.isOpen);
    if (authed.length === 0) return;
    let live: Map<string, AuthUser>;
    try {
      live = await this.deps.liveSessions([...new Set(authed.map((c) => (c.user as AuthUser).sessionId))]);
    } catch (err) {
      // The database is away: keep the sockets (their next check decides) rather than sign everyone out.
      this.deps.log.warn({ err }, 'stream session check failed');
      return;
    }
    for (const client of authed) {
      const user = live.get((client.user as AuthUser).sessionId);
      if (!user) client.close(STREAM_CLOSE.unauthorized, 'session ended');
      else if (grantsChanged(client.user as AuthUser, user)) await client.regrant(user);
    }
  }
}

function grantsChanged(before: AuthUser, after: AuthUser): boolean {
  // The role counts too: a strategy shared with a role stops being readable when the user leaves that role.
  if (before.role !== after.role || before.isAdmin !== after.isAdmin || before.paths.size !== after.paths.size) return true;
  for (const p of after.paths) if (!before.paths.has(p)) return true;
  return false;
}
