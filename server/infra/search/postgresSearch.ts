/**
 * Full-text search on PostgreSQL (migration 0015): see docs/research/feeds.md ("Search").
 *
 * - Finding: every term must be a substring of lower(title || ' ' || body) (LIKE, wildcards escaped): the same
 *   rule as SQLite, served by the pg_trgm GIN index when the extension could be installed (terms of 3+ characters),
 *   a scan otherwise. A term that is a plain Latin word may also be found through the tsvector's GIN index (a whole
 *   word match implies the substring), which gives the planner both indexes.
 * - Ranking: ts_rank over the weighted tsvector (title A = 1.0, body B = 0.4) for word terms, plus the plain
 *   substring score for the other terms (Chinese: the 'simple' parser keeps a run of Han characters as one word,
 *   so a Chinese word inside a sentence is no lexeme of its own).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../schema';
import { likeOf, scoreOf, type FoundText } from './textScore';

/** ts_rank weights {D, C, B, A}: title is A, body is B. */
const RANK_WEIGHTS = '{0.1, 0.2, 0.4, 1.0}';
/** ts_rank's numbers (about 0.05 to 1) scaled to the substring score's (3 for a title match). */
const RANK_SCALE = 10;

const isWord = (term: string): boolean => /^[a-z0-9]+$/u.test(term);

export async function searchPostgres(db: Kysely<Database>, kind: string, terms: readonly string[]): Promise<FoundText[]> {
  const words = terms.filter(isWord);
  const others = terms.filter((t) => !isWord(t));
  const doc = sql`lower(title || ' ' || body)`;
  const conditions = terms.map((term) =>
    isWord(term) ? sql`(tsv @@ plainto_tsquery('simple', ${term}) or ${doc} like ${likeOf(term)} escape '\\')` : sql`${doc} like ${likeOf(term)} escape '\\'`,
  );
  const rank =
    words.length === 0
      ? sql`0`
      : sql`ts_rank(${RANK_WEIGHTS}::float4[], tsv, ${sql.join(
          words.map((w) => sql`plainto_tsquery('simple', ${w})`),
          sql` || `,
        )})`;
  const { rows } = await sql<FoundText>`
    select ref_id, title, body, ${rank} as rank from search_texts
    where kind = ${kind} and ${sql.join(conditions, sql` and `)}`.execute(db);
  return rows.map((r) => ({ ...r, rank: RANK_SCALE * Number(r.rank) + scoreOf(r.title, r.body, others) }));
}
