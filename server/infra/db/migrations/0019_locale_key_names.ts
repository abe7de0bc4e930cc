/**
 * The locale areas of the research library and of the calendar's events take their feature's name (issue 17, "one
 * name per feature": `research.*` -> `library.*`, `calendar.*` -> `events.*`). Notifications keep the locale key of
 * their text (`message_key`), so the stored ones are renamed too: an event reminder sent before the upgrade still shows
 * its text after it. No other table stores these keys (audit action names and search kinds are data, not locale keys).
 *
 * The prefix is compared with substr, not LIKE: SQLite's LIKE ignores case, PostgreSQL's does not. `||` and substr
 * behave the same on both.
 */
import { type Kysely, type Migration, sql } from 'kysely';

/** [before, after]: each prefix includes its dot, so `researchFeeds.*` keys are left alone. */
export const RENAMED_KEY_PREFIXES: readonly (readonly [string, string])[] = [
  ['research.', 'library.'],
  ['calendar.', 'events.'],
];

async function renamePrefix(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  await sql`update notifications set message_key = ${sql.lit(to)} || substr(message_key, ${sql.lit(from.length + 1)}) where substr(message_key, 1, ${sql.lit(from.length)}) = ${sql.lit(from)}`.execute(
    db,
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [from, to] of RENAMED_KEY_PREFIXES) await renamePrefix(db, from, to);
}

/** Back to the keys the code before this migration looks up (every `library.*` / `events.*` key was one of them). */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [from, to] of RENAMED_KEY_PREFIXES) await renamePrefix(db, to, from);
}

const migration: Migration = { up, down };
export default migration;
