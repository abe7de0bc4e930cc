/**
 * The calendar spread matrix of one day's curve (docs/domain.md, "Calendar spread matrix"): for every pair of listed
 * months Mi before Mj the calendar spread near - far (positive = backwardation) and the roll yield between them in
 * the default variant of rollYield.ts (log, months: ln(near / far) * 12 / months_between, the China convention).
 * The curve is given in expiry order (M1 first), as the term structure lists it.
 */
import { calendarSpread, ROLL_YIELD_DEFAULT, rollYield } from './rollYield';

export interface CurveMonth {
  /** Contract month `YYYY-MM`: months_between is counted from it. */
  month: string;
  /** The settlement; null when the contract has none that day (its pairs are left empty). */
  price: number | null;
}

export interface SpreadCell {
  /** Indices into the curve: near < far (0 = M1). */
  near: number;
  far: number;
  /** near - far; null when either price is missing. */
  spread: number | null;
  /** Annualised roll yield (0.05 = 5 %) in ROLL_YIELD_DEFAULT; null when it does not exist (a price <= 0 or missing). */
  rollYield: number | null;
}

/** Every pair near < far of the first `months` points of the curve, near-major order (M1-M2, M1-M3, ..., M2-M3, ...). */
export function spreadMatrix(curve: readonly CurveMonth[], months: number = curve.length): SpreadCell[] {
  const points = curve.slice(0, Math.max(0, months));
  const cells: SpreadCell[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const near = points[i].price;
      const far = points[j].price;
      if (near === null || far === null) {
        cells.push({ near: i, far: j, spread: null, rollYield: null });
        continue;
      }
      const value = rollYield({ near, far, nearExpiry: points[i].month, farExpiry: points[j].month, ...ROLL_YIELD_DEFAULT });
      cells.push({ near: i, far: j, spread: calendarSpread(near, far), rollYield: Number.isFinite(value) ? value : null });
    }
  }
  return cells;
}
