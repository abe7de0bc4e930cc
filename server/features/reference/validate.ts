/** Checks of the reference area's bodies that a schema cannot express; each failure names its field. */
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import { parseListingRule } from '../../../common/domain/contractMonths';
import { badRequest } from '../../infra/http/apiError';

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

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

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
