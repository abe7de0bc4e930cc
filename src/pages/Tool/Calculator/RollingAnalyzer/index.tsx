/**
 * /tool/calculator/rollingAnalyzer (docs/analytics/calculators.md, "Roll return"): a product's term structure now
 * (curve) and over time (heat map of adjacent spreads M1-M2, M2-M3, ...), roll yield in a labelled variant
 * (log / simple; months, calendar days or trading days), and rolling strategies (N trading days before expiry, or
 * on the open-interest switch) with their continuous series under each adjustment (none, difference, ratio) side by
 * side and their metrics. One server call: /v2/calculators/rollingAnalyzer/termStructure.
 */
import { PageContainer } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Alert, Card, Empty, InputNumber, Segmented, Select, Space, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { ContinuousAdjust } from '@common/domain/continuousSeries';
import type { RollYieldBasis, RollYieldMethod } from '@common/domain/rollYield';
import { DEFAULT_METRICS_SETTINGS, HowToUse, MetricsSettings, type MetricsSettingsValue } from '@/components/Analytics';
import Chart from '@/components/Chart';
import DemoBadge from '@/components/DemoBadge';
import { failureMessage } from '@/utils/apiError';
import SeriesPicker from '@/components/market/SeriesPicker';
import { barDate } from '../components/format';
import CurveTable from './components/CurveTable';
import StrategyMetrics from './components/StrategyMetrics';
import { curveOf, frontYieldSeries, pairYields, rollingStrategy, spreadCells, type RollRule, type StrategyOutcome } from './rollView';
import { useTermStructure } from './service';
import { tradingDaysPerYear, useProductCalendar } from '@/services/market/tradingCalendar';
import { productOfAddress } from '@common/market/address';
import { useMessagePart } from '@/components/PageMessages';
import '@/locales/pageParts/rollingAnalyzer';

const YEAR_CHOICES = [1, 2, 3];
const ADJUSTS: readonly ContinuousAdjust[] = ['none', 'difference', 'ratio'];
const RULES: readonly RollRule[] = ['daysBeforeExpiry', 'openInterest'];

export default function RollingAnalyzerPage() {
  // Its strings are a part of their own, loaded with this page (src/locales/pageOwnedAreas.ts).
  useMessagePart('rollingAnalyzer');
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [instrument, setInstrument] = useState<string | null>('md:SHFE.FU@main:settle');
  const [years, setYears] = useState(1);
  const [method, setMethod] = useState<RollYieldMethod>('log');
  const [basis, setBasis] = useState<RollYieldBasis>('months');
  const [daysBefore, setDaysBefore] = useState(5);
  const [shownRule, setShownRule] = useState<RollRule>('daysBeforeExpiry');
  const product = productOfAddress(instrument);
  const term = useTermStructure(product, years);
  // Trading days by the product's exchange calendar (reference data): the roll yield's count and days per year, and
  // the metrics' periods per year until the user picks another number.
  const [exchange = '', code = ''] = product?.split('.') ?? [];
  const productCalendar = useProductCalendar(product ? { exchange, code } : null);
  const perYear = tradingDaysPerYear(productCalendar.years);
  const [chosenSettings, setMetricsSettings] = useState<MetricsSettingsValue | null>(null);
  const defaultPeriods = perYear?.days ?? DEFAULT_METRICS_SETTINGS.periodsPerYear;
  const metricsSettings = useMemo(() => chosenSettings ?? { ...DEFAULT_METRICS_SETTINGS, periodsPerYear: defaultPeriods }, [chosenSettings, defaultPeriods]);
  const dayCount = useMemo(() => ({ calendar: productCalendar.calendar, daysPerYear: perYear?.days }), [productCalendar.calendar, perYear?.days]);
  const calendarText = perYear
    ? f('rollingAnalyzer.calendar', { calendar: f(`reference.holiday.calendar.${productCalendar.id}`), days: perYear.days, from: perYear.from, to: perYear.to })
    : f('rollingAnalyzer.calendar.none', { days: DEFAULT_METRICS_SETTINGS.periodsPerYear });
  const data = term.data;
  const latest = data?.days.at(-1);
  const variant = useMemo(() => ({ method, basis }), [method, basis]);
  const curve = useMemo(() => (latest ? curveOf(latest) : []), [latest]);
  const pairs = useMemo(() => (latest ? pairYields(latest, variant, dayCount) : []), [latest, variant, dayCount]);
  const heat = useMemo(() => (data ? spreadCells(data.days) : null), [data]);
  const frontYield = useMemo(() => (data ? frontYieldSeries(data.days, variant, dayCount) : []), [data, variant, dayCount]);
  const outcomes: StrategyOutcome[] = useMemo(
    () => (data ? RULES.map((rule) => rollingStrategy(data, rule, daysBefore, metricsSettings)) : []),
    [data, daysBefore, metricsSettings],
  );
  const shown = outcomes.find((o) => o.rule === shownRule);
  const unit = data?.unit ?? '';
  const demo = Boolean(data?.demo);
  const variantText = f('rollingAnalyzer.variant', {
    method: f(`rollingAnalyzer.method.${method}`),
    basis: f(`rollingAnalyzer.basis.${basis}`),
    formula: f(`rollingAnalyzer.formula.${method}.${basis}`, { days: perYear?.days ?? DEFAULT_METRICS_SETTINGS.periodsPerYear }),
  });

  return (
    <PageContainer title={f('rollingAnalyzer.title')} extra={<DemoBadge show={demo} />}>
      <Space direction="vertical" size="middle" style={{ inlineSize: '100%' }}>
        <HowToUse i18nKey="rollingAnalyzer.usage.body" />
        <Card size="small">
          <Space wrap align="center">
            <Typography.Text>{f('rollingAnalyzer.product')}</Typography.Text>
            <SeriesPicker label={f('rollingAnalyzer.product')} value={instrument} kind="md" field="settle" onChange={setInstrument} />
            {product && <Typography.Text code>{product}</Typography.Text>}
            <Typography.Text>{f('rollingAnalyzer.years')}</Typography.Text>
            <Select
              aria-label={f('rollingAnalyzer.years')}
              value={years}
              style={{ inlineSize: 100 }}
              options={YEAR_CHOICES.map((y) => ({ value: y, label: f('rollingAnalyzer.yearsN', { n: y }) }))}
              onChange={setYears}
            />
          </Space>
          <Space wrap align="center" style={{ marginBlockStart: 8 }}>
            <Typography.Text>{f('rollingAnalyzer.method')}</Typography.Text>
            <Segmented
              aria-label={f('rollingAnalyzer.method')}
              value={method}
              options={(['log', 'simple'] as const).map((m) => ({ value: m, label: f(`rollingAnalyzer.method.${m}`) }))}
              onChange={(m) => setMethod(m as RollYieldMethod)}
            />
            <Typography.Text>{f('rollingAnalyzer.basis')}</Typography.Text>
            <Segmented
              aria-label={f('rollingAnalyzer.basis')}
              value={basis}
              options={(['months', 'calendarDays', 'tradingDays'] as const).map((b) => ({ value: b, label: f(`rollingAnalyzer.basis.${b}`) }))}
              onChange={(b) => setBasis(b as RollYieldBasis)}
            />
          </Space>
          <Alert style={{ marginBlockStart: 8 }} type="info" showIcon message={variantText} description={calendarText} data-testid="roll-variant" />
          {data && (
            <Typography.Paragraph type="secondary" style={{ marginBlock: '8px 0' }}>
              {f('rollingAnalyzer.sources', { source: data.source || '–', from: data.from, to: data.to })}
            </Typography.Paragraph>
          )}
        </Card>
        {term.isError ? (
          <Alert type="error" showIcon message={failureMessage(term.error)} />
        ) : !product ? (
          <Empty description={f('rollingAnalyzer.choose')} />
        ) : term.isPending ? (
          <Card size="small" loading />
        ) : !latest ? (
          <Alert type="warning" showIcon message={f('rollingAnalyzer.noData', { product })} />
        ) : (
          <>
            <Card size="small" title={f('rollingAnalyzer.curve.title', { date: latest.date })}>
              <Chart
                title={f('rollingAnalyzer.curve.chart', { date: latest.date })}
                demo={demo}
                xAxis={{ type: 'category', categories: curve.map((p) => `${p.label} ${p.month}`) }}
                zoomSlider={false}
                series={[{ name: f('rollingAnalyzer.col.settle'), unit, points: curve.map((p, i) => [i, p.settle] as const) }]}
              />
              <CurveTable curve={curve} pairs={pairs} />
            </Card>
            {heat && heat.pairs.length > 0 && (
              <Chart
                title={f('rollingAnalyzer.heat.title')}
                demo={demo}
                height={60 + heat.pairs.length * 28}
                series={[{ kind: 'heatmap', name: f('rollingAnalyzer.col.spread'), unit, xCategories: heat.dates, yCategories: heat.pairs, cells: heat.cells }]}
              />
            )}
            <Chart
              title={f('rollingAnalyzer.front.title', { variant: variantText })}
              demo={demo}
              series={[{ name: f('rollingAnalyzer.front.series'), unit: '%', points: frontYield.map(([t, v]) => [t, v * 100] as const) }]}
            />
            <Typography.Paragraph type="secondary" data-testid="roll-pair-rule">
              {f('rollingAnalyzer.front.pairRule')}
            </Typography.Paragraph>
            <Card size="small" title={f('rollingAnalyzer.strategies.title')}>
              <Space wrap align="center" style={{ marginBlockEnd: 8 }}>
                <Typography.Text>{f('rollingAnalyzer.daysBefore')}</Typography.Text>
                <InputNumber
                  aria-label={f('rollingAnalyzer.daysBefore')}
                  min={0}
                  max={60}
                  precision={0}
                  value={daysBefore}
                  onChange={(n) => n !== null && setDaysBefore(n)}
                />
              </Space>
              <div style={{ marginBlockEnd: 8 }}>
                <MetricsSettings value={metricsSettings} onChange={setMetricsSettings} periodsSource={calendarText} />
              </div>
              <Chart
                title={f('rollingAnalyzer.nav.title')}
                demo={demo}
                series={outcomes.flatMap((o) => (o.ok ? [{ name: f(`rollingAnalyzer.rule.${o.rule}`), unit: '', points: o.result.nav }] : []))}
              />
              <StrategyMetrics outcomes={outcomes} />
            </Card>
            <Card
              size="small"
              title={f('rollingAnalyzer.continuous.title')}
              extra={
                <Segmented
                  aria-label={f('rollingAnalyzer.continuous.rule')}
                  value={shownRule}
                  options={RULES.map((r) => ({ value: r, label: f(`rollingAnalyzer.rule.${r}`) }))}
                  onChange={(r) => setShownRule(r as RollRule)}
                />
              }
            >
              {shown?.ok ? (
                <>
                  <Chart
                    title={f('rollingAnalyzer.continuous.chart', { rule: f(`rollingAnalyzer.rule.${shownRule}`) })}
                    demo={demo}
                    series={ADJUSTS.map((a) => ({
                      name: f(`rollingAnalyzer.adjust.${a}`),
                      unit,
                      points: shown.result.continuous[a].map((p) => [p.time, p.value] as const),
                    }))}
                  />
                  <Table
                    size="small"
                    aria-label={f('rollingAnalyzer.rolls.title')}
                    rowKey="time"
                    pagination={{ pageSize: 10 }}
                    dataSource={shown.result.rolls}
                    columns={[
                      { key: 'date', title: f('rollingAnalyzer.col.rollDate'), render: (_, r) => barDate(r.time) },
                      { key: 'from', title: f('rollingAnalyzer.col.from'), dataIndex: 'from' },
                      { key: 'to', title: f('rollingAnalyzer.col.to'), dataIndex: 'to' },
                    ]}
                  />
                </>
              ) : (
                <Typography.Text type="secondary">{f('rollingAnalyzer.continuous.none')}</Typography.Text>
              )}
            </Card>
          </>
        )}
      </Space>
    </PageContainer>
  );
}
