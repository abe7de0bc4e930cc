/**
 * What the file page checks and shows before any call: the upload limits of common/contract/fileUpload.ts (the
 * server enforces the same ones), which files can be previewed, and sizes in the user's language.
 */
import { FILE_ALLOWED_EXTENSIONS, FILE_MAX_BYTES } from '@common/contract/fileUpload';

export type PreviewKind = 'image' | 'pdf' | 'csv';

const PREVIEW_BY_EXTENSION: Record<string, PreviewKind> = {
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  pdf: 'pdf',
  csv: 'csv',
};

/** Lower-case extension without the dot ('' when the name has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function previewKindOf(name: string): PreviewKind | null {
  return PREVIEW_BY_EXTENSION[extensionOf(name)] ?? null;
}

/** The `accept` attribute of the file picker. */
export const ACCEPT_ATTRIBUTE = FILE_ALLOWED_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** Why a file may not be uploaded (locale key), or null when it may. */
export function uploadProblem(file: { name: string; size: number }): 'fileUpload.reject.type' | 'fileUpload.reject.size' | null {
  if (!FILE_ALLOWED_EXTENSIONS.includes(extensionOf(file.name))) return 'fileUpload.reject.type';
  if (file.size > FILE_MAX_BYTES) return 'fileUpload.reject.size';
  return null;
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** "12.5 MB" / "12,5 ميغابايت": binary steps, unit names from the browser's Intl data. */
export function formatBytes(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: UNITS[unit], unitDisplay: 'short', maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
}
