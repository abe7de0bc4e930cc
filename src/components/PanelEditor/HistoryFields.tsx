/** A history panel's fields: its lines (address, transform, axis), interval, range and the first line's bands. */
import { useIntl } from '@umijs/max';
import { Checkbox, Form, InputNumber, Select, Space } from 'antd';
import { DEFAULT_SCORE_WINDOW, type HistoryTransform, type PanelOf } from '@common/contract/pageSpec';
import SeriesListField from './SeriesListField';

type History = PanelOf<'history'>;
type Bands = NonNullable<History['bands']>;

export default function HistoryFields({ panel, onChange }: { panel: History; onChange: (panel: History) => void }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const interval = panel.interval ?? '1d';
  const setBands = (bands: Bands | undefined) => {
    const { bands: _old, ...rest } = panel;
    onChange(bands ? { ...rest, bands } : rest);
  };
  const bands = panel.bands;
  return (
    <>
      <Form.Item label={f('builderEditor.history.series')}>
        <SeriesListField<History['series'][number]>
          items={panel.series}
          max={8}
          fresh={() => ({ address: '' })}
          onChange={(series) => onChange({ ...panel, series })}
          extra={(item, set, i) => (
            <>
              <Select<HistoryTransform>
                aria-label={f('builderEditor.history.transform', { n: i + 1 })}
                value={item.transform ?? 'level'}
                style={{ inlineSize: 130 }}
                options={(['level', 'change', 'zScore'] as const).map((t) => ({ value: t, label: f(`builderEditor.transform.${t}`) }))}
                onChange={(transform) => set({ ...item, transform })}
              />
              <Select<'left' | 'right'>
                aria-label={f('builderEditor.history.axis', { n: i + 1 })}
                value={item.axis ?? 'left'}
                style={{ inlineSize: 110 }}
                options={(['left', 'right'] as const).map((a) => ({ value: a, label: f(`builderEditor.axis.${a}`) }))}
                onChange={(axis) => set({ ...item, axis })}
              />
            </>
          )}
        />
      </Form.Item>
      <Space wrap>
        <Form.Item label={f('builderEditor.history.interval')}>
          <Select<'1d' | '1m'>
            aria-label={f('builderEditor.history.interval')}
            value={interval}
            style={{ inlineSize: 140 }}
            options={(['1d', '1m'] as const).map((i) => ({ value: i, label: f(`builderEditor.interval.${i}`) }))}
            // The range is counted in years on daily bars and in days on minute bars.
            onChange={(next) => onChange({ ...panel, interval: next, range: next === '1m' ? { days: 1 } : { years: 1 } })}
          />
        </Form.Item>
        {interval === '1d' ? (
          <Form.Item label={f('builderEditor.history.years')}>
            <InputNumber
              aria-label={f('builderEditor.history.years')}
              min={0.05}
              max={30}
              step={0.5}
              value={panel.range?.years ?? 1}
              onChange={(years) => onChange({ ...panel, range: { years: years ?? 1 } })}
            />
          </Form.Item>
        ) : (
          <Form.Item label={f('builderEditor.history.days')}>
            <InputNumber
              aria-label={f('builderEditor.history.days')}
              min={1}
              max={30}
              precision={0}
              value={panel.range?.days ?? 1}
              onChange={(days) => onChange({ ...panel, range: { days: days ?? 1 } })}
            />
          </Form.Item>
        )}
      </Space>
      <Form.Item>
        <Checkbox checked={!!bands} onChange={(e) => setBands(e.target.checked ? { window: DEFAULT_SCORE_WINDOW, zScore: [1, 2] } : undefined)}>
          {f('builderEditor.history.bands')}
        </Checkbox>
      </Form.Item>
      {bands && (
        <Space wrap>
          <Form.Item label={f('builderEditor.bands.window')}>
            <InputNumber
              aria-label={f('builderEditor.bands.window')}
              min={20}
              max={2520}
              precision={0}
              value={bands.window}
              onChange={(window) => setBands({ ...bands, window: window ?? DEFAULT_SCORE_WINDOW })}
            />
          </Form.Item>
          <Form.Item label={f('builderEditor.bands.zScore')}>
            <Select<number[]>
              mode="multiple"
              aria-label={f('builderEditor.bands.zScore')}
              style={{ minInlineSize: 160 }}
              value={bands.zScore ?? []}
              options={[0.5, 1, 1.5, 2, 2.5, 3].map((k) => ({ value: k, label: `±${k}σ` }))}
              onChange={(zScore) => setBands({ ...bands, zScore: zScore.slice(0, 3) })}
            />
          </Form.Item>
          <Form.Item label={f('builderEditor.bands.percentile')}>
            <Checkbox
              checked={!!bands.percentile}
              onChange={(e) => {
                const { percentile: _p, ...rest } = bands;
                setBands(e.target.checked ? { ...rest, percentile: [10, 90] } : rest);
              }}
            >
              {f('builderEditor.bands.percentileRange', { from: bands.percentile?.[0] ?? 10, to: bands.percentile?.[1] ?? 90 })}
            </Checkbox>
          </Form.Item>
        </Space>
      )}
    </>
  );
}
