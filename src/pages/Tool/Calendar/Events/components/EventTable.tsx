/**
 * The releases as one table (the list and "next 24 hours" views): day and clock time in the chosen zone, every
 * field, date status and surprise; sort, filter, page 10 and CSV / Excel export through ClientTable. The event
 * name opens the detail drawer, the edit button the form.
 */
import { EditOutlined } from '@ant-design/icons';
import type { CalendarEvent } from '@common/contract/events';
import { useIntl } from '@umijs/max';
import { Button, Tag } from 'antd';
import { sortByNullableNumber } from '@/utils/tableSort';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import ClientTable from '@/components/ClientTable';
import { useText } from '@/hooks/useText';
import type { CsvColumn } from '@/utils/csvExport';
import { dayLabel } from '@/utils/zonedTime';
import type { EventRow } from '../data';
import { fmtValue } from './eventTime';
import Importance from './Importance';
import { surpriseText } from './surpriseText';

export interface EventTableProps {
  rows: readonly EventRow[];
  loading?: boolean;
  /** The zone's name for the time column's header. */
  zoneName: string;
  emptyText: ReactNode;
  exportName: string;
  onOpen: (e: CalendarEvent) => void;
  onEdit: (e: CalendarEvent) => void;
}

const distinct = (values: readonly string[]) => [...new Set(values)].sort().map((v) => ({ text: v, value: v }));

export default function EventTable({ rows, loading, zoneName, emptyText, exportName, onOpen, onEdit }: EventTableProps) {
  const f = useText();
  const intl = useIntl();
  const status = (r: EventRow) => f(`events.status.${r.dateStatus}`);
  const when = (r: EventRow) => `${r.day} ${r.clock ?? ''}`;
  const columns: ColumnsType<EventRow> = [
    {
      key: 'day',
      title: f('events.col.day'),
      sorter: (a, b) => when(a).localeCompare(when(b)),
      filters: [...new Set(rows.map((r) => r.day))].map((d) => ({ text: dayLabel(d, intl.locale), value: d })),
      onFilter: (v, r) => r.day === v,
      render: (_, r) => dayLabel(r.day, intl.locale),
    },
    {
      key: 'time',
      title: `${f('events.col.time')} (${zoneName})`,
      sorter: (a, b) => when(a).localeCompare(when(b)),
      render: (_, r) => <span data-testid="event-time">{r.clock ?? '—'}</span>,
    },
    {
      key: 'country',
      title: f('events.col.country'),
      dataIndex: 'country',
      filters: distinct(rows.map((r) => r.country)),
      onFilter: (v, r) => r.country === v,
    },
    {
      key: 'currency',
      title: f('events.col.currency'),
      dataIndex: 'currency',
      filters: distinct(rows.map((r) => r.currency)),
      onFilter: (v, r) => r.currency === v,
    },
    {
      key: 'title',
      title: f('events.col.event'),
      sorter: (a, b) => a.title.localeCompare(b.title),
      render: (_, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(r)}>
          {r.title}
        </Button>
      ),
    },
    { key: 'period', title: f('events.col.period'), dataIndex: 'period' },
    {
      key: 'importance',
      title: f('events.col.importance'),
      sorter: (a, b) => a.importance - b.importance,
      filters: [3, 2, 1].map((v) => ({ text: f(`events.importance.${v}`), value: v })),
      onFilter: (v, r) => r.importance === v,
      render: (_, r) => <Importance level={r.importance} />,
    },
    {
      key: 'actual',
      title: f('events.col.actual'),
      align: 'end',
      sorter: sortByNullableNumber((r: EventRow) => r.actual),
      render: (_, r) => fmtValue(r.actual),
    },
    { key: 'consensus', title: f('events.col.consensus'), align: 'end', render: (_, r) => fmtValue(r.consensus) },
    { key: 'previous', title: f('events.col.previous'), align: 'end', render: (_, r) => fmtValue(r.previous) },
    { key: 'revised', title: f('events.col.revised'), align: 'end', render: (_, r) => fmtValue(r.revised) },
    { key: 'unit', title: f('events.col.unit'), dataIndex: 'unit' },
    { key: 'source', title: f('events.col.source'), dataIndex: 'source' },
    {
      key: 'dateStatus',
      title: f('events.col.dateStatus'),
      filters: (['official', 'dateOnly', 'projected'] as const).map((s) => ({ text: f(`events.status.${s}`), value: s })),
      onFilter: (v, r) => r.dateStatus === v,
      render: (_, r) => <Tag color={r.dateStatus === 'official' ? 'green' : r.dateStatus === 'projected' ? 'gold' : 'default'}>{status(r)}</Tag>,
    },
    {
      key: 'surprise',
      title: f('events.col.surprise'),
      align: 'end',
      sorter: sortByNullableNumber((r: EventRow) => r.surprise?.z),
      render: (_, r) => surpriseText(r, f, intl),
    },
    {
      key: 'actions',
      title: f('events.col.actions'),
      render: (_, r) => (
        <Button size="small" icon={<EditOutlined />} onClick={() => onEdit(r)} aria-label={f('events.edit.open', { title: r.title })}>
          {f('events.edit.button')}
        </Button>
      ),
    },
  ];
  const exportColumns: CsvColumn<EventRow>[] = [
    { title: f('events.col.day'), value: (r) => r.day },
    { title: `${f('events.col.time')} (${zoneName})`, value: (r) => r.clock ?? '' },
    { title: f('events.col.country'), value: (r) => r.country },
    { title: f('events.col.currency'), value: (r) => r.currency },
    { title: f('events.col.event'), value: (r) => r.title },
    { title: f('events.col.period'), value: (r) => r.period },
    { title: f('events.col.importance'), value: (r) => r.importance },
    { title: f('events.col.actual'), value: (r) => r.actual },
    { title: f('events.col.consensus'), value: (r) => r.consensus },
    { title: f('events.col.previous'), value: (r) => r.previous },
    { title: f('events.col.revised'), value: (r) => r.revised },
    { title: f('events.col.unit'), value: (r) => r.unit },
    { title: f('events.col.source'), value: (r) => r.source },
    { title: f('events.col.dateStatus'), value: status },
    { title: f('events.col.surprise'), value: (r) => r.surprise?.z ?? null },
    { title: f('events.col.surpriseCount'), value: (r) => r.surprise?.count ?? null },
  ];
  return (
    <ClientTable<EventRow>
      aria-label={f('events.table')}
      rows={rows}
      rowKey="id"
      loading={loading}
      columns={columns}
      exportColumns={exportColumns}
      exportName={exportName}
      searchText={(r) => `${r.title} ${r.country} ${r.currency} ${r.eventKey} ${r.source}`}
      emptyText={emptyText}
    />
  );
}
