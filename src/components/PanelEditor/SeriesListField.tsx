/**
 * A list of series addresses (a history panel's lines, a live or table panel's rows), each picked with the one
 * `<SeriesPicker>` (catalogue search or a typed address, where a page variable is written `{name}`), with controls
 * of the kind's own per series (a history line's transform and axis), add and remove.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import SeriesPicker from '@/components/market/SeriesPicker';

interface Props<S extends { address: string }> {
  items: readonly S[];
  onChange: (items: S[]) => void;
  /** A new row (its address empty). */
  fresh: () => S;
  max: number;
  /** What a row shows after its picker. */
  extra?: (item: S, set: (item: S) => void, index: number) => ReactNode;
}

export default function SeriesListField<S extends { address: string }>({ items, onChange, fresh, max, extra }: Props<S>) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const set = (i: number, item: S) => onChange(items.map((old, j) => (j === i ? item : old)));
  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }}>
      {items.map((item, i) => (
        // Rows have no id of their own; their place is their identity while editing.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Space key={i} wrap align="start">
          <SeriesPicker
            label={f('builderEditor.series.pick', { n: i + 1 })}
            value={item.address || null}
            onChange={(address) => set(i, { ...item, address: address ?? '' })}
            width={300}
          />
          {extra?.(item, (next) => set(i, next), i)}
          <Button
            icon={<DeleteOutlined />}
            aria-label={f('builderEditor.series.remove', { n: i + 1 })}
            disabled={items.length <= 1}
            onClick={() => onChange(items.filter((_, j) => j !== i))}
          />
        </Space>
      ))}
      <Button icon={<PlusOutlined />} disabled={items.length >= max} onClick={() => onChange([...items, fresh()])}>
        {f('builderEditor.series.add')}
      </Button>
    </Space>
  );
}
