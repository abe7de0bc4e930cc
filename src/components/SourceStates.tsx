/**
 * The nine data sources' states with last update (home page and diagnostics page): a bar of how many
 * sources are in each state, then a table (sort, filter by state, search, export). The header's strip
 * shows the same states as dots; this is the readable version.
 */
import { useIntl } from '@umijs/max';
import { Badge, Space, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useMemo } from 'react';
import { HEALTH_STATES, SOURCE_NAMES, type HealthState, type SourceName } from '@common/contract/datasource';
import type { HealthView } from '@/services/sourceHealth';
import type { CsvColumn } from '@/utils/csvExport';
import ClientTable from './ClientTable';
import { boundedCell } from '@/utils/boundedCell';
import { DATE_TIME } from '@/utils/dateTime';
import { hasOwnMessage } from '@/utils/i18n';

/** antd Badge status per state (colour and text always go together). */
export const BADGE = { OK: 'success', WARN: 'warning', ERROR: 'error', UNKNOWN: 'default' } as const;
/** antd's status colours, so the bar matches the badges. */
const COLOR: Record<HealthState, string> = { OK: '#52c41a', WARN: '#faad14', ERROR: '#ff4d4f', UNKNOWN: '#bfbfbf' };

export interface SourceRow {
  source: SourceName;
  /** Display name in the user's language. */
  name: string;
  state: HealthState;
  /** The health message in the user's language (the server's English text when the key is unknown). */
  message: string;
  lastUpdate: number | null;
}

/** How many sources are in each state, as one horizontal bar (a chart of the counts people compare). */
export function StateBar({ rows }: { rows: readonly SourceRow[] }) {
  const intl = useIntl();
  const counts = HEALTH_STATES.map((state) => ({ state, count: rows.filter((r) => r.state === state).length })).filter((c) => c.count > 0);
  const label = counts.map((c) => `${intl.formatMessage({ id: `health.state.${c.state}` })}: ${c.count}`).join(', ');
  return (
    <div style={{ marginBlockEnd: 12 }}>
      <div
        role="img"
        aria-label={label}
        data-testid="state-bar"
        style={{ display: 'flex', blockSize: 12, borderRadius: 6, overflow: 'hidden', marginBlockEnd: 6 }}
      >
        {counts.map((c) => (
          <Tooltip key={c.state} title={`${intl.formatMessage({ id: `health.state.${c.state}` })}: ${c.count}`}>
            <div style={{ flexGrow: c.count, background: COLOR[c.state] }} />
          </Tooltip>
        ))}
      </div>
      <Space size={16} wrap>
        {counts.map((c) => (
          <Typography.Text key={c.state} type="secondary">
            <Badge color={COLOR[c.state]} text={`${intl.formatMessage({ id: `health.state.${c.state}` })} ${c.count}`} />
          </Typography.Text>
        ))}
      </Space>
    </div>
  );
}

export interface SourceStatesTable {
  columns: string[];
  rows: (string | number | null)[][];
}

/** `onTable` receives what the table shows (a spec page's panel exports it; times as ISO 8601). */
export default function SourceStates({ health, loading, onTable }: { health: HealthView; loading?: boolean; onTable?: (table: SourceStatesTable) => void }) {
  const intl = useIntl();
  // Stable while the language stays, so the rows and columns below are rebuilt only when it changes.
  const f = useCallback((id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values), [intl]);
  const has = useCallback((id?: string): id is string => hasOwnMessage(intl.messages, id), [intl]);
  const time = useCallback((at: number | null) => (at === null ? f('health.tooltip.never') : intl.formatDate(at, DATE_TIME)), [f, intl]);

  const rows: SourceRow[] = useMemo(
    () =>
      SOURCE_NAMES.map((source) => {
        const h = health[source];
        return {
          source,
          name: f(`health.source.${source}`),
          state: h.state,
          message: has(h.messageKey) ? f(h.messageKey, h.messageParams) : h.message,
          lastUpdate: h.lastUpdate,
        };
      }),
    [health, f, has],
  );

  const columns: ColumnsType<SourceRow> = useMemo(
    () => [
      { key: 'name', title: f('sources.column.source'), dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name) },
      {
        key: 'state',
        title: f('sources.column.state'),
        dataIndex: 'state',
        filters: HEALTH_STATES.map((s) => ({ text: f(`health.state.${s}`), value: s })),
        onFilter: (value, row) => row.state === value,
        sorter: (a, b) => HEALTH_STATES.indexOf(a.state) - HEALTH_STATES.indexOf(b.state),
        render: (state: HealthState) => <Badge status={BADGE[state]} text={f(`health.state.${state}`)} />,
      },
      {
        key: 'lastUpdate',
        title: f('sources.column.lastUpdate'),
        dataIndex: 'lastUpdate',
        sorter: (a, b) => (a.lastUpdate ?? -1) - (b.lastUpdate ?? -1),
        render: (at: number | null) => time(at),
      },
      {
        key: 'message',
        title: f('sources.column.message'),
        dataIndex: 'message',
        render: (message: string) => <span style={boundedCell(200)}>{message}</span>,
      },
    ],
    [f, time],
  );

  const exportColumns: CsvColumn<SourceRow>[] = [
    { title: f('sources.column.source'), value: (r) => r.name },
    { title: f('sources.column.state'), value: (r) => f(`health.state.${r.state}`) },
    { title: f('sources.column.lastUpdate'), value: (r) => r.lastUpdate, time: DATE_TIME },
    { title: f('sources.column.message'), value: (r) => r.message },
  ];

  // biome-ignore lint/correctness/useExhaustiveDependencies: the export columns are made from f, which the language changes
  useEffect(() => {
    onTable?.({
      columns: exportColumns.map((c) => c.title),
      rows: rows.map((r) => [r.name, f(`health.state.${r.state}`), r.lastUpdate === null ? null : new Date(r.lastUpdate).toISOString(), r.message]),
    });
  }, [rows, f, onTable]);

  return (
    <div>
      <StateBar rows={rows} />
      <ClientTable<SourceRow>
        aria-label={f('health.title')}
        rows={rows}
        columns={columns}
        rowKey="source"
        loading={loading}
        exportName="data-sources"
        exportColumns={exportColumns}
      />
    </div>
  );
}
