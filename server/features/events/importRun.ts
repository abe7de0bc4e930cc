/**
 * The import service: preview and commit of whatever a connector read (server/features/events/connectors). Preview says
 * what each valid row would do (new, updated, unchanged) and lists refused rows; commit writes the valid rows in
 * one transaction (a failure writes nothing), keyed by uid so a re-import updates actuals, consensus, revisions
 * and times instead of adding rows, then records the run in the import history.
 */
import type { Kysely, Selectable } from 'kysely';
import type { CalendarImportCounts, CalendarImportIssue, CalendarImportPreview, CalendarImportRun } from '../../../common/contract/events';
import { newId } from '../../infra/db/ids';
import { parseJsonArray } from '../../infra/db/jsonList';
import type { Database } from '../../schema';
import type { CalendarConnector, CalendarConnectorInput } from './connectors';
import { issue } from './rowCheck';
import { changesOf, upsertRows } from './store';
import type { CalendarImportRunsTable } from './tables';
import type { ParsedCalendar } from './tableFile';
import { cleanDisplayName } from '../../infra/storage/fileTypes';

/** The history keeps at most this many refused rows per run. */
const KEPT_ERRORS = 200;

/** Refuses the second and later rows of a uid given twice in one source (which of them would win is unclear). */
function withoutDuplicates(parsed: ParsedCalendar): ParsedCalendar {
  const seen = new Map<string, number>();
  const errors = [...parsed.errors];
  const rows = parsed.rows.filter((r) => {
    const first = seen.get(r.uid);
    if (first === undefined) {
      seen.set(r.uid, r.row);
      return true;
    }
    errors.push(issue('duplicateUid', `uid ${r.uid} is also on row ${first}`, r.row, 'uid'));
    return false;
  });
  return { rows, errors: errors.sort((a, b) => a.row - b.row), warnings: parsed.warnings };
}

const rejectedRows = (errors: readonly CalendarImportIssue[]) => new Set(errors.map((e) => e.row)).size;

const countsOf = (changes: readonly string[], errors: readonly CalendarImportIssue[]): CalendarImportCounts => ({
  new: changes.filter((c) => c === 'new').length,
  updated: changes.filter((c) => c === 'updated').length,
  unchanged: changes.filter((c) => c === 'unchanged').length,
  rejected: rejectedRows(errors),
});

export async function previewImport(db: Kysely<Database>, connector: CalendarConnector, input: CalendarConnectorInput): Promise<CalendarImportPreview> {
  const parsed = withoutDuplicates(await connector.read(input));
  const changes = await changesOf(db, parsed.rows);
  return {
    rows: parsed.rows.map((r, i) => ({ ...r.fields, row: r.row, uid: r.uid, change: changes[i] })),
    errors: parsed.errors,
    warnings: parsed.warnings,
    counts: countsOf(changes, parsed.errors),
  };
}

export const toImportRun = (r: Selectable<CalendarImportRunsTable>): CalendarImportRun => ({
  id: r.id,
  at: Number(r.created_at),
  userName: r.user_name,
  fileName: r.file_name,
  connector: r.connector,
  format: r.format,
  counts: { new: Number(r.new_rows), updated: Number(r.updated_rows), unchanged: Number(r.unchanged_rows), rejected: Number(r.rejected_rows) },
  errors: parseJsonArray<CalendarImportIssue>(r.errors),
});

export interface ImportActor {
  id: string;
  name: string;
}

/** Writes the valid rows and the run record in one transaction; refused rows are reported, never written. */
export async function commitImport(
  db: Kysely<Database>,
  connector: CalendarConnector,
  input: CalendarConnectorInput,
  actor: ImportActor,
): Promise<CalendarImportRun> {
  const parsed = withoutDuplicates(await connector.read(input));
  return db.transaction().execute(async (trx) => {
    const changes = await upsertRows(trx, input.now, parsed.rows);
    const counts = countsOf(changes, parsed.errors);
    const row = {
      id: newId(),
      user_id: actor.id,
      user_name: actor.name,
      file_name: input.file ? cleanDisplayName(input.file.fileName) : connector.name,
      connector: connector.name,
      format: input.file?.format ?? connector.kind,
      new_rows: counts.new,
      updated_rows: counts.updated,
      unchanged_rows: counts.unchanged,
      rejected_rows: counts.rejected,
      errors: JSON.stringify(parsed.errors.slice(0, KEPT_ERRORS)),
      created_at: input.now,
    };
    await trx.insertInto('calendar_import_runs').values(row).execute();
    return toImportRun(row);
  });
}

export async function importHistory(db: Kysely<Database>): Promise<CalendarImportRun[]> {
  const rows = await db.selectFrom('calendar_import_runs').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(100).execute();
  return rows.map(toImportRun);
}
