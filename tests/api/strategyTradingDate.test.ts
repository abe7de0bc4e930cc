/**
 * Issue 18: a strategy's values are dated by the exchange's trading date of its first price leg's product
 * (server/features/strategy/tradingDate.ts, common/domain/sessions.ts), for its daily bars and for the dated rates it
 * reads; and its catalogue entry is demo when any input is. What ships: the seeded reference data and strategies,
 * ticks on the app's bus, bars through the real bar store; only the clock is fake.
 */
import { RATE_KEYS } from '../../common/contract/reference';
import { makeTestApp, must, type TestApp } from './helpers';
import { tick } from './marketRows';

let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
});
afterAll(() => t.close());

const seedId = async (seedKey: string) => must(await t.db.selectFrom('strategies').select('id').where('seed_key', '=', seedKey).executeTakeFirst(), seedKey).id;

/** The daily bars of a strategy after the engine's flush. */
async function dailyBarsOf(id: string) {
  await t.app.strategy.engine?.flush();
  return t.app.bars.range({ instrument: `spread:${id}`, interval: '1d', from: 0, to: Number.MAX_SAFE_INTEGER });
}

describe('spread daily bars on the trading date of the first leg', () => {
  test("an FU spread tick on Friday 21:30 Shanghai lands in Monday's bar, like FU's own", async () => {
    // 2025-08-01 is a Friday; 21:30 in Shanghai (UTC+8) is 13:30Z. SHFE's night session belongs to the next trading day.
    const at = Date.parse('2025-08-01T13:30:00Z');
    t.clock.set(at);
    await t.app.strategy.reload();
    const id = await seedId('fu_inner_outer_usd_t');
    t.app.bus.publish([tick('SHFE.FU@main', 2800, at), tick('FX.USDCNY', 7.1, at + 1), tick('ICE.SG380@main', 392.55, at + 2)]);
    const days = (await dailyBarsOf(id)).map((b) => new Date(b.ts).toISOString().slice(0, 10));
    expect(days).toEqual(['2025-08-04']);
  });

  test('a Brent-WTI tick on Friday evening in London is Friday, never a Saturday bar', async () => {
    // Friday 2025-08-01 22:30 BST (21:30Z) is Saturday 05:30 in UTC+8, the old rule's date.
    const at = Date.parse('2025-08-01T21:30:00Z');
    t.clock.set(at);
    const id = await seedId('brent_wti');
    t.app.bus.publish([tick('ICE.BRENT@main', 82.5, at), tick('NYMEX.WTI@main', 78.25, at + 1)]);
    const days = (await dailyBarsOf(id)).map((b) => new Date(b.ts).toISOString().slice(0, 10));
    expect(days).toEqual(['2025-08-01']);
  });
});

describe('rates by trading date', () => {
  test("a Friday-night minute before the Monday VAT change gets Monday's VAT", async () => {
    // China's general VAT rate went from 16 % to 13 % on Monday 2019-04-01 (seeded, Ministry of Finance notice 2019
    // No. 39). SHFE fuel oil has a night session since 2018-07-16 (seeded product version): Friday 2019-03-29 21:30
    // Shanghai (13:30Z) is booked on Monday 2019-04-01, so the minute uses 13 %.
    const minute = Date.parse('2019-03-29T13:30:00Z');
    await t.app.bars.upsert([
      {
        instrument: 'SHFE.FU1909',
        interval: '1m',
        ts: minute,
        open: 2826,
        high: 2826,
        low: 2826,
        close: 2826,
        settle: null,
        volume: null,
        oi: null,
        demo: false,
        source: 'test',
      },
    ]);
    const res = await t.call(
      '/v2/strategy/preview',
      {
        legs: [{ alias: 'FU', instrument: 'SHFE.FU1909' }],
        rates: [{ alias: 'VAT', key: RATE_KEYS.vatGeneral }],
        formula: 'FU / (1 + VAT)',
        unit: 'CNY/t',
        interval: '1m',
        from: minute - 60_000,
        to: minute + 60_000,
      },
      await t.tokenFor('admin'), // signed in at the moved clock
    );
    expect(res.status).toBe(200);
    // 2826 / 1.13 = 2500.885 (Monday's 13 %); the calendar date's 16 % gave 2826 / 1.16 = 2436.207.
    expect(res.body.data.points).toEqual([[minute, expect.closeTo(2826 / 1.13, 6)]]);
  });
});

describe('honest demo flags', () => {
  test('spread:brent_wti is demo in the catalogue when its legs are demo, before any spread bar is stored', async () => {
    const id = await seedId('brent_wti');
    await t.db.deleteFrom('md_bars').where('instrument', '=', `spread:${id}`).execute();
    // The demo back-fill's bars of both legs' contracts (the @main legs roll through them).
    const day = Date.parse('2025-07-31T00:00:00Z');
    const demoBar = (instrument: string, close: number) => ({
      instrument,
      interval: '1d' as const,
      ts: day,
      open: close,
      high: close,
      low: close,
      close,
      settle: close,
      volume: null,
      oi: 1,
      demo: true,
      source: 'demo',
    });
    await t.app.bars.upsert([demoBar('ICE.BRENT2510', 82), demoBar('NYMEX.WTI2509', 78)]);
    t.clock.advance(60_000); // the catalogue's coverage is cached for 30 s
    const res = await t.call('/v2/marketData/catalog', { search: 'spread:', kind: 'spread' }, await t.tokenFor('admin'));
    const entry = must(
      (res.body.data.list as { address: string; demo: boolean; seedKey?: string }[]).find((e) => e.address === `spread:${id}`),
      'brent_wti entry',
    );
    expect(entry.demo).toBe(true);
    // Still named as seeded: the web names it in the reader's language (strategy.seed.<seedKey>).
    expect(entry.seedKey).toBe('brent_wti');
  });
});
