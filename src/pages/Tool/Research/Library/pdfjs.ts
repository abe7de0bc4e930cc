/**
 * pdf.js (pdfjs-dist 5, its modern build: the legacy build's worker failed to start in Chromium under our CSP), loaded
 * only when a PDF is opened (components/PdfViewer.tsx imports this module dynamically, so neither the login page nor
 * the library list pays for it). Its worker is emitted by webpack as a file of our own build (`new URL(...,
 * import.meta.url)`), so it loads from our origin under the app's CSP (`script-src 'self'`; `worker-src` falls back to
 * it). `isEvalSupported: false` keeps pdf.js from compiling PostScript functions with `new Function`, which the CSP
 * would refuse and report.
 */
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';

// webpack bundles the worker as a chunk of our build from this exact `new Worker(new URL(...))` form; given only a
// URL (workerSrc), pdf.js' module worker was evaluated as a classic script in the built app ("Unexpected token
// 'export'"). One worker for the page's life, shared by every document opened.
let port: Worker | null = null;
function workerPort(): Worker {
  port ??= new Worker(new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url), { type: 'module' });
  return port;
}

export interface OpenedPdf {
  pages: number;
  /** Draws page `n` (1-based) into `canvas` at `scale` (1 = 72 dpi in CSS pixels), sharp on high-density screens. */
  draw(n: number, canvas: HTMLCanvasElement, scale: number): { done: Promise<void>; cancel(): void };
  close(): void;
}

export async function openPdf(url: string): Promise<OpenedPdf> {
  GlobalWorkerOptions.workerPort = workerPort();
  const task = getDocument({ url, isEvalSupported: false });
  const pdf: PDFDocumentProxy = await task.promise;
  return {
    pages: pdf.numPages,
    draw(n, canvas, scale) {
      let cancelled = false;
      let cancelRender: () => void = () => {};
      const done = pdf.getPage(n).then(async (page) => {
        if (cancelled) return;
        const viewport = page.getViewport({ scale });
        const ratio = window.devicePixelRatio || 1;
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.width = `${Math.floor(viewport.width)}px`;
        canvas.style.height = `${Math.floor(viewport.height)}px`;
        const render = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
        cancelRender = () => render.cancel();
        await render.promise;
      });
      return {
        done,
        cancel: () => {
          cancelled = true;
          cancelRender();
        },
      };
    },
    close: () => void task.destroy(),
  };
}
