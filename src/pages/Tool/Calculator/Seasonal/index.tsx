/**
 * Price seasonality (`/tool/calculator/seasonal`, docs/analytics/seasonal.md): any series address by day or week of
 * year, the bands (min-max, percentile pairs, median) over the N years before the current one, the current year on
 * top, and the numbers behind the chart. The lines come from POST /v2/analytics/seasonality (common/domain/seasonality.ts).
 */
import { PageContainer } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Alert, Card, Empty, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { DEFAULT_PERCENTILES, type SeasonalityBody } from '@common/contract/seasonal';
import Chart, { type ChartXAxis } from '@/components/Chart';
import DemoBadge from '@/components/DemoBadge';
import { failureMessage } from '@/utils/apiError';
import SeasonalControls from './components/SeasonalControls';
import SeasonalTable from './components/SeasonalTable';
import UsagePanel from './components/UsagePanel';
import type { SeasonalSettings } from './data';
import { useSeasonality } from './service';
import { percentileKeys, seasonalChartSeries, seasonalRows } from '@/components/Analytics/seasonalView';

/** The public EIA Brent history every reader of data-source series can open (docs/market-data/marketData.md). */
export const DEFAULT_ADDRESS = 'ds:eia:RBRTE';
export const DEFAULT_SETTINGS: SeasonalSettings = {
  address: DEFAULT_ADDRESS,
  years: 5,
  x: 'dayOfYear',
  mode: 'level',
  percentiles: [...DEFAULT_PERCENTILES],
  showYears: false,
};

/** Digits shown: 2 for prices and rebased indices alike. */
const PRECISION = 2;

export default function Seasonal() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [settings, setSettings] = useState<SeasonalSettings>(DEFAULT_SETTINGS);
  const body = useMemo<SeasonalityBody | null>(
    () =>
      settings.address ? { address: settings.address, years: settings.years, x: settings.x, mode: settings.mode, percentiles: settings.percentiles } : null,
    [settings.address, settings.years, settings.x, settings.mode, settings.percentiles],
  );
  const query = useSeasonality(body);
  const data = query.data;

  const unit = data ? (settings.mode === 'rebased' ? t('seasonal.chart.rebasedUnit') : data.unit) : '';
  const series = useMemo(() => {
    if (!data) return [];
    const label = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
    return seasonalChartSeries(
      data,
      {
        minMax: label('seasonal.chart.minMax'),
        band: (lower, upper) => label('seasonal.chart.band', { lower, upper }),
        percentile: (p) => label('seasonal.chart.percentile', { p }),
        year: (year) => year,
        unit,
      },
      settings.showYears,
    );
  }, [data, unit, settings.showYears, intl]);
  // The axis of the answer on screen (while a new one loads, the previous answer stays): 52 weeks or 365 days.
  const axis = data && data.x.length <= 52 ? 'weekOfYear' : 'dayOfYear';
  const rows = useMemo(() => (data ? seasonalRows(data, axis) : []), [data, axis]);
  // A stable object: a new one redraws the chart (src/components/Chart).
  const xAxis = useMemo<ChartXAxis>(
    () => ({
      type: 'value',
      name: intl.formatMessage({ id: axis === 'dayOfYear' ? 'seasonal.axis.day' : 'seasonal.axis.week' }),
      min: 1,
      max: axis === 'dayOfYear' ? 365 : 52,
    }),
    [axis, intl],
  );
  const error = query.error ? failureMessage(query.error) : null;
  const bandYears = data?.bandYears ?? [];

  return (
    <PageContainer>
      <Space direction="vertical" size="middle" style={{ inlineSize: '100%' }}>
        <UsagePanel i18nKey="seasonal.howTo" />
        <Card>
          <SeasonalControls value={settings} onChange={setSettings} />
        </Card>
        <Card>
          {!body ? (
            <Empty description={t('seasonal.pickSeries')} />
          ) : (
            <Space direction="vertical" size="small" style={{ inlineSize: '100%' }}>
              {data && (
                <Space wrap size="middle" data-testid="seasonal-summary">
                  <Typography.Text>{t('seasonal.source', { source: data.source })}</Typography.Text>
                  <Typography.Text type="secondary">
                    {bandYears.length
                      ? t('seasonal.bandYears', { from: bandYears[0], to: bandYears[bandYears.length - 1], count: bandYears.length, current: data.currentYear })
                      : t('seasonal.noBandYears', { current: data.currentYear })}
                  </Typography.Text>
                  <DemoBadge show={data.demo} />
                </Space>
              )}
              <Chart
                title={t('seasonal.chart.title', { address: data?.address ?? body.address })}
                series={series}
                xAxis={xAxis}
                height={420}
                loading={query.isFetching && !data}
                error={error}
                onRetry={() => void query.refetch()}
                demo={data?.demo}
                precision={PRECISION}
              />
              <Typography.Text type="secondary">{t('seasonal.conventions')}</Typography.Text>
            </Space>
          )}
        </Card>
        {data && !error && (
          <Card title={t('seasonal.table.title')}>
            {bandYears.length === 0 && (
              <Alert type="info" showIcon message={t('seasonal.noBandYears', { current: data.currentYear })} style={{ marginBlockEnd: 12 }} />
            )}
            <SeasonalTable
              rows={rows}
              percentiles={percentileKeys(data)}
              currentYear={data.currentYear}
              precision={PRECISION}
              exportName={`seasonality-${data.address.replace(/[^\w.-]+/g, '_')}`}
            />
          </Card>
        )}
      </Space>
    </PageContainer>
  );
}
