/** Uploaded calendar files (ICS, CSV, Excel): the connector behind the page's import tab. */
import { parseIcsFile } from '../icsFile';
import { parseTableFile } from '../tableFile';
import type { CalendarConnector } from './connector';
import { issue } from '../rowCheck';
import { cleanDisplayName } from '../../../infra/storage/fileTypes';

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
    if (file.format === 'ics') return parseIcsFile(Buffer.from(file.content, 'base64').toString('utf8'), source);
    return parseTableFile(file, source);
  },
};
