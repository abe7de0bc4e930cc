/**
 * `app.dataSourceRuns` (server/infra/dataSources/ports.ts): an import another feature stores itself, recorded as one
 * 'upload' run of its data source, the same lock, run history, last update and health an update run gives
 * (updateJob.ts), so the data-source page and the health bar say when the source last delivered.
 */
import type { RunRecord, SourceName } from '../../../common/contract/datasource';
import { apiError } from '../../infra/http/apiError';
import type { DataSourceRuns } from '../../infra/dataSources/ports';
import { importedMessage } from './csvFormats';
import type { DataSourceDeps } from './deps';
import { evaluateSourceHealth } from './healthStore';
import { finishRun, releaseLock, RunInProgressError, startRun } from './runLog';

export function dataSourceRuns(deps: DataSourceDeps): DataSourceRuns {
  return {
    async recordImport(source: SourceName, actorName: string, fileName: string, write: () => Promise<number>): Promise<RunRecord> {
      let run: RunRecord;
      try {
        run = await startRun(deps, source, 'upload', actorName, fileName);
      } catch (err) {
        if (err instanceof RunInProgressError) throw apiError('runInProgress', err.message);
        throw err;
      }
      let finished: RunRecord;
      try {
        const rows = await write();
        finished = await finishRun(deps, run, 'success', rows, importedMessage(rows, [fileName], 0));
        await deps.db.updateTable('ds_source_state').set({ last_update: finished.finishedAt }).where('source', '=', source).execute();
      } catch (err) {
        const detail = err instanceof Error ? err.message : String(err);
        await finishRun(deps, run, 'failed', 0, {
          message: `Update failed: ${detail}`,
          messageKey: 'datasource.run.connectorFailed',
          messageParams: { detail },
        });
        throw err;
      } finally {
        await releaseLock(deps, source, run.id);
        await evaluateSourceHealth(deps, source).catch((err) => deps.log.error({ err, source }, 'health evaluation after an import failed'));
      }
      return finished;
    },
  };
}
