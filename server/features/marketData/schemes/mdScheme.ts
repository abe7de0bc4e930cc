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
import { mainContractPath, type MainPath } from '../mainContract';
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

export class MdScheme implements SeriesScheme<'md'>, MainContracts {
  /** Main-contract paths per product, dropped when a daily bar of the product is written. */
  private readonly mainPaths = new Map<string, Promise<MainPath>>();

  constructor(
    private readonly reference: () => ReferenceData,
    private readonly bars: SqlBarStore,
  ) {}

  /** Bars of `productKey` changed: its main-contract path is recomputed on the next read. */
  invalidate(productKey: string): void {
    this.mainPaths.delete(productKey);
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
    const inRange = days.filter((d) => d.ts >= q.from - 7 * 86_400_000 && d.ts <= q.to).map((d) => d.instrument);
    const instruments = [...new Set(next ? [...inRange, next.instrument] : inRange)];
    const bars = await this.bars.rangeMany(instruments, q.interval, q.from, q.to);
    const dayOf = q.interval === '1d' ? (b: Bar) => b.ts : (b: Bar) => tradingDayOf(spec, b.ts, this.reference().tradingCalendar(spec.exchange));
    // Minute bars of a trading day without a daily bar yet (today) come from the contract the rule holds next.
    const heldOn = (day: number) => (day > lastDay ? next?.instrument : held.get(day));
    return bars.filter((b) => heldOn(dayOf(b)) === b.instrument);
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

  private mainPath(productKey: string): Promise<MainPath> {
    let path = this.mainPaths.get(productKey);
    if (!path) {
      path = this.computeMainPath(productKey);
      this.mainPaths.set(productKey, path);
      path.catch(() => this.mainPaths.delete(productKey));
    }
    return path;
  }

  private async computeMainPath(productKey: string): Promise<MainPath> {
    const [exchange, code] = productKey.split('.');
    const contracts = (await this.bars.instrumentsLike(productKey, '1d')).filter((i) => {
      const ref = parseInstrument(i);
      return ref?.exchange === exchange && ref.code === code && ref.month !== null;
    });
    const bars = await this.bars.rangeMany(contracts, '1d', 0, Number.MAX_SAFE_INTEGER);
    return mainContractPath(bars, monthOf);
  }
}
