/**
 * Update runs: the per-source lock that keeps runs of one source from overlapping (across processes too, through
 * a conditional UPDATE), the run records (RunRecord) and the stuck-run cleanup of scheduler/reset.
 */
import type { RunRecord, SourceName } from '../../../common/contract/datasource';
import type { PageResult } from '../../../common/contract/envelope';
import { newId } from '../../infra/db/ids';
import type { DataSourceDeps } from './deps';
import type { MessageParams } from './freshness';
import type { DsRunsTable, RunState, RunTrigger } from './tables';

export interface RunMessage {
  message: string;
  messageKey: string;
  messageParams: MessageParams;
}

export class RunInProgressError extends Error {
  constructor(
    readonly source: string,
    readonly runId: string,
  ) {
    super(`An update of ${source} is already running (run ${runId})`);
  }
}

const i18n = (m: RunMessage) => JSON.stringify({ key: m.messageKey, params: m.messageParams });

export function parseI18n(text: string): { key?: string; params?: MessageParams } {
  try {
    const v = JSON.parse(text) as { key?: string; params?: MessageParams };
    return v && typeof v === 'object' ? v : {};
  } catch {
    return {};
  }
}

function toRunRecord(r: DsRunsTable): RunRecord {
  const { key, params } = parseI18n(r.message_i18n);
  return {
    id: r.id,
    source: r.source,
    trigger: r.trigger,
    state: r.state,
    message: r.message,
    ...(key ? { messageKey: key, messageParams: params ?? {} } : {}),
    rows: Number(r.rows),
    startedAt: Number(r.started_at),
    finishedAt: r.finished_at === null ? null : Number(r.finished_at),
    actorName: r.actor_name,
    note: r.note,
  };
}

/** Makes sure the source has a state row (the lock lives there). */
export async function ensureStateRow(deps: Pick<DataSourceDeps, 'db'>, source: SourceName): Promise<void> {
  await deps.db
    .insertInto('ds_source_state')
    .values({
      source,
      state: 'UNKNOWN',
      message: 'Never checked',
      message_i18n: JSON.stringify({ key: 'datasource.health.neverChecked', params: {} }),
      last_update: null,
      checked_at: null,
      running_run_id: null,
      running_since: null,
    })
    .onConflict((oc) => oc.column('source').doNothing())
    .execute();
}

/**
 * Takes the source's lock and records a 'running' run. A lock older than the run timeout is taken over and its
 * run marked failed. Throws RunInProgressError when a live run holds the lock.
 */
export async function startRun(deps: DataSourceDeps, source: SourceName, trigger: RunTrigger, actorName: string, note: string): Promise<RunRecord> {
  await ensureStateRow(deps, source);
  const now = deps.now();
  const stuckBefore = now - deps.runTimeoutMs;
  const id = newId();
  const previous = await deps.db.selectFrom('ds_source_state').select(['running_run_id', 'running_since']).where('source', '=', source).executeTakeFirst();
  const result = await deps.db
    .updateTable('ds_source_state')
    .set({ running_run_id: id, running_since: now })
    .where('source', '=', source)
    .where((eb) => eb.or([eb('running_run_id', 'is', null), eb('running_since', '<', stuckBefore)]))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    const holder = await deps.db.selectFrom('ds_source_state').select('running_run_id').where('source', '=', source).executeTakeFirst();
    throw new RunInProgressError(source, holder?.running_run_id ?? previous?.running_run_id ?? '');
  }
  if (previous?.running_run_id) await markStuck(deps, [previous.running_run_id], now);

  const row: DsRunsTable = {
    id,
    source,
    trigger,
    state: 'running',
    message: 'Running',
    message_i18n: JSON.stringify({ key: 'datasource.run.running', params: {} }),
    rows: 0,
    started_at: now,
    finished_at: null,
    actor_name: actorName,
    note,
  };
  try {
    await deps.db.insertInto('ds_runs').values(row).execute();
  } catch (err) {
    await releaseLock(deps, source, id);
    throw err;
  }
  return toRunRecord(row);
}

export async function finishRun(deps: DataSourceDeps, run: RunRecord, state: Exclude<RunState, 'running'>, rows: number, msg: RunMessage): Promise<RunRecord> {
  const finishedAt = deps.now();
  await deps.db
    .updateTable('ds_runs')
    .set({ state, rows, message: msg.message, message_i18n: i18n(msg), finished_at: finishedAt })
    .where('id', '=', run.id)
    .execute();
  return { ...run, state, rows, message: msg.message, messageKey: msg.messageKey, messageParams: msg.messageParams, finishedAt };
}

export async function releaseLock(deps: Pick<DataSourceDeps, 'db'>, source: string, runId: string): Promise<void> {
  await deps.db
    .updateTable('ds_source_state')
    .set({ running_run_id: null, running_since: null })
    .where('source', '=', source)
    .where('running_run_id', '=', runId)
    .execute();
}

async function markStuck(deps: DataSourceDeps, runIds: string[], now: number): Promise<void> {
  if (runIds.length === 0) return;
  const minutes = Math.round(deps.runTimeoutMs / 60_000);
  await deps.db
    .updateTable('ds_runs')
    .set({
      state: 'failed',
      message: `Did not finish within ${minutes} min (stuck run cleared)`,
      message_i18n: JSON.stringify({ key: 'datasource.run.stuck', params: { minutes } }),
      finished_at: now,
    })
    .where('id', 'in', runIds)
    .where('state', '=', 'running')
    .execute();
}

/**
 * Clears stuck runs (running longer than the run timeout) of one source or all: marks them failed and frees the
 * locks. Answers the sources that had one.
 */
export async function clearStuckRuns(deps: DataSourceDeps, source?: SourceName): Promise<string[]> {
  const now = deps.now();
  const stuckBefore = now - deps.runTimeoutMs;
  let q = deps.db.selectFrom('ds_runs').select(['id', 'source']).where('state', '=', 'running').where('started_at', '<', stuckBefore);
  if (source) q = q.where('source', '=', source);
  const stuck = await q.execute();
  await markStuck(
    deps,
    stuck.map((r) => r.id),
    now,
  );
  let locks = deps.db.updateTable('ds_source_state').set({ running_run_id: null, running_since: null }).where('running_since', '<', stuckBefore);
  if (source) locks = locks.where('source', '=', source);
  await locks.execute();
  return [...new Set(stuck.map((r) => r.source))].sort();
}

/** The most recent finished run of a source (the health rule "failed last run -> ERROR" reads it). */
export async function lastFinishedRun(deps: Pick<DataSourceDeps, 'db'>, source: string): Promise<DsRunsTable | null> {
  const row = await deps.db
    .selectFrom('ds_runs')
    .selectAll()
    .where('source', '=', source)
    .where('state', '!=', 'running')
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/** The most recent run of each source (running or not). */
export async function lastRuns(deps: Pick<DataSourceDeps, 'db'>, sources: readonly string[]): Promise<Map<string, RunRecord>> {
  const out = new Map<string, RunRecord>();
  for (const source of sources) {
    const row = await deps.db
      .selectFrom('ds_runs')
      .selectAll()
      .where('source', '=', source)
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (row) out.set(source, toRunRecord(row));
  }
  return out;
}

export async function runHistory(
  deps: Pick<DataSourceDeps, 'db'>,
  query: {
    current: number;
    pageSize: number;
    source?: string;
    states?: readonly RunState[];
    sortField?: 'startedAt' | 'rows';
    sortOrder?: 'ascend' | 'descend';
  },
): Promise<PageResult<RunRecord>> {
  let base = deps.db.selectFrom('ds_runs');
  if (query.source) base = base.where('source', '=', query.source);
  if (query.states?.length) base = base.where('state', 'in', [...query.states]);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const direction = query.sortOrder === 'ascend' ? 'asc' : 'desc';
  let ordered = base.selectAll();
  // Equal rows counts fall back to newest first; the id keeps the order total so pages never overlap.
  if (query.sortField === 'rows') ordered = ordered.orderBy('rows', direction).orderBy('started_at', 'desc');
  else ordered = ordered.orderBy('started_at', direction);
  const rows = await ordered
    .orderBy('id', direction)
    .limit(query.pageSize)
    .offset((query.current - 1) * query.pageSize)
    .execute();
  return { list: rows.map(toRunRecord), total: Number(total), current: query.current, pageSize: query.pageSize };
}
