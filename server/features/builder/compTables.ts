/** The builder's library components (migration 0029_builder_components); part of BuilderTables. */
export interface BuilderComponentsTable {
  id: string;
  owner_id: string | null;
  title: string;
  kind: string;
  shared: number;
  version: number;
  created_at: number;
  updated_at: number;
}

export interface BuilderComponentVersionsTable {
  component_id: string;
  version: number;
  title: string;
  panel_json: string;
  saved_by: string;
  saved_at: number;
}

/** The components a page's newest version places. */
export interface BuilderPageComponentsTable {
  page_id: string;
  component_id: string;
}

export interface ComponentTables {
  builder_components: BuilderComponentsTable;
  builder_component_versions: BuilderComponentVersionsTable;
  builder_page_components: BuilderPageComponentsTable;
}
