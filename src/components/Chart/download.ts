/** Saves a data URL (the chart's PNG) as a file through a temporary link, as csvExport.ts does for CSV. */
export function downloadDataUrl(filename: string, url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** A file name from the chart's title: letters, digits, dashes (Chinese and Arabic letters kept). */
export const fileNameOf = (title: string | undefined): string => (title ?? 'chart').replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '') || 'chart';
