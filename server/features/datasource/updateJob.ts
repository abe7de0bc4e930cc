/**
 * One update run of one source: lock, fetch through the source's connector, store, commit (e.g. move the imported
 * files to done/), record the outcome, re-evaluate the source's health. Used by `source/update/<name>` (trigger
 * 'manual') and the scheduler (trigger 'schedule').
 */
import type { RunRecord, SourceName } from '../../../common/contract/datasource';
import { connectorFor } from './connectors';
import { ConnectorError, type ConnectorContext, type ImportBatch } from './connectors/connector';
import { readCredentials } from './credentialStore';
import { CsvFormatError } from './csvFormats';
import type { DataSourceDeps } from './deps';
import { evaluateSourceHealth } from './healthStore';
import { storeBatch } from './importStore';
import { SOURCE_DEFINITIONS } from './registry';
import { atRelease } from './releaseDates';
import { finishRun, releaseLock, startRun, type RunMessage } from './runLog';
import type { RunTrigger } from './tables';

export interface RunOptions {
  trigger: RunTrigger;
  actorName: string;
  note?: string;
  /** Where the rows come from instead of the source's connector (an uploaded file: trigger 'upload'). */
  batch?: (ctx: ConnectorContext) => Promise<ImportBatch>;
}

function failureMessage(err: unknown): RunMessage {
  if (err instanceof CsvFormatError) {
    return { message: err.message, messageKey: 'datasource.run.csvInvalid', messageParams: { file: err.file, line: err.line, detail: err.detail } };
  }
  if (err instanceof ConnectorError) return { message: err.message, messageKey: err.messageKey, messageParams: err.messageParams };
  const detail = err instanceof Error ? err.message : String(err);
  return { message: `Update failed: ${detail}`, messageKey: 'datasource.run.connectorFailed', messageParams: { detail } };
}

/** Throws RunInProgressError when a run of the source is already going; every other failure is recorded, not thrown. */
export async function runUpdate(deps: DataSourceDeps, source: SourceName, opts: RunOptions): Promise<RunRecord> {
  const run = await startRun(deps, source, opts.trigger, opts.actorName, opts.note ?? '');
  let finished: RunRecord;
  try {
    const layout = SOURCE_DEFINITIONS[source].layout;
    const ctx: ConnectorContext = {
      source,
      layout,
      dataDir: deps.dataDir,
      now: deps.now(),
      credentials: () => readCredentials(deps, source),
      log: deps.log,
    };
    const batch = opts.batch ? await opts.batch(ctx) : await connectorFor(source).fetch(ctx);
    if (batch.nothingNew) {
      finished = await finishRun(deps, run, 'skipped', 0, batch);
    } else {
      const observations = atRelease(batch.observations, SOURCE_DEFINITIONS[source].release);
      const rows = await storeBatch(deps.db, source, { ...batch, observations }, run.id, deps.now());
      if (batch.kplerFlows.length) deps.locationIndex.clear();
      await batch.commit?.();
      finished = await finishRun(deps, run, 'success', rows, batch);
      await deps.db.updateTable('ds_source_state').set({ last_update: finished.finishedAt }).where('source', '=', source).execute();
    }
  } catch (err) {
    deps.log.warn({ err, source, runId: run.id }, 'data-source update failed');
    finished = await finishRun(deps, run, 'failed', 0, failureMessage(err));
  } finally {
    await releaseLock(deps, source, run.id);
  }
  try {
    await evaluateSourceHealth(deps, source);
  } catch (err) {
    deps.log.error({ err, source }, 'health evaluation after an update failed');
  }
  return finished;
}
