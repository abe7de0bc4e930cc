/** A seasonal panel's series, years, x axis (day or week of year) and mode (level or rebased). */
import { useIntl } from '@umijs/max';
import { Form, InputNumber, Segmented, Space } from 'antd';
import type { PanelOf } from '@common/contract/pageSpec';
import SeriesPicker from '@/components/market/SeriesPicker';

type Seasonal = PanelOf<'seasonal'>;

export default function SeasonalFields({ panel, onChange }: { panel: Seasonal; onChange: (panel: Seasonal) => void }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <>
      <Form.Item label={f('builderEditor.seasonal.series')}>
        <SeriesPicker
          label={f('builderEditor.series.pick', { n: 1 })}
          value={panel.series.address || null}
          onChange={(address) => onChange({ ...panel, series: { ...panel.series, address: address ?? '' } })}
        />
      </Form.Item>
      <Space wrap>
        <Form.Item label={f('builderEditor.seasonal.years')}>
          <InputNumber
            aria-label={f('builderEditor.seasonal.years')}
            min={1}
            max={30}
            precision={0}
            value={panel.years}
            onChange={(years) => onChange({ ...panel, years: years ?? panel.years })}
          />
        </Form.Item>
        <Form.Item label={f('builderEditor.seasonal.x')}>
          <Segmented
            aria-label={f('builderEditor.seasonal.x')}
            value={panel.x}
            options={(['dayOfYear', 'weekOfYear'] as const).map((x) => ({ value: x, label: f(`builderEditor.seasonal.x.${x}`) }))}
            onChange={(x) => onChange({ ...panel, x: x as Seasonal['x'] })}
          />
        </Form.Item>
        <Form.Item label={f('builderEditor.seasonal.mode')}>
          <Segmented
            aria-label={f('builderEditor.seasonal.mode')}
            value={panel.mode}
            options={(['level', 'rebased'] as const).map((m) => ({ value: m, label: f(`builderEditor.seasonal.mode.${m}`) }))}
            onChange={(mode) => onChange({ ...panel, mode: mode as Seasonal['mode'] })}
          />
        </Form.Item>
      </Space>
    </>
  );
}
