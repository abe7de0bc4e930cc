/**
 * Saved backtests (table backtest_results): the owner saves inputs and result under a name and may mark it shared.
 * Decision (docs/decisions.md): a shared result is readable by any holder of the backtesting page's key, through
 * the page's link `?saved=<id>`; what it shows is the stored result (derived numbers: net value, metrics, trades, and
 * the input series' closes), not a new read of the series. Only the owner may share, unshare or delete it; a result
 * that is neither own nor shared is "not found" (its existence is not revealed).
 */
import type { Kysely, Selectable } from 'kysely';
import type { RunBody, RunResult, SavedResult, SavedSummary } from '../../../common/contract/backtesting';
import type { AuthUser } from '../../infra/auth/authUser';
import { newId } from '../../infra/db/ids';
import type { Database } from '../../schema';
import { notFound } from '../../infra/http/apiError';
import type { BacktestResultsTable } from './tables';

type Row = Selectable<BacktestResultsTable>;

/** Saved results listed per user: own ones and others' shared ones, newest first. */
export const SAVED_LIST_MAX = 200;

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

function summaryOf(row: Row, userId: string): SavedSummary {
  return {
    id: row.id,
    name: row.name,
    ownerName: row.owner_name,
    mine: row.owner_id === userId,
    shared: Number(row.shared) === 1,
    createdAt: Number(row.created_at),
    cumulativeReturn: num(row.cumulative_return),
    sharpe: num(row.sharpe),
    maxDrawdown: num(row.max_drawdown),
  };
}

export async function saveResult(
  db: Kysely<Database>,
  user: AuthUser,
  now: number,
  name: string,
  shared: boolean,
  run: RunBody,
  result: RunResult,
): Promise<SavedSummary> {
  const row: Row = {
    id: newId(),
    owner_id: user.id,
    owner_name: user.name || user.username,
    name: name.trim() || name,
    shared: shared ? 1 : 0,
    inputs: JSON.stringify(run),
    result: JSON.stringify(result),
    cumulative_return: result.metrics.cumulativeReturn,
    sharpe: result.metrics.sharpe,
    max_drawdown: result.metrics.maxDrawdown,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('backtest_results').values(row).execute();
  return summaryOf(row, user.id);
}

export async function listResults(db: Kysely<Database>, userId: string): Promise<SavedSummary[]> {
  const rows = await db
    .selectFrom('backtest_results')
    .select(['id', 'owner_id', 'owner_name', 'name', 'shared', 'cumulative_return', 'sharpe', 'max_drawdown', 'created_at'])
    .where((eb) => eb.or([eb('owner_id', '=', userId), eb('shared', '=', 1)]))
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(SAVED_LIST_MAX)
    .execute();
  return rows.map((r) => summaryOf({ ...r, inputs: '', result: '', updated_at: r.created_at }, userId));
}

async function readable(db: Kysely<Database>, userId: string, id: string): Promise<Row> {
  const row = await db.selectFrom('backtest_results').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || (row.owner_id !== userId && Number(row.shared) !== 1)) throw notFound('Saved backtest');
  return row;
}

export async function getResult(db: Kysely<Database>, userId: string, id: string): Promise<SavedResult> {
  const row = await readable(db, userId, id);
  return { ...summaryOf(row, userId), run: JSON.parse(row.inputs) as RunBody, result: JSON.parse(row.result) as RunResult };
}

async function own(db: Kysely<Database>, userId: string, id: string): Promise<Row> {
  const row = await db.selectFrom('backtest_results').selectAll().where('id', '=', id).where('owner_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound('Saved backtest');
  return row;
}

export async function shareResult(db: Kysely<Database>, userId: string, now: number, id: string, shared: boolean): Promise<SavedSummary> {
  const row = await own(db, userId, id);
  await db
    .updateTable('backtest_results')
    .set({ shared: shared ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .execute();
  return summaryOf({ ...row, shared: shared ? 1 : 0 }, userId);
}

export async function deleteResult(db: Kysely<Database>, userId: string, id: string): Promise<void> {
  await own(db, userId, id);
  await db.deleteFrom('backtest_results').where('id', '=', id).execute();
}
