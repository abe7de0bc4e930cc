/**
 * /tool/calculator/basis (docs/analytics/calculators.md, "Basis"): a spot series (any address, e.g. the EIA Brent
 * spot `ds:eia:RBRTE`) against futures settlements (the main contract `md:<product>@main:settle` or a month).
 * basis = spot - futures, stated on the page; basis and basis rate over time (charts and table), where today's
 * basis sits in its history (percentile with the distribution), and the term basis: the spot of the latest date
 * against each listed month that day.
 */
import { PageContainer } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Alert, Card, Col, Empty, Row, Select, Space, Statistic, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { productOfAddress } from '@common/market/address';
import { HowToUse } from '@/components/Analytics';
import Chart from '@/components/Chart';
import DemoBadge from '@/components/DemoBadge';
import SeriesPicker from '@/components/market/SeriesPicker';
import { lastYears, useSeries, WHOLE_SERIES_POINTS } from '@/services/market/series';
import { failureMessage } from '@/utils/apiError';
import { barDate, formatNumber, formatPercent } from '../components/format';
import { basisHistogram, basisRows, basisSummary, dayOnOrBefore, staleness, termBasis } from './basisView';
import { BasisHistoryTable, DistributionTable, TermBasisTable } from './components/BasisTables';
import type { BasisSettings } from './data';
import { useTermStructure } from './service';

const DEFAULT_BASIS_SETTINGS: BasisSettings = { spot: 'ds:eia:RBRTE', futures: 'md:ICE.BRENT@main:settle', years: 5 };
const YEAR_CHOICES = [1, 3, 5, 10, 20];

export default function BasisPage() {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [settings, setSettings] = useState<BasisSettings>(DEFAULT_BASIS_SETTINGS);
  // Both series whole (no point reduction that would drop dates): the basis aligns them on their dates.
  const spot = useSeries(settings.spot, lastYears(settings.years), '1d', WHOLE_SERIES_POINTS);
  const futures = useSeries(settings.futures, lastYears(settings.years), '1d', WHOLE_SERIES_POINTS);
  // Unlike units (USD/bbl against CNY/t) give no basis at all: no rows, no statistics (issue 18), only the warning.
  const unitsDiffer = Boolean(spot.data && futures.data && spot.data.unit !== futures.data.unit);
  const rows = useMemo(
    () => (spot.data && futures.data && !unitsDiffer ? basisRows(spot.data.points, futures.data.points) : []),
    [spot.data, futures.data, unitsDiffer],
  );
  const stale = useMemo(() => (spot.data && futures.data ? staleness(spot.data.points, futures.data.points, rows) : null), [spot.data, futures.data, rows]);
  const summary = useMemo(() => basisSummary(rows), [rows]);
  const histogram = useMemo(() => basisHistogram(rows), [rows]);
  const product = productOfAddress(settings.futures);
  const latestSpot = spot.data?.points.at(-1) ?? null;
  const term = useTermStructure(product, latestSpot ? latestSpot[0] : null);
  const termDay = term.data && latestSpot ? dayOnOrBefore(term.data.days, latestSpot[0]) : undefined;
  const termRows = useMemo(
    () => (termDay && latestSpot && !unitsDiffer && term.data?.unit === spot.data?.unit ? termBasis(latestSpot[1], termDay) : []),
    [termDay, latestSpot, unitsDiffer, term.data?.unit, spot.data?.unit],
  );

  const unit = futures.data?.unit ?? spot.data?.unit ?? '';
  const demo = Boolean(spot.data?.demo || futures.data?.demo || (termRows.length > 0 && term.data?.demo));
  const failure = [spot, futures].find((q) => q.isError)?.error;
  const loading = spot.isFetching || futures.isFetching;
  // Each input says whether it is demo data (a real spot against simulated futures is not a market basis).
  const sourceOf = (d: typeof spot.data) => d && `${d.address}: ${d.source}${d.demo ? ` (${f('basis.demoInput')})` : ''}`;
  const sources = [sourceOf(spot.data), sourceOf(futures.data)].filter(Boolean).join(' · ');

  const set = (patch: Partial<BasisSettings>) => setSettings((s) => ({ ...s, ...patch }));
  const basisUnit = unit;

  return (
    <PageContainer title={f('basis.title')} extra={<DemoBadge show={demo} />}>
      <Space direction="vertical" size="middle" style={{ inlineSize: '100%' }}>
        <HowToUse i18nKey="basis.usage.body" />
        <Card size="small">
          <Space wrap align="center">
            <Typography.Text>{f('basis.spot')}</Typography.Text>
            <SeriesPicker label={f('basis.spot')} value={settings.spot} onChange={(spot) => set({ spot })} />
            <Typography.Text>{f('basis.futures')}</Typography.Text>
            <SeriesPicker label={f('basis.futures')} value={settings.futures} kind="md" field="settle" onChange={(futures) => set({ futures })} />
            <Typography.Text>{f('basis.years')}</Typography.Text>
            <Select
              aria-label={f('basis.years')}
              value={settings.years}
              style={{ inlineSize: 110 }}
              options={YEAR_CHOICES.map((y) => ({ value: y, label: f('basis.yearsN', { n: y }) }))}
              onChange={(years: number) => set({ years })}
            />
          </Space>
          <Alert
            style={{ marginBlockStart: 12 }}
            type="info"
            showIcon
            data-testid="basis-sign"
            message={f('basis.sign', { sign: f('basis.sign.formula') })}
            description={f('basis.sign.detail', { unit: basisUnit || '–' })}
          />
          {unitsDiffer && (
            <Alert
              style={{ marginBlockStart: 8 }}
              type="warning"
              showIcon
              message={f('basis.unitsDiffer', { spot: spot.data?.unit ?? '', futures: futures.data?.unit ?? '' })}
            />
          )}
          {stale && (
            <Alert
              style={{ marginBlockStart: 8 }}
              type="warning"
              showIcon
              data-testid="basis-stale"
              message={f(stale.commonEnd === null ? 'basis.stale.none' : 'basis.stale', {
                spotEnd: barDate(stale.spotEnd),
                futuresEnd: barDate(stale.futuresEnd),
                common: stale.commonEnd === null ? '' : barDate(stale.commonEnd),
                days: stale.lagDays,
              })}
            />
          )}
          {sources && (
            <Typography.Paragraph type="secondary" style={{ marginBlock: '8px 0' }}>
              {f('basis.sources', { sources })}
            </Typography.Paragraph>
          )}
        </Card>
        {failure ? (
          <Alert type="error" showIcon message={failureMessage(failure)} />
        ) : !settings.spot || !settings.futures ? (
          <Empty description={f('basis.choose')} />
        ) : !loading && spot.data && futures.data && !unitsDiffer && rows.length < 2 ? (
          <Alert type="warning" showIcon message={f('basis.noOverlap', { n: rows.length })} />
        ) : null}
        {summary && (
          <Card size="small" title={f('basis.today.title', { date: barDate(summary.latest.ts) })}>
            <Row gutter={16}>
              <Col xs={12} md={6}>
                <Statistic title={`${f('basis.col.basis')} (${basisUnit})`} value={formatNumber(intl, summary.latest.basis)} />
              </Col>
              <Col xs={12} md={6}>
                <Statistic title={f('basis.col.rate')} value={formatPercent(intl, summary.latest.basisRate)} />
              </Col>
              <Col xs={12} md={6}>
                <Statistic title={f('basis.percentile')} value={formatPercent(intl, summary.percentile, 1)} data-testid="basis-percentile" />
              </Col>
              <Col xs={12} md={6}>
                <Statistic title={f('basis.observations')} value={summary.observations} />
              </Col>
            </Row>
            <Typography.Paragraph type="secondary" style={{ marginBlock: '8px 0' }}>
              {f('basis.percentile.explain', { n: summary.observations, years: settings.years })}
            </Typography.Paragraph>
          </Card>
        )}
        {(rows.length > 0 || loading) && (
          <Chart
            title={f('basis.chart.basis')}
            loading={loading}
            demo={demo}
            series={[
              {
                name: f('basis.col.basis'),
                unit: basisUnit,
                points: rows.map((r) => [r.ts, r.basis] as const),
                // Zero (the sign changes there) and the median of the history the percentile is taken in.
                levels: summary
                  ? [
                      { value: 0, label: '0' },
                      { value: summary.distribution[4].value, label: f('basis.median') },
                    ]
                  : undefined,
              },
              {
                name: f('basis.col.rate'),
                unit: '%',
                points: rows.filter((r) => r.basisRate !== null).map((r) => [r.ts, (r.basisRate as number) * 100] as const),
              },
            ]}
          />
        )}
        {rows.length > 0 && (
          <Chart
            title={f('basis.chart.prices')}
            demo={demo}
            series={[
              { name: f('basis.col.spot'), unit: spot.data?.unit ?? '', points: rows.map((r) => [r.ts, r.spot] as const) },
              { name: f('basis.col.futures'), unit: futures.data?.unit ?? '', points: rows.map((r) => [r.ts, r.futures] as const) },
            ]}
          />
        )}
        {summary && (
          <Card size="small" title={f('basis.distribution.title')}>
            <Row gutter={16}>
              <Col xs={24} lg={10}>
                <DistributionTable summary={summary} unit={basisUnit} />
              </Col>
              <Col xs={24} lg={14}>
                <Chart
                  title={f('basis.histogram.title')}
                  height={260}
                  zoomSlider={false}
                  xAxis={{ type: 'category', categories: histogram.map((b) => `${formatNumber(intl, b.from)}…${formatNumber(intl, b.to)}`) }}
                  series={[
                    {
                      kind: 'bar',
                      name: f('basis.histogram.count'),
                      unit: f('basis.histogram.unit'),
                      points: histogram.map((b, i) => [i, b.latest ? null : b.count] as const),
                    },
                    {
                      kind: 'bar',
                      name: f('basis.histogram.today'),
                      unit: f('basis.histogram.unit'),
                      points: histogram.map((b, i) => [i, b.latest ? b.count : null] as const),
                    },
                  ]}
                />
              </Col>
            </Row>
          </Card>
        )}
        {settings.futures && (
          <Card size="small" title={f('basis.term.title')} extra={termDay ? f('basis.term.asOf', { date: termDay.date }) : null}>
            {!product ? (
              <Typography.Text type="secondary">{f('basis.term.notFutures')}</Typography.Text>
            ) : term.isError ? (
              <Alert type="error" showIcon message={failureMessage(term.error)} />
            ) : termRows.length === 0 ? (
              <Typography.Text type="secondary">{term.isFetching ? f('basis.loading') : f('basis.term.none')}</Typography.Text>
            ) : (
              <>
                <Chart
                  title={f('basis.term.chart')}
                  height={240}
                  zoomSlider={false}
                  demo={demo}
                  xAxis={{ type: 'category', categories: termRows.map((r) => r.month) }}
                  series={[
                    { kind: 'bar', name: f('basis.col.basis'), unit: basisUnit, signColours: true, points: termRows.map((r, i) => [i, r.basis] as const) },
                  ]}
                />
                <TermBasisTable rows={termRows} />
              </>
            )}
          </Card>
        )}
        {rows.length > 0 && (
          <Card size="small" title={f('basis.history.title')}>
            <BasisHistoryTable rows={rows} />
          </Card>
        )}
      </Space>
    </PageContainer>
  );
}
