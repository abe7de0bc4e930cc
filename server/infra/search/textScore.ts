/**
 * What both search engines (./sqliteSearch.ts, ./postgresSearch.ts) share: a term's LIKE pattern. Both also compute,
 * in SQL, the same plain substring score where the engine's own ranking has nothing to say (terms too short for the
 * trigram index, Chinese terms the tsvector does not hold as words): 3 per term found in the title + ln(1 + the
 * term's non-overlapping body occurrences), case-insensitive.
 */

/** LIKE pattern of a term, `%` `_` and `\\` escaped (used with `escape '\\'`). */
export const likeOf = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
