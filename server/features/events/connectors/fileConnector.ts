/** Uploaded calendar files (ICS, CSV, Excel): the connector behind the page's import tab. */
import path from 'node:path';
import { runParse } from '../../../infra/tables/parsePool';
import type { ParsedCalendar } from '../tableFile';
import { parseTableFile } from '../tableFile';
import type { CalendarConnector } from './connector';
import { issue } from '../rowCheck';
import { cleanDisplayName } from '../../../infra/storage/fileTypes';

/** ICS files are parsed in a parse worker (time-limited, terminated past it): ical.js is synchronous. */
const ICS_WORKER = path.join(__dirname, '../icsWorker.cjs');

export const fileConnector: CalendarConnector = {
  name: 'file',
  kind: 'file-import',
  async read({ file }) {
    if (!file) return { rows: [], errors: [issue('badFile', 'No file was sent')], warnings: [] };
    // Rows without a source column are labelled with the file's name (without its extension).
    const source =
      cleanDisplayName(file.fileName)
        .replace(/\.[^.]*$/, '')
        .slice(0, 60) || 'file';
    if (file.format === 'ics') {
      const content = Buffer.from(file.content, 'base64').toString('utf8');
      return runParse<ParsedCalendar>({ filename: ICS_WORKER, name: 'parseIcs', task: { content, source } });
    }
    return parseTableFile(file, source);
  },
};
