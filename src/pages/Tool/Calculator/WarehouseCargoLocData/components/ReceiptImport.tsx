/**
 * Import warehouse receipts from a CSV or Excel file (layout in docs/warehouseCargoLocData.md): the server lists the
 * rows it would write and every row error with its row number; the file is written only without errors, all rows
 * or none.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Typography, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { RECEIPT_IMPORT_MAX_BYTES, type ReceiptImportBody, type ReceiptImportIssue, type ReceiptImportRow } from '@common/contract/warehouseCargoLocData';
import ClientTable from '@/components/ClientTable';
import { failureMessage } from '@/utils/apiError';
import { importFormatOf, readBase64 } from '@/utils/importFile';
import { useCommitReceipts, usePreviewReceipts } from '../service';
import { useNumber, useText } from './useText';

type IssueRow = ReceiptImportIssue & { key: string };

/** An example file made here (sample values, not real data) in the columns of the SHFE daily warehouse receipt report. */
const EXAMPLE = [
  'date,exchange,product,warehouse,previous,receipts,change,unit',
  '2025-03-03,SHFE,FU,Example warehouse A,2800,3000,200,t',
  '2025-03-04,SHFE,FU,Example warehouse A,3000,2700,-300,t',
].join('\n');

export default function ReceiptImport() {
  const t = useText();
  const n = useNumber();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [body, setBody] = useState<ReceiptImportBody | null>(null);
  const preview = usePreviewReceipts();
  const commit = useCommitReceipts();
  const result = preview.data?.data;

  const pick = (picked: File) => {
    setProblem(
      !importFormatOf(picked.name)
        ? t('warehouseCargoLocData.import.badType')
        : picked.size > RECEIPT_IMPORT_MAX_BYTES
          ? t('warehouseCargoLocData.import.tooLarge')
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
    const next: ReceiptImportBody = { fileName: file.name, format, content: await readBase64(file) };
    setBody(next);
    commit.reset();
    preview.mutate(next);
  };

  const issues: IssueRow[] = (result?.errors ?? []).map((e, i) => ({ ...e, key: `e-${i}` }));
  const issueColumns: ColumnsType<IssueRow> = [
    { key: 'row', title: t('warehouseCargoLocData.import.column.row'), dataIndex: 'row', sorter: (a, b) => a.row - b.row, defaultSortOrder: 'ascend' },
    { key: 'column', title: t('warehouseCargoLocData.import.column.column'), dataIndex: 'column' },
    {
      key: 'code',
      title: t('warehouseCargoLocData.import.column.problem'),
      dataIndex: 'code',
      render: (v: string) => t(`warehouseCargoLocData.import.code.${v}`),
    },
  ];
  const rowColumns: ColumnsType<ReceiptImportRow> = [
    { key: 'row', title: t('warehouseCargoLocData.import.column.row'), dataIndex: 'row', sorter: (a, b) => a.row - b.row, defaultSortOrder: 'ascend' },
    { key: 'date', title: t('warehouseCargoLocData.column.date'), dataIndex: 'date', sorter: (a, b) => a.date.localeCompare(b.date) },
    { key: 'exchange', title: t('warehouseCargoLocData.column.exchange'), dataIndex: 'exchange' },
    { key: 'product', title: t('warehouseCargoLocData.column.product'), dataIndex: 'product' },
    { key: 'warehouse', title: t('warehouseCargoLocData.column.warehouse'), dataIndex: 'warehouse' },
    { key: 'receipts', title: t('warehouseCargoLocData.column.receipts'), dataIndex: 'receipts', align: 'end', render: (v: number) => n(v, 3) },
    { key: 'unit', title: t('warehouseCargoLocData.column.unit'), dataIndex: 'unit' },
  ];

  const canCommit = !!result && !!body && result.errors.length === 0 && result.rows.length > 0 && !commit.isSuccess;
  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('warehouseCargoLocData.import.intro')}
      </Typography.Paragraph>
      <Typography.Text code data-testid="receipt-layout">
        date,exchange,product,warehouse,receipts[,previous][,change][,unit]
      </Typography.Text>
      <Typography.Text type="secondary">{t('warehouseCargoLocData.import.example')}</Typography.Text>
      <pre data-testid="receipt-example" dir="ltr" style={{ margin: 0 }}>
        {EXAMPLE}
      </pre>
      <Space wrap>
        <Upload accept=".csv,.txt,.xlsx" maxCount={1} showUploadList={false} beforeUpload={pick}>
          <Button icon={<UploadOutlined />}>{file ? file.name : t('warehouseCargoLocData.import.pick')}</Button>
        </Upload>
        <Button onClick={runPreview} disabled={!file || !!problem} loading={preview.isPending}>
          {t('warehouseCargoLocData.import.preview')}
        </Button>
        <Button type="primary" disabled={!canCommit} loading={commit.isPending} onClick={() => body && commit.mutate(body)}>
          {t('warehouseCargoLocData.import.commit')}
        </Button>
      </Space>
      {problem && <Alert type="error" showIcon message={problem} />}
      {preview.isError && <Alert type="warning" showIcon message={failureMessage(preview.error)} />}
      {commit.isError && <Alert type="error" showIcon message={failureMessage(commit.error)} />}
      {commit.isSuccess && <Alert type="success" showIcon message={t('warehouseCargoLocData.import.done', { rows: commit.data.data.written })} />}
      {result && (
        <>
          <Alert
            type={result.errors.length > 0 ? 'error' : 'success'}
            showIcon
            message={t('warehouseCargoLocData.import.summary', { rows: result.rows.length, errors: result.errors.length })}
          />
          {issues.length > 0 && (
            <ClientTable<IssueRow>
              aria-label={t('warehouseCargoLocData.import.issues')}
              rows={issues}
              columns={issueColumns}
              rowKey="key"
              exportName="receipt-import-errors"
              exportColumns={[
                { title: t('warehouseCargoLocData.import.column.row'), value: (r) => r.row },
                { title: t('warehouseCargoLocData.import.column.column'), value: (r) => r.column },
                { title: t('warehouseCargoLocData.import.column.problem'), value: (r) => t(`warehouseCargoLocData.import.code.${r.code}`) },
              ]}
            />
          )}
          <ClientTable<ReceiptImportRow>
            aria-label={t('warehouseCargoLocData.import.rows')}
            rows={result.rows}
            columns={rowColumns}
            rowKey="row"
            exportName="receipt-import-rows"
            exportColumns={[
              { title: t('warehouseCargoLocData.import.column.row'), value: (r) => r.row },
              { title: t('warehouseCargoLocData.column.date'), value: (r) => r.date },
              { title: t('warehouseCargoLocData.column.exchange'), value: (r) => r.exchange },
              { title: t('warehouseCargoLocData.column.product'), value: (r) => r.product },
              { title: t('warehouseCargoLocData.column.warehouse'), value: (r) => r.warehouse },
              { title: t('warehouseCargoLocData.column.receipts'), value: (r) => r.receipts },
              { title: t('warehouseCargoLocData.column.unit'), value: (r) => r.unit },
            ]}
          />
        </>
      )}
    </Space>
  );
}
