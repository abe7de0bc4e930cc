/** The import issue every holdings file parser reports (a row, its column, a code and the values of its sentence). */
import type { PositionImportIssue } from '../../../common/contract/position';
import type { Cell } from '../../infra/tables/readTable';

type Values = PositionImportIssue['values'];

export const issue = (code: PositionImportIssue['code'], message: string, row = 0, column = '', values: Values = {}): PositionImportIssue => ({
  row,
  column,
  code,
  message,
  values,
});

/** A cell as trimmed text (Excel dates as ISO). */
export const textOf = (cell: Cell): string =>
  cell === null || cell === undefined ? '' : cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell).trim();
