/**
 * Known answers for common/domain/surprise.ts. The definition is the domain reference's ("Economic calendar rows":
 * surprise = (actual - consensus) / std), with the std taken over the event's past surprises (issue 11). The
 * expected standard deviations are numpy's `np.std(x, ddof=1)`, worked by hand below.
 */
import { MIN_SURPRISE_HISTORY, surpriseHistory, surpriseOf } from '../../common/domain/surprise';

describe('surpriseOf', () => {
  // Past misses 0.1, -0.2, 0.3, 0.0, -0.1: mean 0.02, squared deviations 0.0064 + 0.0484 + 0.0784 + 0.0004 + 0.0144
  // = 0.148, / (5 - 1) = 0.037, std = sqrt(0.037) = 0.192353840616713 (np.std(x, ddof=1)).
  const past = [0.1, -0.2, 0.3, 0.0, -0.1];

  it('scales actual - consensus by the sample std of past surprises', () => {
    const s = surpriseOf(3.4, 3.1, past);
    expect(s?.raw).toBeCloseTo(0.3, 12);
    expect(s?.count).toBe(5);
    expect(s?.z).toBeCloseTo(0.3 / 0.192353840616713, 9);
  });

  it('gives the raw surprise but no z with too little history or no spread', () => {
    expect(surpriseOf(2, 1, past.slice(0, MIN_SURPRISE_HISTORY - 1))).toEqual({ raw: 1, z: null, count: 4 });
    expect(surpriseOf(2, 1, [0.5, 0.5, 0.5, 0.5, 0.5])).toEqual({ raw: 1, z: null, count: 5 });
  });

  it('is null without an actual or a consensus', () => {
    expect(surpriseOf(null, 1, past)).toBeNull();
    expect(surpriseOf(1, null, past)).toBeNull();
  });
});

describe('surpriseHistory', () => {
  it('scales each release by the releases before it only', () => {
    const rows = [
      { actual: 1.1, consensus: 1.0 },
      { actual: 0.8, consensus: 1.0 },
      { actual: null, consensus: 1.0 },
      { actual: 1.3, consensus: 1.0 },
      { actual: 1.0, consensus: 1.0 },
      { actual: 0.9, consensus: 1.0 },
      { actual: 1.2, consensus: 1.0 },
    ];
    const out = surpriseHistory(rows);
    expect(out[2]).toBeNull();
    expect(out.slice(0, 6).every((s) => s === null || s.z === null)).toBe(true);
    // The seventh release sees the five misses 0.1, -0.2, 0.3, 0.0, -0.1 of the past: std 0.192353840616713.
    expect(out[6]?.count).toBe(5);
    expect(out[6]?.z).toBeCloseTo(0.2 / 0.192353840616713, 9);
  });
});
