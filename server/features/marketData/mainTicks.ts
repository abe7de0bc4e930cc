/**
 * Live ticks of the continuous main contracts. Feeds publish dated contracts (`SHFE.FU2601`); strategies, the board
 * and stream clients follow `SHFE.FU@main`. Each tick of the contract the `@main` rule holds today is published
 * again under the continuous name, so the live value and the `md:...@main` history follow one rule
 * (mainContract.ts: the largest open interest of the previous trading day, never rolling back). A product without
 * stored daily bars (a fresh push feed) follows the largest open interest its ticks have shown instead, and so does a
 * product whose stored history holds a contract no longer listed today (`listed`): the history ends before today's
 * roll, as while the first-start demo back-fill is still writing earlier years. Without that, the board showed no
 * `@main` tick for the minute or two the back-fill took (issue 18).
 * Runs in the leader only: it publishes on the bus, and every process receives the result.
 */
import type { Tick } from '../../../common/contract/marketData';
import { formatInstrument, parseInstrument, productKeyOf } from '../../../common/market/address';
import type { TickBus } from '../../infra/market/ports';

const DAY = 86_400_000;
/** How long a held-contract answer is trusted before it is asked again (a roll shows within this time). */
const REFRESH_MS = 60_000;

interface Held {
  instrument: string | null;
  checkedAt: number;
}

export class MainTickAlias {
  private readonly held = new Map<string, Held>();
  private readonly loading = new Set<string>();
  /** Per product: the contract with the largest open interest seen in live ticks (fallback without bars). */
  private readonly liveOi = new Map<string, { instrument: string; oi: number; day: number }>();

  constructor(
    private readonly bus: Pick<TickBus, 'publish'>,
    private readonly heldContract: (productKey: string) => Promise<string | null>,
    private readonly now: () => number,
    /** Whether a contract is listed (not past its last trading day) at `now` (reference data); default: always. */
    private readonly listed: (instrument: string, now: number) => boolean = () => true,
  ) {}

  onTicks(ticks: readonly Tick[]): void {
    const out: Tick[] = [];
    for (const t of ticks) {
      const ref = parseInstrument(t.instrument);
      if (!ref || ref.continuous || !ref.month) continue;
      const key = productKeyOf(ref);
      this.noteOi(key, t);
      const held = this.held.get(key);
      if (!held || this.now() - held.checkedAt > REFRESH_MS) this.refresh(key);
      const instrument = held?.instrument ?? this.liveOi.get(key)?.instrument ?? null;
      if (instrument === t.instrument) out.push({ ...t, instrument: formatInstrument({ ...ref, month: null, continuous: 'main' }) });
    }
    if (out.length > 0) this.bus.publish(out);
  }

  private noteOi(key: string, t: Tick): void {
    if (t.oi === undefined || t.oi === null || !Number.isFinite(t.oi)) return;
    const day = Math.floor(t.ts / DAY);
    const best = this.liveOi.get(key);
    if (!best || best.day !== day || best.instrument === t.instrument || t.oi > best.oi) this.liveOi.set(key, { instrument: t.instrument, oi: t.oi, day });
  }

  private refresh(key: string): void {
    if (this.loading.has(key)) return;
    this.loading.add(key);
    const checkedAt = this.now();
    this.heldContract(key)
      .then((instrument) => this.held.set(key, { instrument: instrument && this.listed(instrument, checkedAt) ? instrument : null, checkedAt }))
      .catch(() => this.held.set(key, { instrument: null, checkedAt }))
      .finally(() => this.loading.delete(key));
  }
}

/** Subscribes the alias to the bus in the leader; returns the unsubscribe. */
export function aliasMainTicks(bus: TickBus, alias: MainTickAlias): () => void {
  if (!bus.isLeader()) return () => undefined;
  return bus.subscribe((ticks) => alias.onTicks(ticks));
}
