/** Checks of the reference area's bodies that a schema cannot express; each failure names its field. */
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import { RATE_CHECK_KEYS, RATE_FAR_FUTURE_DAYS, type RateRow } from '../../../common/contract/reference';
import { parseListingRule } from '../../../common/domain/contractMonths';
import { addDays, isTimeZone } from '../../../common/domain/zonedTime';
import { apiError, badRequest } from '../../infra/http/apiError';

/** The locales every product name must exist in (the web app's three languages). */
export const NAME_LOCALES = ['zh-CN', 'en-US', 'ar-EG'] as const;

/** A real calendar date (the schema only checks the `YYYY-MM-DD` shape: 2025-02-30 passes it). */
export function isRealDate(iso: string): boolean {
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
}

export function requireRealDate(iso: string | undefined, field: string): void {
  if (iso !== undefined && !isRealDate(iso)) throw badRequest(`${field} is not a calendar date`, { [field]: FIELD_ERROR_KEYS.invalid });
}

const isTime = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h >= 0 && h <= 23 && m >= 0 && m <= 59;
};

/** Every field of a new product version that the schema cannot check; all failures at once. */
export function checkVersionFields(body: {
  validFrom: string;
  names: Record<string, string>;
  sessions: string[];
  timeZone: string;
  listingRule: string;
}): void {
  const fields: Record<string, string> = {};
  if (!isRealDate(body.validFrom)) fields.validFrom = FIELD_ERROR_KEYS.invalid;
  if (NAME_LOCALES.some((l) => !body.names[l]?.trim())) fields.names = FIELD_ERROR_KEYS.required;
  if (body.sessions.some((s) => !s.split('-').every(isTime))) fields.sessions = FIELD_ERROR_KEYS.invalid;
  if (!isTimeZone(body.timeZone)) fields.timeZone = FIELD_ERROR_KEYS.invalid;
  let ruleProblem = '';
  try {
    parseListingRule(body.listingRule);
  } catch (err) {
    ruleProblem = (err as Error).message;
    fields.listingRule = FIELD_ERROR_KEYS.invalid;
  }
  if (Object.keys(fields).length) throw badRequest(`Invalid product version${ruleProblem ? `: ${ruleProblem}` : ''}`, fields);
}

/**
 * The range a key's value is believed in: the seeded history's lowest and highest value, widened to half the lowest
 * and one and a half times the highest (sign-aware), so an ordinary change passes and a unit slip (fx.usdcny at 71,
 * a VAT of 13 instead of 0.13) does not. Keys without seeded rows have no range.
 */
export function plausibleRange(history: readonly Pick<RateRow, 'value' | 'createdBy'>[], seedAuthor: string): { min: number; max: number } | null {
  const seeded = history.filter((r) => r.createdBy === seedAuthor).map((r) => r.value);
  if (seeded.length === 0) return null;
  const lo = Math.min(...seeded);
  const hi = Math.max(...seeded);
  return { min: lo >= 0 ? lo / 2 : lo * 1.5, max: hi >= 0 ? hi * 1.5 : hi / 2 };
}

export interface RateCheckInput {
  key: string;
  validFrom: string;
  value: number;
  unit: string;
  confirm?: boolean;
}

/**
 * rate/add's checks against the key's rows (oldest first): a unit other than the key's is refused
 * (`referenceRateUnit`, 400); a value outside `plausibleRange` or a date more than RATE_FAR_FUTURE_DAYS after today
 * needs `confirm: true` (`referenceRateConfirm`, 409). Each failure names its field with a RATE_CHECK_KEYS key.
 */
export function checkRate(body: RateCheckInput, history: readonly RateRow[] | undefined, today: string, seedAuthor: string): void {
  const unit = history?.[0]?.unit;
  if (unit !== undefined && body.unit.trim() !== unit) {
    throw apiError('referenceRateUnit', `${body.key} is in ${unit}, not ${body.unit}: enter the value in ${unit}`, { unit: RATE_CHECK_KEYS.unit });
  }
  if (body.confirm) return;
  const fields: Record<string, string> = {};
  const problems: string[] = [];
  const range = history ? plausibleRange(history, seedAuthor) : null;
  if (range && (body.value < range.min || body.value > range.max)) {
    fields.value = RATE_CHECK_KEYS.implausible;
    problems.push(`${body.value} ${unit} is outside the usual range of ${body.key} (${range.min} to ${range.max})`);
  }
  const horizon = addDays(today, RATE_FAR_FUTURE_DAYS);
  if (body.validFrom > horizon) {
    fields.validFrom = RATE_CHECK_KEYS.farFuture;
    problems.push(`${body.validFrom} is more than ${RATE_FAR_FUTURE_DAYS} days ahead`);
  }
  if (problems.length) throw apiError('referenceRateConfirm', `Confirm: ${problems.join('; ')}`, fields);
}
