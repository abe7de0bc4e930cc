/** The decisions of the meeting being edited: one line each. */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { MEETING_ITEM_TEXT_MAX } from '@common/contract/meetings';
import { useText } from '@/hooks/useText';

export default function DecisionsEditor({ decisions, onChange }: { decisions: string[]; onChange: (d: string[]) => void }) {
  const f = useText();
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {decisions.map((d, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: decisions are plain lines edited in place
        <Space.Compact key={i} style={{ width: '100%' }}>
          <Input
            aria-label={f('meetings.decision.label', { n: i + 1 })}
            value={d}
            maxLength={MEETING_ITEM_TEXT_MAX}
            onChange={(e) => onChange(decisions.map((x, j) => (j === i ? e.target.value : x)))}
          />
          <Button aria-label={f('meetings.decision.remove')} icon={<DeleteOutlined />} onClick={() => onChange(decisions.filter((_, j) => j !== i))} />
        </Space.Compact>
      ))}
      <Button icon={<PlusOutlined />} onClick={() => onChange([...decisions, ''])}>
        {f('meetings.decision.add')}
      </Button>
    </Space>
  );
}
