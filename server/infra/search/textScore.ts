/**
 * The pieces both search engines (./sqliteSearch.ts, ./postgresSearch.ts) share with server/infra/search/textIndex.ts:
 * the row they return, a term's LIKE pattern and the plain substring score used where the engine's own ranking has
 * nothing to say (terms too short for the trigram index, Chinese terms the tsvector does not hold as words).
 */

/** A row a search engine found, before highlighting. */
export interface FoundText {
  ref_id: string;
  title: string;
  body: string;
  /** The engine's own relevance (bm25 or ts_rank based), higher is better. */
  rank: number;
}

const countOf = (haystack: string, needle: string): number => {
  let n = 0;
  for (let i = haystack.indexOf(needle); i >= 0; i = haystack.indexOf(needle, i + needle.length)) n += 1;
  return n;
};

/** Title matches weigh more than body ones; repeated body matches count with diminishing weight. */
export function scoreOf(title: string, body: string, terms: readonly string[]): number {
  const t = title.toLowerCase();
  const b = body.toLowerCase();
  return terms.reduce((sum, term) => sum + 3 * Math.min(countOf(t, term), 1) + Math.log1p(countOf(b, term)), 0);
}

/** LIKE pattern of a term, `%` `_` and `\\` escaped (used with `escape '\\'`). */
export const likeOf = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
