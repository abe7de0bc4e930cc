/**
 * Reads and writes of `calendar_events` (0013) for the events area: the list with filters, one event's history,
 * a manual save and the rows of an import, each answered with its surprise (common/domain/surprise.ts over the
 * same event_key's releases in release order, so a release is scaled by the ones before it only).
 */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CalendarEvent, CalendarEventFields, CalendarEventListBody, CalendarImportChange, DateStatus, Importance } from '../../../common/contract/events';
import { surpriseHistory } from '../../../common/domain/surprise';
import { newId } from '../../infra/db/ids';
import type { CalendarEventKeySummary } from '../../infra/calendar/ports';
import type { Database } from '../../schema';
import type { CalendarEventsTable } from './tables';
import { eventKeyOf } from './eventKey';
import { parseStringList } from '../../infra/db/jsonList';

type Db = Kysely<Database> | Transaction<Database>;
type Row = Selectable<CalendarEventsTable>;

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

function toEvent(r: Row, surprise: CalendarEvent['surprise']): CalendarEvent {
  return {
    id: r.id,
    eventKey: r.event_key,
    country: r.country,
    currency: r.currency,
    title: r.title,
    period: r.period,
    releaseAt: Number(r.release_at),
    dateStatus: r.date_status as DateStatus,
    importance: Number(r.importance) as Importance,
    actual: num(r.actual),
    consensus: num(r.consensus),
    previous: num(r.previous),
    revised: num(r.revised),
    unit: r.unit,
    source: r.source,
    products: parseStringList(r.products),
    surprise,
    updatedAt: Number(r.updated_at),
  };
}

/** Surprise per release id for every release of the given events (the whole history, oldest first). */
async function surprisesOf(db: Db, eventKeys: readonly string[]): Promise<Map<string, CalendarEvent['surprise']>> {
  const out = new Map<string, CalendarEvent['surprise']>();
  if (eventKeys.length === 0) return out;
  const rows = await db
    .selectFrom('calendar_events')
    .select(['id', 'event_key', 'actual', 'consensus'])
    .where('event_key', 'in', [...new Set(eventKeys)])
    .orderBy('event_key')
    .orderBy('release_at')
    .orderBy('id')
    .execute();
  const byKey = new Map<string, typeof rows>();
  for (const r of rows) byKey.set(r.event_key, [...(byKey.get(r.event_key) ?? []), r]);
  for (const list of byKey.values()) {
    const surprises = surpriseHistory(list.map((r) => ({ actual: num(r.actual), consensus: num(r.consensus) })));
    for (const [i, r] of list.entries()) out.set(r.id, surprises[i]);
  }
  return out;
}

async function withSurprises(db: Db, rows: Row[]): Promise<CalendarEvent[]> {
  const surprises = await surprisesOf(
    db,
    rows.map((r) => r.event_key),
  );
  return rows.map((r) => toEvent(r, surprises.get(r.id) ?? null));
}

const upper = (list: readonly string[] | undefined) => (list ?? []).map((s) => s.trim().toUpperCase()).filter(Boolean);

/** Releases in [from, to) in release order; product relevance is filtered here (a JSON column). */
export async function listEvents(db: Db, f: CalendarEventListBody): Promise<CalendarEvent[]> {
  let q = db.selectFrom('calendar_events').selectAll().where('release_at', '>=', f.from).where('release_at', '<', f.to);
  const countries = upper(f.countries);
  const currencies = upper(f.currencies);
  if (countries.length > 0) q = q.where('country', 'in', countries);
  if (currencies.length > 0) q = q.where('currency', 'in', currencies);
  if (f.importance && f.importance.length > 0) q = q.where('importance', 'in', f.importance);
  let rows = await q.orderBy('release_at').orderBy('id').limit(5000).execute();
  const products = new Set(upper(f.products));
  if (products.size > 0) rows = rows.filter((r) => parseStringList(r.products).some((p) => products.has(p.toUpperCase())));
  return withSurprises(db, rows);
}

export async function eventHistory(db: Db, eventKey: string): Promise<CalendarEvent[]> {
  const rows = await db.selectFrom('calendar_events').selectAll().where('event_key', '=', eventKey).orderBy('release_at').orderBy('id').execute();
  return withSurprises(db, rows);
}

export async function getEvent(db: Db, id: string): Promise<CalendarEvent | null> {
  const row = await db.selectFrom('calendar_events').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? (await withSurprises(db, [row]))[0] : null;
}

/** The stored columns of a release's fields (codes upper-cased, products de-duplicated). */
function columnsOf(f: CalendarEventFields) {
  const country = f.country.trim().toUpperCase();
  return {
    event_key: eventKeyOf(f.eventKey, country, f.title),
    country,
    currency: f.currency.trim().toUpperCase(),
    title: f.title.trim(),
    period: f.period.trim(),
    release_at: f.releaseAt,
    date_status: f.dateStatus,
    importance: f.importance,
    actual: f.actual,
    consensus: f.consensus,
    previous: f.previous,
    revised: f.revised,
    unit: f.unit.trim(),
    source: f.source.trim(),
    products: JSON.stringify([...new Set(upper(f.products))]),
  };
}

type Columns = ReturnType<typeof columnsOf>;

const same = (row: Row, c: Columns): boolean =>
  (Object.keys(c) as (keyof Columns)[]).every((k) => {
    const stored = row[k];
    const next = c[k];
    if (typeof next === 'number' || next === null) return num(stored as number | string | null) === next;
    return stored === next;
  });

/** Creates (no id: a manual uid) or updates one release; null when the id does not exist. */
export async function saveEvent(db: Kysely<Database>, now: number, fields: CalendarEventFields, id?: string): Promise<CalendarEvent | null> {
  const columns = columnsOf(fields);
  if (id) {
    const updated = await db
      .updateTable('calendar_events')
      .set({ ...columns, updated_at: now })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return null;
    return getEvent(db, id);
  }
  const newIdValue = newId();
  await db
    .insertInto('calendar_events')
    .values({ id: newIdValue, uid: `manual:${newIdValue}`, ...columns, created_at: now, updated_at: now })
    .execute();
  return getEvent(db, newIdValue);
}

/** What writing these rows (keyed by uid) would do: new, updated (some field differs) or unchanged. */
export async function changesOf(db: Db, rows: readonly { uid: string; fields: CalendarEventFields }[]): Promise<CalendarImportChange[]> {
  const existing = new Map<string, Row>();
  const uids = rows.map((r) => r.uid);
  for (let i = 0; i < uids.length; i += 500) {
    const chunk = uids.slice(i, i + 500);
    if (chunk.length === 0) continue;
    for (const r of await db.selectFrom('calendar_events').selectAll().where('uid', 'in', chunk).execute()) existing.set(r.uid, r);
  }
  return rows.map((r) => {
    const row = existing.get(r.uid);
    if (!row) return 'new';
    return same(row, columnsOf(r.fields)) ? 'unchanged' : 'updated';
  });
}

/** Writes import rows by uid inside the caller's transaction; returns the change each row made. */
export async function upsertRows(
  trx: Transaction<Database>,
  now: number,
  rows: readonly { uid: string; fields: CalendarEventFields }[],
): Promise<CalendarImportChange[]> {
  const changes = await changesOf(trx, rows);
  for (const [i, r] of rows.entries()) {
    const columns = columnsOf(r.fields);
    if (changes[i] === 'new')
      await trx
        .insertInto('calendar_events')
        .values({ id: newId(), uid: r.uid, ...columns, created_at: now, updated_at: now })
        .execute();
    else if (changes[i] === 'updated')
      await trx
        .updateTable('calendar_events')
        .set({ ...columns, updated_at: now })
        .where('uid', '=', r.uid)
        .execute();
  }
  return changes;
}

/** The event keys with a release in [from, to]. */
export async function eventKeysReleasedBetween(db: Db, from: number, to: number): Promise<string[]> {
  const keys = await db.selectFrom('calendar_events').select('event_key').distinct().where('release_at', '>=', from).where('release_at', '<=', to).execute();
  return keys.map((k) => k.event_key);
}

/** Every event key with its title, unit and number of releases. */
export async function eventKeySummaries(db: Db): Promise<CalendarEventKeySummary[]> {
  const rows = await db
    .selectFrom('calendar_events')
    .select(['event_key', (eb) => eb.fn.max('title').as('title'), (eb) => eb.fn.max('unit').as('unit'), (eb) => eb.fn.countAll().as('releases')])
    .groupBy('event_key')
    .orderBy('event_key')
    .execute();
  return rows.map((r) => ({ eventKey: r.event_key, title: String(r.title ?? ''), unit: String(r.unit ?? ''), releases: Number(r.releases) }));
}
