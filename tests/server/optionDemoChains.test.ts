/**
 * The demo option chains (server/features/futOptCrossSectionData/demoChains.ts): seeded (the same seed, product and
 * day give the same chain; another seed another), strikes on the product's interval around the futures price,
 * settlements on the option tick and never below one tick, a stored settlement of the underlying used as F, open
 * interest peaking near the money and lower in later months, and the implied volatilities read back through
 * the server's path (chain.ts: BAW IVs, Cboe smile) showing the simulator's skew: over a year of days the 25-delta
 * risk reversal of the front SC expiry is mostly negative (a put skew), as the simulator's drift is built to be.
 */
import { expiryOf } from '../../server/features/futOptCrossSectionData/chain';
import { DEMO_OPTION_UNDERLYINGS, demoChains } from '../../server/features/futOptCrossSectionData/demoChains';

const EXPIRIES = [
  { underlying: 'INE.SC2505', expiry: '2025-04-23', days: 22, index: 0, settle: null },
  { underlying: 'INE.SC2506', expiry: '2025-05-26', days: 55, index: 1, settle: 571.3 },
];

test('seeded, on the strike grid and the option tick; a stored settlement is the futures price', () => {
  const a = demoChains('seed-1', 'INE.SC', '2025-04-01', EXPIRIES);
  expect(demoChains('seed-1', 'INE.SC', '2025-04-01', EXPIRIES)).toEqual(a);
  expect(demoChains('seed-2', 'INE.SC', '2025-04-01', EXPIRIES)).not.toEqual(a);
  expect(a[1].futuresPrice).toBe(571.3);
  const { strikeStep, optionTick } = DEMO_OPTION_UNDERLYINGS['INE.SC'];
  for (const chain of a) {
    expect(chain.rows).toHaveLength(42);
    for (const r of chain.rows) {
      expect(Math.abs(r.strike / strikeStep - Math.round(r.strike / strikeStep))).toBeLessThan(1e-9);
      expect(Math.abs(r.settle / optionTick - Math.round(r.settle / optionTick))).toBeLessThan(1e-6);
      expect(r.settle).toBeGreaterThanOrEqual(optionTick);
      expect(r.volume).toBeLessThanOrEqual(r.oi);
    }
    const strikes = chain.rows.map((r) => r.strike);
    expect(Math.min(...strikes)).toBeLessThan(chain.futuresPrice);
    expect(Math.max(...strikes)).toBeGreaterThan(chain.futuresPrice);
  }
  // Near the money (three strikes either side) the front month holds more open interest than the next.
  const nearMoney = (i: number) => a[i].rows.filter((r) => Math.abs(r.strike - a[i].futuresPrice) <= 3 * strikeStep).reduce((s, r) => s + r.oi, 0);
  expect(nearMoney(0)).toBeGreaterThan(nearMoney(1));
  expect(demoChains('seed-1', 'SHFE.NOSUCH', '2025-04-01', EXPIRIES)).toEqual([]);
});

test('open interest peaks near the money; the risk reversal is mostly a put skew over a year', () => {
  let negative = 0;
  let days = 0;
  for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += 21 * 86_400_000) {
    const date = new Date(t).toISOString().slice(0, 10);
    const [chain] = demoChains('seed-1', 'INE.SC', date, [{ ...EXPIRIES[0], expiry: new Date(t + 30 * 86_400_000).toISOString().slice(0, 10), days: 30 }]);
    const byStrike = new Map<number, number>();
    for (const r of chain.rows) byStrike.set(r.strike, (byStrike.get(r.strike) ?? 0) + r.oi);
    const peak = [...byStrike.entries()].sort((x, y) => y[1] - x[1])[0][0];
    expect(Math.abs(peak - chain.futuresPrice)).toBeLessThanOrEqual(4 * DEMO_OPTION_UNDERLYINGS['INE.SC'].strikeStep);
    const x = expiryOf(chain, date, 0.015);
    expect(x.atmIv).not.toBeNull();
    if ((x.rr25 as number) < 0) negative += 1;
    days += 1;
  }
  expect(negative / days).toBeGreaterThan(0.6);
});
