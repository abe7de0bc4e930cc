/** The research library's shared tables (migration 0012_research); part of server/db/schema.ts's Database. */

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
}

/** The plain text full-text search reads (server/search/textIndex.ts), one row per searchable thing. */
export interface SearchTextsTable {
  kind: string;
  ref_id: string;
  title: string;
  body: string;
  updated_at: number;
}

export interface ResearchTables {
  research_documents: ResearchDocumentsTable;
  search_texts: SearchTextsTable;
}
