/**
 * The push feed: external gateways post tick batches to POST /v2/feeds/push with a publisher key; the valid rows of
 * the products assigned to 'push' reach the bus. It has no timer: "connected" means a batch arrived in the last minute.
 */
import type { Tick } from '../../../../common/contract/marketData';
import type { FeedState } from '../../../infra/market/ports';
import type { FeedContext } from '../context';
import { type Feed, FeedStats } from '../feed';

const CONNECTED_FOR_MS = 60_000;

export class PushFeed implements Feed {
  readonly name = 'push';
  readonly kind = 'push' as const;
  readonly demo = false;
  private readonly stats: FeedStats;
  private lastBatchAt: number | null = null;
  private readonly gaps: number[] = [];

  constructor(private readonly ctx: FeedContext) {
    // Normal gap: the median time between the last batches (a gateway's own rhythm), 1 s before any.
    this.stats = new FeedStats(ctx.now, { name: this.name, kind: this.kind, demo: false }, () => {
      if (this.gaps.length === 0) return 1000;
      const sorted = [...this.gaps].sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)];
    });
  }

  publish(ticks: readonly Tick[]): void {
    const t = this.ctx.now();
    if (this.lastBatchAt !== null) {
      this.gaps.push(t - this.lastBatchAt);
      if (this.gaps.length > 50) this.gaps.shift();
    }
    this.lastBatchAt = t;
    if (ticks.length === 0) return;
    this.ctx.bus().publish(ticks);
    this.stats.record(ticks);
  }

  start(): void {}
  stop(): void {}

  instruments(): string[] {
    return this.stats.instruments();
  }

  state(): FeedState {
    this.stats.connected = this.lastBatchAt !== null && this.ctx.now() - this.lastBatchAt < CONNECTED_FOR_MS;
    return this.stats.state();
  }
}
