/**
 * Known answers of a table panel row (src/components/PageView/tableFigures.ts), by hand from the definitions in
 * docs/domain.md ("z-score and percentile"): closes 100, 102, 101, 105 with a window of 3.
 */
import { tableFigures } from '@/components/PageView/tableFigures';

const DAY = 86_400_000;

test('last close, change, z-score and percentile against the window before it, mean / min / max of the window', () => {
  const f = tableFigures(
    [100, 102, 101, 105].map((v, i) => [i * DAY, v] as const),
    3,
  );
  expect(f.last).toBe(105);
  expect(f.time).toBe(3 * DAY);
  expect(f.change).toBe(4);
  expect(f.changePct).toBeCloseTo((4 / 101) * 100, 12);
  // 105 against [100, 102, 101]: mean 101, sd 1 -> z 4; above the window's maximum -> percentile 100.
  expect(f.zScore).toBeCloseTo(4, 12);
  expect(f.percentile).toBe(100);
  // The last 3 closes [102, 101, 105].
  expect(f.mean).toBeCloseTo(308 / 3, 12);
  expect([f.min, f.max]).toEqual([101, 105]);
});

test('an empty series has no figures; a spread through zero has no change %', () => {
  expect(tableFigures([], 3).last).toBeNull();
  const f = tableFigures(
    [
      [0, -2],
      [DAY, 1],
    ],
    3,
  );
  expect(f.change).toBe(3);
  expect(f.changePct).toBeNull();
  expect(f.zScore).toBeNull();
});
