/**
 * Data-source runs for imports another feature stores itself: the holdings page's CFTC files are the `cftc` source's
 * data, so each import is one run of that source (its lock, run history, last update and health), as a dropped file
 * would be. Implemented and decorated by the datasource feature (server/features/datasource/); the type lives in
 * infrastructure because another feature consumes it.
 */
import type { RunRecord, SourceName } from '../../../common/contract/datasource';

export interface DataSourceRuns {
  /**
   * Runs `write` as one 'upload' run of `source` by `actorName`, noting `fileName`. `write` stores the rows and answers
   * how many it wrote; a throw records the run failed and is thrown again. A run of the source already going throws
   * the datasource feature's RunInProgressError (409 `runInProgress`).
   */
  recordImport(source: SourceName, actorName: string, fileName: string, write: () => Promise<number>): Promise<RunRecord>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs of data sources for imports stored by other features: the datasource feature (server/features/datasource/). */
    dataSourceRuns: DataSourceRuns;
  }
}
