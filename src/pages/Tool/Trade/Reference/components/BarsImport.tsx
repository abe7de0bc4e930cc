/**
 * The contract configuration page's bar import tab: an administrator picks a CSV or Excel file of bars for one
 * instrument, sees the parsed rows and every row error (bad date, non-finite number, high below low, off the
 * product's tick grid, ...), and stores the file only when it has no error: all rows or none (server side too).
 * Others read an explanation: bars are market data shared by every user (docs/decisions.md).
 */
import { UploadOutlined } from '@ant-design/icons';
import { useAccess, useIntl } from '@umijs/max';
import { Alert, Button, Form, Input, Select, Space, Typography, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { BarsImportBody, BarsImportError, BarsImportRow, Interval } from '@common/contract/marketData';
import { parseInstrument } from '@common/market/address';
import ClientTable from '@/components/ClientTable';
import { failureMessage } from '@/utils/apiError';
import { BARS_IMPORT_MAX_BYTES } from '@common/contract/marketData';
import { importFormatOf, readBase64 } from '@/utils/importFile';
import { useCommitBars, usePreviewBars } from './barsImport/service';

type ErrorRow = BarsImportError & { key: string };
const NUMBER_COLUMNS = ['open', 'high', 'low', 'close', 'settle', 'volume', 'oi'] as const;

export default function BarsImport() {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { isAdmin } = useAccess() as { isAdmin?: boolean };
  const [instrument, setInstrument] = useState('');
  const [interval, setBarInterval] = useState<Interval>('1d');
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [body, setBody] = useState<BarsImportBody | null>(null);
  const preview = usePreviewBars();
  const commit = useCommitBars();
  const result = preview.data?.data;
  const instrumentOk = parseInstrument(instrument.trim()) !== null;

  const when = (ts: number) =>
    interval === '1d'
      ? new Date(ts).toISOString().slice(0, 10)
      : intl.formatDate(ts, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });

  const pick = (picked: File) => {
    setFileProblem(
      !importFormatOf(picked.name) ? f('marketData.import.badType') : picked.size > BARS_IMPORT_MAX_BYTES ? f('marketData.import.tooLarge') : null,
    );
    setFile(picked);
    setBody(null);
    preview.reset();
    commit.reset();
    return false; // read here, never uploaded by antd
  };

  const runPreview = async () => {
    const format = file && importFormatOf(file.name);
    if (!file || !format || file.size > BARS_IMPORT_MAX_BYTES) return;
    const next: BarsImportBody = { instrument: instrument.trim(), interval, fileName: file.name, format, content: await readBase64(file) };
    setBody(next);
    commit.reset();
    preview.mutate(next);
  };

  const rowColumns: ColumnsType<BarsImportRow> = [
    { key: 'row', title: f('marketData.import.column.row'), dataIndex: 'row', sorter: (a, b) => a.row - b.row, defaultSortOrder: 'ascend' },
    { key: 'ts', title: f('marketData.import.column.time'), dataIndex: 'ts', sorter: (a, b) => a.ts - b.ts, render: (ts: number) => when(ts) },
    ...NUMBER_COLUMNS.map((c) => ({
      key: c,
      title: f(`marketData.import.column.${c}`),
      dataIndex: c,
      align: 'end' as const,
      sorter: (a: BarsImportRow, b: BarsImportRow) => (a[c] ?? -Infinity) - (b[c] ?? -Infinity),
      render: (v: number | null) => (v === null ? '' : intl.formatNumber(v, { maximumFractionDigits: 6 })),
    })),
  ];

  const errorRows: ErrorRow[] = (result?.errors ?? []).map((e, i) => ({ ...e, key: `${e.row}-${e.column}-${i}` }));
  const errorColumns: ColumnsType<ErrorRow> = [
    { key: 'row', title: f('marketData.import.column.row'), dataIndex: 'row', sorter: (a, b) => a.row - b.row, defaultSortOrder: 'ascend' },
    { key: 'column', title: f('marketData.import.column.column'), dataIndex: 'column' },
    {
      key: 'code',
      title: f('marketData.import.column.problem'),
      dataIndex: 'code',
      filters: [...new Set(errorRows.map((e) => e.code))].map((c) => ({ text: f(`marketData.import.error.${c}`), value: c })),
      onFilter: (value, row) => row.code === value,
      render: (code: string) => f(`marketData.import.error.${code}`),
    },
    { key: 'message', title: f('marketData.import.column.detail'), dataIndex: 'message' },
  ];

  if (!isAdmin) return <Alert type="info" showIcon message={f('marketData.import.adminOnly')} />;

  const canCommit = !!result && !!body && result.errors.length === 0 && result.rows.length > 0 && !commit.isSuccess;
  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {f('marketData.import.intro')}
      </Typography.Paragraph>
      <Form layout="vertical" aria-label={f('marketData.import.title')}>
        <Space wrap align="start">
          <Form.Item
            label={f('marketData.import.instrument')}
            htmlFor="bars-import-instrument"
            validateStatus={instrument && !instrumentOk ? 'error' : undefined}
            help={instrument && !instrumentOk ? f('marketData.import.instrumentInvalid') : f('marketData.import.instrumentHint')}
          >
            <Input
              id="bars-import-instrument"
              dir="ltr"
              value={instrument}
              maxLength={40}
              style={{ inlineSize: 200 }}
              onChange={(e) => setInstrument(e.target.value)}
            />
          </Form.Item>
          <Form.Item label={f('marketData.import.interval')}>
            <Select<Interval>
              aria-label={f('marketData.import.interval')}
              value={interval}
              style={{ inlineSize: 160 }}
              onChange={setBarInterval}
              options={[
                { value: '1d', label: f('marketData.import.interval.1d') },
                { value: '1m', label: f('marketData.import.interval.1m') },
              ]}
            />
          </Form.Item>
          <Form.Item
            label={f('marketData.import.file')}
            help={fileProblem ?? f('marketData.import.fileHint')}
            validateStatus={fileProblem ? 'error' : undefined}
          >
            <Upload accept=".csv,.txt,.xlsx" maxCount={1} showUploadList={false} beforeUpload={pick}>
              <Button icon={<UploadOutlined />}>{file ? file.name : f('marketData.import.pick')}</Button>
            </Upload>
          </Form.Item>
        </Space>
        <Space>
          <Button onClick={runPreview} disabled={!file || !!fileProblem || !instrumentOk} loading={preview.isPending}>
            {f('marketData.import.preview')}
          </Button>
          <Button type="primary" disabled={!canCommit} loading={commit.isPending} onClick={() => body && commit.mutate(body)}>
            {f('marketData.import.commit')}
          </Button>
        </Space>
      </Form>
      {preview.isError && <Alert type="warning" showIcon message={failureMessage(preview.error)} />}
      {commit.isError && <Alert type="error" showIcon message={failureMessage(commit.error)} />}
      {commit.isSuccess && (
        <Alert type="success" showIcon message={f('marketData.import.done', { rows: commit.data.data.written, instrument: commit.data.data.instrument })} />
      )}
      {result && (
        <>
          <Alert
            type={result.errors.length ? 'warning' : 'info'}
            showIcon
            message={f('marketData.import.summary', {
              rows: result.rows.length,
              errors: result.errors.length,
              replaces: result.replaces,
              unit: result.unit || '-',
            })}
          />
          {errorRows.length > 0 && (
            <ClientTable<ErrorRow>
              aria-label={f('marketData.import.errorsTitle')}
              rows={errorRows}
              columns={errorColumns}
              rowKey="key"
              exportName={`bars-import-errors-${result.instrument}`}
              exportColumns={[
                { title: f('marketData.import.column.row'), value: (r) => r.row },
                { title: f('marketData.import.column.column'), value: (r) => r.column },
                { title: f('marketData.import.column.problem'), value: (r) => f(`marketData.import.error.${r.code}`) },
                { title: f('marketData.import.column.detail'), value: (r) => r.message },
              ]}
            />
          )}
          <ClientTable<BarsImportRow>
            aria-label={f('marketData.import.rowsTitle')}
            rows={result.rows}
            columns={rowColumns}
            rowKey="row"
            exportName={`bars-import-${result.instrument}`}
            exportColumns={[
              { title: f('marketData.import.column.row'), value: (r) => r.row },
              { title: f('marketData.import.column.time'), value: (r) => when(r.ts) },
              ...NUMBER_COLUMNS.map((c) => ({ title: f(`marketData.import.column.${c}`), value: (r: BarsImportRow) => r[c] })),
            ]}
          />
        </>
      )}
    </Space>
  );
}
