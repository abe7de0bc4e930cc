/** The builder's tables (migrations 0027_builder, 0029_builder_components); part of server/schema.ts's Database. */
import type { ComponentTables } from './compTables';

export interface BuilderPagesTable {
  id: string;
  owner_id: string | null;
  title: string;
  shared: number;
  version: number;
  created_at: number;
  updated_at: number;
  /** 1: a seeded example (migration 0029). */
  example: number;
  /** The seed an example came from (idempotent seeding); null for user pages. */
  seed_key: string | null;
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

export interface BuilderTables extends ComponentTables {
  builder_pages: BuilderPagesTable;
  builder_page_versions: BuilderPageVersionsTable;
  builder_routes: BuilderRoutesTable;
}
