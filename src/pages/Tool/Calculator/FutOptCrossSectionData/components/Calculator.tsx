/**
 * The options page's calculator tab: an option on a future priced by Black-76 (European) or Barone-Adesi-Whaley
 * (American: Chinese commodity options are), its greeks, the early-exercise premium, the value across futures prices,
 * and the implied volatility of a quoted price. Figures are the domain's (optionsView.ts), the same functions as
 * POST /v2/calculators/options/{price,impliedVol} for other tools.
 */
import { useIntl } from '@umijs/max';
import { Alert, Card, Col, Descriptions, InputNumber, Row, Segmented, Space, Statistic, Typography } from 'antd';
import { useMemo, useState } from 'react';
import Chart from '@/components/Chart';
import { formatNumber, formatPercent } from '../../components/format';
import { DAYS_A_YEAR, DEFAULT_FORM, type OptionForm, optionFigures, solveVol, valueAcross } from '../optionsView';

type NumberField = 'F' | 'K' | 'days' | 'ratePct' | 'volPct';

export default function Calculator() {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [form, setForm] = useState<OptionForm>(DEFAULT_FORM);
  const [quoted, setQuoted] = useState<number | null>(null);
  const figures = useMemo(() => optionFigures(form), [form]);
  const vol = useMemo(() => solveVol(form, quoted), [form, quoted]);
  const curve = useMemo(() => valueAcross(form), [form]);

  const number = (field: NumberField, min: number, step: number) => (
    <InputNumber
      aria-label={f(`futOptCrossSectionData.input.${field}`)}
      value={form[field]}
      min={min}
      step={step}
      onChange={(v) => setForm((s) => ({ ...s, [field]: typeof v === 'number' ? v : null }))}
      style={{ width: '100%' }}
    />
  );
  const field = (name: NumberField, input: React.ReactNode) => (
    <Col xs={12} md={8} lg={4} key={name}>
      <Typography.Text type="secondary">{f(`futOptCrossSectionData.input.${name}`)}</Typography.Text>
      {input}
    </Col>
  );
  const v = figures?.value;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={f('futOptCrossSectionData.inputs')}>
        <Space wrap style={{ marginBottom: 12, maxWidth: '100%' }}>
          <Segmented
            aria-label={f('futOptCrossSectionData.model')}
            value={form.model}
            onChange={(model) => setForm((s) => ({ ...s, model: model as OptionForm['model'] }))}
            options={[
              { value: 'baw', label: f('futOptCrossSectionData.model.baw') },
              { value: 'black76', label: f('futOptCrossSectionData.model.black76') },
            ]}
          />
          <Segmented
            aria-label={f('futOptCrossSectionData.right')}
            value={form.right}
            onChange={(right) => setForm((s) => ({ ...s, right: right as OptionForm['right'] }))}
            options={[
              { value: 'call', label: f('futOptCrossSectionData.right.call') },
              { value: 'put', label: f('futOptCrossSectionData.right.put') },
            ]}
          />
        </Space>
        <Row gutter={[12, 12]}>
          {field('F', number('F', 0.0001, 1))}
          {field('K', number('K', 0.0001, 1))}
          {field('days', number('days', 1, 1))}
          {field('ratePct', number('ratePct', -100, 0.25))}
          {field('volPct', number('volPct', 0.01, 1))}
        </Row>
        {!figures && <Alert style={{ marginTop: 12 }} type="warning" showIcon message={f('futOptCrossSectionData.incomplete')} />}
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card title={f('futOptCrossSectionData.result')} data-testid="option-result">
            <Statistic title={f(`futOptCrossSectionData.price.${form.model}`)} value={formatNumber(intl, v?.price, 4)} />
            <Descriptions size="small" column={1} style={{ marginTop: 12 }}>
              <Descriptions.Item label={f('futOptCrossSectionData.delta')}>{formatNumber(intl, v?.delta, 4)}</Descriptions.Item>
              <Descriptions.Item label={f('futOptCrossSectionData.gamma')}>{formatNumber(intl, v?.gamma, 6)}</Descriptions.Item>
              <Descriptions.Item label={f('futOptCrossSectionData.vega')}>{formatNumber(intl, v ? v.vega / 100 : null, 4)}</Descriptions.Item>
              <Descriptions.Item label={f('futOptCrossSectionData.theta')}>{formatNumber(intl, v ? v.theta / DAYS_A_YEAR : null, 4)}</Descriptions.Item>
              <Descriptions.Item label={f('futOptCrossSectionData.european')}>{formatNumber(intl, figures?.european, 4)}</Descriptions.Item>
              <Descriptions.Item label={f('futOptCrossSectionData.american')}>{formatNumber(intl, figures?.american, 4)}</Descriptions.Item>
              <Descriptions.Item label={f('futOptCrossSectionData.premium')}>
                {formatNumber(intl, figures ? figures.american - figures.european : null, 4)}
              </Descriptions.Item>
              <Descriptions.Item label={f('futOptCrossSectionData.intrinsic')}>{formatNumber(intl, figures?.intrinsic, 4)}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Chart
            title={f('futOptCrossSectionData.chart.title')}
            xAxis={{ type: 'value', name: f('futOptCrossSectionData.input.F') }}
            series={
              curve
                ? [
                    { name: f(`futOptCrossSectionData.price.${form.model}`), unit: '', points: curve.value },
                    { name: f('futOptCrossSectionData.intrinsic'), unit: '', points: curve.intrinsic },
                  ]
                : []
            }
            height={320}
            precision={4}
          />
        </Col>
      </Row>
      <Card title={f('futOptCrossSectionData.iv.title')}>
        <Space wrap align="end">
          <div>
            <Typography.Text type="secondary">{f('futOptCrossSectionData.iv.price')}</Typography.Text>
            <InputNumber
              aria-label={f('futOptCrossSectionData.iv.price')}
              value={quoted}
              min={0}
              step={0.1}
              onChange={(p) => setQuoted(typeof p === 'number' ? p : null)}
            />
          </div>
          <Typography.Text data-testid="option-iv" strong>
            {vol === undefined
              ? f('futOptCrossSectionData.iv.enter')
              : vol === null
                ? f('api.error.optionNoImpliedVol')
                : f('futOptCrossSectionData.iv.result', { vol: formatPercent(intl, vol, 2) })}
          </Typography.Text>
        </Space>
      </Card>
    </Space>
  );
}
