/**
 * Platts Market-on-Close window records. A record's identity is its natural key
 * (date, product, side, time, buyer, seller, price): sending it again updates the other fields.
 * Within one call a repeated key counts once and the last record wins.
 */
import type { Kysely } from 'kysely';
import type { MocTradeRecord, MocTradeUpdateResult } from '../../../common/contract/setting';
import { isUniqueViolation } from '../../infra/db/errors';
import { newId } from '../../infra/db/ids';
import type { Database } from '../../schema';

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
