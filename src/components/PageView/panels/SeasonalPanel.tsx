/**
 * The `seasonal` panel: one address by day or week of year, the min-max and percentile bands over the panel's years
 * and the current year on top, from the seasonal feature's call (POST /v2/analytics/seasonality) and the chart
 * series the seasonality page draws (components/Analytics/seasonalView.ts). The table reported is the numbers behind
 * the chart, one row per day or week.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useIntl } from '@umijs/max';
import { useMemo } from 'react';
import { addressForUnit } from '@common/contract/pageSpec';
import { percentileKeys, seasonalChartSeries, seasonalRows } from '@/components/Analytics/seasonalView';
import Chart, { type ChartXAxis } from '@/components/Chart';
import { dataOf } from '@/services/query';
import { failureMessage } from '@/utils/apiError';
import { seasonalQuery } from '../panelQueries';
import type { PanelTable, PanelViewProps } from '../types';
import { useReportContent } from './reportContent';

const PRECISION = 2;

export default function SeasonalPanel({ panel, unit, onContent }: PanelViewProps<'seasonal'>) {
  const intl = useIntl();
  const address = addressForUnit(panel.series, unit);
  const query = useQuery({ ...seasonalQuery(panel, unit), select: dataOf, placeholderData: keepPreviousData });
  const data = query.data;

  const yUnit = data ? (panel.mode === 'rebased' ? intl.formatMessage({ id: 'seasonal.chart.rebasedUnit' }) : data.unit) : '';
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
        unit: yUnit,
      },
      false,
    );
  }, [data, yUnit, intl]);
  const axis = panel.x;
  const xAxis = useMemo<ChartXAxis>(
    () => ({
      type: 'value',
      name: intl.formatMessage({ id: axis === 'dayOfYear' ? 'seasonal.axis.day' : 'seasonal.axis.week' }),
      min: 1,
      max: axis === 'dayOfYear' ? 365 : 52,
    }),
    [axis, intl],
  );

  const table = useMemo<PanelTable | null>(() => {
    if (!data || query.error) return null;
    const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
    const keys = percentileKeys(data);
    return {
      columns: [
        t('seasonal.table.x'),
        t('seasonal.table.label'),
        t('seasonal.table.min'),
        ...keys.map((p) => t('seasonal.table.percentile', { p })),
        t('seasonal.table.max'),
        t('seasonal.table.current', { year: data.currentYear }),
      ],
      rows: seasonalRows(data, axis).map((r) => [r.x, r.label, r.min, ...keys.map((p) => r.bands[p] ?? null), r.max, r.current]),
    };
  }, [data, query.error, axis, intl]);
  useReportContent(onContent, table, Boolean(data?.demo));

  return (
    <Chart
      title={intl.formatMessage({ id: 'pagePanels.seasonal.chartTitle' }, { address: data?.address ?? address })}
      series={series}
      xAxis={xAxis}
      height={300}
      loading={query.isFetching && !data}
      error={query.error ? failureMessage(query.error) : null}
      onRetry={() => void query.refetch()}
      demo={data?.demo}
      precision={PRECISION}
    />
  );
}
