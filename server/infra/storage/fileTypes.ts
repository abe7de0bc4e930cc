/** File-name rules: allowed extensions (FILE_ALLOWED_EXTENSIONS) and the content type served for each. */
import { FILE_ALLOWED_EXTENSIONS } from '../../../common/contract/fileUpload';

const CONTENT_TYPES: Record<string, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  txt: 'text/plain',
  md: 'text/markdown',
  json: 'application/json',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** Lower-case extension of a file name when it is allowed, else null. */
export function allowedExtension(filename: string): string | null {
  const m = /\.([A-Za-z0-9]{1,10})$/.exec(filename.trim());
  const ext = m?.[1].toLowerCase();
  return ext && (FILE_ALLOWED_EXTENSIONS as readonly string[]).includes(ext) ? ext : null;
}

/** The content type stored and served for a file: derived from the vetted extension, never from the client. */
export const contentTypeFor = (ext: string): string => CONTENT_TYPES[ext] ?? 'application/octet-stream';

/**
 * Characters a stored file name never keeps: C0 and C1 controls and DEL; the bidirectional controls (embeddings and
 * overrides U+202A-202E, isolates U+2066-2069, the marks U+200E/200F and U+061C), with which `report\u202Efdp.csv`
 * reads as `reportvsc.pdf` in a file list; line and paragraph separators; the byte-order mark.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is what this pattern is for.
const UNSAFE_IN_NAMES = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029\ufeff]/g;

/**
 * A display name safe to keep as metadata: the unsafe characters above and path parts removed. The one cleaning of
 * a user's file name: uploads, and the names imports record (calendar import runs, imported bars' source).
 */
export function cleanDisplayName(filename: string): string {
  const base = filename.replace(UNSAFE_IN_NAMES, '').split(/[\\/]/).pop() ?? '';
  return base.trim().slice(0, 200) || 'file';
}
