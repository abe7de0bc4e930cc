/**
 * `md:` addresses: a dated contract (`md:SHFE.FU2601`), an undated instrument (`md:FX.USDCNY`) or the continuous
 * main contract (`md:SHFE.FU@main`, server/features/marketData/mainContract.ts), with a field (default `close`).
 * Reads stored bars of the interval; `last` reads `close`; `settle` is read as stored (daily bars), and bars without
 * a value of the field (no settlement yet, no volume) are missing points, never 0. `bid` and `ask` are tick fields
 * that bars do not keep: such addresses name no stored series.
 * Access: the product's access key (docs/market-data.md) through the route tree (server/infra/auth/routeAccess.ts).
 */
import type { Bar, Interval } from '../../../../common/contract/marketData';
import { formatInstrument, parseInstrument, productKeyOf, type Address, type MdField } from '../../../../common/market/address';
import { allows } from '../../../infra/auth/routeAccess';
import type { MainContracts, ProductSpec, ReferenceData, SeriesScheme } from '../../../infra/market/ports';
import type { BarColumn, SqlBarStore } from '../barStore';
import { continueMainRoll, type MainPath, type MainRoll } from '../mainContract';
import { tradingDayOf } from '../../../infra/market/tradingDate';
import { unknownSeries } from '../../../infra/market/unknownSeries';

type MdAddress = Extract<Address, { scheme: 'md' }>;

const BAR_FIELDS: Partial<Record<MdField, (b: Bar) => number | null>> = {
  close: (b) => b.close,
  last: (b) => b.close,
  open: (b) => b.open,
  high: (b) => b.high,
  low: (b) => b.low,
  settle: (b) => b.settle,
  volume: (b) => b.volume,
  oi: (b) => b.oi,
};

/** The stored column of each field (`last` is the bar's close). */
const COLUMNS: Partial<Record<MdField, BarColumn>> = {
  close: 'close',
  last: 'close',
  open: 'open',
  high: 'high',
  low: 'low',
  settle: 'settle',
  volume: 'volume',
  oi: 'oi',
};

/** Volume and open interest are in lots, whatever the product's price unit. */
const unitOf = (field: MdField, spec: ProductSpec): string => (field === 'volume' || field === 'oi' ? 'lots' : spec.unit);

const monthOf = (instrument: string): string | null => parseInstrument(instrument)?.month ?? null;

/** The span of daily bars a full `@main` roll reads at a time (a year). */
const ROLL_SLICE_MS = 366 * 86_400_000;

/** A product's `@main` roll and the dated contracts it read (the roll of server/features/marketData/mainContract.ts). */
type ProductRoll = MainRoll & { contracts: ReadonlySet<string> };

interface RollEntry {
  roll: Promise<ProductRoll>;
  /** The earliest daily bar time written since `roll` was asked for, and the instruments written: null when none. */
  writtenFrom: number | null;
  written: Set<string>;
}

export class MdScheme implements SeriesScheme<'md'>, MainContracts {
  /**
   * The `@main` roll per product, kept across writes: daily bars written on or after the roll's last day continue it
   * (only those days are read again, from the state before the last day: the demo and live feeds rewrite today's bar
   * all session); a daily bar written before its last day drops it, and the next read runs the rule from the first day.
   */
  private readonly rolls = new Map<string, RollEntry>();
  /** Rolls from the start, one at a time (inLane). */
  private lane: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly reference: () => ReferenceData,
    private readonly bars: SqlBarStore,
  ) {}

  /** Bars of `productKey` changed in ways a continuation cannot follow: its roll is run from the first day on the next read. */
  invalidate(productKey: string): void {
    this.rolls.delete(productKey);
  }

  /** Daily bars of `productKey` were written (committed): the earliest bar time and the instruments. */
  written(productKey: string, from: number, instruments: Iterable<string>): void {
    const entry = this.rolls.get(productKey);
    if (!entry) return;
    entry.writtenFrom = Math.min(entry.writtenFrom ?? from, from);
    for (const instrument of instruments) entry.written.add(instrument);
  }

  private spec(address: MdAddress): ProductSpec {
    const spec = this.reference().resolveInstrument(address.instrument);
    if (!spec) throw unknownSeries(`md:${formatInstrument(address.instrument)}`);
    return spec;
  }

  canRead(user: Parameters<SeriesScheme<'md'>['canRead']>[0], address: MdAddress): boolean {
    const spec = this.reference().resolveInstrument(address.instrument);
    // Unknown instruments answer "unknown" from read(), not a permission refusal that would hide the cause.
    return spec ? allows(user, spec.accessKey) : true;
  }

  async read(address: MdAddress, q: { from: number; to: number; interval: Interval }) {
    const spec = this.spec(address);
    const pick = BAR_FIELDS[address.field];
    if (!pick) throw unknownSeries(`md:${formatInstrument(address.instrument)}:${address.field}`);
    const column = COLUMNS[address.field];
    if (!address.instrument.continuous && column) {
      // The hot path: one column of one instrument's range.
      const read = await this.bars.column({ instrument: formatInstrument(address.instrument), ...q }, column);
      return { unit: unitOf(address.field, spec), points: read.points.filter((p) => Number.isFinite(p[1])), demo: read.demo, source: read.sources.join(', ') };
    }
    if (column && q.interval === '1d') {
      // The `@main` hot path: one column of each held contract over the days it is held.
      const read = await this.mainDailyColumn(address, q, column);
      return { unit: unitOf(address.field, spec), points: read.points, demo: read.demo, source: read.sources.join(', ') };
    }
    const bars = await this.mainBars(address, spec, q);
    const points: [number, number][] = [];
    let demo = false;
    const sources = new Set<string>();
    for (const b of bars) {
      const v = pick(b);
      if (v === null || !Number.isFinite(v)) continue;
      points.push([b.ts, v]);
      demo ||= b.demo;
      sources.add(b.source);
    }
    return { unit: unitOf(address.field, spec), points, demo, source: [...sources].sort().join(', ') };
  }

  /** The main contract's own bars, unadjusted: each day (or each minute's trading day) from the contract held that day. */
  private async mainBars(address: MdAddress, spec: ProductSpec, q: { from: number; to: number; interval: Interval }): Promise<Bar[]> {
    const { days, next } = await this.mainPath(productKeyOf(address.instrument));
    if (days.length === 0) return [];
    const held = new Map(days.map((d) => [d.ts, d.instrument]));
    const lastDay = days[days.length - 1].ts;
    // Minute bars of a trading day without a daily bar yet (today) come from the contract the rule holds next.
    const heldOn = (day: number) => (day > lastDay ? next?.instrument : held.get(day));
    const inRange = days.filter((d) => d.ts >= q.from - 7 * 86_400_000 && d.ts <= q.to).map((d) => d.instrument);
    const instruments = [...new Set(next ? [...inRange, next.instrument] : inRange)];
    const bars = await this.bars.rangeMany(instruments, q.interval, q.from, q.to);
    const calendar = this.reference().tradingCalendar(spec.exchange);
    const dayOf = q.interval === '1d' ? (b: Bar) => b.ts : (b: Bar) => tradingDayOf(spec, b.ts, calendar);
    return bars.filter((b) => heldOn(dayOf(b)) === b.instrument);
  }

  /**
   * The main contract's daily values of one column, unadjusted, finite values only, with the demo flag and the sources
   * of the bars read: each held contract over the runs of days it is held, not every held contract's whole range.
   */
  private async mainDailyColumn(
    address: MdAddress,
    q: { from: number; to: number },
    column: BarColumn,
  ): Promise<{ points: [number, number][]; demo: boolean; sources: string[] }> {
    const { days, next } = await this.mainPath(productKeyOf(address.instrument));
    const points: [number, number][] = [];
    if (days.length === 0) return { points, demo: false, sources: [] };
    const held = new Map(days.map((d) => [d.ts, d.instrument]));
    const lastDay = days[days.length - 1].ts;
    const runs: { instrument: string; from: number; to: number }[] = [];
    for (const d of days) {
      if (d.ts < q.from || d.ts > q.to) continue;
      const run = runs[runs.length - 1];
      if (run?.instrument === d.instrument) run.to = d.ts;
      else runs.push({ instrument: d.instrument, from: d.ts, to: d.ts });
    }
    // A daily bar after the last day the path knows (written since) is the next contract's, as for minute bars.
    if (next && q.to > lastDay) runs.push({ instrument: next.instrument, from: Math.max(q.from, lastDay + 1), to: q.to });
    let demo = false;
    const sources = new Set<string>();
    for (const r of await this.bars.runsColumn(runs, column)) {
      if ((r.ts > lastDay ? next?.instrument : held.get(r.ts)) !== r.instrument || !Number.isFinite(r.value)) continue;
      points.push([r.ts, r.value]);
      demo ||= r.demo;
      sources.add(r.source);
    }
    return { points, demo, sources: [...sources].sort() };
  }

  /** The held contract per daily bar date in [from, to]: the same path `@main` reads its bars from. */
  async heldDays(productKey: string, from: number, to: number): Promise<{ ts: number; instrument: string }[]> {
    const { days } = await this.mainPath(productKey);
    return days.filter((d) => d.ts >= from && d.ts <= to).map(({ ts, instrument }) => ({ ts, instrument }));
  }

  /** The contract the `@main` rule holds after the last stored daily bar (today), or null without daily bars. */
  async heldContract(productKey: string): Promise<string | null> {
    const { days, next } = await this.mainPath(productKey);
    return next?.instrument ?? days[days.length - 1]?.instrument ?? null;
  }

  private async mainPath(productKey: string): Promise<MainPath> {
    let entry = this.rolls.get(productKey);
    if (!entry) {
      entry = { roll: this.fullRoll(productKey), writtenFrom: null, written: new Set() };
      this.rolls.set(productKey, entry);
    } else if (entry.writtenFrom !== null) {
      const from = entry.writtenFrom;
      const written = [...entry.written];
      entry.writtenFrom = null;
      entry.written = new Set();
      // After the roll asked for (a write during its read is read again: continuing from the same day is idempotent).
      entry.roll = entry.roll.then((roll) =>
        roll.lastDay !== null && from >= roll.lastDay ? this.continuedRoll(productKey, roll, written) : this.fullRoll(productKey),
      );
    }
    const asked = entry;
    const roll = asked.roll;
    try {
      return (await roll).path;
    } catch (error) {
      if (this.rolls.get(productKey) === asked && asked.roll === roll) this.rolls.delete(productKey);
      throw error;
    }
  }

  /** The product's dated contracts among `instruments` (`SHFE.FU2601` of `SHFE.FU`; not `@main`, not another code sharing the prefix). */
  private contractsOf(productKey: string, instruments: Iterable<string>): string[] {
    const [exchange, code] = productKey.split('.');
    return [...instruments].filter((i) => {
      const ref = parseInstrument(i);
      return ref?.exchange === exchange && ref.code === code && ref.month !== null;
    });
  }

  /**
   * Runs `work` after the lane's previous work: rolls from the start run one at a time, each yielding a turn of the event
   * loop between its slices. At start every ticking product's roll is asked at once; slices of several rolls each
   * yielding on their own would still run back to back in one turn (setImmediate callbacks queued together run
   * together), and interleaved they would all finish last, delaying the first `@main` tick.
   */
  private inLane<T>(work: () => Promise<T>): Promise<T> {
    const run = this.lane.then(work);
    this.lane = run.catch(() => undefined);
    return run;
  }

  /**
   * The rule from the first day over every stored daily bar of the product's contracts: a year of bars at a time, each
   * continuing the roll, one slice per turn of the event loop, in the lane (ten years of a swap's 100-odd contracts are
   * 40,000 bars, over 100 ms read and rolled at once).
   */
  private fullRoll(productKey: string): Promise<ProductRoll> {
    return this.inLane(async () => {
      const contracts = this.contractsOf(productKey, await this.bars.instrumentsLike(productKey, '1d'));
      const span = await this.bars.dailySpan(contracts);
      let roll: MainRoll | null = null;
      for (let from = span?.first ?? 0; span && from <= span.last; from += ROLL_SLICE_MS) {
        await new Promise((resolve) => setImmediate(resolve));
        roll = continueMainRoll(roll, await this.bars.openInterest(contracts, roll?.lastDay ?? from, from + ROLL_SLICE_MS), monthOf);
      }
      return { ...(roll ?? continueMainRoll(null, [], monthOf)), contracts: new Set(contracts) };
    });
  }

  /** `roll` continued with the daily bars from its last day on (contracts written since included). */
  private async continuedRoll(productKey: string, roll: ProductRoll, written: readonly string[]): Promise<ProductRoll> {
    const contracts = new Set([...roll.contracts, ...this.contractsOf(productKey, written)]);
    const bars = await this.bars.openInterest([...contracts], roll.lastDay ?? 0);
    return { ...continueMainRoll(roll, bars, monthOf), contracts };
  }
}
