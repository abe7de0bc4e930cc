/**
 * Bars from ticks through a fake tick bus: minute OHLC / volume from cumulative-volume increases / OI last, daily
 * bars on the trading date (night session counted to the next trading day) with settle = the volume-weighted
 * average of the day's ticks (docs/domain.md: the Chinese exchanges' settlement), leader-only subscription.
 */
import type { Bar, Tick } from '../../common/contract/marketData';
import type { BarRange, BarStore, TickBus } from '../../server/infra/market/ports';
import { aggregateFromBus, BarAggregator } from '../../server/features/marketData/barAggregator';
import { tradingDayOf } from '../../server/infra/market/tradingDate';
import { TradingCalendar } from '../../common/domain/tradingCalendar';
import { seededProduct, seededReference } from '../support/seededReference';

class MemoryBarStore implements BarStore {
  readonly bars = new Map<string, Bar>();
  writes = 0;
  async upsert(bars: readonly Bar[]) {
    this.writes++;
    for (const b of bars) this.bars.set(`${b.instrument}|${b.interval}|${b.ts}`, { ...b });
  }
  async range(q: BarRange) {
    return [...this.bars.values()]
      .filter((b) => b.instrument === q.instrument && b.interval === q.interval && b.ts >= q.from && b.ts <= q.to)
      .sort((a, b) => a.ts - b.ts);
  }
  async coverage() {
    return [];
  }
  get(instrument: string, interval: Bar['interval'], ts: number) {
    return this.bars.get(`${instrument}|${interval}|${ts}`);
  }
}

class FakeBus implements Pick<TickBus, 'publish' | 'subscribe' | 'isLeader'> {
  private listeners = new Set<(ticks: readonly Tick[]) => void>();
  constructor(private readonly leader: boolean) {}
  publish(ticks: readonly Tick[]) {
    for (const l of this.listeners) l(ticks);
  }
  subscribe(listener: (ticks: readonly Tick[]) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  isLeader() {
    return this.leader;
  }
  get subscribers() {
    return this.listeners.size;
  }
}
const asBus = (b: FakeBus) => b as unknown as TickBus;

const at = (iso: string) => Date.parse(iso);
const tick = (ts: number, last: number, volume: number | null, oi: number | null, instrument = 'SHFE.FU2601'): Tick => ({
  instrument,
  ts,
  last,
  volume,
  oi,
  demo: true,
  feed: 'demo',
});
// The seeded products (server/features/reference/seed.ts) in force in June 2025.
const [FU, SC, FX] = [seededProduct('SHFE', 'FU', '2025-06-09'), seededProduct('INE', 'SC', '2025-06-09'), seededProduct('FX', 'USDCNY', '2025-06-09')];
const [WTI, BRENT] = [seededProduct('NYMEX', 'WTI', '2025-06-09'), seededProduct('ICE', 'BRENT', '2025-06-09')];
const reference = seededReference('2025-06-09');

describe('trading date', () => {
  test.each([
    // Friday 21:00 Shanghai (13:00Z) belongs to Monday; Monday 09:00 to Monday; Monday 21:00 to Tuesday.
    { label: 'FU', spec: FU, iso: '2025-06-06T13:00:05Z', day: '2025-06-09' },
    { label: 'FU', spec: FU, iso: '2025-06-09T01:00:00Z', day: '2025-06-09' },
    { label: 'FU', spec: FU, iso: '2025-06-09T13:00:00Z', day: '2025-06-10' },
    // SC's night session runs to 02:30: Saturday 01:00 Shanghai (Friday 17:00Z) is still Monday's trading day.
    { label: 'SC', spec: SC, iso: '2025-06-06T17:00:00Z', day: '2025-06-09' },
    // USD/CNY trades 09:30-03:00 Beijing time (CFETS): 20:00Z is 04:00 Tuesday in Shanghai, after Monday's session
    // closed at 03:00. Issue 18 changed this from Tuesday: an instant between sessions belongs to the session that
    // opened last (its closing prints), not to a day whose session has not opened (common/domain/sessions.ts).
    { label: 'USDCNY', spec: FX, iso: '2025-06-09T20:00:00Z', day: '2025-06-09' },
    // Issue 18: CME Globex energy trades 17:00-16:00 Chicago time, Sunday to Friday (CME Group trading hours); the
    // Sunday evening session is Monday's trading day. 2025-06-08 is a Sunday; 18:00 CDT is 23:00Z. The old 18:00 rule
    // put it on Sunday live while the demo history put it on Monday.
    { label: 'WTI', spec: WTI, iso: '2025-06-08T23:00:00Z', day: '2025-06-09' },
    // Issue 18: ICE Brent trades 01:00-23:00 London time; Friday 22:30 BST (21:30Z) is Friday's, never a Saturday bar.
    { label: 'BRENT', spec: BRENT, iso: '2025-06-06T21:30:00Z', day: '2025-06-06' },
  ])('$label at $iso belongs to $day', ({ spec, iso, day }) => {
    expect(tradingDayOf(spec, at(iso))).toBe(at(`${day}T00:00:00Z`));
  });

  test('with the exchange calendar, no night session is held before a holiday: a late print stays on that day', () => {
    // SHFE's 2024 National Day closure: 2024-10-01 to 10-07 (SHFE notice on the 2024 holiday schedule: no night
    // session on 2024-09-30); a print at Monday 2024-09-30 21:30 Shanghai (13:30Z) belongs to Monday's day session.
    const closure = new TradingCalendar(['2024-10-01', '2024-10-02', '2024-10-03', '2024-10-04', '2024-10-07']);
    expect(tradingDayOf(FU, at('2024-09-30T13:30:00Z'), closure)).toBe(at('2024-09-30T00:00:00Z'));
    // Without the calendar every weekday trades: the next weekday.
    expect(tradingDayOf(FU, at('2024-09-30T13:30:00Z'))).toBe(at('2024-10-01T00:00:00Z'));
  });
});

describe('bar aggregation from the tick bus', () => {
  test('minute and daily bars: OHLC, volume from cumulative increases, OI last, settle = VWAP of the day', async () => {
    const store = new MemoryBarStore();
    const bus = new FakeBus(true);
    const agg = new BarAggregator(store, () => reference);
    const detach = aggregateFromBus(asBus(bus), agg);
    expect(bus.subscribers).toBe(1);
    bus.publish([
      tick(at('2025-06-06T13:00:05Z'), 3000, 10, 500), // first tick seen: no increase known
      tick(at('2025-06-06T13:00:30Z'), 3010, 30, 510), // +20
      tick(at('2025-06-06T13:00:50Z'), 2990, 40, 505), // +10
      tick(at('2025-06-06T13:01:10Z'), 3020, 100, 520), // +60, next minute
    ]);
    bus.publish([tick(at('2025-06-09T01:00:00Z'), 3030, 150, 530)]); // Monday day session, +50
    await agg.flush();
    const m0 = at('2025-06-06T13:00:00Z');
    expect(store.get('SHFE.FU2601', '1m', m0)).toEqual({
      instrument: 'SHFE.FU2601',
      interval: '1m',
      ts: m0,
      open: 3000,
      high: 3010,
      low: 2990,
      close: 2990,
      settle: null,
      volume: 30,
      oi: 505,
      demo: true,
      source: 'demo',
    });
    expect(store.get('SHFE.FU2601', '1m', at('2025-06-06T13:01:00Z'))).toMatchObject({ open: 3020, close: 3020, volume: 60, oi: 520 });
    // The night session and Monday's day session make Monday's one daily bar.
    // settle = (3010*20 + 2990*10 + 3020*60 + 3030*50) / 140 = 422800 / 140 = 3020.
    expect(store.get('SHFE.FU2601', '1d', at('2025-06-09T00:00:00Z'))).toMatchObject({
      open: 3000,
      high: 3030,
      low: 2990,
      close: 3030,
      volume: 150,
      oi: 530,
      settle: 3020,
      demo: true,
    });
    // The open minute (Monday 01:00Z) is written when the aggregation stops (app close), not before.
    expect(store.get('SHFE.FU2601', '1m', at('2025-06-09T01:00:00Z'))).toBeUndefined();
    await detach();
    expect(bus.subscribers).toBe(0);
    expect(store.get('SHFE.FU2601', '1m', at('2025-06-09T01:00:00Z'))).toMatchObject({ open: 3030, volume: 50 });
  });

  test('a restarted day count is an increase from zero; unknown instruments and non-finite prices are not aggregated', async () => {
    const store = new MemoryBarStore();
    const agg = new BarAggregator(store, () => reference);
    agg.add([
      tick(at('2025-06-09T02:00:00Z'), 3000, 500, 1),
      tick(at('2025-06-09T02:00:10Z'), 3000, 20, 1), // count restarted: +20
      tick(at('2025-06-09T02:00:20Z'), Number.NaN, 30, 1),
      tick(at('2025-06-09T02:00:30Z'), 10, 5, 1, 'XYZ.AB2601'),
    ]);
    await agg.stop();
    expect(store.get('SHFE.FU2601', '1m', at('2025-06-09T02:00:00Z'))).toMatchObject({ volume: 20, high: 3000, low: 3000 });
    expect([...store.bars.keys()].some((k) => k.startsWith('XYZ'))).toBe(false);
  });

  test('a follower process does not subscribe (the leader writes the bars once)', async () => {
    const bus = new FakeBus(false);
    const detach = aggregateFromBus(asBus(bus), new BarAggregator(new MemoryBarStore(), () => reference));
    expect(bus.subscribers).toBe(0);
    await detach();
  });
});
