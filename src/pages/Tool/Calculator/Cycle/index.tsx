/**
 * /tool/calculator/cycle (docs/analytics/calculators.md, "Investment clock"): growth and inflation indicators chosen
 * as series addresses or imported from a file in the page; each one's direction by HP filter (lambda shown) or
 * moving average (window shown); the phase per period (growth up + inflation down = recovery, up + up = overheat,
 * down + up = stagflation, down + down = reflation), today's phase, and each chosen asset's mean return per phase.
 * Nothing is drawn before both indicators are chosen: no sample data.
 */
import { PageContainer } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Alert, Card, Col, Empty, InputNumber, Row, Segmented, Select, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { CLOCK_PHASES, PHASE_ASSET } from '@common/domain/investmentClock';
import { HowToUse } from '@/components/Analytics';
import Chart from '@/components/Chart';
import DemoBadge from '@/components/DemoBadge';
import { failureMessage } from '@/utils/apiError';
import SeriesPicker from '@/components/market/SeriesPicker';
import { lastYears, useSeries, useSeriesMany, WHOLE_SERIES_POINTS } from '@/services/market/series';
import { barDate } from '../components/format';
import IndicatorInput from './components/IndicatorInput';
import { PhaseReturnsTable, PhaseRunsTable, PhaseTag } from './components/PhaseTables';
import { clockView, DEFAULT_LAG, PERIOD_LAMBDA, PERIOD_WINDOW, phaseReturns, type ClockSettings, type Period } from './cycleView';
import type { IndicatorChoice } from './data';
import { useMessagePart } from '@/components/PageMessages';
import '@/locales/pageParts/cycle';

const YEAR_CHOICES = [5, 10, 20, 30];

export default function CyclePage() {
  // Its strings are a part of their own, loaded with this page (src/locales/pageOwnedAreas.ts).
  useMessagePart('cycle');
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [growth, setGrowth] = useState<IndicatorChoice>(null);
  const [inflation, setInflation] = useState<IndicatorChoice>(null);
  const [assets, setAssets] = useState<string[]>([]);
  const [years, setYears] = useState(20);
  const [settings, setSettings] = useState<ClockSettings>({
    period: 'month',
    method: 'hp',
    lambda: PERIOD_LAMBDA.month,
    window: PERIOD_WINDOW.month,
    lag: DEFAULT_LAG,
  });

  // Whole daily series (no point reduction that would drop dates): month ends are read from them.
  const range = lastYears(years);
  const growthSeries = useSeries(growth?.kind === 'address' ? growth.address : null, range, '1d', WHOLE_SERIES_POINTS);
  const inflationSeries = useSeries(inflation?.kind === 'address' ? inflation.address : null, range, '1d', WHOLE_SERIES_POINTS);
  const assetSeries = useSeriesMany(assets, range, '1d', WHOLE_SERIES_POINTS);
  const pointsOf = (choice: IndicatorChoice, series: typeof growthSeries) =>
    choice?.kind === 'file' ? choice.points : choice?.kind === 'address' ? series.data?.points : undefined;
  const growthPoints = pointsOf(growth, growthSeries);
  const inflationPoints = pointsOf(inflation, inflationSeries);

  const view = useMemo(
    () => (growthPoints && inflationPoints ? clockView(growthPoints, inflationPoints, settings) : null),
    [growthPoints, inflationPoints, settings],
  );
  const assetData = assetSeries.map((q) => q.data);
  // The answers change only when a query's data does: one string of their update times keys the memo.
  const assetsUpdated = assetSeries.map((q) => q.dataUpdatedAt).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: assetData is rebuilt each render; assetsUpdated says when its answers changed.
  const returns = useMemo(
    () =>
      view
        ? phaseReturns(
            view.points,
            assets.flatMap((address, i) => (assetData[i] ? [{ name: address, points: assetData[i].points }] : [])),
            settings.lag,
          )
        : [],
    [view, assets, assetsUpdated, settings.lag],
  );
  const demo = Boolean(growthSeries.data?.demo || inflationSeries.data?.demo || assetData.some((d) => d?.demo));
  const failure = [growthSeries, inflationSeries, ...assetSeries].find((q) => q.isError)?.error;
  const setPeriod = (period: Period) => setSettings((s) => ({ ...s, period, lambda: PERIOD_LAMBDA[period], window: PERIOD_WINDOW[period] }));

  return (
    <PageContainer title={f('cycle.title')} extra={<DemoBadge show={demo} />}>
      <Space direction="vertical" size="middle" style={{ inlineSize: '100%' }}>
        <HowToUse i18nKey="cycle.usage.body" />
        <Card size="small" title={f('cycle.indicators')}>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <IndicatorInput label={f('cycle.growth')} value={growth} onChange={setGrowth} />
            </Col>
            <Col xs={24} lg={12}>
              <IndicatorInput label={f('cycle.inflation')} value={inflation} onChange={setInflation} />
            </Col>
          </Row>
        </Card>
        <Card size="small" title={f('cycle.settings')}>
          <Space wrap>
            <Typography.Text>{f('cycle.period')}</Typography.Text>
            <Segmented
              aria-label={f('cycle.period')}
              value={settings.period}
              options={[
                { value: 'month', label: f('cycle.period.month') },
                { value: 'quarter', label: f('cycle.period.quarter') },
              ]}
              onChange={(p) => setPeriod(p as Period)}
            />
            <Typography.Text>{f('cycle.method')}</Typography.Text>
            <Segmented
              aria-label={f('cycle.method')}
              value={settings.method}
              options={[
                { value: 'hp', label: f('cycle.method.hp') },
                { value: 'ma', label: f('cycle.method.ma') },
              ]}
              onChange={(m) => setSettings((s) => ({ ...s, method: m as 'hp' | 'ma' }))}
            />
            {settings.method === 'hp' ? (
              <>
                <Typography.Text>{f('cycle.lambda')}</Typography.Text>
                <InputNumber
                  aria-label={f('cycle.lambda')}
                  min={1}
                  max={1e9}
                  value={settings.lambda}
                  onChange={(lambda) => lambda && setSettings((s) => ({ ...s, lambda }))}
                />
              </>
            ) : (
              <>
                <Typography.Text>{f('cycle.window')}</Typography.Text>
                <InputNumber
                  aria-label={f('cycle.window')}
                  min={2}
                  max={120}
                  precision={0}
                  value={settings.window}
                  onChange={(window) => window && setSettings((s) => ({ ...s, window }))}
                />
              </>
            )}
            <Typography.Text>{f('cycle.lag')}</Typography.Text>
            <InputNumber
              aria-label={f('cycle.lag')}
              min={0}
              max={12}
              precision={0}
              value={settings.lag}
              onChange={(lag) => lag !== null && setSettings((s) => ({ ...s, lag }))}
            />
            <Typography.Text>{f('cycle.years')}</Typography.Text>
            <Select
              aria-label={f('cycle.years')}
              value={years}
              style={{ inlineSize: 110 }}
              options={YEAR_CHOICES.map((y) => ({ value: y, label: f('cycle.yearsN', { n: y }) }))}
              onChange={setYears}
            />
          </Space>
          <Typography.Paragraph type="secondary" style={{ marginBlock: '8px 0' }} data-testid="cycle-rule">
            {settings.method === 'hp' ? f('cycle.rule.hp', { lambda: settings.lambda }) : f('cycle.rule.ma', { window: settings.window })}
          </Typography.Paragraph>
        </Card>
        {failure && <Alert type="error" showIcon message={failureMessage(failure)} />}
        {!growth || !inflation ? (
          <Empty description={f('cycle.none')} data-testid="cycle-none" />
        ) : !view ? (
          <Card size="small" loading />
        ) : view.points.length === 0 ? (
          <Alert type="warning" showIcon message={f('cycle.noCommon')} />
        ) : (
          <>
            <Card size="small" title={f('cycle.today.title')}>
              {view.today ? (
                <Space wrap data-testid="cycle-today">
                  <Typography.Text>{f('cycle.today.asOf', { date: barDate(view.today.time) })}</Typography.Text>
                  <PhaseTag phase={view.today.phase as NonNullable<typeof view.today.phase>} />
                  <Typography.Text type="secondary">
                    {f('cycle.today.detail', {
                      growth: f(`cycle.dir.${view.today.growth}`),
                      inflation: f(`cycle.dir.${view.today.inflation}`),
                      asset: f(`cycle.asset.${PHASE_ASSET[view.today.phase as NonNullable<typeof view.today.phase>]}`),
                    })}
                  </Typography.Text>
                </Space>
              ) : (
                <Typography.Text type="secondary">{f('cycle.today.none')}</Typography.Text>
              )}
            </Card>
            <Chart
              title={f('cycle.chart.indicators')}
              demo={demo}
              series={[
                // Each indicator on its own axis (PMI and CPI have unlike scales): an imported file's unit is its name.
                { name: f('cycle.growth'), unit: growth.kind === 'address' ? (growthSeries.data?.unit ?? '') : growth.name, points: growthPoints ?? [] },
                {
                  name: f('cycle.inflation'),
                  unit: inflation.kind === 'address' ? (inflationSeries.data?.unit ?? '') : inflation.name,
                  points: inflationPoints ?? [],
                },
              ]}
            />
            <Chart
              title={f('cycle.chart.phases')}
              height={200}
              demo={demo}
              // One bar series per phase (its own colour and legend entry): a bar of height 1 on each period in that phase.
              series={CLOCK_PHASES.map((phase) => ({
                kind: 'bar' as const,
                name: f(`cycle.phase.${phase}`),
                unit: f('cycle.chart.phaseUnit'),
                points: view.points.map((p) => [p.time, p.phase === phase ? 1 : null] as const),
              }))}
            />
            <Card size="small" title={f('cycle.runs.title')}>
              <Space wrap style={{ marginBlockEnd: 8 }}>
                {view.runs.length === 0 ? <Typography.Text type="secondary">{f('cycle.today.none')}</Typography.Text> : null}
                {(['recovery', 'overheat', 'stagflation', 'reflation'] as const).map((p) => (
                  <Tag key={p}>{f('cycle.count', { phase: f(`cycle.phase.${p}`), n: view.points.filter((x) => x.phase === p).length })}</Tag>
                ))}
              </Space>
              <PhaseRunsTable runs={view.runs} />
            </Card>
          </>
        )}
        <Card size="small" title={f('cycle.returns.title')}>
          <Space wrap style={{ marginBlockEnd: 8 }}>
            <SeriesPicker label={f('cycle.assets.add')} value={null} onChange={(a) => a && !assets.includes(a) && setAssets([...assets, a])} />
            {assets.map((a) => (
              <Tag key={a} closable onClose={() => setAssets(assets.filter((x) => x !== a))}>
                {a}
              </Tag>
            ))}
          </Space>
          {assets.length === 0 ? (
            <Typography.Paragraph type="secondary">{f('cycle.assets.none')}</Typography.Paragraph>
          ) : view ? (
            <>
              <Typography.Paragraph type="secondary" data-testid="cycle-returns-rule">
                {f('cycle.returns.rule', { lag: settings.lag })}
              </Typography.Paragraph>
              <Chart
                title={f('cycle.returns.chart')}
                height={260}
                zoomSlider={false}
                demo={demo}
                xAxis={{ type: 'category', categories: CLOCK_PHASES.map((p) => f(`cycle.phase.${p}`)) }}
                series={assets.map((asset) => ({
                  kind: 'bar' as const,
                  name: asset,
                  unit: '%',
                  points: CLOCK_PHASES.map((phase, i) => {
                    const mean = returns.find((r) => r.phase === phase && r.asset === asset)?.meanReturn;
                    return [i, mean === null || mean === undefined ? null : mean * 100] as const;
                  }),
                }))}
              />
              <PhaseReturnsTable rows={returns} />
            </>
          ) : null}
        </Card>
      </Space>
    </PageContainer>
  );
}
