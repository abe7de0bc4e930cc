/**
 * What one search may cost (issue 19 item 6, docs/security.md "Costs and quotas"). A query must hold a term the
 * trigram indexes can use, or a Chinese word; the engines scan in slices that give the event loop back between them
 * (server rule: nothing holds it more than 100 ms) and stop at a work budget, answering the best rows found so far
 * and saying the search was cut.
 */
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import { apiError } from '../http/apiError';

/**
 * The shortest term that makes a query: 3 characters (the trigram indexes of both engines need 3), or 2 for a term
 * holding Chinese, Japanese or Korean characters (a two-character word is a whole word there: 燃油, 库存). Shorter
 * terms may come along as filters of a query that has one such term.
 */
export const MIN_TERM_CHARS = { latin: 3, cjk: 2 } as const;
/** Synchronous work one query may spend on the SQLite thread, summed over its slices. */
export const SEARCH_WORK_MS = 400;
/** A slice aims at this much work before the event loop gets a turn (well under the 100 ms rule). */
export const SEARCH_SLICE_MS = 15;
/** PostgreSQL runs the query in its own process: a statement time-out bounds it there. */
export const SEARCH_PG_TIMEOUT_MS = 2000;

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

export const termIsEnough = (term: string): boolean => [...term].length >= (CJK.test(term) ? MIN_TERM_CHARS.cjk : MIN_TERM_CHARS.latin);

/** The refusal of a query none of whose terms is long enough (`fields.query`). */
export const searchQueryShort = () =>
  apiError('searchQueryShort', `Search for at least ${MIN_TERM_CHARS.latin} letters or ${MIN_TERM_CHARS.cjk} Chinese characters`, {
    query: FIELD_ERROR_KEYS.tooShort,
  });

/** Engines' answer: the best rows found (no bodies) and whether the work budget cut the search short. */
export interface RankedText {
  ref_id: string;
  title: string;
  /** The engine's relevance, higher is better. */
  rank: number;
}
export interface EngineResult {
  rows: RankedText[];
  cut: boolean;
}

/** The `limit` best of `rows` (rank, then id: a stable order). */
export const bestOf = (rows: RankedText[], limit: number): RankedText[] =>
  rows.sort((a, b) => b.rank - a.rank || (a.ref_id < b.ref_id ? -1 : a.ref_id > b.ref_id ? 1 : 0)).slice(0, limit);
