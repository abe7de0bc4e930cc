/**
 * Preview of one file in a dialog: images as <img>, PDFs in a frame (from a blob: the signed link is a
 * download, which a frame would not display), CSV as a table of its first rows, parsed in the browser.
 */
import { useIntl } from '@umijs/max';
import { Alert, Modal, Spin, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { FileRecord } from '@common/contract/fileUpload';
import { failureMessage } from '@/utils/apiError';
import { parseCsv } from '@/utils/csvParse';
import { previewKindOf } from '@/utils/fileRules';

/** Rows of a CSV preview (after the header). */
export const CSV_PREVIEW_ROWS = 200;

type Loaded = { kind: 'image' } | { kind: 'pdf'; objectUrl: string } | { kind: 'csv'; header: string[]; rows: string[][]; truncated: boolean };

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) {
    const data = await response.json().catch(() => undefined);
    throw { response: { status: response.status, data } };
  }
  return response;
}

async function load(file: FileRecord): Promise<Loaded | null> {
  const kind = previewKindOf(file.name);
  if (kind === 'image') return { kind };
  if (kind === 'pdf') {
    const bytes = await (await fetchOk(file.url)).arrayBuffer();
    return { kind, objectUrl: URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' })) };
  }
  if (kind === 'csv') {
    const parsed = parseCsv(await (await fetchOk(file.url)).text(), CSV_PREVIEW_ROWS + 1);
    const [header = [], ...rows] = parsed.rows;
    return { kind, header, rows, truncated: parsed.truncated };
  }
  return null;
}

export default function FilePreview({ file, onClose }: { file: FileRecord | null; onClose: () => void }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setLoaded(null);
    setError(null);
    if (!file) return undefined;
    let live = true;
    let objectUrl: string | null = null;
    load(file)
      .then((result) => {
        if (result?.kind === 'pdf') objectUrl = result.objectUrl;
        if (live) setLoaded(result);
        else if (objectUrl) URL.revokeObjectURL(objectUrl);
      })
      .catch((e) => live && setError(failureMessage(e)));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [file]);

  const body = () => {
    if (error) return <Alert type="error" showIcon message={f('fileUpload.preview.failed')} description={error} />;
    if (!file || !loaded)
      return (
        <Spin tip={f('fileUpload.preview.loading')}>
          <div style={{ minBlockSize: 120 }} />
        </Spin>
      );
    if (loaded.kind === 'image') return <img src={file.url} alt={file.name} style={{ maxInlineSize: '100%', display: 'block', marginInline: 'auto' }} />;
    if (loaded.kind === 'pdf') return <iframe title={file.name} src={loaded.objectUrl} style={{ inlineSize: '100%', blockSize: '70vh', border: 0 }} />;
    const columns = loaded.header.map((title, index) => ({ title: title || `#${index + 1}`, dataIndex: index, key: String(index), ellipsis: true }));
    const width = Math.max(loaded.header.length, ...loaded.rows.map((r) => r.length));
    for (let index = columns.length; index < width; index++) columns.push({ title: `#${index + 1}`, dataIndex: index, key: String(index), ellipsis: true });
    return (
      <>
        <Typography.Paragraph type="secondary">
          {f(loaded.truncated ? 'fileUpload.preview.csvTruncated' : 'fileUpload.preview.csvRows', { rows: loaded.rows.length })}
        </Typography.Paragraph>
        <Table
          size="small"
          rowKey="rowKey"
          columns={columns}
          dataSource={loaded.rows.map((cells, index) => ({ ...cells, rowKey: String(index) }))}
          pagination={{ pageSize: 10, showSizeChanger: true }}
          scroll={{ x: true }}
          locale={{ emptyText: f('fileUpload.preview.csvEmpty') }}
        />
      </>
    );
  };

  return (
    <Modal open={!!file} title={file?.name} onCancel={onClose} footer={null} width={960} destroyOnHidden>
      <div data-testid="file-preview">{body()}</div>
    </Modal>
  );
}
