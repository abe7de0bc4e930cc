import type { Tick } from '../../common/contract/marketData';
import { MainTickAlias } from '../../server/features/marketData/mainTicks';

const tick = (instrument: string, last: number, oi: number | null = null, ts = 1_795_400_000_000): Tick => ({
  instrument,
  ts,
  last,
  oi,
  demo: true,
  feed: 'demo',
});
const flush = () => new Promise((r) => setImmediate(r));

function setup(held: Record<string, string | null>) {
  const published: Tick[] = [];
  const alias = new MainTickAlias(
    { publish: (ticks) => published.push(...ticks) },
    async (key) => held[key] ?? null,
    () => 1_795_400_000_000,
  );
  return { alias, published };
}

describe('live @main ticks (server/features/marketData/mainTicks.ts)', () => {
  it('repeats the ticks of the contract the roll rule holds under the continuous name, and only those', async () => {
    const { alias, published } = setup({ 'SHFE.FU': 'SHFE.FU2605' });
    // First sight: the rule is asked; until it answers, the only contract seen leads.
    alias.onTicks([tick('SHFE.FU2605', 2800, 100)]);
    await flush();
    // The rule holds FU2605 although FU2601 shows more open interest today (the rule reads the previous day's).
    alias.onTicks([tick('SHFE.FU2601', 2790, 900), tick('SHFE.FU2605', 2810, 100)]);
    expect(published.map((t) => [t.instrument, t.last])).toEqual([
      ['SHFE.FU@main', 2800],
      ['SHFE.FU@main', 2810],
    ]);
    expect(published[1]).toMatchObject({ oi: 100, demo: true, feed: 'demo' });
  });

  it('without stored daily bars follows the largest open interest seen in live ticks', async () => {
    const { alias, published } = setup({});
    alias.onTicks([tick('DCE.PG2601', 4500, 50), tick('DCE.PG2602', 4480, 80)]);
    await flush();
    alias.onTicks([tick('DCE.PG2601', 4501, 50), tick('DCE.PG2602', 4481, 80)]);
    // PG2601 led until PG2602 showed more open interest.
    expect(published.map((t) => [t.instrument, t.last])).toEqual([
      ['DCE.PG@main', 4500],
      ['DCE.PG@main', 4480],
      ['DCE.PG@main', 4481],
    ]);
  });

  it('never repeats continuous or undated instruments', async () => {
    const { alias, published } = setup({ 'SHFE.FU': 'SHFE.FU2605' });
    alias.onTicks([tick('SHFE.FU@main', 2800), tick('FX.USDCNY', 7.1)]);
    await flush();
    alias.onTicks([tick('SHFE.FU@main', 2800), tick('FX.USDCNY', 7.1)]);
    expect(published).toEqual([]);
  });
});

describe('live @main ticks while the stored history ends before today (issue 18: first start)', () => {
  it('a held contract no longer listed (the back-fill is still writing 2023) gives way to the live open-interest leader', async () => {
    const published: Tick[] = [];
    // The history written so far holds FU2309, long expired; today the listed contracts are FU2601 and FU2605.
    const alias = new MainTickAlias(
      { publish: (ticks) => published.push(...ticks) },
      async () => 'SHFE.FU2309',
      () => 1_795_400_000_000,
      (instrument) => instrument !== 'SHFE.FU2309',
    );
    alias.onTicks([tick('SHFE.FU2601', 2800, 900), tick('SHFE.FU2605', 2790, 100)]);
    await flush();
    alias.onTicks([tick('SHFE.FU2601', 2801, 900), tick('SHFE.FU2605', 2791, 100)]);
    // Before the fix the second batch published nothing (the held FU2309 never ticks) until the history caught up.
    expect(published.map((t) => [t.instrument, t.last])).toEqual([
      ['SHFE.FU@main', 2800],
      ['SHFE.FU@main', 2801],
    ]);
  });
});
