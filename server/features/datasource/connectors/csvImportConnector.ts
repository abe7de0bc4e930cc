/**
 * The default connector of every source on a server that cannot reach the vendors: it imports the CSV files
 * an operator drops into `${dataDir}/imports/<source>/` and, once their rows are stored, moves them to `done/`
 * there. Files are read in name order, so later exports overwrite earlier values of the same key.
 * A malformed file fails the whole run (with file and line) and nothing is imported or moved.
 */
import { mkdir, readdir, readFile, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { FILE_MAX_BYTES } from '../../../../common/contract/fileUpload';
import { CSV_LAYOUT_HEADERS, importedMessage, parseCsvForLayout, type KplerFlowInput, type ObservationInput } from '../csvFormats';
import { ConnectorError, type Connector, type ConnectorContext, type ImportBatch } from './connector';

const CSV_IMPORT_CONNECTOR = 'csv-import';

export function importDir(dataDir: string, source: string): string {
  return path.join(dataDir, 'imports', source);
}

/** Where a processed file goes; never overwrites an earlier file of the same name. */
async function doneTarget(doneDir: string, file: string, now: number): Promise<string> {
  const target = path.join(doneDir, file);
  try {
    await stat(target);
  } catch {
    return target;
  }
  const ext = path.extname(file);
  const stamp = new Date(now).toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
  return path.join(doneDir, `${path.basename(file, ext)}.${stamp}.${Math.random().toString(36).slice(2, 6)}${ext}`);
}

export const csvImportConnector: Connector = {
  name: CSV_IMPORT_CONNECTOR,
  kind: 'file-import',

  describe({ source, dataDir, layout }) {
    return `No vendor connection on this server: drop CSV files (header ${CSV_LAYOUT_HEADERS[layout]}) into ${importDir(dataDir, source)} or run the update with an uploaded file; processed files move to done/.`;
  },

  async fetch(ctx: ConnectorContext): Promise<ImportBatch> {
    const dir = importDir(ctx.dataDir, ctx.source);
    // Created on first use so operators find the folder where the status note says it is.
    await mkdir(path.join(dir, 'done'), { recursive: true });
    const entries = await readdir(dir, { withFileTypes: true });
    const files = entries
      .filter((e) => e.isFile() && e.name.toLowerCase().endsWith('.csv'))
      .map((e) => e.name)
      .sort();
    if (files.length === 0) {
      return {
        observations: [],
        kplerFlows: [],
        nothingNew: true,
        // The folder is named in the log message only: the page shows no server paths (issue 18).
        message: `No new CSV files in ${dir}`,
        messageKey: 'datasource.run.noNewFiles',
        messageParams: {},
      };
    }

    const observations: ObservationInput[] = [];
    const kplerFlows: KplerFlowInput[] = [];
    let blankValues = 0;
    for (const file of files) {
      const full = path.join(dir, file);
      const { size } = await stat(full);
      if (size > FILE_MAX_BYTES) {
        throw new ConnectorError(`${file} is larger than ${FILE_MAX_BYTES / 1024 / 1024} MB`, 'datasource.run.fileTooLarge', { file });
      }
      const parsed = parseCsvForLayout(ctx.layout, await readFile(full, 'utf8'), file);
      observations.push(...parsed.observations);
      kplerFlows.push(...parsed.kplerFlows);
      blankValues += parsed.blankValues;
    }
    return {
      observations,
      kplerFlows,
      nothingNew: false,
      ...importedMessage(observations.length + kplerFlows.length, files, blankValues),
      async commit() {
        for (const file of files) {
          await rename(path.join(dir, file), await doneTarget(path.join(dir, 'done'), file, ctx.now));
        }
      },
    };
  },
};
