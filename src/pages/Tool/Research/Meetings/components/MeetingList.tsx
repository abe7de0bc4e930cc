/**
 * The meetings the user may see: a full-text search (the server's text index, matches highlighted) and filters
 * by kind, product, attendee and date range go to the server; sort, column filters, paging (10) and the CSV /
 * Excel export are ClientTable's over the rows it answered.
 */
import { Alert, Button, DatePicker, Empty, Input, Select, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { MEETING_KINDS, type MeetingListBody, type MeetingListRow } from '@common/contract/meetings';
import ClientTable from '@/components/ClientTable';
import { failureMessage } from '@/utils/apiError';
import { useMeetingUsers, useMeetings } from '../service';
import Highlighted from '@/components/Highlighted';
import { useDateTime } from './useDateTime';
import { useText } from '@/hooks/useText';

export interface MeetingListProps {
  onOpen: (id: string) => void;
  onHistory: (id: string) => void;
  onCreate: () => void;
}

export default function MeetingList({ onOpen, onHistory, onCreate }: MeetingListProps) {
  const f = useText();
  const when = useDateTime();
  const users = useMeetingUsers();
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<MeetingListBody['kind']>();
  const [product, setProduct] = useState('');
  const [attendeeId, setAttendeeId] = useState<string>();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);

  const body: MeetingListBody = {
    ...(query.trim() ? { query: query.trim() } : {}),
    ...(kind ? { kind } : {}),
    ...(product.trim() ? { product: product.trim().toUpperCase() } : {}),
    ...(attendeeId ? { attendeeId } : {}),
    ...(range?.[0] ? { from: range[0].startOf('day').valueOf() } : {}),
    ...(range?.[1] ? { to: range[1].endOf('day').valueOf() } : {}),
  };
  const list = useMeetings(body);
  const rows = list.data ?? [];
  const filtered = Object.keys(body).length > 0;

  const columns: ColumnsType<MeetingListRow> = useMemo(
    () => [
      {
        key: 'title',
        title: f('meetings.column.title'),
        render: (_, r) => (
          <Space direction="vertical" size={0}>
            <Typography.Link onClick={() => onOpen(r.id)}>{r.match ? <Highlighted segments={r.match.title} /> : r.title}</Typography.Link>
            {r.match && r.match.snippet.length > 0 && (
              <Typography.Text type="secondary" data-testid="meeting-snippet">
                <Highlighted segments={r.match.snippet} />
              </Typography.Text>
            )}
          </Space>
        ),
        sorter: (a, b) => a.title.localeCompare(b.title),
      },
      {
        key: 'kind',
        title: f('meetings.column.kind'),
        render: (_, r) => <Tag>{f(`meetings.kind.${r.kind}`)}</Tag>,
        filters: MEETING_KINDS.map((k) => ({ text: f(`meetings.kind.${k}`), value: k })),
        onFilter: (value, r) => r.kind === value,
      },
      { key: 'heldAt', title: f('meetings.column.heldAt'), render: (_, r) => when(r.heldAt), sorter: (a, b) => a.heldAt - b.heldAt },
      { key: 'products', title: f('meetings.column.products'), render: (_, r) => r.products.join(', ') },
      { key: 'attendees', title: f('meetings.column.attendees'), render: (_, r) => r.attendees.map((u) => u.name).join(', ') },
      { key: 'author', title: f('meetings.column.author'), render: (_, r) => r.author.name, sorter: (a, b) => a.author.name.localeCompare(b.author.name) },
      {
        key: 'items',
        title: f('meetings.column.openItems'),
        render: (_, r) => (
          <Space size={4}>
            {r.openItems}
            {r.overdueItems > 0 && <Tag color="red">{f('meetings.overdueCount', { count: r.overdueItems })}</Tag>}
            {r.restricted && <Tag>{f('meetings.restricted')}</Tag>}
          </Space>
        ),
        sorter: (a, b) => a.openItems - b.openItems,
      },
      {
        key: 'actions',
        title: f('meetings.column.actions'),
        render: (_, r) => (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => onOpen(r.id)}>
              {f('meetings.open')}
            </Button>
            <Button type="link" size="small" onClick={() => onHistory(r.id)}>
              {f('meetings.history')}
            </Button>
          </Space>
        ),
      },
    ],
    [f, when, onOpen, onHistory],
  );

  const exportColumns = [
    { title: f('meetings.column.title'), value: (r: MeetingListRow) => r.title },
    { title: f('meetings.column.kind'), value: (r: MeetingListRow) => f(`meetings.kind.${r.kind}`) },
    { title: f('meetings.column.heldAt'), value: (r: MeetingListRow) => new Date(r.heldAt).toISOString() },
    { title: f('meetings.column.products'), value: (r: MeetingListRow) => r.products.join(' ') },
    { title: f('meetings.column.attendees'), value: (r: MeetingListRow) => r.attendees.map((u) => u.name).join(', ') },
    { title: f('meetings.column.author'), value: (r: MeetingListRow) => r.author.name },
    { title: f('meetings.column.openItems'), value: (r: MeetingListRow) => r.openItems },
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Input.Search
          allowClear
          placeholder={f('meetings.search.placeholder')}
          aria-label={f('meetings.search.placeholder')}
          onSearch={setQuery}
          style={{ width: 260 }}
        />
        <Select
          allowClear
          placeholder={f('meetings.filter.kind')}
          aria-label={f('meetings.filter.kind')}
          value={kind}
          onChange={setKind}
          options={MEETING_KINDS.map((k) => ({ value: k, label: f(`meetings.kind.${k}`) }))}
          style={{ width: 160 }}
        />
        <Input
          allowClear
          placeholder={f('meetings.filter.product')}
          aria-label={f('meetings.filter.product')}
          value={product}
          onChange={(e) => setProduct(e.target.value)}
          style={{ width: 120 }}
        />
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={f('meetings.filter.attendee')}
          aria-label={f('meetings.filter.attendee')}
          value={attendeeId}
          onChange={setAttendeeId}
          options={(users.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
          style={{ width: 160 }}
        />
        <DatePicker.RangePicker value={range} onChange={(v) => setRange(v)} />
        <Button type="primary" onClick={onCreate}>
          {f('meetings.new')}
        </Button>
      </Space>
      {list.isError && <Alert type="error" showIcon message={failureMessage(list.error)} />}
      <ClientTable<MeetingListRow>
        aria-label={f('meetings.list.label')}
        rows={rows}
        columns={columns}
        rowKey="id"
        loading={list.isLoading}
        exportName="meetings"
        exportColumns={exportColumns}
        emptyText={<Empty description={f(filtered ? 'meetings.empty.filtered' : 'meetings.empty')} />}
      />
    </Space>
  );
}
