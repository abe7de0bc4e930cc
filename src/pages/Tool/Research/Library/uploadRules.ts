/**
 * What the upload form checks before anything is sent (the server checks the same again and answers
 * researchUnsupportedType / researchEmptyFile / researchFileTooLarge): the file's type for the chosen format, that it
 * is not empty, its size against the library's limits (common/contract/library.ts), and for a PDF its first bytes.
 */
import { RESEARCH_PDF_MAX_BYTES, RESEARCH_TEXT_MAX_BYTES } from '@common/contract/library';

export type UploadFormat = 'pdf' | 'html' | 'markdown';
export const UPLOAD_FORMATS: readonly UploadFormat[] = ['pdf', 'html', 'markdown'];

const EXTENSIONS: Record<UploadFormat, readonly string[]> = {
  pdf: ['pdf'],
  html: ['html', 'htm'],
  markdown: ['md', 'markdown'],
};

/** The picker's `accept` attribute for a format. */
export const acceptOf = (format: UploadFormat): string => EXTENSIONS[format].map((ext) => `.${ext}`).join(',');

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** The format a file name says it is, or null (the form then keeps the chosen format and refuses the file). */
export function formatOfName(name: string): UploadFormat | null {
  const ext = extensionOf(name);
  return UPLOAD_FORMATS.find((f) => EXTENSIONS[f].includes(ext)) ?? null;
}

export const maxBytesOf = (format: UploadFormat): number => (format === 'pdf' ? RESEARCH_PDF_MAX_BYTES : RESEARCH_TEXT_MAX_BYTES);

export type UploadProblem = 'library.upload.reject.type' | 'library.upload.reject.empty' | 'library.upload.reject.size';

/** A problem visible from the name and size alone, or null. */
export function fileProblem(file: { name: string; size: number }, format: UploadFormat): UploadProblem | null {
  if (!EXTENSIONS[format].includes(extensionOf(file.name))) return 'library.upload.reject.type';
  if (file.size === 0) return 'library.upload.reject.empty';
  if (file.size > maxBytesOf(format)) return 'library.upload.reject.size';
  return null;
}

/** A PDF starts with `%PDF-` (the server refuses anything else as researchUnsupportedType). */
export async function looksLikePdf(file: Blob): Promise<boolean> {
  return (await readText(file.slice(0, 5))) === '%PDF-';
}

/** A file's text (UTF-8). FileReader rather than Blob.text(): the same code runs in the tests' jsdom. */
export function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}

/** HTML or markdown text: blank text is empty, more than the limit in UTF-8 is too large (a Blob's size is its UTF-8 length). */
export function textProblem(text: string): UploadProblem | null {
  if (text.trim() === '') return 'library.upload.reject.empty';
  if (new Blob([text]).size > RESEARCH_TEXT_MAX_BYTES) return 'library.upload.reject.size';
  return null;
}
