/**
 * The options cross-section (common/domain/optionSmile.ts):
 * - out-of-the-money selection: Cboe, "VIX White Paper" (2019), step 1's near-term example: forward
 *   F = 1962.89996, so K0 = 1960 (the strike immediately below F); puts below 1960, calls above, the average of the
 *   1960 put and call at K0 (the prices below are ours, the rule and the strikes the paper's);
 * - ATM volatility and the 25-delta risk reversal are linear interpolations (in strike, in delta), checked on points
 *   whose answers follow by hand, and on a flat Black-76 surface (Haug 1.2.2's inputs), where the risk reversal is 0.
 */
import { black76 } from '../../common/domain/black76';
import { atmVol, otmSelection, riskReversal25 } from '../../common/domain/optionSmile';

describe('otmSelection (Cboe VIX white paper, step 1)', () => {
  const chain = [
    { strike: 1970, call: 19.0, put: 26.1 },
    { strike: 1950, call: 30.2, put: 17.4 },
    { strike: 1955, call: 27.0, put: 19.3 },
    { strike: 1960, call: 24.25, put: 22.35 },
    { strike: 1965, call: 21.05, put: 23.15 },
  ];

  test('K0 = 1960 for F = 1962.89996: puts below, the average at K0, calls above', () => {
    expect(otmSelection(chain, 1962.89996)).toEqual([
      { strike: 1950, side: 'put', value: 17.4 },
      { strike: 1955, side: 'put', value: 19.3 },
      { strike: 1960, side: 'atm', value: (24.25 + 22.35) / 2 },
      { strike: 1965, side: 'call', value: 21.05 },
      { strike: 1970, side: 'call', value: 19.0 },
    ]);
  });

  test('a forward on a strike makes that strike K0; a missing value is skipped; all calls below the lowest strike', () => {
    const sel = otmSelection(
      [
        { strike: 100, call: 5, put: 4 },
        { strike: 95, call: 8, put: null },
        { strike: 105, call: null, put: 9 },
      ],
      100,
    );
    expect(sel).toEqual([{ strike: 100, side: 'atm', value: 4.5 }]);
    expect(otmSelection([{ strike: 100, call: 5, put: 4 }], 90)).toEqual([{ strike: 100, side: 'call', value: 5 }]);
  });
});

describe('atmVol', () => {
  test('linear in strike at the forward; exact on a strike; null outside', () => {
    const smile = [
      { strike: 110, iv: 0.22 },
      { strike: 100, iv: 0.25 },
      { strike: 90, iv: 0.3 },
    ];
    // 103: 0.25 + (0.22 - 0.25) * 3 / 10 = 0.241.
    expect(atmVol(smile, 103)).toBeCloseTo(0.241, 12);
    expect(atmVol(smile, 100)).toBe(0.25);
    expect(atmVol(smile, 89.9)).toBeNull();
    expect(atmVol([], 100)).toBeNull();
  });
});

describe('riskReversal25', () => {
  test('interpolated in delta: calls 0.2 -> 21 %, 0.3 -> 23 %; puts -0.3 -> 26 %, -0.2 -> 28 %', () => {
    const rr = riskReversal25(
      [
        { delta: 0.3, iv: 0.23 },
        { delta: 0.2, iv: 0.21 },
        { delta: 0.5, iv: 0.24 },
      ],
      [
        { delta: -0.2, iv: 0.28 },
        { delta: -0.3, iv: 0.26 },
      ],
    );
    expect(rr?.call).toBeCloseTo(0.22, 12);
    expect(rr?.put).toBeCloseTo(0.27, 12);
    expect(rr?.rr).toBeCloseTo(-0.05, 12);
  });

  test('a flat Black-76 surface has no skew; unbracketed deltas give null', () => {
    const sigma = 0.25;
    const strikes = [14, 16, 18, 20, 22, 24, 26, 28];
    const at = (right: 'call' | 'put') => strikes.map((K) => ({ delta: black76({ right, F: 20, K, T: 4 / 12, r: 0.09, sigma }).delta, iv: sigma }));
    expect(riskReversal25(at('call'), at('put'))?.rr).toBeCloseTo(0, 14);
    expect(riskReversal25([{ delta: 0.4, iv: 0.2 }], [{ delta: -0.25, iv: 0.2 }])).toBeNull();
  });
});
