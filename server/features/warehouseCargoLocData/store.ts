/** The warehouse receipts' SQL. */
import type { Kysely } from 'kysely';
import type { ReceiptExchange, ReceiptProduct } from '../../../common/contract/warehouseCargoLocData';
import type { ReceiptRow } from '../../../common/domain/warehouseReceipts';
import type { Database } from '../../schema';

/** One figure to write. */
export interface ReceiptFigure {
  exchange: ReceiptExchange;
  product: string;
  warehouse: string;
  day: string;
  receipts: number;
  unit: string;
}

/** Rows per insert statement (SQLite allows 32,766 bound values; 9 columns each). */
const CHUNK = 500;

export async function listReceiptProducts(db: Kysely<Database>): Promise<ReceiptProduct[]> {
  const rows = await db
    .selectFrom('warehouse_receipts')
    .select((eb) => [
      'exchange',
      'product',
      eb.fn.max('unit').as('unit'),
      eb.fn.count<number>('warehouse').distinct().as('warehouses'),
      eb.fn.min('day').as('first'),
      eb.fn.max('day').as('last'),
      eb.fn.max('source').as('maxSource'),
      eb.fn.min('source').as('minSource'),
    ])
    .groupBy(['exchange', 'product'])
    .orderBy('exchange')
    .orderBy('product')
    .execute();
  return rows.map((r) => ({
    exchange: r.exchange as ReceiptExchange,
    product: r.product,
    unit: r.unit,
    warehouses: Number(r.warehouses),
    first: r.first,
    last: r.last,
    demo: r.maxSource === 'demo' || r.minSource === 'demo',
  }));
}

/** One product's figures in a day range, with the unit of its latest figure and whether any is demo. */
export async function readReceipts(
  db: Kysely<Database>,
  q: { exchange: string; product: string; from?: string; to?: string },
): Promise<{ rows: ReceiptRow[]; unit: string; demo: boolean } | null> {
  let query = db
    .selectFrom('warehouse_receipts')
    .select(['day', 'warehouse', 'receipts', 'unit', 'source'])
    .where('exchange', '=', q.exchange)
    .where('product', '=', q.product);
  if (q.from) query = query.where('day', '>=', q.from);
  if (q.to) query = query.where('day', '<=', q.to);
  const rows = await query.orderBy('day').orderBy('warehouse').execute();
  if (rows.length === 0) return null;
  return {
    rows: rows.map((r) => ({ date: r.day, warehouse: r.warehouse, receipts: Number(r.receipts) })),
    unit: rows[rows.length - 1].unit,
    demo: rows.some((r) => r.source === 'demo'),
  };
}

/** Imported figures replace what is stored for the same exchange, product, warehouse and day (demo included); one transaction. */
export async function writeImportedReceipts(db: Kysely<Database>, figures: readonly ReceiptFigure[], at: number, by: string): Promise<number> {
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < figures.length; i += CHUNK) {
      const values = figures.slice(i, i + CHUNK).map((f) => ({ ...f, source: 'import', written_at: at, written_by: by }));
      await trx
        .insertInto('warehouse_receipts')
        .values(values)
        .onConflict((oc) =>
          oc.columns(['exchange', 'product', 'warehouse', 'day']).doUpdateSet((eb) => ({
            receipts: eb.ref('excluded.receipts'),
            unit: eb.ref('excluded.unit'),
            source: eb.ref('excluded.source'),
            written_at: eb.ref('excluded.written_at'),
            written_by: eb.ref('excluded.written_by'),
          })),
        )
        .execute();
    }
  });
  return figures.length;
}

/** Demo figures fill only the days no figure is stored for (an imported figure is never overwritten); one transaction. */
export async function writeDemoReceipts(db: Kysely<Database>, figures: readonly ReceiptFigure[], at: number, by: string): Promise<number> {
  let written = 0;
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < figures.length; i += CHUNK) {
      const values = figures.slice(i, i + CHUNK).map((f) => ({ ...f, source: 'demo', written_at: at, written_by: by }));
      const res = await trx
        .insertInto('warehouse_receipts')
        .values(values)
        .onConflict((oc) => oc.columns(['exchange', 'product', 'warehouse', 'day']).doNothing())
        .executeTakeFirst();
      written += Number(res.numInsertedOrUpdatedRows ?? 0);
    }
  });
  return written;
}
