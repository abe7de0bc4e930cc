/**
 * Known answers for common/domain/eventStudy.ts. The moves are built by hand (a point 5 before and 5 after each
 * release); their statistics come from numpy 2.4:
 *   python3 -c "import numpy as np; m=[3,-1,4,-2,5]; print(np.mean(m), np.std(m,ddof=1), [float(np.quantile(m,p)) for p in [.1,.25,.5,.75,.9]])"
 *   -> 1.8 3.1144823004794877 [-1.6, -1.0, 3.0, 4.0, 4.6]
 *   (p = [3,4,5]) -> 4.0 1.0 [3.2, 3.5, 4.0, 4.5, 4.8]
 */
import { lastAtOrBefore, moveAfter, studyWindow, type TimedPoint } from '../../common/domain/eventStudy';

const MOVES = [3, -1, 4, -2, 5];
const SURPRISES = [0.2, -0.1, 0.3, -0.4, 0.1];
const releases = MOVES.map((_, i) => ({ releaseAt: (i + 1) * 100, surprise: SURPRISES[i] }));
const points: TimedPoint[] = MOVES.flatMap((m, i) => {
  const base = 50 + i * 10;
  return [
    [(i + 1) * 100 - 5, base],
    [(i + 1) * 100 + 5, base + m],
  ] as TimedPoint[];
});

describe('event study', () => {
  test('the last point at or before a time', () => {
    expect(lastAtOrBefore(points, 94)).toBe(-1);
    expect(lastAtOrBefore(points, 95)).toBe(0);
    expect(lastAtOrBefore(points, 104)).toBe(0);
    expect(lastAtOrBefore(points, 105)).toBe(1);
  });

  test('a move needs a price before and a new one after; a window ending before any new price is unknown, not zero', () => {
    expect(moveAfter(points, 100, 10)).toBe(3);
    expect(moveAfter(points, 100, 4)).toBeNull();
    expect(moveAfter(points, 50, 100)).toBeNull();
    expect(moveAfter(points, 600, 100)).toBeNull();
  });

  test('mean, std and quantiles of the moves, split by surprise sign (numpy answers)', () => {
    const s = studyWindow(points, [...releases, { releaseAt: 900, surprise: 1 }], 10);
    expect(s.moves).toEqual([3, -1, 4, -2, 5, null]);
    expect(s.all.count).toBe(5);
    expect(s.all.mean).toBeCloseTo(1.8, 12);
    expect(s.all.std).toBeCloseTo(3.1144823004794877, 12);
    for (const [i, q] of [-1.6, -1.0, 3.0, 4.0, 4.6].entries()) expect(s.all.quantiles[i]).toBeCloseTo(q, 12);
    expect(s.positive.count).toBe(3);
    expect(s.positive.mean).toBeCloseTo(4, 12);
    expect(s.positive.std).toBeCloseTo(1, 12);
    for (const [i, q] of [3.2, 3.5, 4.0, 4.5, 4.8].entries()) expect(s.positive.quantiles[i]).toBeCloseTo(q, 12);
    expect(s.negative.count).toBe(2);
    expect(s.negative.mean).toBeCloseTo(-1.5, 12);
  });

  test('a zero or unknown surprise counts in all only; one move has no std', () => {
    const s = studyWindow(points.slice(0, 2), [{ releaseAt: 100, surprise: null }], 10);
    expect(s.all).toEqual({ count: 1, mean: 3, std: null, quantiles: [3, 3, 3, 3, 3] });
    expect(s.positive.count).toBe(0);
    expect(s.negative).toEqual({ count: 0, mean: null, std: null, quantiles: [] });
  });
});
