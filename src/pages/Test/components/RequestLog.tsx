/**
 * The session's request log (src/utils/requestLog.ts): every call this browser tab made since it was
 * loaded, newest first, with a bar chart of the latest durations and a table to sort, filter and export.
 */
import { ClearOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import ClientTable from '@/components/ClientTable';
import type { CsvColumn } from '@/utils/csvExport';
import { boundedCell } from '@/utils/boundedCell';
import { DATE_TIME_SECONDS } from '@/utils/dateTime';
import { clearRequestLog, REQUEST_LOG_CAPACITY, requestLogEntries, subscribeRequestLog, type RequestLogEntry } from '@/utils/requestLog';

/** How many of the latest requests the duration chart shows. */
export const CHART_REQUESTS = 30;
type StatusClass = '2xx' | '3xx' | '4xx' | '5xx' | 'none';
const STATUS_CLASSES: StatusClass[] = ['2xx', '3xx', '4xx', '5xx', 'none'];
const COLOR: Record<StatusClass, string> = { '2xx': '#52c41a', '3xx': '#1677ff', '4xx': '#faad14', '5xx': '#ff4d4f', none: '#8c8c8c' };

export function statusClass(status: number | null): StatusClass {
  if (status === null || status < 200) return 'none';
  return `${Math.min(5, Math.floor(status / 100))}xx` as StatusClass;
}

/** Durations of the latest requests as bars (height relative to the slowest shown), oldest on the start side. */
function DurationChart({ entries }: { entries: readonly RequestLogEntry[] }) {
  const intl = useIntl();
  const latest = entries.slice(-CHART_REQUESTS);
  const max = Math.max(1, ...latest.map((e) => e.durationMs));
  if (!latest.length) return null;
  return (
    <figure style={{ marginInline: 0, marginBlock: '0 16px' }}>
      <figcaption>
        <Typography.Text type="secondary">{intl.formatMessage({ id: 'test.log.chart' }, { count: latest.length, max })}</Typography.Text>
      </figcaption>
      <div data-testid="duration-chart" style={{ display: 'flex', alignItems: 'flex-end', gap: 2, blockSize: 80, paddingBlockStart: 4 }}>
        {latest.map((e) => (
          <Tooltip key={e.id} title={`${e.method} ${e.url} · ${e.status ?? '—'} · ${e.durationMs} ms`}>
            <div
              data-duration={e.durationMs}
              style={{ flex: 1, minInlineSize: 3, blockSize: `${Math.max(2, (e.durationMs / max) * 100)}%`, background: COLOR[statusClass(e.status)] }}
            />
          </Tooltip>
        ))}
      </div>
    </figure>
  );
}

export default function RequestLog() {
  const intl = useIntl();
  // Stable while the language stays, so the columns below are rebuilt only when it changes.
  const f = useCallback((id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values), [intl]);
  const entries = useSyncExternalStore(subscribeRequestLog, requestLogEntries);
  const rows = useMemo(() => [...entries].reverse(), [entries]);
  const statusText = useCallback((e: RequestLogEntry) => (e.status === null ? f('test.log.noAnswer') : String(e.status)), [f]);

  const columns: ColumnsType<RequestLogEntry> = useMemo(
    () => [
      {
        key: 'at',
        title: f('test.log.column.time'),
        dataIndex: 'at',
        sorter: (a, b) => a.at - b.at,
        render: (at: number) => intl.formatTime(at, { hour: '2-digit', minute: '2-digit', second: '2-digit' }),
      },
      {
        key: 'method',
        title: f('test.log.column.method'),
        dataIndex: 'method',
        filters: ['GET', 'POST', 'PUT', 'DELETE'].map((m) => ({ text: m, value: m })),
        onFilter: (value, row) => row.method === value,
      },
      {
        key: 'url',
        title: f('test.log.column.url'),
        dataIndex: 'url',
        sorter: (a, b) => a.url.localeCompare(b.url),
        render: (url: string) => (
          <bdi dir="ltr" style={boundedCell(160)}>
            {url}
          </bdi>
        ),
      },
      {
        key: 'status',
        title: f('test.log.column.status'),
        dataIndex: 'status',
        filters: STATUS_CLASSES.map((c) => ({ text: c === 'none' ? f('test.log.noAnswer') : c, value: c })),
        onFilter: (value, row) => statusClass(row.status) === value,
        sorter: (a, b) => (a.status ?? 0) - (b.status ?? 0),
        render: (_: unknown, row) => <Tag color={COLOR[statusClass(row.status)]}>{statusText(row)}</Tag>,
      },
      { key: 'code', title: f('test.log.column.code'), dataIndex: 'code', render: (code: number | null) => code ?? '—' },
      {
        key: 'durationMs',
        title: f('test.log.column.duration'),
        dataIndex: 'durationMs',
        sorter: (a, b) => a.durationMs - b.durationMs,
        render: (ms: number) => f('test.log.ms', { ms }),
      },
    ],
    [f, intl, statusText],
  );
  const exportColumns: CsvColumn<RequestLogEntry>[] = [
    { title: f('test.log.column.time'), value: (e) => e.at, time: DATE_TIME_SECONDS },
    { title: f('test.log.column.method'), value: (e) => e.method },
    { title: f('test.log.column.url'), value: (e) => e.url },
    { title: f('test.log.column.status'), value: (e) => e.status ?? '' },
    { title: f('test.log.column.code'), value: (e) => e.code ?? '' },
    { title: f('test.log.column.duration'), value: (e) => e.durationMs },
  ];

  return (
    <div>
      <Typography.Paragraph type="secondary">{f('test.log.intro', { capacity: REQUEST_LOG_CAPACITY })}</Typography.Paragraph>
      <DurationChart entries={entries} />
      <ClientTable<RequestLogEntry>
        aria-label={f('test.log.title')}
        rows={rows}
        columns={columns}
        rowKey="id"
        exportName="request-log"
        exportColumns={exportColumns}
        searchText={(e) => `${e.method} ${e.url} ${e.status ?? ''}`}
        emptyText={f('test.log.empty')}
        toolbar={
          <Button icon={<ClearOutlined />} onClick={clearRequestLog} disabled={!rows.length}>
            {f('test.log.clear')}
          </Button>
        }
      />
    </div>
  );
}
