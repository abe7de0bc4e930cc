/**
 * The `curve` panel: a product's listed months (M1, M2, ... by expiry) on the latest settled day, with the curves of
 * `compareDaysBack` days ago overlaid, one line each, on a tenor axis. Settlements from the term-structure call
 * (curvePanelTerms.ts). The table reported: one row per tenor, per curve its contract and settlement.
 */
import { useIntl } from '@umijs/max';
import { Empty } from 'antd';
import { useMemo } from 'react';
import Chart, { type ChartXAxis } from '@/components/Chart';
import type { ChartSeries } from '@/components/Chart/types';
import { failureMessage } from '@/utils/apiError';
import type { PanelTable, PanelViewProps } from '../types';
import { lastDay, LOOKBACK_DAYS, tenorsOf, useCurves, type TenorPoint } from './curvePanelTerms';
import { useReportContent } from './reportContent';

const PRECISION = 2;

interface DatedCurve {
  name: string;
  date: string;
  points: TenorPoint[];
}

export default function CurvePanel({ panel, onContent }: PanelViewProps<'curve'>) {
  const intl = useIntl();
  const { answers, error, loading, retry } = useCurves(panel.product, panel.compareDaysBack);
  const demo = answers.some((a) => a?.demo);
  const unit = answers.find((a) => a)?.unit ?? '';

  const curves = useMemo<DatedCurve[]>(() => {
    const out: DatedCurve[] = [];
    answers.forEach((data, i) => {
      const day = lastDay(data);
      if (!day) return;
      const name =
        i === 0
          ? intl.formatMessage({ id: 'pagePanels.curve.latest' }, { date: day.date })
          : intl.formatMessage({ id: 'pagePanels.curve.daysAgo' }, { days: panel.compareDaysBack[i - 1], date: day.date });
      out.push({ name, date: day.date, points: tenorsOf(day, panel.months) });
    });
    return out;
  }, [answers, panel.compareDaysBack, panel.months, intl]);

  const tenors = Math.max(0, ...curves.map((c) => c.points.length));
  const xAxis = useMemo<ChartXAxis>(() => ({ type: 'category', categories: Array.from({ length: tenors }, (_, i) => `M${i + 1}`) }), [tenors]);
  const series = useMemo<ChartSeries[]>(
    () => curves.map((c) => ({ kind: 'line', name: c.name, unit, points: c.points.map((p, i) => [i, p.settle] as const) })),
    [curves, unit],
  );

  const table = useMemo<PanelTable | null>(() => {
    if (error || curves.length === 0) return null;
    const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
    return {
      columns: [
        t('pagePanels.curve.tenor'),
        ...curves.flatMap((c) => [t('pagePanels.curve.contractOn', { date: c.date }), t('pagePanels.curve.settleOn', { date: c.date })]),
      ],
      rows: Array.from({ length: tenors }, (_, i) => [`M${i + 1}`, ...curves.flatMap((c) => [c.points[i]?.instrument ?? null, c.points[i]?.settle ?? null])]),
    };
  }, [curves, tenors, error, intl]);
  useReportContent(onContent, table, demo);

  if (!loading && !error && !lastDay(answers[0])) {
    return <Empty description={intl.formatMessage({ id: 'pagePanels.curve.none' }, { product: panel.product, days: LOOKBACK_DAYS })} />;
  }
  return (
    <Chart
      title={intl.formatMessage({ id: 'pagePanels.curve.chartTitle' }, { product: panel.product })}
      series={series}
      xAxis={xAxis}
      height={300}
      zoomSlider={false}
      loading={loading}
      error={error ? failureMessage(error) : null}
      onRetry={retry}
      demo={demo}
      precision={PRECISION}
    />
  );
}
