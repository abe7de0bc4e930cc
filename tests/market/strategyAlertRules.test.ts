/**
 * server/features/strategy/alerts/rules.ts: zones, hysteresis (fires once per crossing, re-armed only inside the margin),
 * z-score (sample std, ddof = 1, as docs/domain.md's z-score) and percentile rank.
 */
import { measure, step, windowStats, type Zone } from '../../server/features/strategy/alerts/rules';
import { must } from '../support/must';

/** Runs values through a level rule and returns the indexes that fired. */
function fires(values: number[], zoneOf: (v: number) => Zone): number[] {
  let armed: boolean | null = null;
  const out: number[] = [];
  values.forEach((v, i) => {
    const s = step(armed, zoneOf(v));
    armed = s.armed;
    if (s.fire) out.push(i);
  });
  return out;
}

describe('alert rules', () => {
  const up = (v: number) => must(measure('level', { level: 10, direction: 'up', margin: 1 }, v, null), 'measure').zone;

  test('a level fires once per crossing; hovering at the level does not fire again until back below level - margin', () => {
    expect(fires([8, 9, 10.5, 9.5, 10.2, 11, 9.2, 10.1, 8.9, 10], up)).toEqual([2, 9]);
  });

  // Issue 18 changed this on purpose: a rule created beyond its level used to wait silently for a return inside
  // while its state read "fired" and nothing was delivered; a user asking "tell me when it is above 10" while it is
  // at 12 wants to hear now. The first value fires (index 0), then the rule waits to come inside as after any firing.
  test('a rule that first sees a value beyond the level fires on it, then waits to come inside', () => {
    expect(fires([12, 11, 9.5, 10.1, 8.5, 10.1], up)).toEqual([0, 5]);
    expect(step(null, 'outside')).toEqual({ armed: false, fire: true });
    expect(step(null, 'between')).toEqual({ armed: true, fire: false });
    expect(step(null, 'inside')).toEqual({ armed: true, fire: false });
  });

  test('direction down mirrors it', () => {
    const down = (v: number) => must(measure('level', { level: 10, direction: 'down', margin: 1 }, v, null), 'measure').zone;
    expect(fires([12, 10, 10.5, 9, 11, 9.9], down)).toEqual([1, 5]);
  });

  test('z-score uses the sample standard deviation and needs a spread', () => {
    // values 1..5: mean 3, sample std sqrt(2.5) = 1.5811; 3 + 2 * 1.5811 = 6.162 is |z| = 2.
    const stats = must(windowStats([1, 2, 3, 4, 5]), 'stats');
    expect(stats.moments?.sd).toBeCloseTo(1.5811388, 6);
    expect(measure('zscore', { bound: 2, margin: 0.5 }, 6.2, stats)).toMatchObject({ zone: 'outside', detail: { z: '2.02', bound: '2' } });
    // Inside needs |z| <= bound - margin = 1.5: z(5.2) = 1.39 is inside, z(5.6) = 1.64 is in the margin band.
    expect(measure('zscore', { bound: 2, margin: 0.5 }, 5.2, stats)?.zone).toBe('inside');
    expect(measure('zscore', { bound: 2, margin: 0.5 }, 5.6, stats)?.zone).toBe('between');
    expect(measure('zscore', { bound: 2, margin: 0.5 }, -0.2, stats)?.zone).toBe('outside'); // z = -2.02: both sides
    expect(measure('zscore', { bound: 2 }, 1, windowStats([2, 2, 2]))).toBeNull();
    expect(measure('zscore', { bound: 2 }, 1, null)).toBeNull();
  });

  test('percentile rank: the inverse of the type-7 quantile, 0-100 (the one percentile); the band with a margin', () => {
    // Issue 18: alerts ranked by "share at or below" (5 in 1..10 = 50) while the board used the inverse of numpy's
    // linear quantile; one definition now (common/domain/trailingScores.ts): 5 in 1..10 is index 4 of 9 = 44.44 %
    // (np.quantile(np.arange(1, 11), 4 / 9) = 5.0).
    const sorted = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const stats = must(windowStats(sorted), 'stats');
    const pct = (v: number) => measure('percentile', { low: 10, high: 90 }, v, stats)?.detail.percentile;
    expect([pct(0), pct(5), pct(10), pct(11)]).toEqual(['0.0', '44.4', '100.0', '100.0']);
    const zone = (v: number) => measure('percentile', { low: 10, high: 90, margin: 10 }, v, stats)?.zone;
    // 1.5 -> 5.6 % (outside), 2.5 -> 16.7 % (between 10 and 20), 5 -> inside, 9.5 -> 94.4 % (outside), 8.5 -> 83.3 % (between)
    expect([zone(0.5), zone(1.5), zone(2.5), zone(5), zone(8.5), zone(9.5), zone(11)]).toEqual([
      'outside',
      'outside',
      'between',
      'inside',
      'between',
      'outside',
      'outside',
    ]);
    expect(measure('percentile', { low: 10, high: 90 }, 1, windowStats([1]))).toBeNull();
  });
});
