/**
 * The settings every metrics table depends on: the convention (empyrical by default, or QuantStats-compatible,
 * each explained in a tooltip), the periods per year (252; 243 and 242 for Chinese futures in 2025 and 2022-2024;
 * or any number) and the annual risk-free rate, typed in percent and handed on as a fraction (2 -> 0.02).
 */
import { InfoCircleOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Form, InputNumber, Select, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { DEFAULT_PERIODS_PER_YEAR, METRICS_CONVENTIONS, type MetricsConvention } from '@common/domain/metrics';

export interface MetricsSettingsValue {
  convention: MetricsConvention;
  periodsPerYear: number;
  /** Annual, as a fraction (0.02 = 2 %). */
  riskFree: number;
}

export const DEFAULT_METRICS_SETTINGS: MetricsSettingsValue = { convention: 'empyrical', periodsPerYear: DEFAULT_PERIODS_PER_YEAR, riskFree: 0 };

/** The periods-per-year presets (docs/analytics.md, "Periods per year"). */
export const PERIOD_PRESETS = [252, 243, 242] as const;

export interface MetricsSettingsProps {
  value: MetricsSettingsValue;
  onChange: (value: MetricsSettingsValue) => void;
  /** Where the default periods per year come from (a product's exchange calendar and years), shown under the field. */
  periodsSource?: string;
}

// Percent shown with up to 4 decimals; the fraction is rounded so 2.5 % stays 0.025, not 0.025000000000000001.
const toFraction = (percent: number) => Math.round(percent * 1e6) / 1e8;
const toPercent = (fraction: number) => Math.round(fraction * 1e8) / 1e6;

export default function MetricsSettings({ value, onChange, periodsSource }: MetricsSettingsProps) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const isPreset = (PERIOD_PRESETS as readonly number[]).includes(value.periodsPerYear);
  // "Custom" opens a number field (it stays open while a preset's number is typed into it).
  const [custom, setCustom] = useState(!isPreset);
  const preset = custom || !isPreset ? 'custom' : String(value.periodsPerYear);

  return (
    <Form layout="inline" component="div" style={{ rowGap: 8 }}>
      <Form.Item label={f('analytics.settings.convention')}>
        <Select<MetricsConvention>
          aria-label={f('analytics.settings.convention')}
          value={value.convention}
          style={{ minInlineSize: 220 }}
          onChange={(convention) => onChange({ ...value, convention })}
          options={METRICS_CONVENTIONS.map((convention) => ({
            value: convention,
            label: (
              <Tooltip title={f(`analytics.convention.${convention}.hint`)} placement="right">
                <Space size={4}>
                  {f(`analytics.convention.${convention}`)}
                  <InfoCircleOutlined aria-label={f(`analytics.convention.${convention}.hint`)} />
                </Space>
              </Tooltip>
            ),
          }))}
        />
      </Form.Item>
      <Form.Item label={f('analytics.settings.periodsPerYear')} extra={periodsSource && <span data-testid="periods-source">{periodsSource}</span>}>
        <Space size={4}>
          <Select<string>
            aria-label={f('analytics.settings.periodsPerYear')}
            value={preset}
            style={{ minInlineSize: 240 }}
            onChange={(next) => {
              setCustom(next === 'custom');
              // Choosing "custom" keeps the current number until another is typed.
              if (next !== 'custom') onChange({ ...value, periodsPerYear: Number(next) });
            }}
            options={[
              ...PERIOD_PRESETS.map((n) => ({ value: String(n), label: f(`analytics.settings.periods.${n}`) })),
              { value: 'custom', label: f('analytics.settings.periods.custom') },
            ]}
          />
          {preset === 'custom' && (
            <InputNumber<number>
              aria-label={f('analytics.settings.periods.customValue')}
              min={1}
              max={525_600}
              precision={0}
              value={value.periodsPerYear}
              onChange={(n) => {
                if (typeof n === 'number' && n >= 1) onChange({ ...value, periodsPerYear: n });
              }}
              style={{ inlineSize: 110 }}
            />
          )}
        </Space>
      </Form.Item>
      <Form.Item label={f('analytics.settings.riskFree')}>
        <InputNumber<number>
          aria-label={f('analytics.settings.riskFree')}
          min={-100}
          max={100}
          step={0.25}
          value={toPercent(value.riskFree)}
          onChange={(percent) => {
            if (typeof percent === 'number') onChange({ ...value, riskFree: toFraction(percent) });
          }}
          style={{ inlineSize: 160 }}
        />
      </Form.Item>
    </Form>
  );
}
