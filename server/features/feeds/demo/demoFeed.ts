/**
 * The demo feed: every DEMO_FEED_TICK_MS, the simulator's ticks for the products assigned to it (demoTicks.ts),
 * published on the bus. On its first start it backfills the history (backfill.ts) so charts have years behind them.
 */
import type { Tick } from '../../../../common/contract/marketData';
import type { FeedState } from '../../../infra/market/ports';
import { type Feed, FeedStats } from '../feed';
import type { FeedContext } from '../context';
import { backfillDemo } from './backfill';
import { demoTicks } from './demoTicks';
import { DemoModel } from './model';

export class DemoFeed implements Feed {
  readonly name = 'demo';
  readonly kind = 'demo' as const;
  readonly demo = true;
  readonly model: DemoModel;
  private readonly stats: FeedStats;
  private timer: NodeJS.Timeout | null = null;
  private backfill: Promise<unknown> | null = null;

  constructor(private readonly ctx: FeedContext) {
    this.model = new DemoModel(ctx.config.demo.seed);
    this.stats = new FeedStats(ctx.now, { name: this.name, kind: this.kind, demo: true }, () => ctx.config.demo.tickMs);
  }

  /** The ticks at `t` (no publishing): the timer's step, and tests. */
  ticksAt(t: number): Tick[] {
    return demoTicks(this.model, this.ctx.reference(), t, { alwaysOpen: this.ctx.config.demo.alwaysOpen, serves: (p) => this.ctx.serves('demo', p) });
  }

  step(t = this.ctx.now()): Tick[] {
    const ticks = this.ticksAt(t);
    if (ticks.length) {
      this.ctx.bus().publish(ticks);
      this.stats.record(ticks);
    }
    return ticks;
  }

  start(): void {
    if (this.timer) return;
    this.stats.connected = true;
    const { backfillYears, backfillMinuteDays } = this.ctx.config.demo;
    if (backfillYears > 0 && this.ctx.bars()) {
      this.backfill = backfillDemo({
        model: this.model,
        reference: this.ctx.reference(),
        bars: this.ctx.bars() as NonNullable<ReturnType<FeedContext['bars']>>,
        now: this.ctx.now(),
        years: backfillYears,
        minuteDays: backfillMinuteDays,
        serves: (p) => this.ctx.serves('demo', p),
      })
        .then((r) => this.ctx.log.info(r, 'demo history backfill'))
        .catch((err) => this.ctx.log.warn({ err }, 'demo history backfill failed'));
    }
    this.timer = setInterval(() => {
      try {
        this.step();
      } catch (err) {
        this.ctx.log.warn({ err }, 'demo feed step failed');
      }
    }, this.ctx.config.demo.tickMs);
    this.timer.unref?.();
  }

  /** Resolves when the first-start history backfill is done (tests, the close hook). */
  async settled(): Promise<void> {
    await this.backfill;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stats.connected = false;
    await this.backfill;
  }

  instruments(): string[] {
    return this.stats.instruments();
  }

  state(): FeedState {
    return this.stats.state();
  }
}
