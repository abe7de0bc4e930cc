/**
 * The demo simulator (server/features/feeds/demo/): ticks on the tick grid and only in trading sessions, deterministic for a
 * seed, spreads of the simulated legs in plausible bands (the list; levels from docs/domain.md: TA - 0.655 PX
 * usually 450-700 CNY/t, FX around 7.1), the main contract rolling by open interest, and the history backfill.
 * Pure model and feed functions: no database (the backfill writes to an in-memory bar store).
 */
import { isInSession } from '../../common/domain/sessions';
import { isOnTickGrid } from '../../common/domain/tickGrid';
import { parseInstrument, productKeyOf } from '../../common/market/address';
import { backfillDemo } from '../../server/features/feeds/demo/backfill';
import { demoTicks } from '../../server/features/feeds/demo/demoTicks';
import { DAY_MS, DEMO_LPG_PARITY, DemoModel, type legPrices } from '../../server/features/feeds/demo/model';
import { SEED_PRODUCTS } from '../../server/features/reference/seed';
import { fakeBars } from '../market/feedsFakes';
import { must } from '../support/must';
import { seededProduct, seededReference } from '../support/seededReference';
import { TradingCalendar } from '../../common/domain/tradingCalendar';
import { tradingDayOf } from '../../server/infra/market/tradingDate';

// The seeded reference data (server/features/reference/seed.ts), today 2025-04-01.
const reference = seededReference('2025-04-01');
const all = { alwaysOpen: false, serves: () => true };
// As the simulator picks them: the current version of each product (a product listed later: its first version).
// Looked up once per product: the tests below ask for thousands of ticks.
const specs = new Map(reference.products().map((p) => [`${p.exchange}.${p.code}`, p]));
const specOf = (instrument: string) => {
  const ref = parseInstrument(instrument);
  return ref ? specs.get(productKeyOf(ref)) : undefined;
};
// Tuesday 2025-04-01 02:00 UTC: 10:00 in Shanghai (day session), 03:00 in London, 22:00 Monday in New York.
const TUESDAY = Date.UTC(2025, 3, 1, 2, 0, 0);
const SATURDAY_NOON = Date.UTC(2025, 3, 5, 12, 0, 0);

describe('demo ticks', () => {
  const model = new DemoModel('test-seed');

  it('are on each product tick grid, flagged demo, and move in whole ticks', () => {
    const instants = Array.from({ length: 40 }, (_, i) => TUESDAY + i * 3000);
    const byInstrument = new Map<string, number[]>();
    // Offending ticks are collected and asserted once: an expect per tick costs more than the simulator (12,000 calls).
    const wrong: string[] = [];
    for (const t of instants) {
      for (const tick of demoTicks(model, reference, t, all)) {
        const spec = specOf(tick.instrument);
        if (!spec) wrong.push(`${tick.instrument}: no product`);
        const tickSize = spec?.tick ?? 0;
        if (!isOnTickGrid(tick.last, tickSize)) wrong.push(`${tick.instrument} last ${tick.last} off the ${tickSize} grid`);
        if (!isOnTickGrid(tick.bid as number, tickSize)) wrong.push(`${tick.instrument} bid ${tick.bid} off the ${tickSize} grid`);
        if (tick.demo !== true || tick.feed !== 'demo') wrong.push(`${tick.instrument} not flagged demo`);
        byInstrument.set(tick.instrument, [...(byInstrument.get(tick.instrument) ?? []), tick.last]);
      }
    }
    expect(wrong).toEqual([]);
    expect(byInstrument.size).toBeGreaterThan(50);
    // Over two minutes the FU contract moves, each change a whole number of 1 CNY/t ticks.
    const fu = [...byInstrument].find(([k]) => k.startsWith('SHFE.FU'))?.[1] ?? [];
    expect(new Set(fu).size).toBeGreaterThan(1);
    for (let i = 1; i < fu.length; i++) expect(Number.isInteger(fu[i] - fu[i - 1])).toBe(true);
  });

  it('only come inside the product trading sessions', () => {
    const seen = new Set<string>();
    const outside: string[] = [];
    for (let t = TUESDAY; t < TUESDAY + DAY_MS; t += 7 * 60_000) {
      for (const tick of demoTicks(model, reference, t, all)) {
        const spec = specOf(tick.instrument);
        if (!(spec && isInSession(spec.sessions, spec.timeZone, t))) outside.push(`${tick.instrument} at ${new Date(t).toISOString()}`);
        seen.add(tick.instrument.split('.')[0]);
      }
    }
    expect(outside).toEqual([]);
    expect(seen).toEqual(new Set(['SHFE', 'INE', 'DCE', 'ZCE', 'ICE', 'NYMEX', 'FX', 'PLATTS', 'ARGUS', 'CNSPOT']));
    // Shanghai's lunch break (11:30-13:30, 04:00 UTC): no Chinese futures, Brent still trades in London.
    const lunch = demoTicks(model, reference, Date.UTC(2025, 3, 1, 4, 0, 0), all).map((t) => t.instrument.split('.')[0]);
    expect(lunch).not.toContain('SHFE');
    expect(lunch).toContain('ICE');
    expect(demoTicks(model, reference, SATURDAY_NOON, all)).toEqual([]);
  });

  it('ignore sessions when always open (DEMO_FEED_ALWAYS_OPEN) and skip products served by another feed', () => {
    const open = demoTicks(model, reference, SATURDAY_NOON, { alwaysOpen: true, serves: (p) => p !== 'SHFE.FU' });
    expect(open.length).toBeGreaterThan(50);
    expect(open.some((t) => t.instrument.startsWith('SHFE.FU'))).toBe(false);
  });

  it('skip a product whose sessions cannot be read, and keep the others', () => {
    const broken = seededReference(
      '2025-04-01',
      SEED_PRODUCTS.map((p) => (p.code === 'FU' ? { ...p, sessions: ['all day'] } : p)),
    );
    const ticks = demoTicks(model, broken, TUESDAY, all).map((x) => x.instrument);
    expect(ticks.some((i) => i.startsWith('SHFE.FU'))).toBe(false);
    expect(ticks.some((i) => i.startsWith('INE.LU'))).toBe(true);
  });

  it('are deterministic for a seed and differ between seeds', () => {
    const at = [TUESDAY, TUESDAY + 61_500, TUESDAY + 3 * DAY_MS];
    const run = (seed: string) => at.flatMap((t) => demoTicks(new DemoModel(seed), reference, t, all));
    // Each run builds its own models (a fresh model walks its path from the start: the costly part), so two are enough.
    const seedA = run('seed-a');
    expect(run('seed-a')).toEqual(seedA);
    // A fresh model asked in another order gives the same values (a restart continues the same path).
    const m = new DemoModel('seed-a');
    const late = demoTicks(m, reference, at[2], all);
    expect(demoTicks(m, reference, at[0], all)).toEqual(seedA.filter((t) => t.ts === at[0]));
    expect(late).toEqual(seedA.filter((t) => t.ts === at[2]));
    expect(run('seed-b').map((t) => t.last)).not.toEqual(seedA.map((t) => t.last));
  });
});

/** The spreads on the simulated legs, with their plausible bands. */
function spreads(legs: ReturnType<typeof legPrices>) {
  const fx = legs['FX.USDCNY'];
  const p = DEMO_LPG_PARITY;
  const parity = (legs['NYMEX.FEI'] + p.premiumFreight) * fx * (1 + p.tariff) * (1 + p.vat) + p.portFees;
  return {
    'FU/FX - SG380 (USD/t)': [legs['SHFE.FU'] / fx - legs['ICE.SG380'], -6, 10],
    'LU/FX - MF05 (USD/t)': [legs['INE.LU'] / fx - legs['ICE.MF05'], -5, 15],
    'PG - FEI import parity (CNY/t)': [legs['DCE.PG'] - parity, -420, 120],
    'TA - 0.655 PX (CNY/t)': [legs['ZCE.TA'] - 0.655 * legs['ZCE.PX'], 450, 700],
    'Brent - WTI (USD/bbl)': [legs['ICE.BRENT'] - legs['NYMEX.WTI'], 1, 6],
    'Brent - Dubai (USD/bbl)': [legs['ICE.BRENT'] - legs['ICE.DUBAI'], -1.5, 3.5],
    'SC/FX - Brent (USD/bbl)': [legs['INE.SC'] / fx - legs['ICE.BRENT'], -1, 5],
    'USD/CNY': [fx, 6.7, 7.5],
    // Issue 20's pages (bands about 3 stationary standard deviations of each factor around its centre).
    'ZCE PX - PX CFR parity (CNY/t)': [legs['ZCE.PX'] - legs['PLATTS.PXCFR'] * fx * 1.02 * 1.13, -160, 290],
    'PTA - (0.66 PX + 150) Platts (USD/t)': [legs['PLATTS.PTACFR'] - (0.66 * legs['PLATTS.PXCFR'] + 150), -20, 80],
    'PX - naphtha (USD/t)': [legs['PLATTS.PXCFR'] - legs['PLATTS.NAPHJ'], 80, 420],
    'propylene - (1.2 FEI + 200) (USD/t)': [legs['PLATTS.C3CFR'] - (1.2 * legs['NYMEX.FEI'] + 200), -140, 20],
    'visco 180 - 380 (USD/t)': [legs['ICE.SG180'] - legs['ICE.SG380'], 0, 24],
    'East-West 380 - Rotterdam 3.5 % (USD/t)': [legs['ICE.SG380'] - legs['ICE.RDAM35'], -3, 39],
    '380 crack SG380 / 6.35 - Brent (USD/bbl)': [legs['ICE.SG380'] / 6.35 - legs['ICE.BRENT'], -15.6, -8.1],
    'UCO FOB * FX - domestic (CNY/t)': [legs['ARGUS.UCOFOB'] * fx - legs['CNSPOT.UCO'], 270, 930],
  } as const;
}

describe('simulated spreads', () => {
  it.each(['demo-1', 'seed-a', 'seed-b'])('stay in their bands through a simulated day (seed %s)', (seed) => {
    const model = new DemoModel(seed);
    for (let t = TUESDAY; t < TUESDAY + DAY_MS; t += 60_000) {
      for (const [name, [value, low, high]] of Object.entries(spreads(model.legsAt(t)))) {
        if (value < low || value > high) throw new Error(`${name} = ${value} outside ${low}..${high} at ${new Date(t).toISOString()}`);
      }
    }
  });

  it('mean-revert: over three years of days each spread is in its band at least 97 % of the time and averages near its centre', () => {
    const model = new DemoModel('demo-1');
    const days = Array.from({ length: 3 * 365 }, (_, i) => Date.UTC(2022, 0, 1) + i * DAY_MS + 6 * 3600_000);
    const samples = days.map((t) => spreads(model.legsAt(t)));
    for (const name of Object.keys(samples[0]) as (keyof (typeof samples)[0])[]) {
      const values = samples.map((s) => s[name][0]);
      const [, low, high] = samples[0][name];
      const inside = values.filter((v) => v >= low && v <= high).length / values.length;
      const mean = values.reduce((a, b) => a + b, 0) / values.length;
      expect({ name, inside: inside >= 0.97 }).toEqual({ name, inside: true });
      expect(mean).toBeGreaterThan(low + (high - low) * 0.2);
      expect(mean).toBeLessThan(high - (high - low) * 0.2);
    }
    const brent = samples.map((_, i) => model.legsAt(days[i])['ICE.BRENT']);
    expect(Math.min(...brent)).toBeGreaterThan(35);
    expect(Math.max(...brent)).toBeLessThan(160);
  });
});

describe('open interest and the main contract', () => {
  it('rolls FU through the 1, 5 and 9 months, off each contract before its last month', () => {
    const model = new DemoModel('demo-1');
    const fu = must(specOf('SHFE.FU2601'), 'FU');
    const mains: string[] = [];
    for (let t = Date.UTC(2025, 0, 6, 2); t < Date.UTC(2026, 0, 6); t += 7 * DAY_MS) {
      const ticks = demoTicks(model, reference, t, { alwaysOpen: true, serves: (p) => p === 'SHFE.FU' });
      const main = ticks.reduce((a, b) => ((b.oi ?? 0) > (a.oi ?? 0) ? b : a));
      const month = Number(parseInstrument(main.instrument)?.month?.slice(5, 7));
      expect([1, 5, 9]).toContain(month);
      // Not the contract in its delivery month: the roll has happened by then.
      expect(main.instrument).not.toBe(`SHFE.FU${new Date(t).toISOString().slice(2, 4)}${new Date(t).toISOString().slice(5, 7)}`);
      if (mains[mains.length - 1] !== main.instrument) mains.push(main.instrument);
    }
    expect(fu.code).toBe('FU');
    expect(mains.length).toBeGreaterThanOrEqual(3);
  });
});

describe('history backfill', () => {
  it('writes daily bars (settle, OI) and 1-minute bars, flagged demo, once', async () => {
    const bars = fakeBars();
    const model = new DemoModel('demo-1');
    const now = Date.UTC(2025, 3, 3, 9, 0, 0);
    const first = await backfillDemo({ model, reference, bars, now, years: 0.05, minuteDays: 1, serves: (p) => p !== 'INE.LU' });
    expect(first.skipped).toBe(false);
    expect(first.dailyBars).toBeGreaterThan(500);
    expect(first.minuteBars).toBeGreaterThan(1000);
    const daily = [...bars.rows.values()].filter((b) => b.interval === '1d');
    for (const b of daily) {
      const spec = specOf(b.instrument);
      expect(b.demo).toBe(true);
      expect(b.source).toBe('demo');
      expect(isOnTickGrid(b.settle as number, spec?.tick ?? 0)).toBe(true);
      expect(b.low).toBeLessThanOrEqual(Math.min(b.open, b.close, b.settle as number));
      expect(b.high).toBeGreaterThanOrEqual(Math.max(b.open, b.close, b.settle as number));
      expect([0, 6]).not.toContain(new Date(b.ts).getUTCDay());
      expect(b.ts).toBeLessThan(now);
    }
    expect(daily.some((b) => b.instrument.startsWith('SHFE.FU') && (b.oi ?? 0) > 0)).toBe(true);
    // A product served by another feed gets no demo history.
    expect([...bars.rows.values()].some((b) => b.instrument.startsWith('INE.LU'))).toBe(false);
    // A 1-minute bar opens at the simulator's price of that minute (the live feed's path).
    const minute = [...bars.rows.values()].find((b) => b.interval === '1m' && b.instrument === 'FX.USDCNY');
    expect(minute).toBeDefined();
    const tick = demoTicks(model, reference, minute?.ts ?? 0, { alwaysOpen: true, serves: (p) => p === 'FX.USDCNY' });
    expect(tick[0].last).toBe(minute?.open);

    const again = await backfillDemo({ model, reference, bars, now, years: 0.05, minuteDays: 1, serves: () => true });
    expect(again.skipped).toBe(true);
  });
});

describe('history backfill: trading dates and a free event loop (issue 18)', () => {
  it("dates each minute as the live aggregation does: a Sunday 18:00 Chicago WTI minute is Monday's, in demo history and live", async () => {
    const bars = fakeBars();
    // Monday 2025-04-07 20:00Z (15:00 CDT): the one minute day is today, whose WTI session opened on Sunday 17:00 CDT.
    const now = Date.UTC(2025, 3, 7, 20, 0, 0);
    const ref = seededReference('2025-04-07');
    await backfillDemo({
      model: new DemoModel('demo-1'),
      reference: ref,
      bars,
      now,
      years: 0.003,
      minuteDays: 1,
      serves: (p) => p === 'NYMEX.WTI' || p === 'SHFE.FU',
    });
    const minutes = [...bars.rows.values()].filter((b) => b.interval === '1m');
    const sunday18 = Date.parse('2025-04-06T23:00:00Z');
    expect(minutes.some((b) => b.instrument.startsWith('NYMEX.WTI') && b.ts === sunday18)).toBe(true);
    // Every minute of the history belongs, by the live rule (server/infra/market/tradingDate.ts), to the day it was made for.
    const wti = must(seededProduct('NYMEX', 'WTI', '2025-04-07'), 'WTI');
    const fu = must(seededProduct('SHFE', 'FU', '2025-04-07'), 'FU');
    const days = new Set(minutes.map((b) => new Date(tradingDayOf(b.instrument.startsWith('NYMEX') ? wti : fu, b.ts)).toISOString().slice(0, 10)));
    expect([...days]).toEqual(['2025-04-07']);
  });

  it('with an exchange calendar, a holiday gets no bar and no night session is sampled before or right after it', async () => {
    const bars = fakeBars();
    // SHFE 2024 National Day closure 2024-10-01 to 10-07; now is Tuesday 2024-10-08 16:00 Shanghai.
    const closure = new TradingCalendar(['2024-10-01', '2024-10-02', '2024-10-03', '2024-10-04', '2024-10-07']);
    await backfillDemo({
      model: new DemoModel('demo-1'),
      reference: seededReference('2024-10-08'),
      bars,
      now: Date.UTC(2024, 9, 8, 8, 0, 0),
      years: 0.03,
      minuteDays: 1,
      serves: (p) => p === 'SHFE.FU',
      calendarOf: () => closure,
    });
    const dailyDays = new Set([...bars.rows.values()].filter((b) => b.interval === '1d').map((b) => new Date(b.ts).toISOString().slice(0, 10)));
    expect(dailyDays.has('2024-09-30')).toBe(true);
    for (const holiday of ['2024-10-01', '2024-10-04', '2024-10-07']) expect(dailyDays.has(holiday)).toBe(false);
    // The 1-minute day is 2024-10-08: no night session is held on 2024-09-30 (SHFE's holiday notice), so its first
    // minute is the day session's 09:00 Shanghai (01:00Z).
    const minutes = [...bars.rows.values()].filter((b) => b.interval === '1m').map((b) => b.ts);
    expect(Math.min(...minutes)).toBe(Date.parse('2024-10-08T01:00:00Z'));
  });

  it('yields to the event loop between slices, so a timer (a request) runs while the 1-minute history is written', async () => {
    const bars = fakeBars();
    const now = Date.UTC(2025, 3, 8, 2, 0, 0);
    let yields = 0;
    const run = backfillDemo({
      model: new DemoModel('demo-1'),
      reference: seededReference('2025-04-08'),
      bars,
      now,
      years: 0.003,
      minuteDays: 2,
      serves: () => true,
      onYield: () => yields++,
    });
    // A timer runs at each yield and notes how many 1-minute bars are stored: before the fix the 1-minute part ran start
    // to end in one go, so a timer saw none of them or all of them, never a part.
    const seen: number[] = [];
    const probe = setInterval(() => seen.push([...bars.rows.values()].filter((b) => b.interval === '1m').length), 0);
    const result = await run;
    clearInterval(probe);
    expect(result.minuteBars).toBeGreaterThan(0);
    expect(seen.some((n) => n > 0 && n < result.minuteBars)).toBe(true);
    expect(yields).toBeGreaterThan(1);
  });
});
