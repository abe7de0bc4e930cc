/**
 * Which connector serves each source. Every source uses the CSV-import connector until a real vendor connector
 * is registered here (a module implementing `Connector`, then one line in VENDOR_CONNECTORS or a call to
 * `registerConnector`); routes, scheduler, health and history work unchanged.
 */
import type { SourceName } from '../../../../common/contract/datasource';
import type { Connector } from './connector';
import { csvImportConnector } from './csvImportConnector';

const VENDOR_CONNECTORS: Partial<Record<SourceName, Connector>> = {
  // e.g. kpler: kplerApiConnector,
};

export function connectorFor(source: SourceName): Connector {
  return VENDOR_CONNECTORS[source] ?? csvImportConnector;
}

/** Replaces a source's connector at start-up (a vendor integration, or a test double). */
export function registerConnector(source: SourceName, connector: Connector | null): void {
  if (connector) VENDOR_CONNECTORS[source] = connector;
  else delete VENDOR_CONNECTORS[source];
}

export type { Connector, ConnectorContext, ImportBatch } from './connector';
export { ConnectorError } from './connector';
