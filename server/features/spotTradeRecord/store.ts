/**
 * Platts Market-on-Close window records (table moc_trades). A record's identity is its natural key
 * (date, product, side, time, buyer, seller, price): sending it again updates the other fields.
 * Within one call a repeated key counts once and the last record wins. Edits by id move the record to its new key,
 * unless another record holds it (409 conflict).
 */
import type { Kysely, Selectable } from 'kysely';
import type { MocTradeRecord, MocTradeUpdateResult, SpotTrade, SpotTradeListBody } from '../../../common/contract/spotTradeRecord';
import { isUniqueViolation } from '../../infra/db/errors';
import { newId } from '../../infra/db/ids';
import { apiError, notFound } from '../../infra/http/apiError';
import type { Database } from '../../schema';
import type { MocTradesTable } from './tables';

const mocNaturalKey = (r: MocTradeRecord): string =>
  JSON.stringify([r.date, r.product.trim(), r.side, r.time, (r.buyer ?? '').trim(), (r.seller ?? '').trim(), r.price]);

/** Stays under SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 400;

export async function upsertMocTrades(db: Kysely<Database>, records: readonly MocTradeRecord[], actor: string, now: number): Promise<MocTradeUpdateResult> {
  // A concurrent call inserting the same key makes ours fail on the unique key; the retry then sees its rows.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await upsertOnce(db, records, actor, now);
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 3) throw err;
    }
  }
}

async function upsertOnce(db: Kysely<Database>, records: readonly MocTradeRecord[], actor: string, now: number): Promise<MocTradeUpdateResult> {
  const byKey = new Map<string, MocTradeRecord>();
  for (const r of records) byKey.set(mocNaturalKey(r), r);
  const keys = [...byKey.keys()];
  return db.transaction().execute(async (trx) => {
    const existing = new Set<string>();
    for (let i = 0; i < keys.length; i += CHUNK) {
      const rows = await trx
        .selectFrom('moc_trades')
        .select('natural_key')
        .where('natural_key', 'in', keys.slice(i, i + CHUNK))
        .execute();
      for (const r of rows) existing.add(r.natural_key);
    }
    const fields = (r: MocTradeRecord) => ({
      instrument: r.instrument,
      price_basis: r.priceBasis,
      volume: r.volume,
      loading_window: r.loadingWindow ?? '',
      load_point: r.loadPoint ?? '',
      state: r.state ?? '',
      updated_at: now,
      updated_by: actor,
    });
    let inserted = 0;
    let updated = 0;
    const toInsert = [];
    for (const [key, r] of byKey) {
      if (existing.has(key)) {
        await trx.updateTable('moc_trades').set(fields(r)).where('natural_key', '=', key).execute();
        updated += 1;
      } else {
        toInsert.push({
          id: newId(),
          natural_key: key,
          date: r.date,
          product: r.product.trim(),
          side: r.side,
          time: r.time,
          buyer: (r.buyer ?? '').trim(),
          seller: (r.seller ?? '').trim(),
          price: r.price,
          created_at: now,
          ...fields(r),
        });
        inserted += 1;
      }
    }
    // 18 columns per row: 20 rows per statement keeps well under the parameter limits.
    for (let i = 0; i < toInsert.length; i += 20)
      await trx
        .insertInto('moc_trades')
        .values(toInsert.slice(i, i + 20))
        .execute();
    return { inserted, updated };
  });
}

const toSpotTrade = (r: Selectable<MocTradesTable>): SpotTrade => ({
  id: r.id,
  date: r.date,
  product: r.product,
  instrument: r.instrument as SpotTrade['instrument'],
  side: r.side as SpotTrade['side'],
  buyer: r.buyer,
  seller: r.seller,
  priceBasis: r.price_basis as SpotTrade['priceBasis'],
  price: Number(r.price),
  volume: Number(r.volume),
  loadingWindow: r.loading_window,
  loadPoint: r.load_point,
  time: r.time,
  state: r.state,
  updatedAt: Number(r.updated_at),
  updatedBy: r.updated_by,
});

/** Records of a date range (both ends included) and filters, oldest first; `limit` + 1 are read to tell "truncated". */
export async function listSpotTrades(
  db: Kysely<Database>,
  q: Pick<SpotTradeListBody, 'from' | 'to' | 'product' | 'instrument' | 'side' | 'firm'>,
  limit: number,
): Promise<{ rows: SpotTrade[]; truncated: boolean }> {
  let query = db.selectFrom('moc_trades').selectAll().where('date', '>=', q.from).where('date', '<=', q.to);
  if (q.product) query = query.where('product', '=', q.product);
  if (q.instrument) query = query.where('instrument', '=', q.instrument);
  if (q.side) query = query.where('side', '=', q.side);
  const firm = q.firm?.trim();
  if (firm) query = query.where((eb) => eb.or([eb('buyer', '=', firm), eb('seller', '=', firm)]));
  const rows = await query
    .orderBy('date')
    .orderBy('time')
    .orderBy('id')
    .limit(limit + 1)
    .execute();
  return { rows: rows.slice(0, limit).map(toSpotTrade), truncated: rows.length > limit };
}

/** The products stored in a date range, by name. */
export async function productsInRange(db: Kysely<Database>, from: string, to: string): Promise<string[]> {
  const rows = await db.selectFrom('moc_trades').select('product').distinct().where('date', '>=', from).where('date', '<=', to).orderBy('product').execute();
  return rows.map((r) => r.product);
}

/** Adds a record (no id) or edits one by id. A natural key another record holds answers 409 conflict. */
export async function saveSpotTrade(db: Kysely<Database>, id: string | undefined, r: MocTradeRecord, actor: string, now: number): Promise<SpotTrade> {
  const key = mocNaturalKey(r);
  const row = {
    natural_key: key,
    date: r.date,
    product: r.product.trim(),
    instrument: r.instrument,
    side: r.side,
    buyer: (r.buyer ?? '').trim(),
    seller: (r.seller ?? '').trim(),
    price_basis: r.priceBasis,
    price: r.price,
    volume: r.volume,
    loading_window: (r.loadingWindow ?? '').trim(),
    load_point: (r.loadPoint ?? '').trim(),
    time: r.time,
    state: (r.state ?? '').trim(),
    updated_at: now,
    updated_by: actor,
  };
  const duplicate = () => apiError('conflict', 'Another record has the same date, product, side, time, buyer, seller and price');
  try {
    return await db.transaction().execute(async (trx) => {
      const holder = await trx.selectFrom('moc_trades').select('id').where('natural_key', '=', key).executeTakeFirst();
      if (holder && holder.id !== id) throw duplicate();
      if (id === undefined) {
        const created = { id: newId(), created_at: now, ...row };
        await trx.insertInto('moc_trades').values(created).execute();
        return toSpotTrade(created);
      }
      const result = await trx.updateTable('moc_trades').set(row).where('id', '=', id).executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw notFound('Window record');
      return toSpotTrade(await trx.selectFrom('moc_trades').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
    });
  } catch (err) {
    // Two saves of the same new key at once: the second meets the unique key.
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
}

/** Deletes a record and answers what it was (for the audit trail); 404 when there is none. */
export async function removeSpotTrade(db: Kysely<Database>, id: string): Promise<SpotTrade> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('moc_trades').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Window record');
    await trx.deleteFrom('moc_trades').where('id', '=', id).execute();
    return toSpotTrade(row);
  });
}
