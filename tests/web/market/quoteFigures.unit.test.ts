/**
 * A quote row's reference figures (src/services/market/quoteFigures.ts) with known answers over the seeded specs:
 * SHFE FU's night session belongs to the next trading day; the reference is the previous trading day's settlement.
 */
import { productInfos } from '@/services/market/instruments';
import { changeOf, dayStamp, referencePrice, settlementOf, tradingDayOf } from '@/services/market/quoteFigures';
import { rowsOf } from '@/services/market/rows';
import { seededProducts, strategyOf } from './fixtures';

const products = productInfos(seededProducts());
const [fu, hi5] = rowsOf(['md:SHFE.FU@main', 'spread:hi5'], [strategyOf({ id: 'hi5', name: 'Hi-5' })], products, 'en-US');
const D = dayStamp;

describe('quote figures', () => {
  it('books a value on its trading date: the night session and the weekend on the next trading day', () => {
    expect(tradingDayOf(fu, { ts: Date.UTC(2025, 0, 8, 2, 0) })).toBe(D('2025-01-08')); // Wed 10:00 Shanghai
    expect(tradingDayOf(fu, { ts: Date.UTC(2025, 0, 8, 13, 30) })).toBe(D('2025-01-09')); // Wed 21:30: night
    expect(tradingDayOf(fu, { ts: Date.UTC(2025, 0, 10, 13, 30) })).toBe(D('2025-01-13')); // Fri 21:30: Monday
    expect(tradingDayOf(fu, { ts: Date.UTC(2025, 0, 11, 12, 0) })).toBe(D('2025-01-13')); // Saturday: still Monday's
    // A spread: its latest leg's (Singapore legs, Wed 16:00 SGT).
    const ts = Date.UTC(2025, 0, 8, 8, 0);
    expect(tradingDayOf(hi5, { ts, legs: [{ instrument: 'ICE.MF05', ts }] })).toBe(D('2025-01-08'));
    // No product known: the UTC day, as before.
    expect(tradingDayOf({ product: null, legProducts: [] }, { ts: Date.UTC(2025, 0, 8, 13, 30) })).toBe(D('2025-01-08'));
  });

  it('takes the previous settlement, or the close where none is stored or the product settles on close', () => {
    const closes = [
      [D('2025-01-09'), 2790],
      [D('2025-01-10'), 2800],
    ] as const;
    const settles = [
      [D('2025-01-09'), 2788],
      [D('2025-01-10'), 2805],
    ] as const;
    expect(referencePrice(closes, settles, D('2025-01-13'))).toEqual({ value: 2805, day: D('2025-01-10'), kind: 'settle' });
    expect(referencePrice(closes, settles.slice(0, 1), D('2025-01-13'))).toEqual({ value: 2800, day: D('2025-01-10'), kind: 'close' });
    expect(referencePrice(closes, null, D('2025-01-10'))).toEqual({ value: 2790, day: D('2025-01-09'), kind: 'close' });
    expect(referencePrice([], null, D('2025-01-10'))).toBeNull();
    expect(settlementOf(settles, D('2025-01-10'))).toBe(2805);
    expect(settlementOf(settles, D('2025-01-13'))).toBeNull();
  });

  it('gives change % for outright prices above zero only', () => {
    const ref = (value: number) => ({ value, day: 0, kind: 'settle' as const });
    expect(changeOf(2828, ref(2805), true)).toEqual({ change: 23, changePct: (23 / 2805) * 100 });
    // The spread near zero: +198 % is not a move; the change stays in units.
    expect(changeOf(0.3, ref(0.1), false)).toEqual({ change: 0.19999999999999998, changePct: null });
    // WTI settled at -37.63 on 2020-04-20 (CME): no percent against a negative price.
    expect(changeOf(10.01, ref(-37.63), true)?.changePct).toBeNull();
    expect(changeOf(1, null, true)).toBeNull();
  });
});
