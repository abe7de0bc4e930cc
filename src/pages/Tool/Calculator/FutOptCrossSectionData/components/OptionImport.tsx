/**
 * The options page's import tab: an administrator picks an option settlement file (CSV or Excel, the layout of
 * docs/options.md, modelled on the exchanges' daily option files), sees the parsed rows and every row error, and stores
 * the file only when it has none: all rows or nothing (server side too). Others read why: settlements are market data
 * every user reads, as bars are.
 */
import { UploadOutlined } from '@ant-design/icons';
import { useAccess, useIntl } from '@umijs/max';
import { Alert, Button, Form, Space, Typography, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { OPTION_IMPORT_MAX_BYTES, type OptionImportBody, type OptionImportError, type OptionImportRow } from '@common/contract/futOptCrossSectionData';
import ClientTable from '@/components/ClientTable';
import { failureMessage } from '@/utils/apiError';
import { importFormatOf, readBase64 } from '@/utils/importFile';
import { useCommitOptions, usePreviewOptions } from '../service';

type ErrorRow = OptionImportError & { key: string };
const NUMBER_COLUMNS = ['strike', 'settle', 'volume', 'oi', 'futuresPrice'] as const;
const TEXT_COLUMNS = ['date', 'underlying', 'expiry'] as const;

export default function OptionImport() {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { isAdmin } = useAccess() as { isAdmin?: boolean };
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [body, setBody] = useState<OptionImportBody | null>(null);
  const preview = usePreviewOptions();
  const commit = useCommitOptions();
  const result = preview.data?.data;
  const col = (c: string) => f(`futOptCrossSectionData.import.column.${c}`);
  const rightText = (right: OptionImportRow['right']) => f(`futOptCrossSectionData.right.${right}`);

  const pick = (picked: File) => {
    setFileProblem(
      !importFormatOf(picked.name)
        ? f('futOptCrossSectionData.import.badType')
        : picked.size > OPTION_IMPORT_MAX_BYTES
          ? f('futOptCrossSectionData.import.tooLarge')
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
    if (!file || !format || file.size > OPTION_IMPORT_MAX_BYTES) return;
    const next: OptionImportBody = { fileName: file.name, format, content: await readBase64(file) };
    setBody(next);
    commit.reset();
    preview.mutate(next);
  };

  const rowColumns: ColumnsType<OptionImportRow> = [
    { key: 'row', title: col('row'), dataIndex: 'row', sorter: (a, b) => a.row - b.row, defaultSortOrder: 'ascend' },
    ...TEXT_COLUMNS.map((c) => ({
      key: c,
      title: col(c),
      dataIndex: c,
      sorter: (a: OptionImportRow, b: OptionImportRow) => a[c].localeCompare(b[c]),
    })),
    {
      key: 'right',
      title: col('right'),
      dataIndex: 'right',
      filters: [
        { text: rightText('call'), value: 'call' },
        { text: rightText('put'), value: 'put' },
      ],
      onFilter: (value, row) => row.right === value,
      render: rightText,
    },
    ...NUMBER_COLUMNS.map((c) => ({
      key: c,
      title: col(c),
      dataIndex: c,
      align: 'end' as const,
      sorter: (a: OptionImportRow, b: OptionImportRow) => a[c] - b[c],
      render: (v: number) => intl.formatNumber(v, { maximumFractionDigits: 6 }),
    })),
  ];

  const errorRows: ErrorRow[] = (result?.errors ?? []).map((e, i) => ({ ...e, key: `${e.row}-${e.column}-${i}` }));
  const errorColumns: ColumnsType<ErrorRow> = [
    { key: 'row', title: col('row'), dataIndex: 'row', sorter: (a, b) => a.row - b.row, defaultSortOrder: 'ascend' },
    { key: 'column', title: col('column'), dataIndex: 'column' },
    {
      key: 'code',
      title: col('problem'),
      dataIndex: 'code',
      filters: [...new Set(errorRows.map((e) => e.code))].map((c) => ({ text: f(`futOptCrossSectionData.import.error.${c}`), value: c })),
      onFilter: (value, row) => row.code === value,
      render: (code: string) => f(`futOptCrossSectionData.import.error.${code}`),
    },
    { key: 'message', title: col('detail'), dataIndex: 'message' },
  ];

  if (!isAdmin) return <Alert type="info" showIcon message={f('futOptCrossSectionData.import.adminOnly')} />;

  const canCommit = !!result && !!body && result.errors.length === 0 && result.rows.length > 0 && !commit.isSuccess;
  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {f('futOptCrossSectionData.import.intro')}
      </Typography.Paragraph>
      <Form layout="vertical" aria-label={f('futOptCrossSectionData.import.title')}>
        <Form.Item
          label={f('futOptCrossSectionData.import.file')}
          help={fileProblem ?? f('futOptCrossSectionData.import.fileHint')}
          validateStatus={fileProblem ? 'error' : undefined}
        >
          <Upload accept=".csv,.txt,.xlsx" maxCount={1} showUploadList={false} beforeUpload={pick}>
            <Button icon={<UploadOutlined />}>{file ? file.name : f('futOptCrossSectionData.import.pick')}</Button>
          </Upload>
        </Form.Item>
        <Space>
          <Button onClick={runPreview} disabled={!file || !!fileProblem} loading={preview.isPending}>
            {f('futOptCrossSectionData.import.preview')}
          </Button>
          <Button type="primary" disabled={!canCommit} loading={commit.isPending} onClick={() => body && commit.mutate(body)}>
            {f('futOptCrossSectionData.import.commit')}
          </Button>
        </Space>
      </Form>
      {preview.isError && <Alert type="warning" showIcon message={failureMessage(preview.error)} />}
      {commit.isError && <Alert type="error" showIcon message={failureMessage(commit.error)} />}
      {commit.isSuccess && (
        <Alert
          type="success"
          showIcon
          message={f('futOptCrossSectionData.import.done', { rows: commit.data.data.written, dates: commit.data.data.dates.join(', ') })}
        />
      )}
      {result && (
        <>
          <Alert
            type={result.errors.length ? 'warning' : 'info'}
            showIcon
            message={f('futOptCrossSectionData.import.summary', { rows: result.rows.length, errors: result.errors.length, replaces: result.replaces })}
          />
          {errorRows.length > 0 && (
            <ClientTable<ErrorRow>
              aria-label={f('futOptCrossSectionData.import.errorsTitle')}
              rows={errorRows}
              columns={errorColumns}
              rowKey="key"
              exportName="option-import-errors"
              exportColumns={[
                { title: col('row'), value: (r) => r.row },
                { title: col('column'), value: (r) => r.column },
                { title: col('problem'), value: (r) => f(`futOptCrossSectionData.import.error.${r.code}`) },
                { title: col('detail'), value: (r) => r.message },
              ]}
            />
          )}
          <ClientTable<OptionImportRow>
            aria-label={f('futOptCrossSectionData.import.rowsTitle')}
            rows={result.rows}
            columns={rowColumns}
            rowKey="row"
            exportName="option-import"
            exportColumns={[
              { title: col('row'), value: (r) => r.row },
              ...TEXT_COLUMNS.map((c) => ({ title: col(c), value: (r: OptionImportRow) => r[c] })),
              { title: col('right'), value: (r) => rightText(r.right) },
              ...NUMBER_COLUMNS.map((c) => ({ title: col(c), value: (r: OptionImportRow) => r[c] })),
            ]}
          />
        </>
      )}
    </Space>
  );
}
