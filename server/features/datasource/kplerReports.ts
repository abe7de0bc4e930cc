/**
 * Kpler flow reports from imported Kpler exports: daily volume of one location (one product or all) over a date
 * range, stored so `kpler/get` can return it later; and the location search behind the report form.
 */
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import { sql } from 'kysely';
import { newId } from '../../infra/db/ids';
import { parseDay } from './csvFormats';
import type { DataSourceDeps } from './deps';
import type { LocationEntry } from './locationIndexCache';

export interface KplerReport {
  id: string;
  location: string;
  product: string;
  from: string;
  to: string;
  createdAt: number;
  rows: { date: string; volume: number }[];
  total: number;
}

/** Longest range one report may cover. */
const MAX_REPORT_DAYS = 3660;
/** Label of a report over every product of the location. */
const ALL_PRODUCTS = '';

export class KplerInputError extends Error {
  constructor(
    message: string,
    readonly field: string,
    readonly fieldKey: string,
  ) {
    super(message);
  }
}
export class KplerNoDataError extends Error {}

export async function generateReport(
  deps: Pick<DataSourceDeps, 'db' | 'now'>,
  input: { location: string; product?: string; from: string; to: string },
  actorName: string,
): Promise<KplerReport> {
  const from = parseDay(input.from);
  const to = parseDay(input.to);
  if (from === null) throw new KplerInputError(`from "${input.from}" is not a calendar day`, 'from', FIELD_ERROR_KEYS.invalid);
  if (to === null) throw new KplerInputError(`to "${input.to}" is not a calendar day`, 'to', FIELD_ERROR_KEYS.invalid);
  if (from > to) throw new KplerInputError('from must not be after to', 'to', FIELD_ERROR_KEYS.outOfRange);
  if ((to - from) / 86_400_000 + 1 > MAX_REPORT_DAYS) {
    throw new KplerInputError(`a report covers at most ${MAX_REPORT_DAYS} days`, 'to', FIELD_ERROR_KEYS.outOfRange);
  }
  const location = input.location.trim();
  const product = (input.product ?? '').trim();
  if (!location) throw new KplerInputError('location is required', 'location', FIELD_ERROR_KEYS.required);

  // Location and product match without regard to case: the names come from vendor exports typed by people.
  let q = deps.db
    .selectFrom('ds_kpler_flows')
    .select(['day', (eb) => eb.fn.sum<number>('volume').as('volume')])
    .where(sql`lower(location)`, '=', location.toLowerCase())
    .where('day', '>=', input.from)
    .where('day', '<=', input.to);
  if (product !== ALL_PRODUCTS) q = q.where(sql`lower(product)`, '=', product.toLowerCase());
  const rows = (await q.groupBy('day').orderBy('day').execute()).map((r) => ({ date: r.day, volume: Number(r.volume) }));
  if (rows.length === 0) {
    throw new KplerNoDataError(`No imported Kpler flows for ${location}${product ? ` / ${product}` : ''} between ${input.from} and ${input.to}`);
  }
  const report: KplerReport = {
    id: newId(),
    location,
    product,
    from: input.from,
    to: input.to,
    createdAt: deps.now(),
    rows,
    total: rows.reduce((s, r) => s + r.volume, 0),
  };
  await deps.db
    .insertInto('ds_kpler_reports')
    .values({
      id: report.id,
      location,
      product,
      date_from: report.from,
      date_to: report.to,
      rows_json: JSON.stringify(rows),
      total: report.total,
      created_at: report.createdAt,
      created_by: actorName,
    })
    .execute();
  return report;
}

export async function getReport(deps: Pick<DataSourceDeps, 'db'>, id: string): Promise<KplerReport | null> {
  const r = await deps.db.selectFrom('ds_kpler_reports').selectAll().where('id', '=', id).executeTakeFirst();
  if (!r) return null;
  return {
    id: r.id,
    location: r.location,
    product: r.product,
    from: r.date_from,
    to: r.date_to,
    createdAt: Number(r.created_at),
    rows: JSON.parse(r.rows_json) as KplerReport['rows'],
    total: Number(r.total),
  };
}

async function loadLocationIndex(deps: Pick<DataSourceDeps, 'db'>): Promise<LocationEntry[]> {
  const rows = await deps.db
    .selectFrom('ds_kpler_flows')
    .select(['location', 'location_kind', (eb) => eb.fn.countAll<number>().as('rows')])
    .groupBy(['location', 'location_kind'])
    .orderBy('location')
    .execute();
  return rows.map((r) => ({ name: r.location, kind: r.location_kind, rows: Number(r.rows) }));
}

/** Locations whose name contains `keyword` (any case), the ones with most rows first; empty keyword = all. */
export async function searchLocations(deps: Pick<DataSourceDeps, 'db' | 'locationIndex'>, keyword: string, limit: number): Promise<LocationEntry[]> {
  const index = await deps.locationIndex.get(() => loadLocationIndex(deps));
  const needle = keyword.trim().toLowerCase();
  return index
    .filter((e) => e.name.toLowerCase().includes(needle))
    .sort((a, b) => b.rows - a.rows || a.name.localeCompare(b.name))
    .slice(0, limit);
}
