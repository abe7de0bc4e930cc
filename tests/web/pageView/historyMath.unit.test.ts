/**
 * Known answers of the history panel's transforms and bands (src/components/PageView/historyMath.ts), computed by hand
 * from the definitions in docs/domain.md ("z-score and percentile": the window before a point, sample sd, type-7
 * quantiles): closes 1, 2, 3, 4, 10 with a window of 3.
 */
import { trailingZScores } from '@common/domain/trailingScores';
import { percentileBand, transformed, zBand } from '@/components/PageView/historyMath';

const points = [1, 2, 3, 4, 10].map((v, i) => [i * 86_400_000, v] as const);

test('change is against the point before; z-score is the trailing one', () => {
  expect(transformed(points, 'change', 3).map((p) => p[1])).toEqual([null, 1, 1, 1, 6]);
  // 10 against [2, 3, 4]: mean 3, sd 1 -> 7.
  expect(transformed(points, 'zScore', 3)[4][1]).toBeCloseTo(7, 12);
  expect(transformed(points, 'level', 3)).toEqual(points);
});

test('the k-sd band is mean +- k sd of the window before each point, so a point is outside it exactly when |z| > k', () => {
  const band = zBand(points, 3, 2);
  expect(band.lower[4][1]).toBeCloseTo(1, 12); // 3 - 2 x 1
  expect(band.upper[4][1]).toBeCloseTo(5, 12);
  // [1, 2]: mean 1.5, sd 0.70711.
  expect(band.upper[2][1]).toBeCloseTo(1.5 + 2 * Math.SQRT1_2, 12);
  expect(band.lower[0][1]).toBeNull();
  expect(band.lower[1][1]).toBeNull();
  const z = trailingZScores(
    points.map((p) => p[1]),
    3,
  );
  points.forEach(([, v], i) => {
    const hi = band.upper[i][1];
    const lo = band.lower[i][1];
    if (hi === null || lo === null || z[i] === null) return;
    expect(v > hi || v < lo).toBe(Math.abs(z[i] as number) > 2);
  });
});

test('the percentile band takes type-7 quantiles of the window before each point', () => {
  const band = percentileBand(points, 3, [25, 75]);
  // [1, 2, 3]: P25 = 1.5, P75 = 2.5; [2, 3, 4]: 2.5, 3.5.
  expect([band.lower[3][1], band.upper[3][1]]).toEqual([1.5, 2.5]);
  expect([band.lower[4][1], band.upper[4][1]]).toEqual([2.5, 3.5]);
  expect(band.lower[1][1]).toBeNull();
});
