/**
 * A picked import file as the server's import calls take it (the bar import on the contract page, the trade import on
 * the trade-record page): its format from the name and its bytes as base64. Each page checks its own size limit.
 */

export type ImportFileFormat = 'csv' | 'xlsx';

/** `csv` / `xlsx` by extension; null for anything else (refused before reading). */
export function importFormatOf(name: string): ImportFileFormat | null {
  const ext = name.toLowerCase().split('.').pop();
  return ext === 'csv' || ext === 'txt' ? 'csv' : ext === 'xlsx' ? 'xlsx' : null;
}

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

/** The file's text (UTF-8). FileReader rather than Blob.text(): the same code runs in the tests' jsdom. */
export function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}
