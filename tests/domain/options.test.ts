/**
 * Option pricing on futures (common/domain/normal.ts, black76.ts, baroneAdesiWhaley.ts, impliedVol.ts) against
 * published values:
 * - the normal distribution: Phi(1.96) = 0.9750021048517795 and Phi(-8.5) = 9.479534822203e-18 (R's pnorm, which
 *   implements Cody's algorithm 715; the tail value also in Abramowitz & Stegun table 26.1's asymptotic region);
 *   erfc(0.5) = 0.4795001221869535 (A&S table 7.1);
 * - Black-76: Haug, The Complete Guide to Option Pricing Formulas, 2nd ed., 1.2.2's example: F = K = 20, T = 4/12,
 *   r = 9 %, sigma = 25 %: call = put = 1.1166 (1.1166414565589438 to double precision);
 * - Barone-Adesi-Whaley: Haug's table 3-2 (b = 0, K = 100, r = 10 %, T = 0.1, sigma = 15 %): F = 100 call 1.8771,
 *   put 1.8770; F = 110 call 10.0089, put 0.0410 (within 3e-3, as the table is rounded);
 * - implied volatility: the Black-76 example's price gives back 25 %.
 */
import { black76, black76Price } from '../../common/domain/black76';
import { baw, bawPrice } from '../../common/domain/baroneAdesiWhaley';
import { impliedVol } from '../../common/domain/impliedVol';
import { erfc, normalCdf } from '../../common/domain/normal';

describe('normal distribution', () => {
  test('known values, the lower tail kept relative (not 0)', () => {
    expect(normalCdf(1.96)).toBeCloseTo(0.9750021048517795, 14);
    expect(normalCdf(0)).toBe(0.5);
    expect(erfc(0.5)).toBeCloseTo(0.4795001221869535, 14);
    const tail = normalCdf(-8.5);
    expect(Math.abs(tail / 9.479534822203e-18 - 1)).toBeLessThan(1e-10);
    expect(normalCdf(-40)).toBe(0);
  });

  test('Phi(x) + Phi(-x) = 1 across the range', () => {
    for (let x = -6; x <= 6; x += 0.37) expect(normalCdf(x) + normalCdf(-x)).toBeCloseTo(1, 14);
  });
});

describe('Black-76', () => {
  const example = { F: 20, K: 20, T: 4 / 12, r: 0.09, sigma: 0.25 };

  test("Haug 1.2.2's example: call and put 1.1166414565589438", () => {
    expect(black76Price({ ...example, right: 'call' })).toBeCloseTo(1.1166414565589438, 12);
    expect(black76Price({ ...example, right: 'put' })).toBeCloseTo(1.1166414565589438, 12);
  });

  test('greeks agree with central differences of the price, and put-call parity holds', () => {
    for (const right of ['call', 'put'] as const) {
      const v = black76({ ...example, right });
      const at = (over: Partial<typeof example>) => black76Price({ ...example, ...over, right });
      const h = 1e-4;
      expect(v.delta).toBeCloseTo((at({ F: 20 + h }) - at({ F: 20 - h })) / (2 * h), 7);
      expect(v.gamma).toBeCloseTo((at({ F: 20 + 1e-3 }) - 2 * v.price + at({ F: 20 - 1e-3 })) / 1e-6, 5);
      expect(v.vega).toBeCloseTo((at({ sigma: 0.25 + h }) - at({ sigma: 0.25 - h })) / (2 * h), 6);
      expect(v.theta).toBeCloseTo(-(at({ T: example.T + h }) - at({ T: example.T - h })) / (2 * h), 5);
    }
    const call = black76Price({ ...example, F: 22, right: 'call' });
    const put = black76Price({ ...example, F: 22, right: 'put' });
    expect(call - put).toBeCloseTo(Math.exp(-0.09 * example.T) * (22 - 20), 12);
  });
});

describe('Barone-Adesi-Whaley on futures', () => {
  const table = { K: 100, T: 0.1, r: 0.1, sigma: 0.15 };

  test.each([
    [100, 'call', 1.8771],
    [100, 'put', 1.877],
    [110, 'call', 10.0089],
    [110, 'put', 0.041],
  ] as const)("Haug's table 3-2: F = %d %s = %d", (F, right, expected) => {
    expect(Math.abs(bawPrice({ ...table, F, right }) - expected)).toBeLessThan(3e-3);
  });

  test('never below the European value nor the exercise value; deep in the money it is the exercise value', () => {
    for (const F of [70, 90, 100, 110, 130]) {
      for (const right of ['call', 'put'] as const) {
        const american = bawPrice({ ...table, F, right });
        expect(american).toBeGreaterThanOrEqual(black76Price({ ...table, F, right }) - 1e-12);
        expect(american).toBeGreaterThanOrEqual(Math.max(0, right === 'call' ? F - 100 : 100 - F) - 1e-9);
      }
    }
    expect(bawPrice({ ...table, F: 200, right: 'call' })).toBe(100);
    expect(bawPrice({ ...table, F: 20, right: 'put' })).toBe(80);
  });

  test('its greeks are finite and signed as an option’s are', () => {
    const v = baw({ ...table, F: 100, right: 'put' });
    expect(v.delta).toBeLessThan(0);
    expect(v.gamma).toBeGreaterThan(0);
    expect(v.vega).toBeGreaterThan(0);
    expect(v.theta).toBeLessThan(0);
  });
});

describe('implied volatility', () => {
  test('the Black-76 example price gives back 25 %; a BAW price gives back its volatility', () => {
    const inputs = { F: 20, K: 20, T: 4 / 12, r: 0.09 };
    expect(impliedVol('black76', { ...inputs, right: 'call' }, 1.1166414565589438)).toBeCloseTo(0.25, 8);
    const american = bawPrice({ F: 95, K: 100, T: 0.5, r: 0.05, sigma: 0.42, right: 'put' });
    expect(impliedVol('baw', { F: 95, K: 100, T: 0.5, r: 0.05, right: 'put' }, american)).toBeCloseTo(0.42, 8);
  });

  test('no volatility reproduces a price below the intrinsic value or above the bracket: null', () => {
    const inputs = { F: 120, K: 100, T: 0.5, r: 0.05, right: 'call' as const };
    expect(impliedVol('black76', inputs, 15)).toBeNull();
    expect(impliedVol('baw', inputs, 19.5)).toBeNull();
    expect(impliedVol('black76', inputs, 130)).toBeNull();
    expect(impliedVol('black76', inputs, 0)).toBeNull();
  });
});
