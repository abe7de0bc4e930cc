/**
 * What a connector is: the one piece that knows how to get a source's data. The update job calls `fetch`, stores
 * what comes back, then calls `commit`. A real vendor connector implements this interface and is listed in
 * ./index.ts; nothing else changes (credentials arrive through `source/update/token` as `ctx.credentials()`).
 */
import type { SourceName } from '../../../../common/contract/datasource';
import type { KplerFlowInput, ObservationInput } from '../csvFormats';
import type { MessageParams } from '../freshness';
import type { CsvLayout } from '../registry';

export interface ConnectorLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface ConnectorContext {
  source: SourceName;
  /** The CSV layout the source's files use (file-import connectors). */
  layout: CsvLayout;
  dataDir: string;
  now: number;
  /** Decrypted stored credentials, or null when none were set. */
  credentials(): Promise<Record<string, string> | null>;
  log: ConnectorLog;
}

export interface ImportBatch {
  observations: ObservationInput[];
  kplerFlows: KplerFlowInput[];
  /** True when there was nothing new: the run is recorded as 'skipped' with `message`. */
  nothingNew: boolean;
  /** English summary for the run record; `messageKey` + `messageParams` for the web app's locale files. */
  message: string;
  messageKey: string;
  messageParams: MessageParams;
  /** Called after the rows are stored (e.g. move imported files to done/); never called when storing failed. */
  commit?(): Promise<void>;
}

export interface Connector {
  /** Shown as ConnectorStatus.connector, e.g. 'csv-import'. */
  readonly name: string;
  readonly kind: 'file-import' | 'vendor-api';
  /** One sentence for the status page: where the data comes from, what an operator must do. */
  describe(ctx: Pick<ConnectorContext, 'source' | 'dataDir' | 'layout'>): string;
  fetch(ctx: ConnectorContext): Promise<ImportBatch>;
}

/** A failure a connector explains itself (the run is recorded 'failed' with this message). */
export class ConnectorError extends Error {
  constructor(
    message: string,
    readonly messageKey = 'datasource.run.connectorFailed',
    readonly messageParams: MessageParams = { detail: message },
  ) {
    super(message);
  }
}
