/**
 * Full-text search on PostgreSQL (migration 0015): see docs/research/feeds.md ("Search").
 *
 * - Finding: every term must be a substring of lower(title || ' ' || body) (LIKE, wildcards escaped): the same
 *   rule as SQLite, served by the pg_trgm GIN index when the extension could be installed (terms of 3+ characters),
 *   a scan otherwise. A term that is a plain Latin word may also be found through the tsvector's GIN index (a whole
 *   word match implies the substring), which gives the planner both indexes.
 * - Ranking: ts_rank over the weighted tsvector (title A = 1.0, body B = 0.4) for word terms, plus the plain
 *   substring score for the other terms (Chinese: the 'simple' parser keeps a run of Han characters as one word,
 *   so a Chinese word inside a sentence is no lexeme of its own), computed in SQL.
 *
 * Cost (issue 19, ./searchBudget.ts): the work runs in PostgreSQL's process, not on the event loop; the database
 * orders and cuts at `limit`, no body is sent back, and a statement time-out (SEARCH_PG_TIMEOUT_MS) ends a query
 * that runs long: it answers nothing, marked cut.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../schema';
import { SEARCH_PG_TIMEOUT_MS, type EngineResult, type RankedText } from './searchBudget';
import { likeOf } from './textScore';

/** ts_rank weights {D, C, B, A}: title is A, body is B. */
const RANK_WEIGHTS = '{0.1, 0.2, 0.4, 1.0}';
/** ts_rank's numbers (about 0.05 to 1) scaled to the substring score's (3 for a title match). */
const RANK_SCALE = 10;
/** PostgreSQL's query_canceled: the statement time-out. */
const QUERY_CANCELED = '57014';

const isWord = (term: string): boolean => /^[a-z0-9]+$/u.test(term);

/** textScore.ts's substring score in SQL: 3 for a title match + ln(1 + non-overlapping body matches). */
function substringScore(terms: readonly string[]): RawBuilder<number> {
  if (terms.length === 0) return sql<number>`0`;
  return sql<number>`(${sql.join(
    terms.map(
      (term) =>
        sql`3 * (strpos(lower(title), ${term}::text) > 0)::int + ln(1 + (length(lower(body)) - length(replace(lower(body), ${term}::text, ''))) / length(${term}::text)::float8)`,
    ),
    sql` + `,
  )})`;
}

export async function searchPostgres(db: Kysely<Database>, kind: string, terms: readonly string[], limit: number): Promise<EngineResult> {
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
  try {
    const rows = await db.transaction().execute(async (trx) => {
      // SET takes no parameters; the value is a constant of this module.
      await sql`set local statement_timeout = ${sql.raw(String(Math.trunc(SEARCH_PG_TIMEOUT_MS)))}`.execute(trx);
      const { rows } = await sql<RankedText>`
        select ref_id, title, ${RANK_SCALE} * ${rank} + ${substringScore(others)} as rank from search_texts
        where kind = ${kind} and ${sql.join(conditions, sql` and `)}
        order by rank desc, ref_id limit ${limit}`.execute(trx);
      return rows;
    });
    return { rows: rows.map((r) => ({ ref_id: r.ref_id, title: r.title, rank: Number(r.rank) })), cut: false };
  } catch (err) {
    if ((err as { code?: string } | null)?.code === QUERY_CANCELED) return { rows: [], cut: true };
    throw err;
  }
}
