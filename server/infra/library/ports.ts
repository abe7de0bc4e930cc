/**
 * How a research document enters the library from another feature: research feeds file their items through
 * `app.researchLibrary`, implemented and decorated by the library feature (server/features/library/documentWriter.ts
 * does the writing: sanitised HTML, row and search text in one transaction, a feed item stored once).
 */
import type { BodyFormat, DocumentKind, DocumentLanguage } from '../../../common/contract/library';

export interface NewDocument {
  kind: DocumentKind;
  title: string;
  publisher: string;
  products: string[];
  regions: string[];
  publishedAt: number;
  effectiveAt: number | null;
  language: DocumentLanguage;
  bodyFormat: BodyFormat;
  /** Raw: HTML is sanitised here; markdown is stored as written and rendered (then sanitised) by the page. */
  body: string;
  pdfFileId: string | null;
  attachments: string[];
  source: 'upload' | 'feed';
  feedId: string | null;
  externalId: string | null;
  link: string | null;
  createdBy: string | null;
  /** Text extracted from the PDF, searched with the body. */
  pdfText?: string;
  /** library (0014): false when a PDF's text could not be read; stored and listed, found by its title only. */
  searchable?: boolean;
}

export interface ResearchLibrary {
  /** Stores the document; a feed item already stored (same feed, same external id) answers its id as a duplicate. */
  file(doc: NewDocument, now: number): Promise<{ id: string; duplicate: boolean }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The research library's writer: the library feature (server/features/library/). */
    researchLibrary: ResearchLibrary;
  }
}
