/**
 * The `matrix` panel: the calendar spreads of every pair of the first `months` listed months on the latest settled
 * day (near - far, positive = backwardation) as a heat map, near month down, far month across, and every pair's roll
 * yield in the default convention of common/domain/rollYield.ts (log, months), labelled. Same curve call as the curve
 * panel (curvePanelTerms.ts); the numbers from common/domain/spreadMatrix.ts. The table reported is the pair table
 * shown under the heat map.
 */
import { useIntl } from '@umijs/max';
import { Empty, Space, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { spreadMatrix, type SpreadCell } from '@common/domain/spreadMatrix';
import Chart from '@/components/Chart';
import type { ChartSeries } from '@/components/Chart/types';
import { failureMessage } from '@/utils/apiError';
import type { PanelTable, PanelViewProps } from '../types';
import { lastDay, LOOKBACK_DAYS, tenorsOf, useCurves } from './curvePanelTerms';
import { useReportContent } from './reportContent';

const PRECISION = 2;
const NO_DAYS_BACK: readonly number[] = [];

interface PairRow {
  key: string;
  pair: string;
  near: string;
  far: string;
  spread: number | null;
  rollYield: number | null;
}

export default function MatrixPanel({ panel, onContent }: PanelViewProps<'matrix'>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { answers, error, loading, retry } = useCurves(panel.product, NO_DAYS_BACK);
  const data = answers[0];
  const day = lastDay(data);

  const { points, cells, rows } = useMemo(() => {
    const points = day ? tenorsOf(day, panel.months) : [];
    const cells: SpreadCell[] = spreadMatrix(points.map((p) => ({ month: p.month, price: p.settle })));
    const rows: PairRow[] = cells.map((c) => ({
      key: `${c.near}-${c.far}`,
      pair: `${points[c.near].tenor}-${points[c.far].tenor}`,
      near: points[c.near].instrument,
      far: points[c.far].instrument,
      spread: c.spread,
      rollYield: c.rollYield,
    }));
    return { points, cells, rows };
  }, [day, panel.months]);

  const unit = data?.unit ?? '';
  const series = useMemo<ChartSeries[]>(() => {
    if (points.length < 2) return [];
    const name = intl.formatMessage({ id: 'pagePanels.matrix.spread' });
    return [
      {
        kind: 'heatmap',
        name,
        unit,
        // Across: the far month (M2..Mn); down: the near month (M1..Mn-1).
        xCategories: points.slice(1).map((p) => p.tenor),
        yCategories: points.slice(0, -1).map((p) => p.tenor),
        cells: cells.map((c) => [c.far - 1, c.near, c.spread] as const),
        precision: PRECISION,
      },
    ];
  }, [points, cells, unit, intl]);

  const columns = useMemo(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return {
      pair: t('pagePanels.matrix.col.pair'),
      near: t('pagePanels.matrix.col.near'),
      far: t('pagePanels.matrix.col.far'),
      spread: intl.formatMessage({ id: 'pagePanels.matrix.col.spread' }, { unit }),
      rollYield: t('pagePanels.matrix.col.rollYield'),
    };
  }, [intl, unit]);
  const table = useMemo<PanelTable | null>(
    () => (error || rows.length === 0 ? null : { columns: Object.values(columns), rows: rows.map((r) => [r.pair, r.near, r.far, r.spread, r.rollYield]) }),
    [rows, columns, error],
  );
  useReportContent(onContent, table, Boolean(data?.demo));

  if (!loading && !error && points.length < 2) {
    return <Empty description={t('pagePanels.curve.none', { product: panel.product, days: LOOKBACK_DAYS })} />;
  }
  const num = (v: number | null) => (v === null ? '–' : intl.formatNumber(v, { minimumFractionDigits: PRECISION, maximumFractionDigits: PRECISION }));
  const pct = (v: number | null) => (v === null ? '–' : intl.formatNumber(v, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }));
  return (
    <Space direction="vertical" size="small" style={{ inlineSize: '100%' }}>
      <Chart
        title={t('pagePanels.matrix.chartTitle', { product: panel.product, date: day?.date ?? '' })}
        series={series}
        height={300}
        loading={loading}
        error={error ? failureMessage(error) : null}
        onRetry={retry}
        demo={data?.demo}
        precision={PRECISION}
      />
      {!error && rows.length > 0 && (
        <>
          <Typography.Text type="secondary" data-testid="roll-yield-convention">
            {t('pagePanels.matrix.convention')}
          </Typography.Text>
          <Table<PairRow>
            size="small"
            aria-label={t('pagePanels.matrix.tableTitle')}
            dataSource={rows}
            pagination={{ pageSize: 11, hideOnSinglePage: true, showSizeChanger: false }}
            scroll={{ x: true }}
            columns={[
              { key: 'pair', title: columns.pair, dataIndex: 'pair' },
              { key: 'near', title: columns.near, dataIndex: 'near' },
              { key: 'far', title: columns.far, dataIndex: 'far' },
              { key: 'spread', title: columns.spread, align: 'end', render: (_: unknown, r) => num(r.spread) },
              { key: 'rollYield', title: columns.rollYield, align: 'end', render: (_: unknown, r) => pct(r.rollYield) },
            ]}
          />
        </>
      )}
    </Space>
  );
}
