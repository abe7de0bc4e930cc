/**
 * Import trades from a CSV or Excel file: the server parses it and lists the rows it would add, each row error
 * (unknown instrument, bad side, non-positive lots, bad time, ...) and each warning (price off the tick grid, time
 * outside the product's sessions). The file is stored only without errors: all rows or none.
 */
import { UploadOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Alert, Button, Space, Typography, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { TradeImportBody, TradeImportIssue, TradeImportRow } from '@common/contract/tradeRecord';
import ClientTable from '@/components/ClientTable';
import { failureMessage } from '@/utils/apiError';
import { useCommitTrades, usePreviewTrades } from '../service';
import { TRADE_IMPORT_MAX_BYTES } from '@common/contract/tradeRecord';
import { importFormatOf, readBase64 } from '@/utils/importFile';
import { useNumber, useText } from './useText';

type IssueRow = TradeImportIssue & { key: string; level: 'error' | 'warning' };

export default function TradeImport({ bookId }: { bookId: string }) {
  const f = useText();
  const n = useNumber();
  const intl = useIntl();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [body, setBody] = useState<TradeImportBody | null>(null);
  const preview = usePreviewTrades();
  const commit = useCommitTrades();
  const result = preview.data?.data;

  const pick = (picked: File) => {
    setProblem(!importFormatOf(picked.name) ? f('tradeRecord.import.badType') : picked.size > TRADE_IMPORT_MAX_BYTES ? f('tradeRecord.import.tooLarge') : null);
    setFile(picked);
    setBody(null);
    preview.reset();
    commit.reset();
    return false; // read here, never uploaded by antd
  };

  const runPreview = async () => {
    const format = file && importFormatOf(file.name);
    if (!file || !format) return;
    const next: TradeImportBody = { bookId, fileName: file.name, format, content: await readBase64(file) };
    setBody(next);
    commit.reset();
    preview.mutate(next);
  };

  // `dayKind` (weekend / holiday of a notTradingDay warning) is a word of its own in each language.
  const detail = (r: TradeImportIssue) =>
    f(`tradeRecord.import.detail.${r.code}`, r.values.dayKind ? { ...r.values, dayKind: f(`tradeRecord.import.dayKind.${r.values.dayKind}`) } : r.values);

  const rowColumns: ColumnsType<TradeImportRow> = [
    { key: 'row', title: f('tradeRecord.import.column.row'), dataIndex: 'row', sorter: (a, b) => a.row - b.row, defaultSortOrder: 'ascend' },
    {
      key: 'time',
      title: f('tradeRecord.column.time'),
      dataIndex: 'time',
      sorter: (a, b) => a.time - b.time,
      render: (v: number) => intl.formatDate(v, { dateStyle: 'short', timeStyle: 'medium' }),
    },
    { key: 'tradingDate', title: f('tradeRecord.column.tradingDate'), dataIndex: 'tradingDate' },
    { key: 'instrument', title: f('tradeRecord.column.instrument'), dataIndex: 'instrument', render: (v: string) => <bdi dir="ltr">{v}</bdi> },
    { key: 'side', title: f('tradeRecord.column.side'), dataIndex: 'side', render: (v: string) => f(`tradeRecord.side.${v}`) },
    { key: 'lots', title: f('tradeRecord.column.lots'), dataIndex: 'lots', align: 'end', render: (v: number) => n(v, 6) },
    { key: 'price', title: f('tradeRecord.column.price'), dataIndex: 'price', align: 'end', render: (v: number) => n(v, 6) },
    { key: 'fee', title: f('tradeRecord.column.fee'), dataIndex: 'fee', align: 'end', render: (v: number) => n(v) },
  ];

  const issues: IssueRow[] = [
    ...(result?.errors ?? []).map((e, i) => ({ ...e, level: 'error' as const, key: `e-${i}` })),
    ...(result?.warnings ?? []).map((e, i) => ({ ...e, level: 'warning' as const, key: `w-${i}` })),
  ];
  const issueColumns: ColumnsType<IssueRow> = [
    { key: 'row', title: f('tradeRecord.import.column.row'), dataIndex: 'row', sorter: (a, b) => a.row - b.row, defaultSortOrder: 'ascend' },
    {
      key: 'level',
      title: f('tradeRecord.import.column.level'),
      dataIndex: 'level',
      filters: ['error', 'warning'].map((v) => ({ text: f(`tradeRecord.import.level.${v}`), value: v })),
      onFilter: (v, r) => r.level === v,
      render: (v: string) => f(`tradeRecord.import.level.${v}`),
    },
    { key: 'column', title: f('tradeRecord.import.column.column'), dataIndex: 'column' },
    { key: 'code', title: f('tradeRecord.import.column.problem'), dataIndex: 'code', render: (v: string) => f(`tradeRecord.import.code.${v}`) },
    // The detail in the user's language from the issue's values (the server's `message` is its English text).
    { key: 'message', title: f('tradeRecord.import.column.detail'), render: (_: unknown, r: IssueRow) => detail(r) },
  ];

  const canCommit = !!result && !!body && result.errors.length === 0 && result.rows.length > 0 && !commit.isSuccess;
  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {f('tradeRecord.import.intro')}
      </Typography.Paragraph>
      <Space wrap>
        <Upload accept=".csv,.txt,.xlsx" maxCount={1} showUploadList={false} beforeUpload={pick}>
          <Button icon={<UploadOutlined />}>{file ? file.name : f('tradeRecord.import.pick')}</Button>
        </Upload>
        <Button onClick={runPreview} disabled={!file || !!problem} loading={preview.isPending}>
          {f('tradeRecord.import.preview')}
        </Button>
        <Button type="primary" disabled={!canCommit} loading={commit.isPending} onClick={() => body && commit.mutate(body)}>
          {f('tradeRecord.import.commit')}
        </Button>
      </Space>
      {problem && <Alert type="error" showIcon message={problem} />}
      {preview.isError && <Alert type="warning" showIcon message={failureMessage(preview.error)} />}
      {commit.isError && <Alert type="error" showIcon message={failureMessage(commit.error)} />}
      {commit.isSuccess && <Alert type="success" showIcon message={f('tradeRecord.import.done', { rows: commit.data.data.written })} />}
      {result && (
        <>
          <Alert
            type={result.errors.length > 0 ? 'error' : result.warnings.length > 0 ? 'warning' : 'success'}
            showIcon
            message={f('tradeRecord.import.summary', { rows: result.rows.length, errors: result.errors.length, warnings: result.warnings.length })}
          />
          {issues.length > 0 && (
            <ClientTable<IssueRow>
              aria-label={f('tradeRecord.import.issues')}
              rows={issues}
              columns={issueColumns}
              rowKey="key"
              exportName="trade-import-issues"
              exportColumns={[
                { title: f('tradeRecord.import.column.row'), value: (r) => r.row },
                { title: f('tradeRecord.import.column.level'), value: (r) => r.level },
                { title: f('tradeRecord.import.column.column'), value: (r) => r.column },
                { title: f('tradeRecord.import.column.problem'), value: (r) => f(`tradeRecord.import.code.${r.code}`) },
                { title: f('tradeRecord.import.column.detail'), value: (r) => detail(r) },
              ]}
            />
          )}
          <ClientTable<TradeImportRow>
            aria-label={f('tradeRecord.import.rows')}
            rows={result.rows}
            columns={rowColumns}
            rowKey="row"
            exportName="trade-import-rows"
            exportColumns={[
              { title: f('tradeRecord.import.column.row'), value: (r) => r.row },
              { title: f('tradeRecord.column.instrument'), value: (r) => r.instrument },
              { title: f('tradeRecord.column.side'), value: (r) => r.side },
              { title: f('tradeRecord.column.lots'), value: (r) => r.lots },
              { title: f('tradeRecord.column.price'), value: (r) => r.price },
            ]}
          />
        </>
      )}
    </Space>
  );
}
