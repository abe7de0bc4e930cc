/** The table readers as parse-worker tasks (tableWorker.cjs loads this file; readTable.ts sends the jobs). */
import { outcomeOf } from './parseOutcome';
import { readCsvRows, readXlsxRows } from './tableReaders';

export interface TableTask {
  bytes: Uint8Array;
  maxRows: number;
}

export const readCsvTask = ({ bytes, maxRows }: TableTask) => outcomeOf(() => readCsvRows(Buffer.from(bytes).toString('utf8'), maxRows));
export const readXlsxTask = ({ bytes, maxRows }: TableTask) => outcomeOf(() => readXlsxRows(Buffer.from(bytes), maxRows));
