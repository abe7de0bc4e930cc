/** Applies every pending migration of server/infra/db/migrations in order; throws with the failing migration's name. */
import { Migrator, PostgresAdapter, sql, type Kysely } from 'kysely';
import { migrations } from './migrations';

/**
 * On PostgreSQL the migration bookkeeping tables are pinned to the schema in use: Kysely otherwise looks for
 * them in every schema, and a copy in another schema (another deployment, a test) would be taken for ours.
 */
async function migrationSchema<DB>(db: Kysely<DB>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}

/** Kysely's Migrator over this app's migrations (migrateToLatest below; tests also step back to an earlier one). */
export async function createMigrator<DB>(db: Kysely<DB>): Promise<Migrator> {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: await migrationSchema(db),
  });
}

export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  const migrator = await createMigrator(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
