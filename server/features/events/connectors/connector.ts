/**
 * What a calendar connector is (like the data sources' connectors, server/features/datasource/connectors): the one piece
 * that knows how to read a source of releases into checked rows. The import service (server/features/events/importRun.ts)
 * previews and commits whatever a connector reads, so a vendor calendar gets preview, idempotent re-import by uid
 * and the import history unchanged. docs/research/calendar.md, "Adding a vendor calendar", says how one is added.
 */
import type { CalendarImportBody } from '../../../../common/contract/events';
import type { ParsedCalendar } from '../tableFile';

export interface CalendarConnectorInput {
  /** Uploaded files: the file as sent. Vendor connectors ignore it and fetch their own data. */
  file?: Pick<CalendarImportBody, 'fileName' | 'format' | 'content'>;
  now: number;
}

export interface CalendarConnector {
  /** Stored in the import history ('file' for uploads). */
  readonly name: string;
  readonly kind: 'file-import' | 'vendor-api';
  /** Reads the source; never throws on bad content (the issues say what is wrong, row by row). */
  read(input: CalendarConnectorInput): Promise<ParsedCalendar>;
}
