/** Saving a page as a JSON file (PageExport, common/builder/pageExport.ts) through a temporary link, as the CSV export does. */
import type { PageExport } from '@common/contract/builder';

/** A file name from the page's title (letters, digits and dashes kept). */
export const exportFileName = (title: string): string => `${title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '') || 'page'}.json`;

export function downloadPageExport(file: PageExport): void {
  const blob = new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(file.title);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
