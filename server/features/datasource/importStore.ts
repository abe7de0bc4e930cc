/**
 * Writes an import batch: observations and Kpler flows, upserted on their unique keys in one transaction, so
 * re-importing a file (or a corrected export) updates values instead of duplicating rows.
 */
import type { Kysely, Transaction } from 'kysely';
import type { SourceName } from '../../../common/contract/datasource';
import type { KplerFlowInput, ObservationInput } from './csvFormats';
import type { DataSourceTables } from './tables';

/** Rows per INSERT: 500 x 7 parameters stays far below SQLite's and PostgreSQL's bind-parameter limits. */
const CHUNK = 500;

/** Last value wins within one batch (PostgreSQL refuses an upsert that touches the same key twice in one statement). */
function lastWins<T>(rows: T[], key: (r: T) => string): T[] {
  const map = new Map<string, T>();
  for (const r of rows) map.set(key(r), r);
  return [...map.values()];
}

async function insertObservations(trx: Transaction<DataSourceTables>, source: SourceName, rows: ObservationInput[], runId: string, now: number) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const values = rows
      .slice(i, i + CHUNK)
      .map((r) => ({ source, series_id: r.seriesId, ts: r.ts, value: r.value, unit: r.unit, imported_at: now, run_id: runId }));
    await trx
      .insertInto('ds_observations')
      .values(values)
      .onConflict((oc) =>
        oc.columns(['source', 'series_id', 'ts']).doUpdateSet((eb) => ({
          value: eb.ref('excluded.value'),
          unit: eb.ref('excluded.unit'),
          imported_at: eb.ref('excluded.imported_at'),
          run_id: eb.ref('excluded.run_id'),
        })),
      )
      .execute();
  }
}

async function insertKplerFlows(trx: Transaction<DataSourceTables>, rows: KplerFlowInput[], runId: string, now: number) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const values = rows.slice(i, i + CHUNK).map((r) => ({
      day: r.day,
      location: r.location,
      location_kind: r.locationKind,
      product: r.product,
      volume: r.volume,
      imported_at: now,
      run_id: runId,
    }));
    await trx
      .insertInto('ds_kpler_flows')
      .values(values)
      .onConflict((oc) =>
        oc.columns(['day', 'location', 'product']).doUpdateSet((eb) => ({
          volume: eb.ref('excluded.volume'),
          location_kind: eb.ref('excluded.location_kind'),
          imported_at: eb.ref('excluded.imported_at'),
          run_id: eb.ref('excluded.run_id'),
        })),
      )
      .execute();
  }
}

/** Stores the batch; answers how many distinct rows were written. */
export async function storeBatch(
  db: Kysely<DataSourceTables>,
  source: SourceName,
  batch: { observations: ObservationInput[]; kplerFlows: KplerFlowInput[] },
  runId: string,
  now: number,
): Promise<number> {
  const observations = lastWins(batch.observations, (r) => `${r.seriesId}\u0000${r.ts}`);
  const flows = lastWins(batch.kplerFlows, (r) => `${r.day}\u0000${r.location}\u0000${r.product}`);
  await db.transaction().execute(async (trx) => {
    await insertObservations(trx, source, observations, runId, now);
    await insertKplerFlows(trx, flows, runId, now);
  });
  return observations.length + flows.length;
}
