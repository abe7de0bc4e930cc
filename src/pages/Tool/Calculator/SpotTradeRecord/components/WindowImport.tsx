/**
 * Import window records from a CSV or Excel file: the server parses it and lists the rows it would store and each
 * row error with its row number; the file is stored only without errors (all rows or none), each row an upsert on
 * the record's key like `/v1/setting/mocTrade/update`. A labelled sample file (sampleWindow.ts) shows the layout.
 */
import { FileTextOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Typography, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { SPOT_TRADE_IMPORT_MAX_BYTES, type SpotTradeImportBody, type SpotTradeImportIssue, type SpotTradeImportRow } from '@common/contract/spotTradeRecord';
import ClientTable from '@/components/ClientTable';
import { useText } from '@/hooks/useText';
import { failureMessage } from '@/utils/apiError';
import { importFormatOf, readBase64 } from '@/utils/importFile';
import { useCommitWindowFile, usePreviewWindowFile } from '../service';
import { downloadSample } from './sampleWindow';
import { useNumber } from './useNumber';

type IssueRow = SpotTradeImportIssue & { key: string };

export default function WindowImport({ day }: { day: string }) {
  const f = useText();
  const n = useNumber();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [body, setBody] = useState<SpotTradeImportBody | null>(null);
  const preview = usePreviewWindowFile();
  const commit = useCommitWindowFile();
  const result = preview.data?.data;

  const pick = (picked: File) => {
    setProblem(
      !importFormatOf(picked.name)
        ? f('spotTradeRecord.import.badType')
        : picked.size > SPOT_TRADE_IMPORT_MAX_BYTES
          ? f('spotTradeRecord.import.tooLarge')
          : null,
    );
    setFile(picked);
    setBody(null);
    preview.reset();
    commit.reset();
    return false; // read here, never uploaded by antd
  };

  const runPreview = async () => {
    const format = file && importFormatOf(file.name);
    if (!file || !format) return;
    const next: SpotTradeImportBody = { fileName: file.name, format, content: await readBase64(file) };
    setBody(next);
    commit.reset();
    preview.mutate(next);
  };

  const detail = (r: SpotTradeImportIssue) => f(`spotTradeRecord.import.detail.${r.code}`, r.values);
  const issues: IssueRow[] = (result?.errors ?? []).map((e, i) => ({ ...e, key: `e-${i}` }));
  const issueColumns: ColumnsType<IssueRow> = [
    { key: 'row', title: f('spotTradeRecord.import.row'), dataIndex: 'row', sorter: (a, b) => a.row - b.row, defaultSortOrder: 'ascend' },
    { key: 'column', title: f('spotTradeRecord.import.column'), dataIndex: 'column' },
    { key: 'code', title: f('spotTradeRecord.import.problem'), dataIndex: 'code', render: (v: string) => f(`spotTradeRecord.import.code.${v}`) },
    // The detail in the user's language from the issue's values (the server's `message` is its English text).
    { key: 'detail', title: f('spotTradeRecord.import.detail'), render: (_: unknown, r: IssueRow) => detail(r) },
  ];
  const rowColumns: ColumnsType<SpotTradeImportRow> = [
    { key: 'row', title: f('spotTradeRecord.import.row'), dataIndex: 'row', sorter: (a, b) => a.row - b.row, defaultSortOrder: 'ascend' },
    { key: 'date', title: f('spotTradeRecord.column.date'), dataIndex: 'date' },
    { key: 'time', title: f('spotTradeRecord.column.time'), dataIndex: 'time' },
    { key: 'product', title: f('spotTradeRecord.column.product'), dataIndex: 'product' },
    { key: 'instrument', title: f('spotTradeRecord.column.instrument'), dataIndex: 'instrument', render: (v: string) => f(`spotTradeRecord.instrument.${v}`) },
    { key: 'side', title: f('spotTradeRecord.column.side'), dataIndex: 'side', render: (v: string) => f(`spotTradeRecord.side.${v}`) },
    { key: 'buyer', title: f('spotTradeRecord.column.buyer'), dataIndex: 'buyer' },
    { key: 'seller', title: f('spotTradeRecord.column.seller'), dataIndex: 'seller' },
    { key: 'price', title: f('spotTradeRecord.column.price'), dataIndex: 'price', align: 'end', render: (v: number) => n(v, 4) },
    { key: 'volume', title: f('spotTradeRecord.column.volume'), dataIndex: 'volume', align: 'end', render: (v: number) => n(v, 0) },
  ];

  const canCommit = !!result && !!body && result.errors.length === 0 && result.rows.length > 0 && !commit.isSuccess;
  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {f('spotTradeRecord.import.intro')}
      </Typography.Paragraph>
      <Space wrap>
        <Upload accept=".csv,.txt,.xlsx" maxCount={1} showUploadList={false} beforeUpload={pick}>
          <Button icon={<UploadOutlined />}>{file ? file.name : f('spotTradeRecord.import.pick')}</Button>
        </Upload>
        <Button onClick={runPreview} disabled={!file || !!problem} loading={preview.isPending}>
          {f('spotTradeRecord.import.preview')}
        </Button>
        <Button type="primary" disabled={!canCommit} loading={commit.isPending} onClick={() => body && commit.mutate(body)}>
          {f('spotTradeRecord.import.commit')}
        </Button>
        <Button icon={<FileTextOutlined />} onClick={() => downloadSample(day)}>
          {f('spotTradeRecord.import.sample')}
        </Button>
      </Space>
      {problem && <Alert type="error" showIcon message={problem} />}
      {preview.isError && <Alert type="warning" showIcon message={failureMessage(preview.error)} />}
      {commit.isError && <Alert type="error" showIcon message={failureMessage(commit.error)} />}
      {commit.isSuccess && <Alert type="success" showIcon message={f('spotTradeRecord.import.done', commit.data.data)} />}
      {result && (
        <>
          <Alert
            type={result.errors.length > 0 ? 'error' : 'success'}
            showIcon
            message={f('spotTradeRecord.import.summary', { rows: result.rows.length, errors: result.errors.length })}
          />
          {issues.length > 0 && (
            <ClientTable<IssueRow>
              aria-label={f('spotTradeRecord.import.issues')}
              rows={issues}
              columns={issueColumns}
              rowKey="key"
              exportName="spot-trade-import-errors"
              exportColumns={[
                { title: f('spotTradeRecord.import.row'), value: (r) => r.row },
                { title: f('spotTradeRecord.import.column'), value: (r) => r.column },
                { title: f('spotTradeRecord.import.problem'), value: (r) => f(`spotTradeRecord.import.code.${r.code}`) },
                { title: f('spotTradeRecord.import.detail'), value: (r) => detail(r) },
              ]}
            />
          )}
          <ClientTable<SpotTradeImportRow>
            aria-label={f('spotTradeRecord.import.rows')}
            rows={result.rows}
            columns={rowColumns}
            rowKey="row"
            exportName="spot-trade-import-rows"
            exportColumns={[
              { title: f('spotTradeRecord.import.row'), value: (r) => r.row },
              { title: f('spotTradeRecord.column.date'), value: (r) => r.date },
              { title: f('spotTradeRecord.column.time'), value: (r) => r.time },
              { title: f('spotTradeRecord.column.product'), value: (r) => r.product },
              { title: f('spotTradeRecord.column.side'), value: (r) => r.side },
              { title: f('spotTradeRecord.column.price'), value: (r) => r.price },
              { title: f('spotTradeRecord.column.volume'), value: (r) => r.volume },
            ]}
          />
        </>
      )}
    </Space>
  );
}
