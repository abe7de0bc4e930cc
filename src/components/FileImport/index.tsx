/**
 * `<FileImport>`: the one table import of the console (trades, bars, option settlements, warehouse receipts, window
 * records, holdings). Pick a CSV or Excel file (its type and size checked here, before reading), preview it on the
 * server (the rows it would write and every row error, and warning, with its row number), then import: the server
 * writes every row or none, so "Import" stays disabled while the preview has errors. The page gives its own fields
 * (the book, the instrument, the layout), the columns of its rows, the names of its problems and its summary.
 */
import { UploadOutlined } from '@ant-design/icons';
import type { UseMutationResult } from '@tanstack/react-query';
import { useIntl } from '@umijs/max';
import { Alert, Button, Space, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useRef, useState } from 'react';
import type { ApiEnvelope } from '@common/contract/envelope';
import ClientTable from '@/components/ClientTable';
import { failureMessage } from '@/utils/apiError';
import type { CsvColumn } from '@/utils/csvExport';
import { formatBytes } from '@/utils/fileRules';
import { type ImportFileFormat, importFormatOf, readBase64 } from '@/utils/importFile';

/** A row error or warning as every import's preview lists it. */
export interface ImportIssue {
  row: number;
  column: string;
  code: string;
}

/** The picked file as the import calls take it. */
export interface PickedFile {
  fileName: string;
  format: ImportFileFormat;
  content: string;
}

/** What every import's preview answers (more fields are the page's, for its summary). */
export interface ImportPreview<Row, Issue extends ImportIssue> {
  rows: Row[];
  errors: Issue[];
  warnings?: Issue[];
}

type ImportMutation<Body, Data> = UseMutationResult<ApiEnvelope<Data>, Error, Body>;

type IssueRow<Issue> = Issue & { key: string; level: 'error' | 'warning' };

export interface FileImportProps<Body, Row extends object, Issue extends ImportIssue, Preview extends ImportPreview<Row, Issue>, Written> {
  maxBytes: number;
  /** The call's body for the picked file: the page adds its fields. */
  bodyOf: (file: PickedFile) => Body;
  preview: ImportMutation<Body, Preview>;
  commit: ImportMutation<Body, Written>;
  /** The name of a problem, and its detail in the user's language (the server's `message` is English). */
  problemText: (issue: Issue) => string;
  detailText?: (issue: Issue) => string;
  /** The preview's rows as a table; without columns only the summary and the errors are shown. */
  rowColumns?: ColumnsType<Row>;
  rowExport?: readonly CsvColumn<Row>[];
  rowKey?: keyof Row & string;
  /** File names of the exports: `<exportName>-rows`, `<exportName>-errors`. */
  exportName: string;
  /** Above the buttons: what the file holds (its layout, a sample file). */
  intro?: ReactNode;
  /** The page's own fields next to the file (an instrument, a layout). */
  fields?: ReactNode;
  /** False while the page's fields are not valid: nothing is previewed. */
  ready?: boolean;
  /** The preview's summary; by default the count of rows, errors and warnings. */
  summary?: (preview: Preview) => ReactNode;
  /** The message after the import, from the call's answer. */
  done: (written: Written) => string;
  /** Called when the user picks another file (the page resets what it derived from the last preview). */
  onPick?: () => void;
}

export default function FileImport<Body, Row extends object, Issue extends ImportIssue, Preview extends ImportPreview<Row, Issue>, Written>(
  props: FileImportProps<Body, Row, Issue, Preview, Written>,
) {
  const { preview, commit, problemText, detailText } = props;
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [body, setBody] = useState<Body | null>(null);
  const result = preview.data?.data;
  // Each pick is a new file: a preview still reading the previous one must not be sent (or shown) for it.
  const picks = useRef(0);

  const pick = (picked: File) => {
    picks.current += 1;
    setProblem(
      !importFormatOf(picked.name)
        ? f('fileImport.badType')
        : picked.size > props.maxBytes
          ? f('fileImport.tooLarge', { size: formatBytes(props.maxBytes, intl.locale) })
          : null,
    );
    setFile(picked);
    setBody(null);
    preview.reset();
    commit.reset();
    props.onPick?.();
    return false; // read here, never uploaded by antd
  };

  const runPreview = async () => {
    const format = file && importFormatOf(file.name);
    if (!file || !format || file.size > props.maxBytes) return;
    const pickAt = picks.current;
    const content = await readBase64(file);
    if (pickAt !== picks.current) return;
    const next = props.bodyOf({ fileName: file.name, format, content });
    setBody(next);
    commit.reset();
    preview.mutate(next);
  };

  const warnings = result?.warnings ?? [];
  const issues: IssueRow<Issue>[] = [
    ...(result?.errors ?? []).map((e, i) => ({ ...e, level: 'error' as const, key: `e-${i}` })),
    ...warnings.map((e, i) => ({ ...e, level: 'warning' as const, key: `w-${i}` })),
  ];
  const detail = (r: Issue) => (detailText ? detailText(r) : '');
  const issueColumns: ColumnsType<IssueRow<Issue>> = [
    { key: 'row', title: f('fileImport.col.row'), dataIndex: 'row', sorter: (a, b) => a.row - b.row, defaultSortOrder: 'ascend' },
    ...(warnings.length > 0
      ? [
          {
            key: 'level',
            title: f('fileImport.col.level'),
            dataIndex: 'level',
            filters: ['error', 'warning'].map((v) => ({ text: f(`fileImport.level.${v}`), value: v })),
            onFilter: (v: unknown, r: IssueRow<Issue>) => r.level === v,
            render: (v: string) => f(`fileImport.level.${v}`),
          },
        ]
      : []),
    { key: 'column', title: f('fileImport.col.column'), dataIndex: 'column', render: (v: string) => <bdi dir="ltr">{v}</bdi> },
    {
      key: 'code',
      title: f('fileImport.col.problem'),
      dataIndex: 'code',
      filters: [...new Map(issues.map((r) => [r.code, r])).values()].map((r) => ({ text: problemText(r), value: r.code })),
      onFilter: (v, r) => r.code === v,
      render: (_: string, r) => problemText(r),
    },
    ...(detailText ? [{ key: 'detail', title: f('fileImport.col.detail'), render: (_: unknown, r: IssueRow<Issue>) => detail(r) }] : []),
  ];

  const canCommit = !!result && !!body && result.errors.length === 0 && result.rows.length > 0 && !commit.isSuccess;
  const summaryType = !result ? 'info' : result.errors.length > 0 ? 'error' : warnings.length > 0 ? 'warning' : 'success';
  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }}>
      {props.intro}
      {props.fields}
      <Space wrap>
        <Upload accept=".csv,.txt,.xlsx" maxCount={1} showUploadList={false} beforeUpload={pick}>
          <Button icon={<UploadOutlined />}>{file ? file.name : f('fileImport.pick')}</Button>
        </Upload>
        <Button onClick={() => void runPreview()} disabled={!file || !!problem || props.ready === false} loading={preview.isPending}>
          {f('fileImport.preview')}
        </Button>
        <Button type="primary" disabled={!canCommit} loading={commit.isPending} onClick={() => body && commit.mutate(body)}>
          {f('fileImport.commit')}
        </Button>
      </Space>
      {problem && <Alert type="error" showIcon message={problem} />}
      {preview.isError && <Alert type="warning" showIcon message={failureMessage(preview.error)} />}
      {commit.isError && <Alert type="error" showIcon message={failureMessage(commit.error)} />}
      {commit.isSuccess && <Alert type="success" showIcon message={props.done(commit.data.data)} />}
      {result && (
        <>
          <Alert
            type={summaryType}
            showIcon
            data-testid="file-import-summary"
            message={
              props.summary
                ? props.summary(result)
                : f('fileImport.summary', { rows: result.rows.length, errors: result.errors.length, warnings: warnings.length })
            }
          />
          {issues.length > 0 && (
            <ClientTable<IssueRow<Issue>>
              aria-label={f(warnings.length > 0 ? 'fileImport.issuesAndWarnings' : 'fileImport.issues')}
              rows={issues}
              columns={issueColumns}
              rowKey="key"
              exportName={`${props.exportName}-errors`}
              searchText={(r) => `${r.row} ${r.column} ${problemText(r)} ${detail(r)}`}
              exportColumns={[
                { title: f('fileImport.col.row'), value: (r) => r.row },
                { title: f('fileImport.col.level'), value: (r) => f(`fileImport.level.${r.level}`) },
                { title: f('fileImport.col.column'), value: (r) => r.column },
                { title: f('fileImport.col.problem'), value: (r) => problemText(r) },
                { title: f('fileImport.col.detail'), value: (r) => detail(r) },
              ]}
            />
          )}
          {props.rowColumns && props.rowExport && props.rowKey && (
            <ClientTable<Row>
              aria-label={f('fileImport.rows')}
              rows={result.rows}
              columns={props.rowColumns}
              rowKey={props.rowKey}
              exportName={`${props.exportName}-rows`}
              exportColumns={props.rowExport}
            />
          )}
        </>
      )}
    </Space>
  );
}
