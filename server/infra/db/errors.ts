/** Database error classification shared by SQLite and PostgreSQL code paths. */

/** True for unique/primary-key violations (a concurrent insert of the same key won the race). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string };
  return e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || e?.code === '23505';
}
