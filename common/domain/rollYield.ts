/**
 * Roll yield between two contracts of one product and the calendar spread (docs/domain.md, "Roll yield").
 *
 * The China convention is the default: log return from far to near, annualised by contract months,
 *   ln(near / far) * 12 / months_between.
 * Positive means the near contract is above the far one (backwardation): holding the far contract and letting it
 * roll up the curve earns that yield. The variants (`method` x `basis`):
 *   log,    months:        ln(near / far) * 12 / months
 *   simple, months:        (near - far) / far * 12 / months
 *   log,    calendarDays:  ln(near / far) * daysPerYear / calendar days between expiries   (daysPerYear 365)
 *   log,    tradingDays:   ln(near / far) * daysPerYear / trading days between expiries    (daysPerYear 252)
 * and the same with the simple return. Every screen labels the variant it shows.
 */
import { DEFAULT_PERIODS_PER_YEAR } from './metrics';

export type RollYieldMethod = 'log' | 'simple';
export type RollYieldBasis = 'months' | 'calendarDays' | 'tradingDays';

/** A contract's expiry: an ISO date `YYYY-MM-DD`, a contract month `YYYY-MM` (months basis only) or epoch milliseconds (UTC). */
export type Expiry = string | number;

export interface RollYieldInput {
  /** Prices of the near and far contracts (same units, both positive). */
  near: number;
  far: number;
  nearExpiry: Expiry;
  farExpiry: Expiry;
  /** Default 'log'. */
  method?: RollYieldMethod;
  /** Default 'months'. */
  basis?: RollYieldBasis;
  /** Trading days from the near expiry to the far one (the caller's exchange calendar); required for 'tradingDays'. */
  tradingDaysBetween?: number;
  /** Day count of a year: 365 for 'calendarDays' and 252 (DEFAULT_PERIODS_PER_YEAR) for 'tradingDays' by default. */
  daysPerYear?: number;
}

/** The default variant, the China convention. */
export const ROLL_YIELD_DEFAULT = { method: 'log', basis: 'months' } as const satisfies { method: RollYieldMethod; basis: RollYieldBasis };

const DAY_MS = 86_400_000;

/** Year, month (1-12) and, when known, the UTC day number of an expiry; undefined when it cannot be read. */
function parseExpiry(expiry: Expiry): { year: number; month: number; day?: number } | undefined {
  if (typeof expiry === 'number') {
    if (!Number.isFinite(expiry)) return undefined;
    const d = new Date(expiry);
    return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: Math.floor(expiry / DAY_MS) };
  }
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(expiry);
  if (!m) return undefined;
  const year = Number(m[1]);
  const month = Number(m[2]);
  if (month < 1 || month > 12) return undefined;
  if (m[3] === undefined) return { year, month };
  const ms = Date.UTC(year, month - 1, Number(m[3]));
  return { year, month, day: ms / DAY_MS };
}

/** Whole contract months from the near expiry to the far one (`2024-05` -> `2024-09` is 4); NaN when unreadable. */
export function monthsBetween(nearExpiry: Expiry, farExpiry: Expiry): number {
  const a = parseExpiry(nearExpiry);
  const b = parseExpiry(farExpiry);
  if (!a || !b) return Number.NaN;
  return b.year * 12 + b.month - (a.year * 12 + a.month);
}

/** Calendar days from the near expiry to the far one; NaN when either lacks a day (a bare `YYYY-MM`). */
export function calendarDaysBetween(nearExpiry: Expiry, farExpiry: Expiry): number {
  const a = parseExpiry(nearExpiry);
  const b = parseExpiry(farExpiry);
  if (a?.day === undefined || b?.day === undefined) return Number.NaN;
  return b.day - a.day;
}

/**
 * Annualised roll yield (a fraction a year, 0.05 = 5 %) by the variant chosen (see the file comment). NaN when a
 * price is not positive, the interval is not positive (far must expire after near) or a needed input is missing.
 */
export function rollYield(input: RollYieldInput): number {
  const { near, far, nearExpiry, farExpiry, tradingDaysBetween } = input;
  const method = input.method ?? ROLL_YIELD_DEFAULT.method;
  const basis = input.basis ?? ROLL_YIELD_DEFAULT.basis;
  if (!(near > 0) || !(far > 0)) return Number.NaN;
  let between: number;
  let perYear: number;
  if (basis === 'months') {
    between = monthsBetween(nearExpiry, farExpiry);
    perYear = 12;
  } else if (basis === 'calendarDays') {
    between = calendarDaysBetween(nearExpiry, farExpiry);
    perYear = input.daysPerYear ?? 365;
  } else {
    between = tradingDaysBetween ?? Number.NaN;
    perYear = input.daysPerYear ?? DEFAULT_PERIODS_PER_YEAR;
  }
  if (!(between > 0) || !(perYear > 0)) return Number.NaN;
  const periodReturn = method === 'log' ? Math.log(near / far) : (near - far) / far;
  return (periodReturn * perYear) / between;
}

/** Calendar spread: near - far (positive = backwardation, negative = contango). */
export const calendarSpread = (near: number, far: number): number => near - far;
