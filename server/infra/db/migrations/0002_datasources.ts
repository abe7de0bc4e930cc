/**
 * Data-source tables (types in server/features/datasource/tables.ts). Portable schema builder only, so the same
 * migration runs on SQLite and PostgreSQL: text ids, bigint epoch ms, double precision values, JSON as text,
 * integer 0/1 booleans.
 */
import type { Kysely, Migration } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ds_source_config')
    .addColumn('source', 'text', (c) => c.primaryKey())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('cron', 'text', (c) => c.notNull())
    .addColumn('warn_after_hours', 'double precision', (c) => c.notNull())
    .addColumn('error_after_hours', 'double precision', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('ds_source_state')
    .addColumn('source', 'text', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('message_i18n', 'text', (c) => c.notNull())
    .addColumn('last_update', 'bigint')
    .addColumn('checked_at', 'bigint')
    .addColumn('running_run_id', 'text')
    .addColumn('running_since', 'bigint')
    .execute();

  await db.schema
    .createTable('ds_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('message_i18n', 'text', (c) => c.notNull())
    .addColumn('rows', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ds_runs_source_started').on('ds_runs').columns(['source', 'started_at']).execute();
  await db.schema.createIndex('ds_runs_started').on('ds_runs').column('started_at').execute();

  await db.schema
    .createTable('ds_credentials')
    .addColumn('source', 'text', (c) => c.primaryKey())
    .addColumn('sealed', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('ds_observations')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('series_id', 'text', (c) => c.notNull())
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('imported_at', 'bigint', (c) => c.notNull())
    .addColumn('run_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('ds_observations_pk', ['source', 'series_id', 'ts'])
    .execute();

  await db.schema
    .createTable('ds_kpler_flows')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('location_kind', 'text', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('volume', 'double precision', (c) => c.notNull())
    .addColumn('imported_at', 'bigint', (c) => c.notNull())
    .addColumn('run_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('ds_kpler_flows_pk', ['day', 'location', 'product'])
    .execute();
  await db.schema.createIndex('ds_kpler_flows_location').on('ds_kpler_flows').columns(['location', 'day']).execute();

  await db.schema
    .createTable('ds_kpler_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('date_from', 'text', (c) => c.notNull())
    .addColumn('date_to', 'text', (c) => c.notNull())
    .addColumn('rows_json', 'text', (c) => c.notNull())
    .addColumn('total', 'double precision', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['ds_kpler_reports', 'ds_kpler_flows', 'ds_observations', 'ds_credentials', 'ds_runs', 'ds_source_state', 'ds_source_config']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

const migration: Migration = { up, down };
export default migration;
