/**
 * Full-text search on SQLite: the FTS5 table `search_fts` (trigram tokenizer, external content `search_texts`,
 * migration 0015) finds rare terms at once; see docs/research/feeds.md ("Search").
 *
 * better-sqlite3 runs on the event loop's thread, so every step is bounded (issue 19 item 6, ./searchBudget.ts):
 * - Probe: terms of 3+ characters become quoted FTS5 phrases joined with AND (quoting makes `%`, `_`, `*`, `"` and
 *   FTS5 operators plain text), asked for a few rowids, then more (see probe()). FTS5 reads its postings lazily, so a
 *   probe costs the rows it returns whatever the corpus; when it finds them all, they are the candidates.
 * - Long terms only, and the probe's time per row says the whole FTS5 query costs under WHOLE_QUERY_MS (many small
 *   texts): it runs in one piece, ranked by bm25 (title weight 10, body 1), as before issue 19.
 * - Otherwise (a common term, or only terms under 3 characters, which have no trigram) the kind's rows are scanned
 *   with LIKE for every term (SQLite's LIKE ignores ASCII case; about 1.5 ms per MB).
 * - Candidates are tested and scored in slices (a rowid range, or part of the probe's list), each sized to about
 *   SEARCH_SLICE_MS of work from the last slice's time, with a turn of the event loop between slices, until
 *   SEARCH_WORK_MS of work: then the best rows so far come back, marked cut.
 * - Score: the plain substring score of textScore.ts in SQL (3 per term in the title + ln(1 + its body
 *   occurrences)): per row, so slices compare (bm25 needs each phrase's document count, which re-reads the whole
 *   posting list of a common term on every query: 50 ms for one slice of a 27 MB corpus). Bodies stay in the database.
 */
import { performance } from 'node:perf_hooks';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../schema';
import { bestOf, SEARCH_SLICE_MS, SEARCH_WORK_MS, type EngineResult, type RankedText } from './searchBudget';
import { likeOf } from './textScore';

/** The first probe's rows; each further probe asks PROBE_GROWTH times as many, up to MAX_PROBE_ROWS. */
const FIRST_PROBE_ROWS = 4;
const PROBE_GROWTH = 8;
const MAX_PROBE_ROWS = 4096;
/**
 * A whole FTS5 query estimated under this runs in one piece: a block this short is allowed, and bm25 is much cheaper
 * than scoring every text. Larger estimates (megabyte texts dense with the term) scan in slices.
 */
const WHOLE_QUERY_MS = 30;
/** The whole query costs more per row than the probe: bm25 reads each phrase's posting list once more to count documents. */
const BM25_OVERHEAD = 3;
/** bm25 weights per FTS5 column: kind (not indexed), title, body. */
const TITLE_WEIGHT = 10;
const BODY_WEIGHT = 1;
/** Rows per slice at first (one: a text may be megabytes), and at most. */
const FIRST_SLICE_ROWS = 1;
const MAX_SLICE_ROWS = 8192;

const isShort = (term: string): boolean => [...term].length < 3;
const phraseOf = (term: string): string => `"${term.replaceAll('"', '""')}"`;

/** Every term in the title or body of `search_texts` row `t`. */
function likeAll(terms: readonly string[]): RawBuilder<unknown> {
  if (terms.length === 0) return sql`1 = 1`;
  return sql.join(
    terms.map((term) => sql`(t.title like ${likeOf(term)} escape '\\' or t.body like ${likeOf(term)} escape '\\')`),
    sql` and `,
  );
}

/** textScore.ts's substring score in SQL: 3 for a title match, ln(1 + non-overlapping body matches), per term. */
function substringScore(terms: readonly string[]): RawBuilder<number> {
  return sql<number>`(${sql.join(
    terms.map(
      (term) => sql`3 * (instr(lower(t.title), ${term}) > 0) + ln(1 + (length(lower(t.body)) - length(replace(lower(t.body), ${term}, ''))) / length(${term}))`,
    ),
    sql` + `,
  )})`;
}

/** Rows of one slice: `rows` rowids from where the last slice ended, or null when none are left. */
type Slicer = (rows: number) => RawBuilder<unknown> | null;

const rangeSlicer = (hi: number): Slicer => {
  let from = 0;
  return (rows) => {
    if (from >= hi) return null;
    const to = Math.min(hi, from + rows);
    const filter = sql`t.rowid > ${from} and t.rowid <= ${to}`;
    from = to;
    return filter;
  };
};

const listSlicer = (rowids: readonly number[]): Slicer => {
  let at = 0;
  return (rows) => {
    if (at >= rowids.length) return null;
    const part = rowids.slice(at, at + rows);
    at += part.length;
    return sql`t.rowid in (${sql.join(part)})`;
  };
};

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** What a probe learnt: every rowid, or (too many to find within a slice) FTS5's time per row. */
type Probe = { rowids: number[] } | { perRowMs: number };

/**
 * The rowids FTS5 finds for `match`: a probe asks for a few rows, and asks again for PROBE_GROWTH times as many only
 * while its time per row says that would stay within SEARCH_SLICE_MS (postings of a term on every line of megabyte
 * texts cost milliseconds per row).
 */
async function probe(db: Kysely<Database>, match: string): Promise<Probe> {
  for (let limit = FIRST_PROBE_ROWS; ; limit *= PROBE_GROWTH) {
    const started = performance.now();
    const { rows } = await sql<{ rowid: number }>`select rowid from search_fts where search_fts match ${match} limit ${limit + 1}`.execute(db);
    if (rows.length <= limit) return { rowids: rows.map((r) => Number(r.rowid)) };
    const perRowMs = (performance.now() - started) / rows.length;
    if (limit * PROBE_GROWTH > MAX_PROBE_ROWS || perRowMs * limit * PROBE_GROWTH > SEARCH_SLICE_MS) return { perRowMs };
    await turn();
  }
}

/** The whole FTS5 query in one piece, bm25-ranked, cut at `limit` by the database. */
async function wholeQuery(db: Kysely<Database>, kind: string, match: string, limit: number): Promise<EngineResult> {
  const { rows } = await sql<RankedText>`
    select t.ref_id, t.title, -bm25(search_fts, 0.0, ${TITLE_WEIGHT}, ${BODY_WEIGHT}) as rank
    from search_fts join search_texts t on t.rowid = search_fts.rowid
    where search_fts match ${match} and t.kind = ${kind}
    order by bm25(search_fts, 0.0, ${TITLE_WEIGHT}, ${BODY_WEIGHT}) limit ${limit}`.execute(db);
  return { rows: rows.map((r) => ({ ref_id: r.ref_id, title: r.title, rank: Number(r.rank) })), cut: false };
}

export async function searchSqlite(db: Kysely<Database>, kind: string, terms: readonly string[], limit: number): Promise<EngineResult> {
  const long = terms.filter((t) => !isShort(t));
  const match = long.map(phraseOf).join(' AND ');
  const probed = long.length > 0 ? await probe(db, match) : null;
  if (probed && 'perRowMs' in probed && long.length === terms.length) {
    const texts = await db
      .selectFrom('search_texts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', kind)
      .executeTakeFirstOrThrow();
    if (probed.perRowMs * BM25_OVERHEAD * Number(texts.n) <= WHOLE_QUERY_MS) return wholeQuery(db, kind, match, limit);
  }
  let slicer: Slicer;
  let tested: readonly string[];
  if (probed && 'rowids' in probed) {
    if (probed.rowids.length === 0) return { rows: [], cut: false };
    slicer = listSlicer(probed.rowids);
    // FTS5 matched the long terms (case-folded beyond ASCII); only the short ones remain to test.
    tested = terms.filter(isShort);
  } else {
    const top = await sql<{ hi: number | null }>`select max(rowid) as hi from search_texts`.execute(db);
    slicer = rangeSlicer(Number(top.rows[0]?.hi ?? 0));
    tested = terms;
  }
  let found: RankedText[] = [];
  let rows = FIRST_SLICE_ROWS;
  let spent = 0;
  for (let filter = slicer(rows); filter; filter = slicer(rows)) {
    if (spent >= SEARCH_WORK_MS) return { rows: bestOf(found, limit), cut: true };
    const started = performance.now();
    const slice = await sql<RankedText>`
      select t.ref_id, t.title, ${substringScore(terms)} as rank from search_texts t
      where ${filter} and t.kind = ${kind} and ${likeAll(tested)}
      order by rank desc, t.ref_id limit ${limit}`.execute(db);
    const took = performance.now() - started;
    spent += took;
    for (const r of slice.rows) found.push({ ref_id: r.ref_id, title: r.title, rank: Number(r.rank) });
    // The best `limit` overall are among the best `limit` of each slice: memory stays at a few limits' worth.
    if (found.length > 4 * limit) found = bestOf(found, limit);
    if (took > SEARCH_SLICE_MS) rows = Math.max(1, Math.floor(rows / 2));
    else if (took < SEARCH_SLICE_MS / 4) rows = Math.min(MAX_SLICE_ROWS, rows * 2);
    await turn();
  }
  return { rows: bestOf(found, limit), cut: false };
}
