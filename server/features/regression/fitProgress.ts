/**
 * Progress of heavy regression fits on the stream topic `regression:<jobId>` (a JobProgress: { jobId, status, done,
 * total }), without changing the call's answer: the client picks a random `jobId`, subscribes to the topic and sends
 * the call with it; the answer is the fit, the topic counts its chunks meanwhile.
 *
 * Who may read a topic: the first user to claim its id, by subscribing or by sending a call with it, owns it for
 * CLAIM_MS; another user's subscription is refused and another user's call with that id publishes nothing there. Ids
 * are the client's random choice (8-64 characters), so a claim decides nothing but who sees the counts. Kept in this
 * process's memory, bounded (MAX_CLAIMS, oldest dropped first).
 */
import type { JobProgress } from '../../../common/contract/stream';
import type { AuthUser } from '../../infra/auth/authUser';
import type { TickBus, TopicProvider } from '../../infra/market/ports';

export const REGRESSION_TOPIC_PREFIX = 'regression:';
const CLAIM_MS = 600_000;
const MAX_CLAIMS = 1000;
const JOB_ID = /^[A-Za-z0-9_-]{8,64}$/;

interface Claim {
  owner: string;
  at: number;
  progress: JobProgress | null;
}

export class FitProgress {
  private readonly claims = new Map<string, Claim>();

  constructor(
    private readonly bus: TickBus,
    private readonly now: () => number,
  ) {}

  /** True when `owner` holds (or has just taken) the id. */
  claim(owner: string, jobId: string): boolean {
    if (!JOB_ID.test(jobId)) return false;
    this.prune();
    const held = this.claims.get(jobId);
    if (held) return held.owner === owner;
    this.claims.set(jobId, { owner, at: this.now(), progress: null });
    return true;
  }

  /** A reporter for one fit: null when the call sent no id or another user holds it. */
  reporter(owner: string, jobId: string | undefined): ((progress: Omit<JobProgress, 'jobId'>) => void) | null {
    if (jobId === undefined || !this.claim(owner, jobId)) return null;
    return (progress) => {
      const value: JobProgress = { jobId, ...progress };
      const held = this.claims.get(jobId);
      if (held) held.progress = value;
      this.bus.publishTopic(`${REGRESSION_TOPIC_PREFIX}${jobId}`, value);
    };
  }

  topics(): TopicProvider {
    const idOf = (topic: string) => topic.slice(REGRESSION_TOPIC_PREFIX.length);
    return {
      canRead: (user: AuthUser, topic: string) => this.claim(user.id, idOf(topic)),
      snapshot: (topic: string) => this.claims.get(idOf(topic))?.progress ?? null,
      subscribe: (topic: string, onUpdate: (data: unknown) => void) => this.bus.subscribeTopics(topic, (t, data) => t === topic && onUpdate(data)),
    };
  }

  private prune(): void {
    const now = this.now();
    for (const [id, claim] of this.claims) if (now - claim.at > CLAIM_MS) this.claims.delete(id);
    // A Map keeps insertion order: the oldest claims go first.
    for (const id of this.claims.keys()) {
      if (this.claims.size < MAX_CLAIMS) break;
      this.claims.delete(id);
    }
  }
}
