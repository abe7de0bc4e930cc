/** Dated values (tax rates, coefficients): the value in force on a date is the step with the latest `validFrom` on or before it. */

export interface DatedStep {
  /** `YYYY-MM-DD`, first day the value applies. */
  validFrom: string;
  value: number;
}

/** The step in force on `date` (`YYYY-MM-DD`), or undefined before the first step. ISO dates compare as strings. */
export function stepAsOf<T extends DatedStep>(steps: readonly T[], date: string): T | undefined {
  let best: T | undefined;
  for (const s of steps) if (s.validFrom <= date && (!best || s.validFrom > best.validFrom)) best = s;
  return best;
}
