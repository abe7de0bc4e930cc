/**
 * One interface for every feed (demo simulator, file replay, push gateway): the FeedManager (server/features/feeds/manager.ts)
 * starts and stops them and reports their state; each publishes the ticks of the products assigned to it on the
 * tick bus (server/infra/market/ports.ts TickBus).
 */
import type { Tick } from '../../../common/contract/marketData';
import type { FeedState } from '../../infra/market/ports';

export type FeedKind = FeedState['kind'];
export const FEED_KINDS: readonly FeedKind[] = ['demo', 'replay', 'push'];

export interface Feed {
  readonly name: string;
  readonly kind: FeedKind;
  /** Every tick of this feed carries `demo: true`. */
  readonly demo: boolean;
  start(): void | Promise<void>;
  stop(): void | Promise<void>;
  /** Instruments the feed served recently. */
  instruments(): string[];
  state(): FeedState;
}

const WINDOW_MS = 10_000;
const SEEN_FOR_MS = 5 * 60_000;

/**
 * What every feed reports: ticks per second over the last ten seconds, the age of the newest tick, the instruments
 * seen in the last five minutes. Counted on publish, so it measures what reached the bus.
 */
export class FeedStats {
  private lastTickAt: number | null = null;
  /** [second, ticks in that second], oldest first. */
  private readonly perSecond: [number, number][] = [];
  private readonly seen = new Map<string, number>();
  private records = 0;
  connected = false;

  constructor(
    private readonly now: () => number,
    private readonly base: Pick<FeedState, 'name' | 'kind' | 'demo'>,
    private readonly normalGapMs: () => number,
  ) {}

  record(ticks: readonly Tick[]): void {
    if (ticks.length === 0) return;
    const t = this.now();
    this.lastTickAt = t;
    const second = Math.floor(t / 1000);
    const last = this.perSecond[this.perSecond.length - 1];
    if (last && last[0] === second) last[1] += ticks.length;
    else this.perSecond.push([second, ticks.length]);
    for (const tick of ticks) this.seen.set(tick.instrument, t);
    this.prune(t);
  }

  private prune(t: number): void {
    while (this.perSecond.length && this.perSecond[0][0] * 1000 < t - WINDOW_MS) this.perSecond.shift();
    // Instruments not seen for five minutes are dropped every 100 batches (and at once when the map grows large).
    this.records += 1;
    if (this.seen.size > 5000 || this.records % 100 === 0) for (const [k, at] of this.seen) if (at < t - SEEN_FOR_MS) this.seen.delete(k);
  }

  instruments(): string[] {
    const t = this.now();
    return [...this.seen].filter(([, at]) => at >= t - SEEN_FOR_MS).map(([k]) => k);
  }

  state(): FeedState {
    const t = this.now();
    this.prune(t);
    const count = this.perSecond.reduce((n, [, c]) => n + c, 0);
    return {
      ...this.base,
      connected: this.connected,
      lastTickAgeMs: this.lastTickAt === null ? null : Math.max(0, t - this.lastTickAt),
      ticksPerSecond: Math.round((count / (WINDOW_MS / 1000)) * 100) / 100,
      instruments: this.instruments().length,
      normalGapMs: this.normalGapMs(),
    };
  }
}
