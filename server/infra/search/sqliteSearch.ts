/**
 * Full-text search on SQLite: the FTS5 table `search_fts` (trigram tokenizer, external content `search_texts`,
 * migration 0015) finds and ranks; see docs/research/feeds.md ("Search").
 *
 * - Terms of 3 characters or more become quoted FTS5 phrases joined with AND: the trigram index finds every row
 *   holding each of them as a substring (case-folded), Chinese included, and bm25 ranks them with a title match
 *   weighing ten times a body match. Quoting makes `%`, `_`, `*`, `"` and FTS5 operators plain text.
 * - Shorter terms (燃油, PX) have no trigram: FTS5 cannot match them, so they are LIKE-tested on the rows the index
 *   found (bm25 of the long terms alone orders them), or, when the whole query is short terms, on the kind's rows
 *   (a scan; docs state its cost), ordered in SQL by the plain substring score (title first, then body matches).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../schema';
import { likeOf, type FoundText } from './textScore';

/** bm25 weights per FTS5 column: kind (not indexed), title, body. */
const TITLE_WEIGHT = 10;
const BODY_WEIGHT = 1;

const isShort = (term: string): boolean => [...term].length < 3;
const phraseOf = (term: string): string => `"${term.replaceAll('"', '""')}"`;

/** Every short term in the title or body of `search_texts` row `t` (SQLite's LIKE already ignores ASCII case). */
function likeAll(terms: readonly string[]): RawBuilder<unknown> {
  if (terms.length === 0) return sql`1 = 1`;
  return sql.join(
    terms.map((term) => sql`(t.title like ${likeOf(term)} escape '\\' or t.body like ${likeOf(term)} escape '\\')`),
    sql` and `,
  );
}

/**
 * The plain substring score of the short terms in SQL (textScore.ts's scoreOf: 3 for a title match, ln(1 + body
 * matches)), so the database orders and cuts at `limit` instead of handing every candidate's text to JavaScript.
 */
function shortScore(terms: readonly string[]): RawBuilder<number> {
  if (terms.length === 0) return sql<number>`0`;
  return sql<number>`(${sql.join(
    terms.map(
      (term) => sql`3 * (instr(lower(t.title), ${term}) > 0) + ln(1 + (length(lower(t.body)) - length(replace(lower(t.body), ${term}, ''))) / length(${term}))`,
    ),
    sql` + `,
  )})`;
}

export async function searchSqlite(db: Kysely<Database>, kind: string, terms: readonly string[], limit: number): Promise<FoundText[]> {
  const long = terms.filter((t) => !isShort(t));
  const short = terms.filter(isShort);
  if (long.length === 0) {
    const { rows } = await sql<FoundText>`
      select t.ref_id, t.title, t.body, ${shortScore(short)} as rank from search_texts t
      where t.kind = ${kind} and ${likeAll(short)}
      order by rank desc, t.ref_id limit ${limit}`.execute(db);
    return rows.map((r) => ({ ...r, rank: Number(r.rank) }));
  }
  const match = long.map(phraseOf).join(' AND ');
  // bm25 orders (FTS5's own rank function, cut at `limit`); short terms only filter the rows it found, so their
  // body counts are never computed over every candidate (the 10,000-text budget, docs/research/feeds.md).
  const { rows } = await sql<FoundText>`
    select t.ref_id, t.title, t.body, -bm25(search_fts, 0.0, ${TITLE_WEIGHT}, ${BODY_WEIGHT}) as rank
    from search_fts join search_texts t on t.rowid = search_fts.rowid
    where search_fts match ${match} and t.kind = ${kind} and ${likeAll(short)}
    order by bm25(search_fts, 0.0, ${TITLE_WEIGHT}, ${BODY_WEIGHT}) limit ${limit}`.execute(db);
  return rows.map((r) => ({ ...r, rank: Number(r.rank) }));
}
