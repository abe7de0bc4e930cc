/**
 * Saved backtests (table backtest_results): the owner saves inputs and result under a name and may mark it shared.
 * Decision (docs/decisions.md): a shared result is readable by any holder of the backtesting page's key, through
 * the page's link `?saved=<id>`; what it shows is the stored result (derived numbers: net value, metrics, trades, and
 * the input series' closes), not a new read of the series, less the inputs the reader may not read (withheld.ts). Only the owner may share, unshare or delete it; a result
 * that is neither own nor shared is "not found" (its existence is not revealed), to administrators too.
 * Who reads one is the shared visibility model (docs/visibility.md); the listing filters the same rule in SQL
 * (tests/api/backtestingVisibility.test.ts checks that both agree on the same rows).
 */
import type { Kysely, Selectable } from 'kysely';
import type { RunBody, RunResult, SavedResult, SavedSummary } from '../../../common/contract/backtesting';
import type { AuthUser } from '../../infra/auth/authUser';
import { newId } from '../../infra/db/ids';
import type { Database } from '../../schema';
import { notFound } from '../../infra/http/apiError';
import { type AdminRule, canRead, type ItemVisibility, type Viewer } from '../../infra/visibility/audience';
import type { BacktestResultsTable } from './tables';

type Row = Selectable<BacktestResultsTable>;

/** Saved results listed per user: own ones and others' shared ones, newest first. */
export const SAVED_LIST_MAX = 200;

/**
 * Administrators have no bypass: like anyone, they read their own results and shared ones. That is the rule the
 * feature shipped with, kept on purpose: an unshared result is its owner's unfinished work (docs/visibility.md).
 */
const ADMINS: AdminRule = 'noBypass';

/** A saved result's audience in the shared model: shared is everyone with the page, unshared the owner's. */
const backtestVisibility = (row: Pick<Row, 'owner_id' | 'shared'>): ItemVisibility => ({
  ownerId: row.owner_id,
  audience: Number(row.shared) === 1 ? { kind: 'everyone' } : { kind: 'owner' },
});

/** Whether `viewer` may read the saved result `row` (its owner's, or shared). */
export const canReadResult = (viewer: Viewer, row: Pick<Row, 'owner_id' | 'shared'>): boolean => canRead(viewer, backtestVisibility(row), ADMINS);

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

/** The results `viewer` may read (newest first), filtered in SQL by the rule of `canReadResult` ('noBypass': isAdmin plays no part). */
export async function listResults(db: Kysely<Database>, viewer: Viewer): Promise<SavedSummary[]> {
  const rows = await db
    .selectFrom('backtest_results')
    .select(['id', 'owner_id', 'owner_name', 'name', 'shared', 'cumulative_return', 'sharpe', 'max_drawdown', 'created_at'])
    .where((eb) => eb.or([eb('owner_id', '=', viewer.id), eb('shared', '=', 1)]))
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(SAVED_LIST_MAX)
    .execute();
  return rows.map((r) => summaryOf({ ...r, inputs: '', result: '', updated_at: r.created_at }, viewer.id));
}

async function readable(db: Kysely<Database>, viewer: Viewer, id: string): Promise<Row> {
  const row = await db.selectFrom('backtest_results').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || !canReadResult(viewer, row)) throw notFound('Saved backtest');
  return row;
}

export async function getResult(db: Kysely<Database>, viewer: Viewer, id: string): Promise<SavedResult> {
  const row = await readable(db, viewer, id);
  const run = JSON.parse(row.inputs) as RunBody;
  // Nothing withheld yet: the caller checks the reader's right to each input (withheld.ts).
  return { ...summaryOf(row, viewer.id), run, result: withMainFields(run, JSON.parse(row.result) as Partial<RunResult>), withheld: [] };
}

/**
 * Results saved before issue 18 carry no `adjusted` or `rolls`: every `@main` run was then unadjusted ('none'); its
 * rolls were not recorded (empty), other inputs have none.
 */
function withMainFields(run: RunBody, result: Partial<RunResult>): RunResult {
  if (result.adjusted !== undefined && result.rolls !== undefined) return result as RunResult;
  // A stored run is read as it was written, possibly by an older version: no field is assumed.
  const input = (run as Partial<RunBody>).input;
  const main = input?.kind === 'address' && /@main(:|$)/.test(input.address ?? '');
  return { ...result, adjusted: main ? 'none' : null, rolls: [] } as RunResult;
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
