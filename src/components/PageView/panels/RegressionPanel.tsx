/**
 * The `regression` panel: a price fitted on factor series by OLS (POST /v2/analytics/regression) over the panel's
 * years, on the full sample or a rolling window: the deviation (residual) and its z-score as charts, the
 * coefficients with standard errors, R^2 and n as a table (the table reported), the residuals labelled in-sample or
 * out-of-sample (fit on t-w..t-1, predict t), and the fit of each date taken apart (intercept and b_k x_k(t), by the
 * coefficients of the fit behind that date's deviation: the call's `contributions`). The spec gives the default price
 * and factors; the reader may choose others with the market layer's SeriesPicker. The spec schema holds no user choice, so the choice is the panel's
 * own state (kept while the page is open).
 */
import { PlusOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Empty, Segmented, Space, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import Chart from '@/components/Chart';
import type { ChartSeries } from '@/components/Chart/types';
import SeriesPicker from '@/components/market/SeriesPicker';
import { failureMessage } from '@/utils/apiError';
import type { PanelTable, PanelViewProps } from '../types';
import { regressionBodyOf, useRegression } from './regressionPanelCall';
import { useReportContent } from './reportContent';

const PRECISION = 4;
const MAX_FACTORS = 8;
/** The z-score levels drawn on the deviation's z chart. */
const Z_LEVELS = [2, -2];

type Sample = 'inSample' | 'outOfSample';

interface TermRow {
  key: string;
  term: string;
  coefficient: number;
  stdError: number | null;
}

export default function RegressionPanel({ panel, onContent }: PanelViewProps<'regression'>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [y, setY] = useState<string | null>(panel.y);
  const [x, setX] = useState<(string | null)[]>(panel.x);
  const [sample, setSample] = useState<Sample>(panel.outOfSample ? 'outOfSample' : 'inSample');
  const factors = x.filter((a): a is string => Boolean(a));
  const outOfSample = panel.window !== undefined && sample === 'outOfSample';
  const body = regressionBodyOf(panel, y, x, outOfSample);
  const query = useRegression(body);
  const data = query.data;
  const error = query.error ? failureMessage(query.error) : null;

  const residualName = t(
    outOfSample
      ? 'pagePanels.regression.residual.outOfSample'
      : panel.window
        ? 'pagePanels.regression.residual.rolling'
        : 'pagePanels.regression.residual.fullSample',
    { window: panel.window ?? 0 },
  );
  const zName = t('pagePanels.regression.zScore');
  const deviation = useMemo<ChartSeries[]>(() => (data ? [{ kind: 'line', name: residualName, unit: '', points: data.residuals }] : []), [data, residualName]);
  const zScores = useMemo<ChartSeries[]>(
    () => (data ? [{ kind: 'line', name: zName, unit: 'z', points: data.zScores, levels: Z_LEVELS.map((v) => ({ value: v, label: String(v) })) }] : []),
    [data, zName],
  );

  const contributionTitle = t('pagePanels.regression.contributions');
  const contributions = useMemo<ChartSeries[]>(() => {
    if (!data?.contributions) return [];
    const parts = data.contributions;
    const names = [
      intl.formatMessage({ id: 'pagePanels.regression.intercept' }),
      ...data.asked.x.map((address) => intl.formatMessage({ id: 'pagePanels.regression.contribution' }, { address })),
    ];
    return names.map((name, k) => ({ kind: 'line', name, unit: '', points: parts.map(([ts, values]) => [ts, values[k] ?? null] as const) }));
  }, [data, intl]);

  const rows = useMemo<TermRow[]>(() => {
    if (!data) return [];
    const terms = [intl.formatMessage({ id: 'pagePanels.regression.intercept' }), ...data.asked.x];
    return data.coefficients.map((coefficient, i) => ({ key: String(i), term: terms[i] ?? `x${i}`, coefficient, stdError: data.stdErrors[i] ?? null }));
  }, [data, intl]);
  const columns = useMemo(
    () => [
      intl.formatMessage({ id: 'pagePanels.regression.col.term' }),
      intl.formatMessage({ id: 'pagePanels.regression.col.coefficient' }),
      intl.formatMessage({ id: 'pagePanels.regression.col.stdError' }),
      intl.formatMessage({ id: 'pagePanels.regression.col.t' }),
    ],
    [intl],
  );
  const table = useMemo<PanelTable | null>(() => {
    if (!data || query.error) return null;
    return {
      columns,
      rows: [
        ...rows.map((r) => [r.term, r.coefficient, r.stdError, r.stdError ? r.coefficient / r.stdError : null]),
        [intl.formatMessage({ id: 'pagePanels.regression.r2' }), data.r2, null, null],
        [intl.formatMessage({ id: 'pagePanels.regression.n' }), data.n, null, null],
      ],
    };
  }, [data, query.error, rows, columns, intl]);
  useReportContent(onContent, table, Boolean(data?.demo));

  const num = (v: number | null, digits = PRECISION) =>
    v === null || !Number.isFinite(v) ? '–' : intl.formatNumber(v, { minimumFractionDigits: digits, maximumFractionDigits: digits });

  return (
    <Space direction="vertical" size="small" style={{ inlineSize: '100%' }}>
      <Space wrap size="small" align="end">
        <SeriesPicker label={t('pagePanels.regression.y')} value={y} onChange={setY} width={260} />
        {x.map((address, i) => (
          <SeriesPicker
            // Factors are positional: the i-th picker edits the i-th factor.
            // biome-ignore lint/suspicious/noArrayIndexKey: positional inputs
            key={i}
            label={t('pagePanels.regression.x', { n: i + 1 })}
            value={address}
            allowClear
            exclude={factors.filter((f) => f !== address)}
            onChange={(next) => setX((list) => (next ? list.map((a, j) => (j === i ? next : a)) : list.filter((_, j) => j !== i)))}
            width={220}
          />
        ))}
        {x.length < MAX_FACTORS && (
          <Button icon={<PlusOutlined />} onClick={() => setX((list) => [...list, null])}>
            {t('pagePanels.regression.addFactor')}
          </Button>
        )}
        {panel.window !== undefined && (
          <Segmented<Sample>
            aria-label={t('pagePanels.regression.sample')}
            value={sample}
            onChange={setSample}
            options={[
              { value: 'inSample', label: t('pagePanels.regression.inSample') },
              { value: 'outOfSample', label: t('pagePanels.regression.outOfSample') },
            ]}
          />
        )}
      </Space>
      {!body ? (
        <Empty description={t('pagePanels.regression.choose')} />
      ) : (
        <>
          <Typography.Text type="secondary" data-testid="regression-fit">
            {t(panel.window ? 'pagePanels.regression.fit.rolling' : 'pagePanels.regression.fit.fullSample', { years: panel.years, window: panel.window ?? 0 })}
          </Typography.Text>
          <Chart
            title={residualName}
            series={deviation}
            height={200}
            loading={query.isFetching && !data}
            error={error}
            onRetry={() => void query.refetch()}
            demo={data?.demo}
            precision={2}
          />
          <Chart title={zName} series={zScores} height={160} loading={query.isFetching && !data} error={error} demo={data?.demo} precision={2} />
          {!error && (
            <Chart title={contributionTitle} series={contributions} height={160} loading={query.isFetching && !data} demo={data?.demo} precision={2} />
          )}
          {data && !error && (
            <Table<TermRow>
              size="small"
              aria-label={t('pagePanels.regression.tableTitle')}
              dataSource={rows}
              pagination={false}
              // Long factor addresses on a phone: the table scrolls in its own box, never the page (390 px e2e).
              scroll={{ x: 'max-content' }}
              columns={[
                { key: 'term', title: columns[0], dataIndex: 'term' },
                { key: 'coefficient', title: columns[1], align: 'end', render: (_: unknown, r) => num(r.coefficient) },
                { key: 'stdError', title: columns[2], align: 'end', render: (_: unknown, r) => num(r.stdError) },
                { key: 't', title: columns[3], align: 'end', render: (_: unknown, r) => num(r.stdError ? r.coefficient / r.stdError : null, 2) },
              ]}
              footer={() => <span data-testid="regression-r2">{t('pagePanels.regression.summary', { r2: num(data.r2, 4), n: data.n })}</span>}
            />
          )}
        </>
      )}
    </Space>
  );
}
