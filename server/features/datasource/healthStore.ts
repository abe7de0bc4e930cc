/**
 * Stored source health. The evaluator (after every run, after a settings change, and on the scheduler's light
 * timer) writes each source's verdict; checkHealth only reads what is stored, never calls a vendor.
 */
import type { HealthState, SourceHealth, SourceName } from '../../../common/contract/datasource';
import type { DataSourceDeps } from './deps';
import { evaluateFreshness } from './freshness';
import { SOURCE_NAMES } from './registry';
import { ensureStateRow, lastFinishedRun, parseI18n } from './runLog';
import { loadAllConfigs, type SourceConfig } from './sourceConfig';

export async function evaluateSourceHealth(deps: DataSourceDeps, source: SourceName, config?: SourceConfig): Promise<SourceHealth> {
  await ensureStateRow(deps, source);
  const cfg = config ?? (await loadAllConfigs(deps))[source];
  const state = await deps.db.selectFrom('ds_source_state').select('last_update').where('source', '=', source).executeTakeFirstOrThrow();
  const lastRun = await lastFinishedRun(deps, source);
  const now = deps.now();
  const lastUpdate = state.last_update === null ? null : Number(state.last_update);
  const verdict = evaluateFreshness({
    now,
    lastUpdate,
    lastRun: lastRun ? { state: lastRun.state, message: lastRun.message } : null,
    warnAfterHours: cfg.warnAfterHours,
    errorAfterHours: cfg.errorAfterHours,
  });
  await deps.db
    .updateTable('ds_source_state')
    .set({
      state: verdict.state,
      message: verdict.message,
      message_i18n: JSON.stringify({ key: verdict.messageKey, params: verdict.messageParams }),
      checked_at: now,
    })
    .where('source', '=', source)
    .execute();
  return {
    source,
    state: verdict.state,
    message: verdict.message,
    messageKey: verdict.messageKey,
    messageParams: verdict.messageParams,
    lastUpdate,
    checkedAt: now,
  };
}

export async function evaluateAllHealth(deps: DataSourceDeps): Promise<SourceHealth[]> {
  const configs = await loadAllConfigs(deps);
  const out: SourceHealth[] = [];
  for (const source of SOURCE_NAMES) out.push(await evaluateSourceHealth(deps, source, configs[source]));
  return out;
}

/** checkHealth's answer: the stored state of all nine sources (UNKNOWN for a source never checked). One query. */
export async function readStoredHealth(deps: Pick<DataSourceDeps, 'db'>): Promise<{ status: Record<SourceName, HealthState>; details: SourceHealth[] }> {
  const rows = await deps.db.selectFrom('ds_source_state').select(['source', 'state', 'message', 'message_i18n', 'last_update', 'checked_at']).execute();
  const bySource = new Map(rows.map((r) => [r.source, r]));
  const details = SOURCE_NAMES.map((source): SourceHealth => {
    const r = bySource.get(source);
    if (!r)
      return {
        source,
        state: 'UNKNOWN',
        message: 'Never checked',
        messageKey: 'datasource.health.neverChecked',
        messageParams: {},
        lastUpdate: null,
        checkedAt: null,
      };
    const { key, params } = parseI18n(r.message_i18n);
    return {
      source,
      state: r.state,
      message: r.message,
      ...(key ? { messageKey: key, messageParams: params ?? {} } : {}),
      lastUpdate: r.last_update === null ? null : Number(r.last_update),
      checkedAt: r.checked_at === null ? null : Number(r.checked_at),
    };
  });
  const status = Object.fromEntries(details.map((d) => [d.source, d.state])) as Record<SourceName, HealthState>;
  return { status, details };
}

/** When each source last brought new data (null: never), by source name. */
export async function sourceLastUpdates(deps: Pick<DataSourceDeps, 'db'>): Promise<Map<string, number | null>> {
  const rows = await deps.db.selectFrom('ds_source_state').select(['source', 'last_update']).execute();
  return new Map(rows.map((s) => [s.source, s.last_update === null ? null : Number(s.last_update)]));
}
