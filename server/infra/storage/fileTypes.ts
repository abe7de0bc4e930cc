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

/** A display name safe to keep as metadata: control characters and path separators removed. */
export function cleanDisplayName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  return (
    base
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is what this line is for.
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .trim()
      .slice(0, 200) || 'file'
  );
}
