/**
 * The anchor of each pushed instrument's price band (plausibility.ts): its newest real tick on the bus (any process,
 * any feed but the demo simulator, whose prices are not the market's), else the settlement (or close) of its newest
 * real daily bar of the last SETTLEMENT_ANCHOR_MAX_AGE_MS. Stored anchors are read once per instrument per minute;
 * only listed instruments of a batch are asked for (at most the products' listed contracts), so a batch of made-up
 * names costs no query.
 */
import type { Tick } from '../../../../common/contract/marketData';
import type { BarStore, TickBus } from '../../../infra/market/ports';
import { SETTLEMENT_ANCHOR_MAX_AGE_MS } from './plausibility';

export interface Anchor {
  price: number;
  /** `live` (a real tick) or `settlement` (a stored daily bar). */
  from: 'live' | 'settlement';
}

const STORED_FOR_MS = 60_000;
const MAX_STORED = 5_000;

export class PriceAnchors {
  private readonly stored = new Map<string, { anchor: Anchor | undefined; at: number }>();

  constructor(
    private readonly bus: () => Pick<TickBus, 'latest'>,
    private readonly bars: () => Pick<BarStore, 'range'> | null,
    private readonly now: () => number,
  ) {}

  /** The newest tick of the instrument on the bus (for monotonic time), demo or not. */
  latest(instrument: string): Tick | undefined {
    return this.bus().latest(instrument);
  }

  /** Reads the stored anchors of these instruments that have no real live tick and none read in the last minute. */
  async prepare(instruments: Iterable<string>): Promise<void> {
    const now = this.now();
    // Listed contracts change monthly: forget every stored anchor now and then rather than keep expired months for ever.
    if (this.stored.size > MAX_STORED) this.stored.clear();
    const missing = [...new Set(instruments)].filter((i) => {
      if (this.live(i)) return false;
      const cached = this.stored.get(i);
      return !cached || now - cached.at >= STORED_FOR_MS;
    });
    const bars = this.bars();
    if (!bars || missing.length === 0) return;
    await Promise.all(
      missing.map(async (instrument) => {
        const rows = await bars.range({ instrument, interval: '1d', from: now - SETTLEMENT_ANCHOR_MAX_AGE_MS, to: now });
        const bar = rows.filter((b) => !b.demo).at(-1);
        this.stored.set(instrument, { anchor: bar ? { price: bar.settle ?? bar.close, from: 'settlement' } : undefined, at: now });
      }),
    );
  }

  /** The anchor now: a real live tick's last price, else the prepared settlement, else none (no band). */
  anchorOf(instrument: string): Anchor | undefined {
    const live = this.live(instrument);
    if (live) return { price: live.last, from: 'live' };
    return this.stored.get(instrument)?.anchor;
  }

  private live(instrument: string): Tick | undefined {
    const tick = this.bus().latest(instrument);
    return tick && !tick.demo && Number.isFinite(tick.last) ? tick : undefined;
  }
}
