/**
 * Hand-worked cases for common/domain/investmentClock.ts. The phase table is docs/domain.md's ("Investment clock":
 * reflation -> bonds, recovery -> equities, overheat -> commodities, stagflation -> cash; growth up + inflation
 * down = recovery, up + up = overheat, down + up = stagflation, down + down = reflation). With lambda 0 the HP
 * trend is the series itself (hpFilter.test.ts), so the 'hp' directions below are the signs of plain differences.
 * No look-ahead (issue 18): the 'hp' direction uses the one-sided (real-time) trend, so a direction, a phase and a
 * phase return on a date depend only on data up to that date; appending later data never changes them.
 */
import { CLOCK_PHASES, clockPhases, direction, PHASE_ASSET, phaseAverageReturns, phaseOf } from '../../common/domain/investmentClock';

describe('direction', () => {
  it('ma: the value against its trailing average, the value included', () => {
    // index 2: mean(1, 2, 3) = 2 < 3 up; index 3: mean(2, 3, 2) = 7/3 > 2 down; index 4: mean(3, 2, 1) = 2 > 1 down.
    expect(direction([1, 2, 3, 2, 1], { method: 'ma', window: 3 })).toEqual([null, null, 'up', 'down', 'down']);
    expect(direction([2, 2, 2], { method: 'ma', window: 2 })).toEqual([null, null, null]);
  });
  it('hp: the sign of the trend step, gaps skipped', () => {
    expect(direction([3, 1, 4, 1, 5], { lambda: 0 })).toEqual([null, 'down', 'up', 'down', 'up']);
    expect(direction([1, 2, null, 4, 5])).toEqual([null, 'up', null, 'up', 'up']);
    // A symmetric V keeps its lowest trend point at the bottom, whatever the smoothing.
    expect(direction([4, 3, 2, 1, 0, 1, 2, 3, 4], { lambda: 1 })).toEqual([null, 'down', 'down', 'down', 'down', 'up', 'up', 'up', 'up']);
  });
  it('smooths a blip away with the default lambda', () => {
    const rising = [10, 11, 12, 13, 12.9, 15, 16, 17, 18, 19];
    expect(direction(rising, { lambda: 0 })[4]).toBe('down');
    expect(direction(rising)[4]).toBe('up');
  });
});

/** A quarterly-like series: trend, an 8-year cycle and deterministic noise (a linear congruential generator). */
function cycleSeries(n: number, seed: number, phase = 0): number[] {
  let state = seed;
  const noise = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648 - 0.5;
  };
  return Array.from({ length: n }, (_, i) => 100 + 0.2 * i + 5 * Math.sin((2 * Math.PI * i) / 32 + phase) + noise());
}

describe('no look-ahead', () => {
  it('a rising line up to the turn is up at every point before it, whatever follows', () => {
    // The two-sided filter (lambda 1600) called every step of this series down, the rise 0..10 included, because
    // of the fall that came after it.
    const peak = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 6, 2, -2, -6, -10, -14, -18, -22, -26];
    const dirs = direction(peak, { lambda: 1600 });
    // Each prefix up to the peak is a straight line, its own HP trend: up at 1..10.
    expect(dirs.slice(1, 11)).toEqual(new Array(10).fill('up'));
    expect(dirs.at(-1)).toBe('down');
  });
  it('appending later data never changes an earlier direction (hp and ma)', () => {
    const full = cycleSeries(79, 7);
    for (const options of [{ lambda: 1600 }, { lambda: 129600 }, { method: 'ma' as const, window: 4 }]) {
      const all = direction(full, options);
      for (const k of [12, 30, 50, 78]) expect(direction(full.slice(0, k), options)).toEqual(all.slice(0, k));
    }
  });
  it('appending later data never changes an earlier phase or phase return', () => {
    const quarters = Array.from({ length: 79 }, (_, i) => i);
    const growth = cycleSeries(79, 11).map((v, i) => [quarters[i], v] as const);
    const inflation = cycleSeries(79, 23, 2).map((v, i) => [quarters[i], v] as const);
    const asset = [{ name: 'index', points: cycleSeries(79, 5, 1).map((v, i) => [quarters[i], v] as const) }];
    const all = clockPhases(growth, inflation, { lambda: 1600 });
    for (const k of [20, 40, 60]) {
      const early = clockPhases(growth.slice(0, k), inflation.slice(0, k), { lambda: 1600 });
      expect(early).toEqual(all.slice(0, k));
      // Returns over the first k points (the last period ends at point k - 1) are the same whatever follows.
      expect(phaseAverageReturns(early, asset, { lag: 1 })).toEqual(phaseAverageReturns(all.slice(0, k), asset, { lag: 1 }));
    }
  });
});

describe('clockPhases', () => {
  it('maps each pair of directions to its phase and asset', () => {
    expect(phaseOf('up', 'down')).toBe('recovery');
    expect(phaseOf('up', 'up')).toBe('overheat');
    expect(phaseOf('down', 'up')).toBe('stagflation');
    expect(phaseOf('down', 'down')).toBe('reflation');
    expect(CLOCK_PHASES.map((p) => PHASE_ASSET[p])).toEqual(['equities', 'commodities', 'cash', 'bonds']);
  });
  it('joins the two directions on common dates', () => {
    const growth = [
      ['2024-01', 50],
      ['2024-02', 51],
      ['2024-03', 52],
      ['2024-04', 51],
      ['2024-05', 50],
    ] as const;
    const inflation = [
      ['2024-05', 2.6],
      ['2024-01', 2.0],
      ['2024-02', 1.9],
      ['2024-03', 2.1],
      ['2024-04', 2.4],
      ['2024-06', 2.7],
    ] as const;
    expect(clockPhases(growth, inflation, { lambda: 0 })).toEqual([
      { time: '2024-01', growth: null, inflation: null, phase: null },
      { time: '2024-02', growth: 'up', inflation: 'down', phase: 'recovery' },
      { time: '2024-03', growth: 'up', inflation: 'up', phase: 'overheat' },
      { time: '2024-04', growth: 'down', inflation: 'up', phase: 'stagflation' },
      { time: '2024-05', growth: 'down', inflation: 'up', phase: 'stagflation' },
    ]);
    // Inflation on its own method: against its 2-point average, 2024-02 (1.9 < 1.95) is down, 2024-03 up.
    const own = clockPhases(growth, inflation, { lambda: 0 }, { method: 'ma', window: 2 });
    expect(own.map((p) => p.phase)).toEqual([null, 'recovery', 'overheat', 'stagflation', 'stagflation']);
  });
});

describe('phaseAverageReturns', () => {
  it('averages each period return under the phase of its start date, prices as of each date', () => {
    const phases = [
      { time: 1, phase: 'recovery' as const },
      { time: 3, phase: 'recovery' as const },
      { time: 5, phase: 'overheat' as const },
      { time: 7, phase: null },
      { time: 9, phase: 'reflation' as const },
    ];
    // Prices as of 1, 3, 5, 7, 9: 100, 110, 99, 99 (as of 6), 120. Periods: 1->3 recovery +10 %, 3->5 recovery
    // -10 %, 5->7 overheat 0, 7->9 no phase, 9 has no next date.
    const stock = [
      [1, 100],
      [3, 110],
      [5, 99],
      [6, 99],
      [9, 120],
    ] as const;
    const rows = phaseAverageReturns(phases, [{ name: 'stock', points: stock }]);
    expect(rows.map((r) => r.phase)).toEqual(CLOCK_PHASES);
    const recovery = rows.find((r) => r.phase === 'recovery');
    expect(recovery?.count).toBe(2);
    expect(recovery?.meanReturn).toBeCloseTo((0.1 + -0.1) / 2, 15);
    expect(rows.find((r) => r.phase === 'overheat')).toEqual({ phase: 'overheat', asset: 'stock', meanReturn: 0, count: 1 });
    expect(rows.find((r) => r.phase === 'reflation')).toEqual({ phase: 'reflation', asset: 'stock', meanReturn: null, count: 0 });
  });
  it('with a publication lag, a period counts for the phase published by its start', () => {
    const phases = [
      { time: 1, phase: 'recovery' as const },
      { time: 2, phase: 'overheat' as const },
      { time: 3, phase: 'overheat' as const },
      { time: 4, phase: 'reflation' as const },
    ];
    const stock = [
      [1, 100],
      [2, 110],
      [3, 121],
      [4, 108.9],
    ] as const;
    // lag 1: 1->2 has no published phase yet; 2->3 (+10 %) counts for recovery (point 1); 3->4 (-10 %) for overheat.
    const rows = phaseAverageReturns(phases, [{ name: 'stock', points: stock }], { lag: 1 });
    expect(rows.find((r) => r.phase === 'recovery')?.count).toBe(1);
    expect(rows.find((r) => r.phase === 'recovery')?.meanReturn).toBeCloseTo(0.1, 15);
    expect(rows.find((r) => r.phase === 'overheat')?.count).toBe(1);
    expect(rows.find((r) => r.phase === 'overheat')?.meanReturn).toBeCloseTo(-0.1, 15);
    expect(rows.find((r) => r.phase === 'reflation')?.count).toBe(0);
    expect(() => phaseAverageReturns(phases, [], { lag: -1 })).toThrow(RangeError);
  });
  it('skips a period without a price at its start', () => {
    const rows = phaseAverageReturns(
      [
        { time: 1, phase: 'overheat' },
        { time: 2, phase: 'overheat' },
        { time: 3, phase: 'overheat' },
      ],
      [
        {
          name: 'late',
          points: [
            [2, 50],
            [3, 55],
          ],
        },
        {
          name: 'gold',
          points: [
            [1, 10],
            [2, null],
            [3, 11],
          ],
        },
      ],
    );
    expect(rows.find((r) => r.asset === 'late' && r.phase === 'overheat')).toMatchObject({ count: 1 });
    expect(rows.find((r) => r.asset === 'late' && r.phase === 'overheat')?.meanReturn).toBeCloseTo(0.1, 15);
    // gold: the null at 2 is skipped, so its as-of price there is 10: periods 0 % and +10 %.
    expect(rows.find((r) => r.asset === 'gold' && r.phase === 'overheat')?.meanReturn).toBeCloseTo(0.05, 15);
  });
});
