/**
 * Effective per-source settings: the stored row when an administrator changed something, else the registry default.
 */
import type { SourceName } from '../../../common/contract/datasource';
import type { DataSourceDeps } from './deps';
import { SOURCE_DEFINITIONS, SOURCE_NAMES } from './registry';

export interface SourceConfig {
  source: SourceName;
  enabled: boolean;
  cron: string;
  warnAfterHours: number;
  errorAfterHours: number;
}

export interface SourceConfigChange {
  enabled?: boolean;
  cron?: string;
  warnAfterHours?: number;
  errorAfterHours?: number;
}

function defaults(source: SourceName): SourceConfig {
  const d = SOURCE_DEFINITIONS[source];
  return { source, enabled: true, cron: d.cron, warnAfterHours: d.warnAfterHours, errorAfterHours: d.errorAfterHours };
}

export async function loadAllConfigs(deps: Pick<DataSourceDeps, 'db'>): Promise<Record<SourceName, SourceConfig>> {
  const rows = await deps.db.selectFrom('ds_source_config').selectAll().execute();
  const out = Object.fromEntries(SOURCE_NAMES.map((s) => [s, defaults(s)])) as Record<SourceName, SourceConfig>;
  for (const r of rows) {
    if (!(r.source in out)) continue;
    out[r.source as SourceName] = {
      source: r.source as SourceName,
      enabled: Number(r.enabled) === 1,
      cron: r.cron,
      warnAfterHours: Number(r.warn_after_hours),
      errorAfterHours: Number(r.error_after_hours),
    };
  }
  return out;
}

export async function loadConfig(deps: Pick<DataSourceDeps, 'db'>, source: SourceName): Promise<SourceConfig> {
  return (await loadAllConfigs(deps))[source];
}

/** Applies `change` on top of the effective settings and stores the result; validation is the caller's. */
export async function saveConfig(
  deps: Pick<DataSourceDeps, 'db' | 'now'>,
  source: SourceName,
  change: SourceConfigChange,
  actorName: string,
): Promise<SourceConfig> {
  const next = { ...(await loadConfig(deps, source)), ...stripUndefined(change) };
  const row = {
    enabled: next.enabled ? 1 : 0,
    cron: next.cron,
    warn_after_hours: next.warnAfterHours,
    error_after_hours: next.errorAfterHours,
    updated_at: deps.now(),
    updated_by: actorName,
  };
  await deps.db
    .insertInto('ds_source_config')
    .values({ source, ...row })
    .onConflict((oc) => oc.column('source').doUpdateSet(row))
    .execute();
  return next;
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
