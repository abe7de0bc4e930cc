/**
 * PDF text extraction for search, off the request's thread and bounded: a worker thread (pdfTextWorker.mjs) reads
 * at most RESEARCH_PDF_PAGE_CAP pages and is terminated after RESEARCH_PDF_TIME_CAP_MS. A PDF whose text cannot be
 * read (broken, encrypted, scanned images only, too slow) answers `searchable: false`; the caller still stores it.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { RESEARCH_PDF_PAGE_CAP, RESEARCH_PDF_TIME_CAP_MS } from '../../../common/contract/library';

export interface PdfText {
  /** The text layer, one line per text line; '' when nothing could be read. */
  text: string;
  searchable: boolean;
  /** Why not searchable (for the log), or pages read. */
  detail: string;
}

const WORKER = path.join(__dirname, 'pdfTextWorker.mjs');

export function extractPdfText(bytes: Uint8Array, opts: { pageCap?: number; timeoutMs?: number } = {}): Promise<PdfText> {
  const pageCap = opts.pageCap ?? RESEARCH_PDF_PAGE_CAP;
  const timeoutMs = opts.timeoutMs ?? RESEARCH_PDF_TIME_CAP_MS;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: PdfText) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    // The bytes are copied into the worker (the caller keeps its buffer).
    const worker = new Worker(WORKER, { workerData: { bytes: Uint8Array.from(bytes), pageCap }, stdout: true, stderr: true });
    const timer = setTimeout(() => finish({ text: '', searchable: false, detail: `timed out after ${timeoutMs} ms` }), timeoutMs);
    timer.unref();
    worker.on('message', (m: { ok: boolean; text?: string; pages?: number; truncated?: boolean; error?: string }) => {
      if (!m.ok) return finish({ text: '', searchable: false, detail: m.error ?? 'unreadable' });
      const text = (m.text ?? '').replace(/[ \t]+/g, ' ').trim();
      // A PDF of scanned pages has no text layer: stored, but search cannot find it.
      finish({ text, searchable: text.length > 0, detail: `${m.pages} page(s)${m.truncated ? `, first ${pageCap} read` : ''}` });
    });
    worker.on('error', (err) => finish({ text: '', searchable: false, detail: err.message }));
    worker.on('exit', (code) => finish({ text: '', searchable: false, detail: `worker exited with ${code}` }));
  });
}
