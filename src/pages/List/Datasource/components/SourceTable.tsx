/**
 * The nine sources in one table: state (badge colour + text), message, last update, freshness thresholds,
 * schedule with its next time, whether scheduled runs are on; a row opens the source's drawer. Sort, filter by
 * state, search and CSV export come from ClientTable.
 */
import { useIntl } from '@umijs/max';
import { Badge, Button, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useMemo } from 'react';
import { HEALTH_STATES } from '@common/contract/datasource';
import ClientTable from '@/components/ClientTable';
import { BADGE } from '@/components/SourceStates';
import type { CsvColumn } from '@/utils/csvExport';
import type { SourceRow } from '../data';
import ScheduleText, { useScheduleText } from './ScheduleText';
import { useRunText } from './useRunText';

interface Props {
  rows: readonly SourceRow[];
  loading: boolean;
  onOpen: (row: SourceRow) => void;
}

export default function SourceTable({ rows, loading, onOpen }: Props) {
  const intl = useIntl();
  const { f, time } = useRunText();
  const scheduleText = useScheduleText();
  const thresholds = useCallback(
    (r: SourceRow) =>
      r.status ? f('datasource.thresholds', { warn: intl.formatNumber(r.status.warnAfterHours), error: intl.formatNumber(r.status.errorAfterHours) }) : '',
    [f, intl],
  );

  const columns: ColumnsType<SourceRow> = useMemo(
    () => [
      {
        key: 'name',
        title: f('datasource.column.source'),
        dataIndex: 'name',
        sorter: (a, b) => a.name.localeCompare(b.name),
        render: (name: string, row) => (
          <Typography.Link onClick={() => onOpen(row)} aria-label={f('datasource.action.openSource', { name })}>
            {name}
          </Typography.Link>
        ),
      },
      {
        key: 'state',
        title: f('datasource.column.state'),
        dataIndex: 'state',
        filters: HEALTH_STATES.map((s) => ({ text: f(`health.state.${s}`), value: s })),
        onFilter: (value, row) => row.state === value,
        sorter: (a, b) => HEALTH_STATES.indexOf(a.state) - HEALTH_STATES.indexOf(b.state),
        render: (state: SourceRow['state'], row) => (
          <Space size={4} wrap>
            <Badge status={BADGE[state]} text={f(`health.state.${state}`)} />
            {row.lastRun?.state === 'running' && <Tag color="processing">{f('datasource.running')}</Tag>}
          </Space>
        ),
      },
      { key: 'message', title: f('datasource.column.message'), dataIndex: 'message', width: 280 },
      {
        key: 'lastUpdate',
        title: f('datasource.column.lastUpdate'),
        dataIndex: 'lastUpdate',
        sorter: (a, b) => (a.lastUpdate ?? -1) - (b.lastUpdate ?? -1),
        render: (at: number | null) => time(at),
      },
      { key: 'thresholds', title: f('datasource.column.thresholds'), render: (_: unknown, row) => thresholds(row) },
      {
        key: 'schedule',
        title: f('datasource.column.schedule'),
        render: (_: unknown, row) =>
          row.status ? (
            <Space direction="vertical" size={0}>
              <ScheduleText cron={row.status.cron} />
              <Typography.Text type="secondary">{f('datasource.nextTime', { time: time(row.nextTimes[0] ?? null) })}</Typography.Text>
            </Space>
          ) : null,
      },
      {
        key: 'enabled',
        title: f('datasource.column.enabled'),
        filters: [
          { text: f('datasource.enabled.on'), value: true },
          { text: f('datasource.enabled.off'), value: false },
        ],
        onFilter: (value, row) => row.status?.enabled === value,
        render: (_: unknown, row) => (row.status ? f(row.status.enabled ? 'datasource.enabled.on' : 'datasource.enabled.off') : ''),
      },
      {
        key: 'actions',
        title: f('datasource.column.actions'),
        render: (_: unknown, row) => (
          <Button size="small" onClick={() => onOpen(row)}>
            {f('datasource.action.details')}
          </Button>
        ),
      },
    ],
    [f, time, thresholds, onOpen],
  );

  const exportColumns: CsvColumn<SourceRow>[] = [
    { title: f('datasource.column.source'), value: (r) => r.name },
    { title: f('datasource.column.state'), value: (r) => f(`health.state.${r.state}`) },
    { title: f('datasource.column.message'), value: (r) => r.message },
    { title: f('datasource.column.lastUpdate'), value: (r) => (r.lastUpdate === null ? '' : time(r.lastUpdate)) },
    { title: f('datasource.column.thresholds'), value: thresholds },
    { title: f('datasource.column.schedule'), value: (r) => (r.status ? scheduleText(r.status.cron) : '') },
    { title: f('datasource.column.nextTime'), value: (r) => (r.nextTimes[0] === undefined ? '' : time(r.nextTimes[0])) },
  ];

  return (
    <ClientTable<SourceRow>
      aria-label={f('datasource.table.title')}
      rows={rows}
      columns={columns}
      rowKey="source"
      loading={loading}
      exportName="data-sources"
      exportColumns={exportColumns}
      searchText={(r) => `${r.name} ${r.source} ${r.message}`}
    />
  );
}
