/**
 * The PDF of a document drawn in the reader with pdf.js (../pdfjs.ts, loaded on first use): one page at a time on a
 * canvas, previous / next, page number, zoom out / in. Loading and failure are said; a failed load
 * keeps the download link (the reader shows it anyway).
 */
import { LeftOutlined, RightOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Alert, Button, InputNumber, Space, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useText } from '@/hooks/useText';
import type { OpenedPdf } from '../pdfjs';

export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

/** `fileId` names the file: a new signed `url` for the same file (the reader reloaded) does not reopen it. */
export default function PdfViewer({ fileId, url }: { fileId: string; url: string }) {
  const f = useText();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [pdf, setPdf] = useState<OpenedPdf | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(2);
  const [drawing, setDrawing] = useState(false);
  const address = useRef(url);
  address.current = url;

  // Open the file (pdf.js first, on first use); close it when the reader shows another document or closes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `fileId` is the file; its url is read through the ref.
  useEffect(() => {
    let opened: OpenedPdf | null = null;
    let gone = false;
    setPdf(null);
    setFailed(null);
    setPage(1);
    import('../pdfjs')
      .then(({ openPdf }) => openPdf(address.current))
      .then((doc) => {
        if (gone) doc.close();
        else {
          opened = doc;
          setPdf(doc);
        }
      })
      .catch((error: unknown) => {
        // pdf.js' own message (English) as the detail under the user's message: what support needs to know.
        if (!gone) setFailed(error instanceof Error ? error.message : String(error));
      });
    return () => {
      gone = true;
      opened?.close();
    };
  }, [fileId]);

  useEffect(() => {
    if (!pdf || !canvas.current) return;
    setDrawing(true);
    const task = pdf.draw(page, canvas.current, ZOOM_STEPS[zoom]);
    let current = true;
    task.done
      .catch(() => {}) // a cancelled draw (page turned meanwhile) rejects: nothing to show
      .finally(() => {
        if (current) setDrawing(false);
      });
    return () => {
      current = false;
      task.cancel();
    };
  }, [pdf, page, zoom]);

  if (failed !== null) return <Alert type="warning" showIcon message={f('library.pdf.failed')} description={failed} />;
  return (
    <div data-testid="research-pdf">
      <Space wrap style={{ marginBlockEnd: 8 }}>
        <Button icon={<LeftOutlined />} disabled={!pdf || page <= 1} onClick={() => setPage((p) => p - 1)} aria-label={f('library.pdf.previous')} />
        <InputNumber
          size="small"
          min={1}
          max={pdf?.pages ?? 1}
          value={page}
          disabled={!pdf}
          onChange={(v) => {
            if (pdf && typeof v === 'number' && v >= 1 && v <= pdf.pages) setPage(Math.floor(v));
          }}
          aria-label={f('library.pdf.page')}
        />
        <Typography.Text data-testid="research-pdf-pages">{pdf ? f('library.pdf.of', { pages: pdf.pages }) : ''}</Typography.Text>
        <Button icon={<RightOutlined />} disabled={!pdf || page >= pdf.pages} onClick={() => setPage((p) => p + 1)} aria-label={f('library.pdf.next')} />
        <Button icon={<ZoomOutOutlined />} disabled={!pdf || zoom === 0} onClick={() => setZoom((z) => z - 1)} aria-label={f('library.pdf.zoomOut')} />
        <Typography.Text>{`${Math.round(ZOOM_STEPS[zoom] * 100)}%`}</Typography.Text>
        <Button
          icon={<ZoomInOutlined />}
          disabled={!pdf || zoom === ZOOM_STEPS.length - 1}
          onClick={() => setZoom((z) => z + 1)}
          aria-label={f('library.pdf.zoomIn')}
        />
      </Space>
      <div style={{ overflow: 'auto', maxBlockSize: '70vh', position: 'relative', direction: 'ltr' }}>
        {(!pdf || drawing) && <Spin style={{ position: 'absolute', insetBlockStart: 16, insetInlineStart: 16 }} aria-label={f('library.pdf.loading')} />}
        <canvas ref={canvas} data-testid="research-pdf-canvas" aria-label={f('library.pdf.canvas', { page })} />
      </div>
    </div>
  );
}
