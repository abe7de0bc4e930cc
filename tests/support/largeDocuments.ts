/**
 * The large library documents of issue 19 item 6, shared by the search-cost tests (tests/api/searchCost.test.ts) and
 * the bench that times the server meanwhile (scripts/bench/searchHold.ts): about 680 KB of extracted text holding the
 * searched words throughout, so every row is a candidate for a term the index cannot narrow.
 */
import type { NewDocument } from '../../server/infra/library/ports';

export const DOCUMENT_CHARS = 680_000;

/** A text of about DOCUMENT_CHARS holding `lorem` and 库存 throughout (the worst case: every row a candidate). */
export function bigText(seed: number): string {
  const words = ['crude', 'fuel', 'oil', 'spread', 'cargo', '燃料油', '库存', 'tanker', 'premium', 'asia'];
  const parts: string[] = [];
  let length = 0;
  for (let i = seed; length < DOCUMENT_CHARS; i++) {
    const part = `${words[i % words.length]} lorem ipsum dolor ${i} `;
    parts.push(part);
    length += part.length;
  }
  return parts.join('');
}

/** Report `seed` as the library files it: the text as a PDF's extracted text (no markdown pass). */
export const largeDocument = (seed: number): NewDocument => ({
  kind: 'report',
  title: `Large report ${seed}`,
  publisher: 'Desk',
  products: [],
  regions: [],
  publishedAt: Date.UTC(2026, 9, 1 + seed),
  effectiveAt: null,
  language: 'en-US',
  bodyFormat: 'none',
  body: '',
  pdfFileId: null,
  attachments: [],
  source: 'upload',
  feedId: null,
  externalId: null,
  link: null,
  createdBy: null,
  pdfText: bigText(seed),
});
