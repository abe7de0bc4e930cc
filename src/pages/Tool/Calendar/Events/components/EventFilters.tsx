/** The filters of the events tab: country, importance, currency and product (options from the releases shown). */
import type { CalendarEvent, Importance } from '@common/contract/events';
import { Select, Space } from 'antd';
import { useText } from '@/hooks/useText';
import type { EventFilterValues } from '../data';

const options = (values: readonly string[]) => [...new Set(values)].sort().map((v) => ({ value: v, label: v }));

export default function EventFilters({
  events,
  value,
  onChange,
}: {
  events: readonly CalendarEvent[];
  value: EventFilterValues;
  onChange: (next: EventFilterValues) => void;
}) {
  const f = useText();
  const select = (key: 'countries' | 'currencies' | 'products', label: string, values: string[]) => (
    <Select<string[]>
      mode="multiple"
      allowClear
      aria-label={label}
      placeholder={label}
      style={{ minInlineSize: 160 }}
      value={value[key]}
      onChange={(next) => onChange({ ...value, [key]: next })}
      options={options([...values, ...value[key]])}
    />
  );
  return (
    <Space wrap>
      {select(
        'countries',
        f('events.filter.country'),
        events.map((e) => e.country),
      )}
      <Select<Importance[]>
        mode="multiple"
        allowClear
        aria-label={f('events.filter.importance')}
        placeholder={f('events.filter.importance')}
        style={{ minInlineSize: 160 }}
        value={value.importance}
        onChange={(next) => onChange({ ...value, importance: next })}
        options={([3, 2, 1] as const).map((v) => ({ value: v, label: f(`events.importance.${v}`) }))}
      />
      {select(
        'currencies',
        f('events.filter.currency'),
        events.map((e) => e.currency),
      )}
      {select(
        'products',
        f('events.filter.product'),
        events.flatMap((e) => e.products),
      )}
    </Space>
  );
}
