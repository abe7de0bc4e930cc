/**
 * Known answers for common/domain/spreadMatrix.ts. Sources: the roll yield worked example of docs/domain.md, "Roll
 * yield" (near 3650 in 2024-05, far 3580 in 2024-09: math.log(3650/3580)*12/4 = 0.058093101545373456; contango near
 * 5200, far 5400 two months apart: math.log(5200/5400)*12/2 = -0.2264419678970825) and the calendar spread convention
 * of the same section (near - far, positive = backwardation). The three-month curve 3650 (2024-05), 3600 (2024-07),
 * 3580 (2024-09), with python3's math module:
 *   M1-M2: 50,  math.log(3650/3600)*12/2 = 0.08275993279401461
 *   M1-M3: 70,  0.058093101545373456 (the worked example)
 *   M2-M3: 20,  math.log(3600/3580)*12/2 = 0.03342627029673258
 */
import { spreadMatrix } from '../../common/domain/spreadMatrix';

const close = (actual: number | null, expected: number) => {
  if (actual === null) throw new Error('expected a number');
  expect(Math.abs(actual - expected) / Math.abs(expected)).toBeLessThan(1e-12);
};

describe('spreadMatrix', () => {
  const curve = [
    { month: '2024-05', price: 3650 },
    { month: '2024-07', price: 3600 },
    { month: '2024-09', price: 3580 },
  ];

  it('gives every near < far pair near-major, with the spread and the default roll yield', () => {
    const cells = spreadMatrix(curve);
    expect(cells.map((c) => [c.near, c.far, c.spread])).toEqual([
      [0, 1, 50],
      [0, 2, 70],
      [1, 2, 20],
    ]);
    close(cells[0].rollYield, 0.08275993279401461);
    close(cells[1].rollYield, 0.058093101545373456);
    close(cells[2].rollYield, 0.03342627029673258);
  });

  it('is negative in contango', () => {
    const [cell] = spreadMatrix([
      { month: '2025-01', price: 5200 },
      { month: '2025-03', price: 5400 },
    ]);
    expect(cell.spread).toBe(-200);
    close(cell.rollYield, -0.2264419678970825);
  });

  it('keeps the first `months` points only, and leaves pairs with a missing or non-positive price empty', () => {
    expect(spreadMatrix(curve, 2)).toHaveLength(1);
    expect(spreadMatrix(curve, 1)).toEqual([]);
    const cells = spreadMatrix([{ month: '2024-05', price: null }, ...curve.slice(1)]);
    expect(cells[0]).toEqual({ near: 0, far: 1, spread: null, rollYield: null });
    expect(cells[2].spread).toBe(20);
    const negative = spreadMatrix([
      { month: '2024-05', price: -5 },
      { month: '2024-06', price: 10 },
    ]);
    expect(negative[0]).toEqual({ near: 0, far: 1, spread: -15, rollYield: null });
  });
});
