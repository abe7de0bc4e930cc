/**
 * Full-text search over the plain text of research documents and meetings (issue 11, docs/research.md): one index,
 * the `search_texts` table, written by each area when its things change and read by their search calls, which
 * then apply their own filters and visibility to the ids found.
 *
 * Queries are split on white space; every term must occur (as a case-insensitive substring, so a Chinese word is
 * found inside an unsegmented sentence). Matches come back highlighted as segments, never as HTML.
 *
 * Writers only write `search_texts`; the database keeps its full-text index in step (migration 0015):
 * - SQLite (./sqliteSearch.ts): an FTS5 trigram index, bm25 ranking with the title weighted;
 * - PostgreSQL (./postgresSearch.ts): a trigram (pg_trgm) index for the substring test, ts_rank over a weighted
 *   tsvector for words.
 * Both return the same things for a query (every term a case-insensitive substring of title or body); only the
 * scores differ. docs/research/feeds.md ("Search") explains the choices.
 */
import { PostgresAdapter, type Kysely } from 'kysely';
import type { Database } from '../../schema';
import { searchPostgres } from './postgresSearch';
import { sliceYielder } from '../sliceYielder';
import { SEARCH_SLICE_MS, termIsEnough } from './searchBudget';
import { searchSqlite } from './sqliteSearch';

export type SearchKind = 'research' | 'meeting';

/** A run of text that is (`hit`) or is not a match of a query term. */
export interface TextSegment {
  text: string;
  hit: boolean;
}

export interface TextHit {
  refId: string;
  /** Higher is better; only comparable within one search. */
  score: number;
  title: TextSegment[];
  /** The part of the body around the first match (the body's start when only the title matched). */
  snippet: TextSegment[];
}

/** A thing found, before its snippet is read (only the rows a page shows need one). */
export type FoundHit = Omit<TextHit, 'snippet'>;

export interface TextFind {
  hits: FoundHit[];
  /** True when the work budget stopped the search before every text was looked at (docs/security.md). */
  cut: boolean;
}

export interface TextIndex {
  /** Stores (or replaces) the searchable text of one thing; `body` is plain text (no HTML, no markdown syntax). */
  put(kind: SearchKind, refId: string, text: { title: string; body: string }, now: number): Promise<void>;
  remove(kind: SearchKind, refId: string): Promise<void>;
  /** Things whose title or body holds every term of `query`, best first, within the search budget; no snippets. */
  find(kind: SearchKind, query: string, opts?: { limit?: number }): Promise<TextFind>;
  /** The highlighted snippet of each of `refIds` for `query` (one body read at a time, the event loop turning between). */
  snippets(kind: SearchKind, refIds: readonly string[], query: string): Promise<Map<string, TextSegment[]>>;
  /** find, then the snippet of every hit: for callers whose texts are short (meetings) and for tests. */
  search(kind: SearchKind, query: string, opts?: { limit?: number }): Promise<TextHit[]>;
}

/** At most this many characters of a query are read, and this many terms. */
export const MAX_QUERY_CHARS = 200;
export const MAX_QUERY_TERMS = 8;
const SNIPPET_CHARS = 160;

/** The distinct terms of a query, lower-cased, longest first (so highlighting prefers the longer match). */
export function queryTerms(query: string): string[] {
  const terms = query
    .slice(0, MAX_QUERY_CHARS)
    .toLowerCase()
    .split(/\s+/u)
    .filter((t) => t.length > 0);
  return [...new Set(terms)].slice(0, MAX_QUERY_TERMS).sort((a, b) => b.length - a.length);
}

/** True when a term of `query` is long enough for the index (searchBudget.ts's MIN_TERM_CHARS). */
export const queryIsSearchable = (query: string): boolean => queryTerms(query).some(termIsEnough);

/** Splits `text` into matched and unmatched runs of the terms (case-insensitive). */
export function highlight(text: string, terms: readonly string[]): TextSegment[] {
  if (terms.length === 0 || text.length === 0) return text ? [{ text, hit: false }] : [];
  const lower = text.toLowerCase();
  const segments: TextSegment[] = [];
  let plainFrom = 0;
  let i = 0;
  while (i < text.length) {
    const term = terms.find((t) => lower.startsWith(t, i));
    if (!term) {
      i += 1;
      continue;
    }
    if (i > plainFrom) segments.push({ text: text.slice(plainFrom, i), hit: false });
    segments.push({ text: text.slice(i, i + term.length), hit: true });
    i += term.length;
    plainFrom = i;
  }
  if (plainFrom < text.length) segments.push({ text: text.slice(plainFrom), hit: false });
  return segments;
}

/** About SNIPPET_CHARS of `body` around the first match of any term, highlighted. */
export function snippetOf(body: string, terms: readonly string[]): TextSegment[] {
  const lower = body.toLowerCase();
  const first = Math.min(...terms.map((t) => lower.indexOf(t)).filter((x) => x >= 0), Number.POSITIVE_INFINITY);
  const start = Number.isFinite(first) ? Math.max(0, first - SNIPPET_CHARS / 4) : 0;
  const end = Math.min(body.length, start + SNIPPET_CHARS);
  const text = `${start > 0 ? '…' : ''}${body.slice(start, end)}${end < body.length ? '…' : ''}`;
  return highlight(text, terms);
}

const DEFAULT_SEARCH_LIMIT = 200;

export function createTextIndex(db: Kysely<Database>): TextIndex {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const index: TextIndex = {
    async put(kind, refId, text, now) {
      await db
        .insertInto('search_texts')
        .values({ kind, ref_id: refId, title: text.title, body: text.body, updated_at: now })
        .onConflict((oc) => oc.columns(['kind', 'ref_id']).doUpdateSet({ title: text.title, body: text.body, updated_at: now }))
        .execute();
    },
    async remove(kind, refId) {
      await db.deleteFrom('search_texts').where('kind', '=', kind).where('ref_id', '=', refId).execute();
    },
    async find(kind, query, opts = {}) {
      const terms = queryTerms(query);
      if (terms.length === 0) return { hits: [], cut: false };
      const limit = opts.limit ?? DEFAULT_SEARCH_LIMIT;
      const found = isPostgres ? await searchPostgres(db, kind, terms, limit) : await searchSqlite(db, kind, terms, limit);
      // The engines answer best first (rank, then id).
      return { hits: found.rows.map((r) => ({ refId: r.ref_id, score: r.rank, title: highlight(r.title, terms) })), cut: found.cut };
    },
    async snippets(kind, refIds, query) {
      const terms = queryTerms(query);
      const out = new Map<string, TextSegment[]>();
      // A body may be megabytes: one at a time, the event loop turning whenever a slice's time is spent.
      const slice = sliceYielder(SEARCH_SLICE_MS);
      for (const refId of new Set(refIds)) {
        const row = await db.selectFrom('search_texts').select('body').where('kind', '=', kind).where('ref_id', '=', refId).executeTakeFirst();
        if (row) out.set(refId, snippetOf(row.body, terms));
        await slice();
      }
      return out;
    },
    async search(kind, query, opts = {}) {
      const { hits } = await index.find(kind, query, opts);
      const snippets = await index.snippets(
        kind,
        hits.map((h) => h.refId),
        query,
      );
      return hits.map((h) => ({ ...h, snippet: snippets.get(h.refId) ?? [] }));
    },
  };
  return index;
}
