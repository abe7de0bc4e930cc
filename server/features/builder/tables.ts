/** The builder's tables (migration 0027_builder); part of server/schema.ts's Database. */
export interface BuilderPagesTable {
  id: string;
  owner_id: string | null;
  title: string;
  shared: number;
  version: number;
  created_at: number;
  updated_at: number;
}

export interface BuilderPageVersionsTable {
  page_id: string;
  version: number;
  title: string;
  spec_json: string;
  saved_by: string;
  saved_at: number;
}

export interface BuilderRoutesTable {
  slug: string;
  page_id: string;
  owner_id: string;
  users_json: string;
  roles_json: string;
  created_at: number;
  updated_at: number;
}

export interface BuilderTables {
  builder_pages: BuilderPagesTable;
  builder_page_versions: BuilderPageVersionsTable;
  builder_routes: BuilderRoutesTable;
}
