/** View models of the data set page (API types come from @common/contract/dataSet). */
import type { DataSetInfo, Transform } from '@common/contract/dataSet';

/** One input row of the editor: its name (`a` .. `h`) and the chosen address (none yet: null). */
export interface EditorInput {
  name: string;
  address: string | null;
}

/** What the editor holds: a new data set (no `id`) or a saved one being changed. */
export interface EditorState {
  id?: string;
  name: string;
  unit: string;
  shared: boolean;
  inputs: EditorInput[];
  formula: string;
  transforms: Transform[];
}

/** A row of the data set table. */
export interface DataSetRow extends DataSetInfo {
  inputsText: string;
}
