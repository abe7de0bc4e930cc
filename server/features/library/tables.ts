/** The research library's shared tables (migration 0012_research); part of server/schema.ts's Database. */
import type { Generated } from 'kysely';

export interface ResearchDocumentsTable {
  id: string;
  kind: string;
  title: string;
  publisher: string;
  /** JSON array of product codes. */
  products: string;
  /** JSON array of region names. */
  regions: string;
  published_at: number;
  effective_at: number | null;
  language: string;
  body_format: string;
  body: string;
  pdf_file_id: string | null;
  /** JSON array of file-management ids. */
  attachments: string;
  source: string;
  feed_id: string | null;
  external_id: string | null;
  link: string | null;
  created_by: string | null;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
  /** 0014 (library): 0 when a PDF's text could not be read; defaults to 1. */
  searchable: Generated<number>;
}

/** The plain text full-text search reads (server/infra/search/textIndex.ts), one row per searchable thing. */
export interface SearchTextsTable {
  kind: string;
  ref_id: string;
  title: string;
  body: string;
  updated_at: number;
}

/** 0014 (library): one user's state of one document. */
export interface ResearchDocumentStatesTable {
  user_id: string;
  document_id: string;
  read_at: number | null;
  /** 0 or 1. */
  favourite: number;
  note: string;
  updated_at: number;
}

/** 0014 (library): a document pinned to a series address (chart annotations). */
export interface ResearchPinsTable {
  document_id: string;
  address: string;
  created_by: string;
  created_at: number;
}

export interface ResearchTables {
  research_documents: ResearchDocumentsTable;
  search_texts: SearchTextsTable;
  research_document_states: ResearchDocumentStatesTable;
  research_pins: ResearchPinsTable;
}
