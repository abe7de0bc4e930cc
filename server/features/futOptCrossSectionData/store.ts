/**
 * The option settlements' SQL (table option_settlements, migration 0026): a day's chains of a product, the stored
 * days over a range, what is stored per product, and an import written in one transaction (insert or replace).
 */
import type { Kysely } from 'kysely';
import type { OptionImportRow } from '../../../common/contract/futOptCrossSectionData';
import type { Database } from '../../schema';
import type { RawChain } from './chain';
import type { OptionSettlementsTable } from './tables';

type Db = Kysely<Database>;

/** Rows of one product and day (or range) grouped into chains per day, each day's chains in expiry order. */
function chainsByDay(rows: readonly OptionSettlementsTable[]): Map<string, RawChain[]> {
  const days = new Map<string, Map<string, RawChain>>();
  for (const r of rows) {
    const day = days.get(r.trade_date) ?? new Map<string, RawChain>();
    days.set(r.trade_date, day);
    const chain = day.get(r.underlying) ?? { underlying: r.underlying, expiry: r.expiry, futuresPrice: Number(r.futures_price), rows: [] };
    day.set(r.underlying, chain);
    chain.rows.push({ strike: Number(r.strike), right: r.option_right, settle: Number(r.settle), volume: Number(r.volume), oi: Number(r.open_interest) });
  }
  const out = new Map<string, RawChain[]>();
  for (const [date, chains] of days)
    out.set(
      date,
      [...chains.values()].sort((a, b) => a.expiry.localeCompare(b.expiry) || a.underlying.localeCompare(b.underlying)),
    );
  return out;
}

export async function storedChains(db: Db, product: string, from: string, to: string): Promise<Map<string, RawChain[]>> {
  const rows = await db
    .selectFrom('option_settlements')
    .selectAll()
    .where('product', '=', product)
    .where('trade_date', '>=', from)
    .where('trade_date', '<=', to)
    .execute();
  return chainsByDay(rows);
}

/** The latest stored trading day of a product on or before `onOrBefore`, or null. */
export async function latestStoredDate(db: Db, product: string, onOrBefore: string): Promise<string | null> {
  const row = await db
    .selectFrom('option_settlements')
    .select((eb) => eb.fn.max('trade_date').as('last'))
    .where('product', '=', product)
    .where('trade_date', '<=', onOrBefore)
    .executeTakeFirst();
  return (row?.last as string | null | undefined) ?? null;
}

/** Per product: how many days are stored and the latest. */
export async function storedSummary(db: Db): Promise<Map<string, { days: number; last: string }>> {
  const rows = await db
    .selectFrom('option_settlements')
    .select((eb) => ['product', eb.fn.count<number>('trade_date').distinct().as('days'), eb.fn.max('trade_date').as('last')])
    .groupBy('product')
    .execute();
  return new Map(rows.map((r) => [r.product, { days: Number(r.days), last: String(r.last) }]));
}

/** How many of the rows' options already have a settlement stored that day (the import replaces them). */
export async function countStored(db: Db, rows: readonly OptionImportRow[]): Promise<number> {
  const pairs = new Map<string, { underlying: string; date: string }>();
  for (const r of rows) pairs.set(`${r.underlying}|${r.date}`, { underlying: r.underlying, date: r.date });
  const wanted = new Set(rows.map((r) => `${r.underlying}|${r.date}|${r.strike}|${r.right}`));
  let count = 0;
  for (const { underlying, date } of pairs.values()) {
    const stored = await db
      .selectFrom('option_settlements')
      .select(['strike', 'option_right'])
      .where('underlying', '=', underlying)
      .where('trade_date', '=', date)
      .execute();
    for (const s of stored) if (wanted.has(`${underlying}|${date}|${Number(s.strike)}|${s.option_right}`)) count += 1;
  }
  return count;
}

const BATCH = 400;

/** Writes every row (replacing a stored settlement of the same option and day) in one transaction. */
export async function writeSettlements(db: Db, rows: readonly OptionImportRow[], source: string, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += BATCH) {
      const values = rows.slice(i, i + BATCH).map((r) => ({
        product: r.product,
        underlying: r.underlying,
        trade_date: r.date,
        strike: r.strike,
        option_right: r.right,
        expiry: r.expiry,
        settle: r.settle,
        volume: r.volume,
        open_interest: r.oi,
        futures_price: r.futuresPrice,
        source,
        created_at: now,
      }));
      await trx
        .insertInto('option_settlements')
        .values(values)
        .onConflict((oc) =>
          oc.columns(['underlying', 'trade_date', 'strike', 'option_right']).doUpdateSet((eb) => ({
            product: eb.ref('excluded.product'),
            expiry: eb.ref('excluded.expiry'),
            settle: eb.ref('excluded.settle'),
            volume: eb.ref('excluded.volume'),
            open_interest: eb.ref('excluded.open_interest'),
            futures_price: eb.ref('excluded.futures_price'),
            source: eb.ref('excluded.source'),
            created_at: eb.ref('excluded.created_at'),
          })),
        )
        .execute();
    }
  });
}

/** The sources of a day's stored rows (the chain's `source`). */
export async function storedSources(db: Db, product: string, date: string): Promise<string[]> {
  const rows = await db.selectFrom('option_settlements').select('source').distinct().where('product', '=', product).where('trade_date', '=', date).execute();
  return rows.map((r) => r.source).sort();
}
