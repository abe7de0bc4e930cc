/**
 * The marketData area's tables (issue 9, docs/market-data/marketData.md). Portable schema builder only (SQLite and
 * PostgreSQL): epoch-ms `bigint`, prices `double precision`, booleans 0/1.
 *
 * - md_bars: 1-minute and daily bars, append-mostly; the primary key (instrument, interval, ts) is also the index of
 *   every range read.
 * - md_ds_series: what the `ds:` addresses need beyond the values, which stay in the data-source area's
 *   ds_observations (source, series_id, ts, value, unit): names per locale, unit, source label and licence.
 */
import type { Kysely, Migration } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('md_bars')
    .addColumn('instrument', 'text', (c) => c.notNull())
    .addColumn('interval', 'text', (c) => c.notNull())
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .addColumn('open', 'double precision', (c) => c.notNull())
    .addColumn('high', 'double precision', (c) => c.notNull())
    .addColumn('low', 'double precision', (c) => c.notNull())
    .addColumn('close', 'double precision', (c) => c.notNull())
    .addColumn('settle', 'double precision')
    .addColumn('volume', 'double precision')
    .addColumn('oi', 'double precision')
    .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('source', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('md_bars_pk', ['instrument', 'interval', 'ts'])
    .execute();

  await db.schema
    .createTable('md_ds_series')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('series_id', 'text', (c) => c.notNull())
    // JSON text: { "zh-CN": ..., "en-US": ..., "ar-EG": ... }
    .addColumn('names', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('source_label', 'text', (c) => c.notNull())
    .addColumn('licence', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('md_ds_series_pk', ['source', 'series_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('md_ds_series').ifExists().execute();
  await db.schema.dropTable('md_bars').ifExists().execute();
}

const migration: Migration = { up, down };
export default migration;
