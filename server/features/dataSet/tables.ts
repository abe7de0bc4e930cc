/** The data set feature's table (migration 0028_data_sets); part of server/schema.ts's Database. */
export interface DataSetsTable {
  id: string;
  owner_id: string | null;
  name: string;
  /** 1: every user reads it as `set:<id>` (inputs permitting); 0: its owner (administrators read every set). */
  shared: number;
  /** The definition as saved (common/contract/dataSet.ts DataSetDefinition). */
  definition_json: string;
  created_at: number;
  updated_at: number;
}

export interface DataSetTables {
  data_sets: DataSetsTable;
}
