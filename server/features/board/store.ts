/**
 * The watchlists of one user (docs/market-data/board.md): list (creating the default list on a first visit), save,
 * rename, delete (never the last), reorder. Every query is scoped to the user: another user's id is "not found".
 */
import type { Kysely, Selectable } from 'kysely';
import {
  DEFAULT_WATCHLIST_COLUMNS,
  DEFAULT_Z_WINDOW,
  WATCHLIST_DEFAULT_ITEMS,
  WATCHLIST_MAX_LISTS,
  type Watchlist,
  type WatchlistColumns,
  type WatchlistSaveBody,
} from '../../../common/contract/board';
import { isUniqueViolation } from '../../infra/db/errors';
import { newId } from '../../infra/db/ids';
import type { Database } from '../../schema';
import { apiError, badRequest, notFound } from '../../infra/http/apiError';
import { itemProblem } from './items';
import type { WatchlistsTable } from './tables';

type Row = Selectable<WatchlistsTable>;

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** The columns of every list before issue 18 made the board a quote screen. */
const BEFORE_QUOTE_COLUMNS = ['last', 'change', 'changePct', 'value', 'zScore', 'sparkline', 'updatedAt'];

/**
 * A list still showing every column of the board before issue 18 (the old default, or the user kept them all) shows
 * the new default, the quote columns included; a list with columns hidden keeps its choice.
 */
export function withQuoteColumns(columns: WatchlistColumns): WatchlistColumns {
  const old = columns.visible.length === BEFORE_QUOTE_COLUMNS.length && BEFORE_QUOTE_COLUMNS.every((c) => (columns.visible as string[]).includes(c));
  return old ? { ...columns, visible: [...DEFAULT_WATCHLIST_COLUMNS.visible] } : columns;
}

export function toWatchlist(row: Row): Watchlist {
  return {
    id: row.id,
    name: row.name,
    position: Number(row.position),
    items: parseJson<string[]>(row.items, []),
    columns: withQuoteColumns(parseJson<WatchlistColumns>(row.columns, DEFAULT_WATCHLIST_COLUMNS)),
    zWindow: Number(row.z_window) as Watchlist['zWindow'],
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/** The default list's id is derived from the user, so two first visits at once create it only once. */
export const defaultListId = (userId: string): string => `wl-default-${userId}`;

const rowsOf = (db: Kysely<Database>, userId: string) =>
  db.selectFrom('watchlists').selectAll().where('user_id', '=', userId).orderBy('position').orderBy('created_at').orderBy('id').execute();

async function requireOwn(db: Kysely<Database>, userId: string, id: string): Promise<Row> {
  const row = await db.selectFrom('watchlists').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound('Watchlist');
  return row;
}

export async function listWatchlists(db: Kysely<Database>, userId: string, now: number, defaultName: string): Promise<Watchlist[]> {
  let rows = await rowsOf(db, userId);
  if (rows.length === 0) {
    try {
      await db
        .insertInto('watchlists')
        .values({
          id: defaultListId(userId),
          user_id: userId,
          name: defaultName,
          position: 0,
          items: JSON.stringify(WATCHLIST_DEFAULT_ITEMS),
          columns: JSON.stringify(DEFAULT_WATCHLIST_COLUMNS),
          z_window: DEFAULT_Z_WINDOW,
          created_at: now,
          updated_at: now,
        })
        .execute();
    } catch (err) {
      // A concurrent first visit created it: read it below.
      if (!isUniqueViolation(err)) throw err;
    }
    rows = await rowsOf(db, userId);
  }
  return rows.map(toWatchlist);
}

export async function saveWatchlist(db: Kysely<Database>, userId: string, now: number, body: WatchlistSaveBody): Promise<Watchlist> {
  const problem = itemProblem(body.items);
  if (problem) throw badRequest(problem.message, { [problem.field]: 'api.error.badRequest' });
  const name = body.name.trim();
  if (!name) throw badRequest('A watchlist needs a name', { name: 'api.error.badRequest' });
  if (body.id) {
    const row = await requireOwn(db, userId, body.id);
    await db
      .updateTable('watchlists')
      .set({
        name,
        items: JSON.stringify(body.items),
        ...(body.columns ? { columns: JSON.stringify(body.columns) } : {}),
        ...(body.zWindow ? { z_window: body.zWindow } : {}),
        updated_at: now,
      })
      .where('id', '=', row.id)
      .execute();
    return toWatchlist(await requireOwn(db, userId, row.id));
  }
  return db.transaction().execute(async (trx) => {
    const rows = await rowsOf(trx, userId);
    if (rows.length >= WATCHLIST_MAX_LISTS) throw apiError('conflict', `At most ${WATCHLIST_MAX_LISTS} watchlists`);
    const row: Row = {
      id: newId(),
      user_id: userId,
      name,
      position: rows.reduce((max, r) => Math.max(max, Number(r.position)), -1) + 1,
      items: JSON.stringify(body.items),
      columns: JSON.stringify(body.columns ?? DEFAULT_WATCHLIST_COLUMNS),
      z_window: body.zWindow ?? DEFAULT_Z_WINDOW,
      created_at: now,
      updated_at: now,
    };
    await trx.insertInto('watchlists').values(row).execute();
    return toWatchlist(row);
  });
}

export async function renameWatchlist(db: Kysely<Database>, userId: string, now: number, id: string, newName: string): Promise<Watchlist> {
  const name = newName.trim();
  if (!name) throw badRequest('A watchlist needs a name', { name: 'api.error.badRequest' });
  await requireOwn(db, userId, id);
  await db.updateTable('watchlists').set({ name, updated_at: now }).where('id', '=', id).execute();
  return toWatchlist(await requireOwn(db, userId, id));
}

export async function deleteWatchlist(db: Kysely<Database>, userId: string, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireOwn(trx, userId, id);
    const rows = await rowsOf(trx, userId);
    // The board always has a list to show; the last one is emptied or renamed, not deleted.
    if (rows.length <= 1) throw apiError('conflict', 'The last watchlist cannot be deleted');
    await trx.deleteFrom('watchlists').where('id', '=', id).execute();
  });
}

export async function reorderWatchlists(db: Kysely<Database>, userId: string, now: number, ids: readonly string[]): Promise<Watchlist[]> {
  return db.transaction().execute(async (trx) => {
    const rows = await rowsOf(trx, userId);
    const own = new Set(rows.map((r) => r.id));
    if (ids.length !== own.size || ids.some((id) => !own.has(id)))
      throw badRequest('Give every one of your watchlists exactly once', { ids: 'api.error.badRequest' });
    for (const [position, id] of ids.entries()) await trx.updateTable('watchlists').set({ position, updated_at: now }).where('id', '=', id).execute();
    return (await rowsOf(trx, userId)).map(toWatchlist);
  });
}
