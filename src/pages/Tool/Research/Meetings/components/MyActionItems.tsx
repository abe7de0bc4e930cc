/**
 * The signed-in user's action items across the meetings they may see, soonest due first; the owner sets the status
 * here, and how long before an item is due they are reminded (ReminderLead).
 */
import { Alert, Empty, Select, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { ACTION_ITEM_STATUSES, type ActionItemStatus, type MyActionItem } from '@common/contract/meetings';
import ClientTable from '@/components/ClientTable';
import { failureMessage } from '@/utils/apiError';
import { useMyActionItems, useSetActionItemStatus } from '../service';
import ReminderLead from './ReminderLead';
import { useDateTime } from './useDateTime';
import { useText } from '@/hooks/useText';

export default function MyActionItems({ onOpen }: { onOpen: (meetingId: string) => void }) {
  const f = useText();
  const when = useDateTime();
  const items = useMyActionItems();
  const setStatus = useSetActionItemStatus();
  const statusLabel = (s: ActionItemStatus) => f(`meetings.status.${s}`);

  const columns: ColumnsType<MyActionItem> = [
    { key: 'text', title: f('meetings.item.text'), dataIndex: 'text' },
    {
      key: 'meeting',
      title: f('meetings.item.meeting'),
      render: (_, r) => <Typography.Link onClick={() => onOpen(r.meetingId)}>{r.meetingTitle}</Typography.Link>,
      sorter: (a, b) => a.meetingTitle.localeCompare(b.meetingTitle),
    },
    {
      key: 'due',
      title: f('meetings.item.due'),
      render: (_, r) => (
        <>
          {when(r.dueAt)} {r.overdue && <Tag color="red">{f('meetings.item.overdue')}</Tag>}
        </>
      ),
      sorter: (a, b) => a.dueAt - b.dueAt,
    },
    {
      key: 'status',
      title: f('meetings.item.status'),
      filters: ACTION_ITEM_STATUSES.map((s) => ({ text: statusLabel(s), value: s })),
      onFilter: (value, r) => r.status === value,
      render: (_, r) => (
        <Select
          aria-label={f('meetings.item.statusOf', { text: r.text })}
          size="small"
          value={r.status}
          onChange={(status) => setStatus.mutate({ meetingId: r.meetingId, itemId: r.id, status })}
          options={ACTION_ITEM_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
          style={{ width: 120 }}
        />
      ),
    },
  ];

  return (
    <>
      <ReminderLead />
      {items.isError && <Alert type="error" showIcon message={failureMessage(items.error)} />}
      {setStatus.isError && <Alert type="error" showIcon message={failureMessage(setStatus.error)} />}
      <ClientTable<MyActionItem>
        aria-label={f('meetings.tab.mine')}
        rows={items.data ?? []}
        columns={columns}
        rowKey="id"
        loading={items.isLoading}
        exportName="my-action-items"
        exportColumns={[
          { title: f('meetings.item.text'), value: (r) => r.text },
          { title: f('meetings.item.meeting'), value: (r) => r.meetingTitle },
          { title: f('meetings.item.due'), value: (r) => new Date(r.dueAt).toISOString() },
          { title: f('meetings.item.status'), value: (r) => statusLabel(r.status) },
        ]}
        searchText={(r) => `${r.text} ${r.meetingTitle}`}
        emptyText={<Empty description={f('meetings.item.none')} />}
      />
    </>
  );
}
