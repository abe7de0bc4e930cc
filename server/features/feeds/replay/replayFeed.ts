/**
 * The replay feed: the rows of REPLAY_FILE at REPLAY_SPEED times their recorded pace (2: twice as fast), looping
 * when REPLAY_LOOP is set. Ticks carry the replay's own clock (the first row at the start, later rows by their
 * recorded gap divided by the speed), so the board shows them as live; demo false, feed 'replay'. Only products
 * assigned to 'replay' are published.
 */
import fs from 'node:fs';
import type { Tick } from '../../../../common/contract/marketData';
import { parseInstrument, productKeyOf } from '../../../../common/market/address';
import type { FeedState } from '../../../infra/market/ports';
import type { FeedContext } from '../context';
import { type Feed, FeedStats } from '../feed';
import { groupByTime, parseReplayCsv, type ReplayRow } from './replayFile';

export class ReplayFeed implements Feed {
  readonly name = 'replay';
  readonly kind = 'replay' as const;
  readonly demo = false;
  private readonly stats: FeedStats;
  private groups: ReplayRow[][] = [];
  private timer: NodeJS.Timeout | null = null;
  private index = 0;

  constructor(
    private readonly ctx: FeedContext,
    /** The file's text (tests); default: read REPLAY_FILE on start. */
    private readonly text?: string,
  ) {
    this.stats = new FeedStats(ctx.now, { name: this.name, kind: this.kind, demo: false }, () => this.normalGap());
  }

  private normalGap(): number {
    if (this.groups.length < 2) return 1000;
    const span = this.groups[this.groups.length - 1][0].ts - this.groups[0][0].ts;
    return Math.max(1, span / (this.groups.length - 1) / this.ctx.config.replay.speed);
  }

  start(): void {
    if (this.timer || this.stats.connected) return;
    const text = this.text ?? (this.ctx.config.replay.file ? fs.readFileSync(this.ctx.config.replay.file, 'utf8') : '');
    const file = parseReplayCsv(text);
    if (file.skipped.length) this.ctx.log.warn({ skipped: file.skipped.slice(0, 20) }, 'replay file rows left out');
    this.groups = groupByTime(file.rows);
    if (this.groups.length === 0) return;
    this.stats.connected = true;
    this.index = 0;
    this.emit(this.ctx.now());
  }

  /** Publishes the current group at `at`, then schedules the next one after its recorded gap / speed. */
  private emit(at: number): void {
    const group = this.groups[this.index];
    const ticks: Tick[] = group
      .filter((r) => {
        const ref = parseInstrument(r.instrument);
        return ref !== null && this.ctx.serves('replay', productKeyOf(ref));
      })
      .map((r) => ({ instrument: r.instrument, ts: at, last: r.last, bid: r.bid, ask: r.ask, volume: r.volume, oi: r.oi, demo: false, feed: 'replay' }));
    if (ticks.length) {
      this.ctx.bus().publish(ticks);
      this.stats.record(ticks);
    }
    let next = this.index + 1;
    if (next >= this.groups.length) {
      if (!this.ctx.config.replay.loop) {
        this.stats.connected = false;
        this.timer = null;
        return;
      }
      next = 0;
    }
    const gap = next === 0 ? this.normalGap() : (this.groups[next][0].ts - group[0].ts) / this.ctx.config.replay.speed;
    this.index = next;
    this.timer = setTimeout(() => this.emit(at + gap), gap);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.stats.connected = false;
  }

  instruments(): string[] {
    return this.stats.instruments();
  }

  state(): FeedState {
    return this.stats.state();
  }
}
