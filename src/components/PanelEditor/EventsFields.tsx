/** An events panel's look-ahead in days, importance levels and products (the calendar's product codes). */
import { useIntl } from '@umijs/max';
import { Form, InputNumber, Select, Space } from 'antd';
import { EVENTS_PANEL_MAX_DAYS, type PanelOf } from '@common/contract/pageSpec';

type Events = PanelOf<'events'>;
type Level = NonNullable<Events['importance']>[number];

export default function EventsFields({ panel, onChange }: { panel: Events; onChange: (panel: Events) => void }) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  // An empty choice is no filter: the field is left out (the schema asks for at least one when present).
  const set = <K extends 'importance' | 'products'>(key: K, value: Events[K] | undefined) => {
    const { [key]: _old, ...rest } = panel;
    onChange((value?.length ? { ...rest, [key]: value } : rest) as Events);
  };
  return (
    <Space wrap align="start">
      <Form.Item label={f('builderEditor.events.days')}>
        <InputNumber
          aria-label={f('builderEditor.events.days')}
          min={0}
          max={EVENTS_PANEL_MAX_DAYS}
          precision={0}
          value={panel.days}
          onChange={(days) => onChange({ ...panel, days: days ?? panel.days })}
        />
      </Form.Item>
      <Form.Item label={f('builderEditor.events.importance')}>
        <Select<Level[]>
          mode="multiple"
          allowClear
          aria-label={f('builderEditor.events.importance')}
          style={{ minInlineSize: 200 }}
          value={panel.importance ?? []}
          options={([3, 2, 1] as const).map((level) => ({ value: level, label: f(`builderEditor.events.importance.${level}`) }))}
          onChange={(importance) => set('importance', importance)}
        />
      </Form.Item>
      <Form.Item label={f('builderEditor.events.products')}>
        <Select<string[]>
          mode="tags"
          aria-label={f('builderEditor.events.products')}
          style={{ minInlineSize: 200 }}
          value={panel.products ?? []}
          tokenSeparators={[',', ' ']}
          onChange={(products) => set('products', products.slice(0, 20))}
        />
      </Form.Item>
    </Space>
  );
}
