/**
 * Worker thread of server/features/library/pdfText.ts: reads the text layer of a PDF with pdf.js (legacy build, the one
 * meant for Node) page by page, up to the page cap it is given, and posts back the text. Plain ESM (no TypeScript)
 * so it runs in a worker thread under tsx, node and jest alike. The parent enforces the time cap by terminating it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

async function extract({ bytes, pageCap }) {
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  const doc = await task.promise;
  const pages = Math.min(doc.numPages, pageCap);
  const parts = [];
  for (let n = 1; n <= pages; n += 1) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    let line = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      line += item.str;
      if (item.hasEOL) {
        parts.push(line);
        line = '';
      }
    }
    if (line) parts.push(line);
    page.cleanup();
  }
  const numPages = doc.numPages;
  await task.destroy();
  return { text: parts.join('\n'), pages: numPages, truncated: numPages > pageCap };
}

extract(workerData).then(
  (result) => parentPort.postMessage({ ok: true, ...result }),
  (err) => parentPort.postMessage({ ok: false, error: String(err?.message ?? err) }),
);
