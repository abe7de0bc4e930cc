/**
 * A picked trade file as the import calls take it: its format from the name and its bytes as base64. The same steps
 * as the bar import's readBarsFile.ts (a page may not import another page's module; both could move to src/utils).
 */
import { TRADE_IMPORT_MAX_BYTES } from '@common/contract/tradeRecord';

/** `csv` / `xlsx` by extension; null for anything else (refused before reading). */
export function formatOf(name: string): 'csv' | 'xlsx' | null {
  const ext = name.toLowerCase().split('.').pop();
  return ext === 'csv' || ext === 'txt' ? 'csv' : ext === 'xlsx' ? 'xlsx' : null;
}

export const tooLarge = (file: Pick<File, 'size'>) => file.size > TRADE_IMPORT_MAX_BYTES;

/** The file's bytes, base64 (a data URL without its prefix). */
export function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result ?? '');
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
