/**
 * Import an ICS, CSV or Excel calendar file: the server checks it row by row and the preview lists what each row
 * would do (new / updated / unchanged), the refused rows with their field and reason, and the warnings. Committing
 * imports the valid rows in one transaction (refused ones are left out and listed in the run); importing the same
 * file again changes nothing, a newer file with actuals updates the releases by uid. Below: the import history and
 * the templates.
 */
import { FileExcelOutlined, FileTextOutlined, UploadOutlined } from '@ant-design/icons';
import {
  CALENDAR_IMPORT_MAX_BYTES,
  type CalendarImportBody,
  type CalendarImportIssue,
  type CalendarImportRow,
  type CalendarImportRun,
} from '@common/contract/events';
import { useIntl } from '@umijs/max';
import { Alert, Button, Card, Space, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import ClientTable from '@/components/ClientTable';
import { useText } from '@/hooks/useText';
import { failureMessage } from '@/utils/apiError';
import { DATE_TIME } from '@/utils/dateTime';
import { readBase64 } from '@/utils/importFile';
import { useCommitImport, useImportHistory, usePreviewImport } from '../service';
import { fmtValue } from './eventTime';
import { downloadCsvTemplate, downloadXlsxTemplate } from './templates';

type IssueRow = CalendarImportIssue & { key: string; level: 'error' | 'warning' };

/** `ics` / `csv` / `xlsx` by extension; null for anything else (refused before reading). */
export function calendarFormatOf(name: string): CalendarImportBody['format'] | null {
  const ext = name.toLowerCase().split('.').pop();
  return ext === 'ics' ? 'ics' : ext === 'csv' || ext === 'txt' ? 'csv' : ext === 'xlsx' ? 'xlsx' : null;
}

const CHANGE_COLOURS = { new: 'green', updated: 'blue', unchanged: 'default' } as const;

function IssueTable({ issues, name }: { issues: IssueRow[]; name: string }) {
  const f = useText();
  const level = (r: IssueRow) => f(`events.import.level.${r.level}`);
  const problem = (r: IssueRow) => f(`events.import.code.${r.code}`);
  return (
    <ClientTable<IssueRow>
      aria-label={f('events.import.issues')}
      rows={issues}
      rowKey="key"
      exportName={name}
      columns={[
        { key: 'row', title: f('events.import.col.row'), dataIndex: 'row', sorter: (a, b) => a.row - b.row },
        {
          key: 'level',
          title: f('events.import.col.level'),
          filters: ['error', 'warning'].map((v) => ({ text: f(`events.import.level.${v}`), value: v })),
          onFilter: (v, r) => r.level === v,
          render: (_, r) => <Tag color={r.level === 'error' ? 'red' : 'gold'}>{level(r)}</Tag>,
        },
        { key: 'field', title: f('events.import.col.field'), dataIndex: 'field' },
        { key: 'problem', title: f('events.import.col.problem'), render: (_, r) => problem(r) },
        { key: 'message', title: f('events.import.col.detail'), dataIndex: 'message' },
      ]}
      exportColumns={[
        { title: f('events.import.col.row'), value: (r) => r.row },
        { title: f('events.import.col.level'), value: level },
        { title: f('events.import.col.field'), value: (r) => r.field },
        { title: f('events.import.col.problem'), value: problem },
        { title: f('events.import.col.detail'), value: (r) => r.message },
      ]}
    />
  );
}

const issueRows = (errors: readonly CalendarImportIssue[], warnings: readonly CalendarImportIssue[] = []): IssueRow[] => [
  ...errors.map((e, i) => ({ ...e, level: 'error' as const, key: `e-${i}` })),
  ...warnings.map((e, i) => ({ ...e, level: 'warning' as const, key: `w-${i}` })),
];

function ImportHistory() {
  const f = useText();
  const intl = useIntl();
  const history = useImportHistory();
  const counts = (r: CalendarImportRun) => f('events.import.counts', { ...r.counts });
  return (
    <Card size="small" title={f('events.import.history')}>
      {history.error ? <Alert type="error" showIcon message={failureMessage(history.error)} /> : null}
      <ClientTable<CalendarImportRun>
        aria-label={f('events.import.history')}
        rows={history.data ?? []}
        rowKey="id"
        loading={history.isLoading}
        exportName="calendar-imports"
        emptyText={f('events.import.noHistory')}
        columns={[
          { key: 'at', title: f('events.import.col.at'), sorter: (a, b) => a.at - b.at, render: (_, r) => intl.formatDate(r.at, DATE_TIME) },
          { key: 'user', title: f('events.import.col.user'), dataIndex: 'userName' },
          { key: 'file', title: f('events.import.col.file'), dataIndex: 'fileName' },
          { key: 'format', title: f('events.import.col.format'), dataIndex: 'format' },
          { key: 'counts', title: f('events.import.col.counts'), render: (_, r) => counts(r) },
        ]}
        exportColumns={[
          { title: f('events.import.col.at'), value: (r) => r.at, time: DATE_TIME },
          { title: f('events.import.col.user'), value: (r) => r.userName },
          { title: f('events.import.col.file'), value: (r) => r.fileName },
          { title: f('events.import.col.format'), value: (r) => r.format },
          { title: f('events.import.col.counts'), value: counts },
        ]}
      />
    </Card>
  );
}

export default function ImportPanel() {
  const f = useText();
  const intl = useIntl();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [body, setBody] = useState<CalendarImportBody | null>(null);
  const [reading, setReading] = useState(false);
  const preview = usePreviewImport();
  const commit = useCommitImport();
  const result = preview.data?.data;

  const pick = (picked: File) => {
    const format = calendarFormatOf(picked.name);
    setProblem(!format ? f('events.import.badType') : picked.size > CALENDAR_IMPORT_MAX_BYTES ? f('events.import.tooLarge') : null);
    setFile(picked);
    setBody(null);
    preview.reset();
    commit.reset();
    return false; // read here, never uploaded by antd
  };

  const runPreview = async () => {
    const format = file && calendarFormatOf(file.name);
    if (!file || !format) return;
    setReading(true);
    try {
      const next: CalendarImportBody = { fileName: file.name, format, content: await readBase64(file) };
      setBody(next);
      commit.reset();
      preview.mutate(next);
    } catch {
      setProblem(f('events.import.unreadable'));
    } finally {
      setReading(false);
    }
  };

  const run = commit.data?.data;
  const canCommit = !!result && !!body && result.rows.length > 0 && !commit.isSuccess;
  const value = (v: number | null) => fmtValue(v);
  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }} size="middle">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {f('events.import.intro')}
      </Typography.Paragraph>
      <Space wrap>
        <Upload accept=".ics,.csv,.txt,.xlsx" maxCount={1} showUploadList={false} beforeUpload={pick}>
          <Button icon={<UploadOutlined />}>{file ? file.name : f('events.import.pick')}</Button>
        </Upload>
        <Button onClick={runPreview} disabled={!file || !!problem} loading={reading || preview.isPending}>
          {f('events.import.preview')}
        </Button>
        <Button type="primary" disabled={!canCommit} loading={commit.isPending} onClick={() => body && commit.mutate(body)}>
          {f('events.import.commit')}
        </Button>
        <Button icon={<FileTextOutlined />} onClick={downloadCsvTemplate}>
          {f('events.import.templateCsv')}
        </Button>
        <Button icon={<FileExcelOutlined />} onClick={() => void downloadXlsxTemplate()}>
          {f('events.import.templateXlsx')}
        </Button>
      </Space>
      {problem ? <Alert type="error" showIcon message={problem} /> : null}
      {preview.isError ? <Alert type="error" showIcon message={failureMessage(preview.error)} /> : null}
      {commit.isError ? <Alert type="error" showIcon message={failureMessage(commit.error)} /> : null}
      {run ? <Alert type="success" showIcon message={f('events.import.done', { ...run.counts })} /> : null}
      {result ? (
        <>
          <Alert
            type={result.errors.length > 0 ? 'warning' : 'info'}
            showIcon
            message={f('events.import.summary', { ...result.counts, warnings: result.warnings.length })}
            description={result.errors.length > 0 ? f('events.import.partial') : undefined}
          />
          {result.errors.length + result.warnings.length > 0 ? (
            <IssueTable issues={issueRows(result.errors, result.warnings)} name="calendar-import-issues" />
          ) : null}
          <ClientTable<CalendarImportRow>
            aria-label={f('events.import.rows')}
            rows={result.rows}
            rowKey="row"
            exportName="calendar-import-rows"
            columns={[
              { key: 'row', title: f('events.import.col.row'), dataIndex: 'row', sorter: (a, b) => a.row - b.row },
              {
                key: 'change',
                title: f('events.import.col.change'),
                filters: (['new', 'updated', 'unchanged'] as const).map((c) => ({ text: f(`events.import.change.${c}`), value: c })),
                onFilter: (v, r) => r.change === v,
                render: (_, r) => <Tag color={CHANGE_COLOURS[r.change]}>{f(`events.import.change.${r.change}`)}</Tag>,
              },
              {
                key: 'release',
                title: `${f('events.col.time')} (UTC)`,
                sorter: (a, b) => a.releaseAt - b.releaseAt,
                render: (_, r) =>
                  intl.formatDate(
                    r.releaseAt,
                    r.dateStatus === 'dateOnly' ? { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' } : { ...DATE_TIME, timeZone: 'UTC' },
                  ),
              },
              { key: 'country', title: f('events.col.country'), dataIndex: 'country' },
              { key: 'title', title: f('events.col.event'), dataIndex: 'title' },
              { key: 'period', title: f('events.col.period'), dataIndex: 'period' },
              { key: 'actual', title: f('events.col.actual'), align: 'end', render: (_, r) => value(r.actual) },
              { key: 'consensus', title: f('events.col.consensus'), align: 'end', render: (_, r) => value(r.consensus) },
              { key: 'uid', title: 'uid', dataIndex: 'uid' },
            ]}
            exportColumns={[
              { title: f('events.import.col.row'), value: (r) => r.row },
              { title: f('events.import.col.change'), value: (r) => f(`events.import.change.${r.change}`) },
              { title: `${f('events.col.time')} (UTC)`, value: (r) => new Date(r.releaseAt).toISOString() },
              { title: f('events.col.country'), value: (r) => r.country },
              { title: f('events.col.event'), value: (r) => r.title },
              { title: f('events.col.period'), value: (r) => r.period },
              { title: f('events.col.actual'), value: (r) => r.actual },
              { title: f('events.col.consensus'), value: (r) => r.consensus },
              { title: 'uid', value: (r) => r.uid },
            ]}
          />
        </>
      ) : null}
      {run && run.errors.length > 0 ? <IssueTable issues={issueRows(run.errors)} name="calendar-import-refused" /> : null}
      <ImportHistory />
    </Space>
  );
}
