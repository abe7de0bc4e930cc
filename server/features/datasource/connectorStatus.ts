/**
 * ConnectorStatus of each source (source/update/status): which connector serves it, its schedule and thresholds,
 * whether credentials are stored (never their values) and when it last updated.
 */
import type { ConnectorStatus, SourceName } from '../../../common/contract/datasource';
import { connectorFor } from './connectors';
import { importDir } from './connectors/csvImportConnector';
import { credentialTimes } from './credentialStore';
import { CSV_LAYOUT_HEADERS } from './csvFormats';
import type { DataSourceDeps } from './deps';
import { SOURCE_DEFINITIONS, SOURCE_NAMES } from './registry';
import { sourceLastUpdates } from './healthStore';
import { loadAllConfigs } from './sourceConfig';

export async function connectorStatuses(deps: DataSourceDeps, only?: SourceName): Promise<ConnectorStatus[]> {
  const [configs, withCredentials, lastUpdate] = await Promise.all([loadAllConfigs(deps), credentialTimes(deps), sourceLastUpdates(deps)]);
  return SOURCE_NAMES.filter((s) => !only || s === only).map((source) => {
    const cfg = configs[source];
    const connector = connectorFor(source);
    const layout = SOURCE_DEFINITIONS[source].layout;
    return {
      source,
      connector: connector.name,
      enabled: cfg.enabled,
      hasCredentials: withCredentials.has(source),
      credentialsUpdatedAt: withCredentials.get(source) ?? null,
      cron: cfg.cron,
      warnAfterHours: cfg.warnAfterHours,
      errorAfterHours: cfg.errorAfterHours,
      note: connector.describe({ source, dataDir: deps.dataDir, layout }),
      lastUpdate: lastUpdate.get(source) ?? null,
      kind: connector.kind,
      ...(connector.kind === 'file-import' ? { importDir: importDir(deps.dataDir, source), csvHeader: CSV_LAYOUT_HEADERS[layout] } : {}),
    };
  });
}
