/**
 * One calendar row as text, whatever the file format, checked into a release's fields (docs/research/calendar.md,
 * "File formats"): required fields, numbers, importance, status. The formats (CSV/Excel in tableFile.ts, ICS in
 * icsFile.ts) read the release time themselves and hand it over resolved.
 */
import type { CalendarEventFields, CalendarImportIssue, DateStatus, Importance } from '../../../common/contract/events';
import { eventKeyOf } from './eventKey';

export interface RawCalendarRow {
  row: number;
  uid: string;
  eventKey: string;
  country: string;
  currency: string;
  title: string;
  period: string;
  importance: string;
  status: string;
  actual: string;
  consensus: string;
  previous: string;
  revised: string;
  unit: string;
  source: string;
  products: string;
}

export interface CheckedCalendarRow {
  row: number;
  uid: string;
  fields: CalendarEventFields & { eventKey: string };
}

export const issue = (code: CalendarImportIssue['code'], message: string, row = 0, field = ''): CalendarImportIssue => ({ row, field, code, message });

const IMPORTANCE: Record<string, Importance> = {
  '1': 1,
  low: 1,
  l: 1,
  低: 1,
  '2': 2,
  medium: 2,
  med: 2,
  m: 2,
  中: 2,
  '3': 3,
  high: 3,
  h: 3,
  高: 3,
};

/** Importance from a cell ('3', 'High', '高', '***'); undefined when empty, null when not understood. */
export function importanceOf(text: string): Importance | null | undefined {
  const t = text.trim().toLowerCase();
  if (t === '') return undefined;
  if (/^\*{1,3}$/.test(t)) return t.length as Importance;
  return IMPORTANCE[t] ?? null;
}

/** A number cell: thousands separators and a trailing % or unit letter (K, M, B) are dropped ('1,234.5', '3.2%'). */
export function releaseValueOf(text: string): number | null | undefined {
  const t = text.trim().replace(/,/g, '');
  if (t === '') return undefined;
  const m = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)\s*(%|[KMBT])?$/i.exec(t);
  if (!m) return null;
  const n = Number(m[1]);
  return Number.isFinite(n) && Math.abs(n) <= 1e12 ? n : null;
}

const STATUSES: Record<string, DateStatus> = { official: 'official', confirmed: 'official', projected: 'projected', tentative: 'projected' };

const LIMITS = { uid: 200, eventKey: 80, title: 120, period: 40, unit: 20, source: 60 } as const;

/**
 * Checks a row whose release time is already resolved; pushes its issues and returns the fields, or null when the
 * row is refused. A row without a time of day is 'dateOnly' whatever the status column says.
 */
export function checkRow(
  raw: RawCalendarRow,
  time: { releaseAt: number; hasTime: boolean } | null,
  defaultSource: string,
  errors: CalendarImportIssue[],
  warnings: CalendarImportIssue[],
): CheckedCalendarRow | null {
  const rowErrors: CalendarImportIssue[] = [];
  const rowWarnings: CalendarImportIssue[] = [];
  const need = (field: keyof RawCalendarRow, value: string) => {
    if (value.trim() === '') rowErrors.push(issue('missingField', `${field} is missing`, raw.row, field));
  };
  need('country', raw.country);
  need('currency', raw.currency);
  need('title', raw.title);
  const country = raw.country.trim().toUpperCase();
  const currency = raw.currency.trim().toUpperCase();
  if (country && !/^[A-Z0-9]{2,8}$/.test(country)) rowErrors.push(issue('badCode', `country must be a 2 to 8 letter code: ${raw.country}`, raw.row, 'country'));
  if (currency && !/^[A-Z]{3}$/.test(currency)) rowErrors.push(issue('badCode', `currency must be a 3-letter code: ${raw.currency}`, raw.row, 'currency'));
  for (const [field, max] of Object.entries(LIMITS) as [keyof typeof LIMITS, number][])
    if (raw[field].trim().length > max) rowErrors.push(issue('tooLong', `${field} is longer than ${max} characters`, raw.row, field));

  let importance = importanceOf(raw.importance);
  if (importance === null) rowErrors.push(issue('badImportance', `importance must be 1-3 or low/medium/high: ${raw.importance}`, raw.row, 'importance'));
  if (importance === undefined) {
    rowWarnings.push(issue('defaultImportance', 'No importance given: read as low (1)', raw.row, 'importance'));
    importance = 1;
  }
  const status =
    raw.status.trim() === ''
      ? undefined
      : STATUSES[
          raw.status
            .trim()
            .toLowerCase()
            .replace(/[\s_-]/g, '')
        ];
  if (status === undefined && raw.status.trim() !== '')
    rowErrors.push(issue('badStatus', `status must be official or projected (a row without a time is date only): ${raw.status}`, raw.row, 'status'));

  const values: Partial<Record<'actual' | 'consensus' | 'previous' | 'revised', number | null>> = {};
  for (const field of ['actual', 'consensus', 'previous', 'revised'] as const) {
    const v = releaseValueOf(raw[field]);
    if (v === null) rowErrors.push(issue('badNumber', `${field} is not a number: ${raw[field]}`, raw.row, field));
    else values[field] = v ?? null;
  }
  const products = raw.products
    .split(/[;|,\s]+/)
    .map((p) => p.trim().toUpperCase())
    .filter(Boolean);
  const badProduct = products.find((p) => !/^[A-Z0-9_.-]{1,20}$/.test(p));
  if (badProduct) rowErrors.push(issue('badCode', `not a product code: ${badProduct}`, raw.row, 'products'));

  if (rowErrors.length > 0 || !time || importance === null) {
    errors.push(...rowErrors);
    return null;
  }
  warnings.push(...rowWarnings);
  const source = raw.source.trim() || defaultSource;
  const eventKey = eventKeyOf(raw.eventKey, country, raw.title);
  const period = raw.period.trim();
  const dateStatus: DateStatus = time.hasTime ? (status ?? 'official') : 'dateOnly';
  // Without a uid column, a release is identified by source + event + period (or its date when no period).
  const uid = raw.uid.trim() || `${source}|${eventKey}|${period || new Date(time.releaseAt).toISOString().slice(0, 10)}`;
  return {
    row: raw.row,
    uid,
    fields: {
      eventKey,
      country,
      currency,
      title: raw.title.trim(),
      period,
      releaseAt: time.releaseAt,
      dateStatus,
      importance,
      actual: values.actual ?? null,
      consensus: values.consensus ?? null,
      previous: values.previous ?? null,
      revised: values.revised ?? null,
      unit: raw.unit.trim(),
      source,
      products: [...new Set(products)].slice(0, 20),
    },
  };
}
