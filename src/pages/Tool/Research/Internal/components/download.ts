/** Save a text as a file in the browser (the Markdown export). */
export function downloadText(fileName: string, content: string, type = 'text/markdown;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  URL.revokeObjectURL(url);
}
