/**
 * Full-text search over the usage documents of one locale: case-insensitive phrase search in titles, section
 * headings and section text. Documents whose title matches come first, then the documents with more matches,
 * then the order of the areas. Each hit points at the first section that matches, with a snippet around the
 * match for the result list.
 */
import type { Section } from './markdown';

export interface SearchableDocument {
  slug: string;
  title: string;
  sections: Section[];
}

export interface Snippet {
  before: string;
  /** The matched text as written in the document (the query may differ in case). */
  match: string;
  after: string;
}

export interface SearchHit {
  slug: string;
  title: string;
  titleMatch: boolean;
  /** Matches in the title, headings and text together. */
  matchCount: number;
  /** Where to scroll: the first matching section's heading, or null for the top of the document. */
  headingId: string | null;
  heading: string;
  snippet: Snippet | null;
}

/** Characters of context on each side of a match in a snippet. */
export const SNIPPET_CONTEXT = 40;
/** Longer queries are cut: nobody types a paragraph, and the regular expression stays cheap. */
export const MAX_QUERY_LENGTH = 100;

export function normaliseQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function countMatches(text: string, pattern: RegExp): number {
  pattern.lastIndex = 0;
  let count = 0;
  while (pattern.exec(text)) count += 1;
  return count;
}

/** The text around the first match, cut at SNIPPET_CONTEXT characters with an ellipsis where text was left out. */
export function snippetOf(text: string, pattern: RegExp): Snippet | null {
  pattern.lastIndex = 0;
  const found = pattern.exec(text);
  if (!found) return null;
  const start = found.index;
  const end = start + found[0].length;
  const from = Math.max(0, start - SNIPPET_CONTEXT);
  const to = Math.min(text.length, end + SNIPPET_CONTEXT);
  return {
    before: (from > 0 ? '…' : '') + text.slice(from, start),
    match: found[0],
    after: text.slice(end, to) + (to < text.length ? '…' : ''),
  };
}

export function searchDocuments(documents: SearchableDocument[], query: string): SearchHit[] {
  const phrase = normaliseQuery(query);
  if (!phrase) return [];
  // Case-insensitive on the original text, so snippet positions are positions in what the reader sees.
  const pattern = new RegExp(escapeRegExp(phrase).replace(/ /g, '\\s+'), 'giu');

  const hits: (SearchHit & { order: number })[] = [];
  documents.forEach((doc, order) => {
    const titleMatches = countMatches(doc.title, pattern);
    let matchCount = titleMatches;
    let first: Section | null = null;
    for (const section of doc.sections) {
      // The title is also the heading of the first section: count it once.
      const headingMatches = section.heading === doc.title ? 0 : countMatches(section.heading, pattern);
      const textMatches = countMatches(section.text, pattern);
      matchCount += headingMatches + textMatches;
      if (!first && headingMatches + textMatches > 0) first = section;
    }
    if (matchCount === 0) return;
    hits.push({
      slug: doc.slug,
      title: doc.title,
      titleMatch: titleMatches > 0,
      matchCount,
      headingId: first?.headingId ?? null,
      heading: first?.heading ?? doc.title,
      snippet: first ? (snippetOf(first.text, pattern) ?? snippetOf(first.heading, pattern)) : null,
      order,
    });
  });

  hits.sort((a, b) => Number(b.titleMatch) - Number(a.titleMatch) || b.matchCount - a.matchCount || a.order - b.order);
  return hits.map(({ order: _order, ...hit }) => hit);
}
