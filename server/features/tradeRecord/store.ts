/**
 * Books, trades (edited with history, soft-deleted) and cash flows of one user. Every query is scoped to the owner:
 * another user's book, trade or flow is "not found" (books are not shared; docs/decisions.md).
 */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type {
  CashFlow,
  CashFlowCreateBody,
  Trade,
  TradeBook,
  TradeBookCreateBody,
  TradeChange,
  TradeFields,
  TradeImportRow,
} from '../../../common/contract/tradeRecord';
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import type { AuthUser } from '../../infra/auth/authUser';
import { newId } from '../../infra/db/ids';
import type { Database } from '../../schema';
import { badRequest, notFound } from '../../infra/http/apiError';
import type { TradeBooksTable, TradesTable } from './tables';

type Db = Kysely<Database> | Transaction<Database>;
type TradeRow = Selectable<TradesTable>;

const toBook = (row: Selectable<TradeBooksTable>, trades: number): TradeBook => ({
  id: row.id,
  name: row.name,
  baseCurrency: 'CNY',
  initialCash: Number(row.initial_cash),
  startDate: row.start_date,
  trades,
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at),
});

export const fieldsOf = (row: TradeRow): TradeFields => ({
  time: Number(row.time),
  instrument: row.instrument,
  side: row.side as TradeFields['side'],
  lots: Number(row.lots),
  price: Number(row.price),
  fee: Number(row.fee),
  strategy: row.strategy,
  note: row.note,
});

export const toTrade = (row: TradeRow): Trade => ({
  ...fieldsOf(row),
  id: row.id,
  bookId: row.book_id,
  tradingDate: row.trading_date,
  version: Number(row.version),
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at),
});

const validDate = (date: string): boolean => {
  const d = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
};

export async function listBooks(db: Db, ownerId: string): Promise<TradeBook[]> {
  const rows = await db.selectFrom('trade_books').selectAll().where('owner_id', '=', ownerId).orderBy('created_at').orderBy('id').execute();
  if (rows.length === 0) return [];
  const counts = await db
    .selectFrom('trades')
    .select(['book_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where(
      'book_id',
      'in',
      rows.map((r) => r.id),
    )
    .where('deleted_at', 'is', null)
    .groupBy('book_id')
    .execute();
  const n = new Map(counts.map((c) => [c.book_id, Number(c.n)]));
  return rows.map((r) => toBook(r, n.get(r.id) ?? 0));
}

export async function createBook(db: Db, ownerId: string, now: number, body: TradeBookCreateBody): Promise<TradeBook> {
  const name = body.name.trim();
  if (!name) throw badRequest('The name is empty', { name: FIELD_ERROR_KEYS.required });
  if (!validDate(body.startDate)) throw badRequest(`Not a date: ${body.startDate}`, { startDate: FIELD_ERROR_KEYS.invalid });
  const row = {
    id: newId(),
    owner_id: ownerId,
    name,
    base_currency: 'CNY',
    initial_cash: body.initialCash,
    start_date: body.startDate,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('trade_books').values(row).execute();
  return toBook(row, 0);
}

/** The caller's book, or "not found" (also for another user's book). */
export async function requireBook(db: Db, ownerId: string, bookId: string): Promise<Selectable<TradeBooksTable>> {
  const row = await db.selectFrom('trade_books').selectAll().where('id', '=', bookId).where('owner_id', '=', ownerId).executeTakeFirst();
  if (!row) throw notFound('Book');
  return row;
}

export async function listTrades(db: Db, bookId: string): Promise<Trade[]> {
  const rows = await db.selectFrom('trades').selectAll().where('book_id', '=', bookId).where('deleted_at', 'is', null).orderBy('time').orderBy('id').execute();
  return rows.map(toTrade);
}

/** A trade of one of the caller's books (deleted ones too, for their history), or "not found". */
async function requireTrade(db: Db, ownerId: string, id: string): Promise<TradeRow> {
  const row = await db
    .selectFrom('trades')
    .innerJoin('trade_books', 'trade_books.id', 'trades.book_id')
    .selectAll('trades')
    .where('trades.id', '=', id)
    .where('trade_books.owner_id', '=', ownerId)
    .executeTakeFirst();
  if (!row) throw notFound('Trade');
  return row;
}

async function recordChange(
  db: Db,
  user: AuthUser,
  now: number,
  row: Pick<TradeRow, 'id' | 'book_id'>,
  action: TradeChange['action'],
  before: TradeFields | null,
  after: TradeFields | null,
) {
  await db
    .insertInto('trade_changes')
    .values({
      id: newId(),
      trade_id: row.id,
      book_id: row.book_id,
      user_id: user.id,
      user_name: user.name || user.username,
      at: now,
      action,
      before: before ? JSON.stringify(before) : null,
      after: after ? JSON.stringify(after) : null,
    })
    .execute();
}

const columnsOf = (fields: TradeFields, tradingDate: string) => ({
  time: fields.time,
  trading_date: tradingDate,
  instrument: fields.instrument,
  side: fields.side,
  lots: fields.lots,
  price: fields.price,
  fee: fields.fee,
  strategy: fields.strategy.trim(),
  note: fields.note.trim(),
});

/** Adds trades to a book (one change each, action `create` or `import`), in the caller's transaction. */
export async function insertTrades(
  db: Db,
  user: AuthUser,
  now: number,
  bookId: string,
  rows: readonly (TradeFields & { tradingDate: string })[],
  action: 'create' | 'import',
): Promise<TradeRow[]> {
  const written: TradeRow[] = [];
  for (const fields of rows) {
    const row: TradeRow = {
      id: newId(),
      book_id: bookId,
      ...columnsOf(fields, fields.tradingDate),
      version: 1,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    };
    await db.insertInto('trades').values(row).execute();
    await recordChange(db, user, now, row, action, null, fieldsOf(row));
    written.push(row);
  }
  return written;
}

/** Adds one trade and its change record in one transaction. */
export async function createTrade(
  db: Kysely<Database>,
  user: AuthUser,
  now: number,
  bookId: string,
  fields: TradeFields & { tradingDate: string },
): Promise<TradeRow> {
  const [row] = await db.transaction().execute((trx) => insertTrades(trx, user, now, bookId, [fields], 'create'));
  return row;
}

export async function updateTrade(
  db: Kysely<Database>,
  user: AuthUser,
  now: number,
  bookId: string,
  id: string,
  fields: TradeFields,
  tradingDate: string,
): Promise<Trade> {
  return db.transaction().execute(async (trx) => {
    const before = await requireTrade(trx, user.id, id);
    // A trade is edited within its own book (moving it between books is not an edit).
    if (before.deleted_at !== null || before.book_id !== bookId) throw notFound('Trade');
    const columns = columnsOf(fields, tradingDate);
    await trx
      .updateTable('trades')
      .set({ ...columns, version: Number(before.version) + 1, updated_at: now })
      .where('id', '=', id)
      .execute();
    const after: TradeRow = { ...before, ...columns, version: Number(before.version) + 1, updated_at: now };
    await recordChange(trx, user, now, before, 'update', fieldsOf(before), fieldsOf(after));
    return toTrade(after);
  });
}

export async function deleteTrade(db: Kysely<Database>, user: AuthUser, now: number, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await requireTrade(trx, user.id, id);
    if (before.deleted_at !== null) throw notFound('Trade');
    await trx.updateTable('trades').set({ deleted_at: now, updated_at: now }).where('id', '=', id).execute();
    await recordChange(trx, user, now, before, 'delete', fieldsOf(before), null);
  });
}

export async function tradeHistory(db: Db, ownerId: string, id: string): Promise<TradeChange[]> {
  await requireTrade(db, ownerId, id);
  const rows = await db.selectFrom('trade_changes').selectAll().where('trade_id', '=', id).orderBy('at').orderBy('id').execute();
  const parse = (text: string | null): TradeFields | null => (text ? (JSON.parse(text) as TradeFields) : null);
  return rows.map((r) => ({
    at: Number(r.at),
    userName: r.user_name,
    action: r.action as TradeChange['action'],
    before: parse(r.before),
    after: parse(r.after),
  }));
}

/** Stores every row of an import in one transaction (nothing when one insert fails). */
export async function importTrades(db: Kysely<Database>, user: AuthUser, now: number, bookId: string, rows: readonly TradeImportRow[]): Promise<number> {
  return db.transaction().execute(async (trx) => (await insertTrades(trx, user, now, bookId, rows, 'import')).length);
}

const toFlow = (r: Selectable<Database['trade_cash_flows']>): CashFlow => ({
  id: r.id,
  bookId: r.book_id,
  date: r.date,
  amount: Number(r.amount),
  note: r.note,
  createdAt: Number(r.created_at),
});

export async function listFlows(db: Db, bookId: string): Promise<CashFlow[]> {
  const rows = await db.selectFrom('trade_cash_flows').selectAll().where('book_id', '=', bookId).orderBy('date').orderBy('id').execute();
  return rows.map(toFlow);
}

export async function createFlow(db: Db, now: number, body: CashFlowCreateBody): Promise<CashFlow> {
  if (!validDate(body.date)) throw badRequest(`Not a date: ${body.date}`, { date: FIELD_ERROR_KEYS.invalid });
  if (body.amount === 0) throw badRequest('The amount is zero', { amount: FIELD_ERROR_KEYS.outOfRange });
  const row = { id: newId(), book_id: body.bookId, date: body.date, amount: body.amount, note: body.note.trim(), created_at: now };
  await db.insertInto('trade_cash_flows').values(row).execute();
  return toFlow(row);
}

export async function deleteFlow(db: Db, ownerId: string, id: string): Promise<void> {
  const row = await db
    .selectFrom('trade_cash_flows')
    .innerJoin('trade_books', 'trade_books.id', 'trade_cash_flows.book_id')
    .select('trade_cash_flows.id')
    .where('trade_cash_flows.id', '=', id)
    .where('trade_books.owner_id', '=', ownerId)
    .executeTakeFirst();
  if (!row) throw notFound('Cash flow');
  await db.deleteFrom('trade_cash_flows').where('id', '=', id).execute();
}
