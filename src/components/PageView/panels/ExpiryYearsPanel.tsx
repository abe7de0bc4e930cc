/**
 * The `expiryYears` panel: one calendar spread (near - far settlement, positive = backwardation) across years, each
 * year's line on the trading days before its near leg's last trading day (POST /v2/calculators/calendarSpreadYears;
 * the counting is common/domain/expirySpread.ts). The current pair is emphasised (first, drawn as an area, named so
 * in the legend); earlier years are plain lines. The table reported: one row per days-before, a column per year.
 */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from '@umijs/max';
import { Empty } from 'antd';
import { useMemo } from 'react';
import type { CalendarSpreadYear } from '@common/contract/calculators';
import Chart, { type ChartXAxis } from '@/components/Chart';
import { failureMessage } from '@/utils/apiError';
import { expiryYearsQuery } from '../panelQueries';
import type { PanelTable, PanelViewProps } from '../types';
import { drawnYears, expiryYearsSeries, expiryYearsTable } from './expiryYearsView';
import { useReportContent } from './reportContent';

const PRECISION = 2;

export default function ExpiryYearsPanel({ panel, onContent }: PanelViewProps<'expiryYears'>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const monthName = (month: number) => intl.formatDate(Date.UTC(2000, month - 1, 1), { month: 'short', timeZone: 'UTC' });
  const query = useQuery(expiryYearsQuery(panel));
  const data = query.data?.data;
  const years = useMemo(() => drawnYears(data), [data]);
  const unit = data?.unit ?? '';
  const demo = data?.demo ?? false;

  const series = useMemo(
    () => expiryYearsSeries(years, unit, (y) => (y.current ? intl.formatMessage({ id: 'pagePanels.expiryYears.current' }, { year: y.year }) : String(y.year))),
    [years, unit, intl],
  );
  const xAxis = useMemo<ChartXAxis>(() => ({ type: 'value', name: intl.formatMessage({ id: 'pagePanels.expiryYears.axis' }), min: 0, inverse: true }), [intl]);

  const table = useMemo<PanelTable | null>(() => {
    if (query.error || years.length === 0) return null;
    const columnOf = (y: CalendarSpreadYear) =>
      intl.formatMessage({ id: 'pagePanels.expiryYears.column' }, { year: y.year, near: y.near, far: y.far, lastTradingDay: y.lastTradingDay });
    return expiryYearsTable(years, intl.formatMessage({ id: 'pagePanels.expiryYears.daysBefore' }), columnOf);
  }, [years, query.error, intl]);
  useReportContent(onContent, table, demo);

  if (!query.isFetching && !query.error && data && years.length === 0) {
    return <Empty description={t('pagePanels.expiryYears.none', { product: panel.product })} />;
  }
  return (
    <Chart
      title={t('pagePanels.expiryYears.chartTitle', { product: panel.product, near: monthName(panel.near), far: monthName(panel.far) })}
      series={series}
      xAxis={xAxis}
      height={300}
      zoomSlider={false}
      loading={query.isFetching && !data}
      error={query.error ? failureMessage(query.error) : null}
      onRetry={() => void query.refetch()}
      demo={demo}
      precision={PRECISION}
    />
  );
}
