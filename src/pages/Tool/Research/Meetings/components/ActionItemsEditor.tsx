/** The action items of the meeting being edited: text, owner (a user), due date and time, status. */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, DatePicker, Input, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { ACTION_ITEM_STATUSES, type ActionItemFields, MEETING_ITEM_TEXT_MAX, type UserRef } from '@common/contract/meetings';
import { useText } from '@/hooks/useText';

export interface ActionItemsEditorProps {
  items: ActionItemFields[];
  users: readonly UserRef[];
  onChange: (items: ActionItemFields[]) => void;
  /** A new item's owner and due time. */
  defaults: () => Pick<ActionItemFields, 'ownerId' | 'dueAt'>;
}

export default function ActionItemsEditor({ items, users, onChange, defaults }: ActionItemsEditorProps) {
  const f = useText();
  const set = (i: number, patch: Partial<ActionItemFields>) => onChange(items.map((a, j) => (j === i ? { ...a, ...patch } : a)));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {items.map((a, i) => (
        <Space key={a.id ?? `new-${i}`} wrap data-testid="action-item-row">
          <Input
            aria-label={f('meetings.item.text')}
            placeholder={f('meetings.item.text')}
            value={a.text}
            maxLength={MEETING_ITEM_TEXT_MAX}
            onChange={(e) => set(i, { text: e.target.value })}
            style={{ width: 260 }}
          />
          <Select
            aria-label={f('meetings.item.owner')}
            showSearch
            optionFilterProp="label"
            value={a.ownerId}
            onChange={(ownerId) => set(i, { ownerId })}
            options={users.map((u) => ({ value: u.id, label: u.name }))}
            style={{ width: 150 }}
          />
          <DatePicker
            aria-label={f('meetings.item.due')}
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            allowClear={false}
            value={dayjs(a.dueAt)}
            onChange={(v) => v && set(i, { dueAt: v.valueOf() })}
          />
          <Select
            aria-label={f('meetings.item.status')}
            value={a.status}
            onChange={(status) => set(i, { status })}
            options={ACTION_ITEM_STATUSES.map((s) => ({ value: s, label: f(`meetings.status.${s}`) }))}
            style={{ width: 120 }}
          />
          <Button aria-label={f('meetings.item.remove')} icon={<DeleteOutlined />} onClick={() => onChange(items.filter((_, j) => j !== i))} />
        </Space>
      ))}
      <Button icon={<PlusOutlined />} onClick={() => onChange([...items, { text: '', status: 'open', ...defaults() }])}>
        {f('meetings.item.add')}
      </Button>
    </Space>
  );
}
