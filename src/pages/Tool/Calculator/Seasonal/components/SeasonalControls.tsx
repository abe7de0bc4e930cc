/** The seasonality page's controls: series, band years (5, 10 or custom), day or week, level or rebased, percentiles, year lines. */
import { useIntl } from '@umijs/max';
import { Form, InputNumber, Radio, Select, Space, Switch } from 'antd';
import { SEASONALITY_MAX_YEARS } from '@common/contract/seasonal';
import type { SeasonalSettings } from '../data';
import SeriesPicker from '@/components/market/SeriesPicker';

/** Percentiles offered in the picker; at most 9 at once, as the call allows. */
const PERCENTILE_CHOICES = [5, 10, 20, 25, 50, 75, 80, 90, 95];
export const MAX_PERCENTILES = 9;

export default function SeasonalControls({ value, onChange }: { value: SeasonalSettings; onChange: (next: SeasonalSettings) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const set = (patch: Partial<SeasonalSettings>) => onChange({ ...value, ...patch });
  const preset = value.years === 5 || value.years === 10 ? String(value.years) : 'custom';
  return (
    <Form layout="inline" style={{ rowGap: 12 }}>
      <Form.Item label={t('seasonal.series')}>
        <SeriesPicker
          value={value.address || null}
          onChange={(address) => address && set({ address })}
          label={t('seasonal.series')}
          placeholder={t('seasonal.series.placeholder')}
          acceptTyped={false}
          notFound={t('seasonal.series.none')}
        />
      </Form.Item>
      <Form.Item label={t('seasonal.years')}>
        <Space>
          <Radio.Group
            optionType="button"
            value={preset}
            onChange={(e) => set({ years: e.target.value === 'custom' ? (preset === 'custom' ? value.years : 15) : Number(e.target.value) })}
            options={[
              { value: '5', label: t('seasonal.years.5') },
              { value: '10', label: t('seasonal.years.10') },
              { value: 'custom', label: t('seasonal.years.custom') },
            ]}
          />
          {preset === 'custom' && (
            <InputNumber
              aria-label={t('seasonal.years.count')}
              min={1}
              max={SEASONALITY_MAX_YEARS}
              precision={0}
              value={value.years}
              onChange={(years) => typeof years === 'number' && years >= 1 && years <= SEASONALITY_MAX_YEARS && set({ years })}
            />
          )}
        </Space>
      </Form.Item>
      <Form.Item label={t('seasonal.x')}>
        <Radio.Group
          optionType="button"
          value={value.x}
          onChange={(e) => set({ x: e.target.value })}
          options={[
            { value: 'dayOfYear', label: t('seasonal.x.dayOfYear') },
            { value: 'weekOfYear', label: t('seasonal.x.weekOfYear') },
          ]}
        />
      </Form.Item>
      <Form.Item label={t('seasonal.mode')}>
        <Radio.Group
          optionType="button"
          value={value.mode}
          onChange={(e) => set({ mode: e.target.value })}
          options={[
            { value: 'level', label: t('seasonal.mode.level') },
            { value: 'rebased', label: t('seasonal.mode.rebased') },
          ]}
        />
      </Form.Item>
      <Form.Item label={t('seasonal.percentiles')}>
        <Select
          mode="multiple"
          aria-label={t('seasonal.percentiles')}
          style={{ minInlineSize: 260 }}
          value={value.percentiles}
          maxCount={MAX_PERCENTILES}
          options={PERCENTILE_CHOICES.map((p) => ({ value: p, label: `P${p}` }))}
          onChange={(percentiles: number[]) => set({ percentiles: [...percentiles].sort((a, b) => a - b) })}
        />
      </Form.Item>
      <Form.Item label={t('seasonal.showYears')}>
        <Switch aria-label={t('seasonal.showYears')} checked={value.showYears} onChange={(showYears) => set({ showYears })} />
      </Form.Item>
    </Form>
  );
}
