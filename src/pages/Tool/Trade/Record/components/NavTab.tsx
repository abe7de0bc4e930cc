/**
 * The book's daily unit net value (time-weighted: deposits and withdrawals buy or redeem units at the day's NAV, so
 * they never move it) with its drawdown, the metrics of its daily returns (common/domain/metrics.ts computeMetrics,
 * the convention in force shown next to them) and the daily numbers behind the chart.
 */
import { Alert, Descriptions, InputNumber, Select, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import type { NavPoint } from '@common/contract/tradeRecord';
import { computeMetrics, METRIC_KEYS, type MetricsConvention } from '@common/domain/metrics';
import Chart from '@/components/Chart';
import ClientTable from '@/components/ClientTable';
import DemoBadge from '@/components/DemoBadge';
import { failureMessage } from '@/utils/apiError';
import { useNav } from '../service';
import { useNumber, useText } from './useText';

const day = (date: string) => Date.parse(`${date}T00:00:00Z`);
/** Periods per year offered: 243 (Chinese futures, 2025), 242 (2022-2024), 252 (elsewhere). */
const PERIODS = [243, 242, 252];
const PERCENT_METRICS = new Set([
  'cumulativeReturn',
  'annualReturn',
  'annualVolatility',
  'downsideRisk',
  'maxDrawdown',
  'winRate',
  'bestPeriod',
  'worstPeriod',
  'valueAtRisk',
  'conditionalValueAtRisk',
]);

export default function NavTab({ bookId }: { bookId: string }) {
  const f = useText();
  const n = useNumber();
  const nav = useNav(bookId);
  const points = nav.data?.points ?? [];
  const [periodsPerYear, setPeriods] = useState(243);
  const [riskFree, setRiskFree] = useState(0);
  const [convention, setConvention] = useState<MetricsConvention>('empyrical');

  const series = useMemo(
    () => [
      {
        kind: 'line' as const,
        name: f('tradeRecord.nav.unitNav'),
        unit: f('tradeRecord.nav.unitNavUnit'),
        points: points.map((p) => [day(p.date), p.nav] as const),
      },
      { kind: 'area' as const, name: f('tradeRecord.nav.drawdown'), unit: '%', points: points.map((p) => [day(p.date), p.drawdown * 100] as const) },
    ],
    [points, f],
  );
  const metrics = useMemo(
    () =>
      computeMetrics(
        points.map((p) => p.dailyReturn),
        { periodsPerYear, riskFree, convention },
      ),
    [points, periodsPerYear, riskFree, convention],
  );
  const pct = (v: number) => `${n(v * 100, 2)} %`;

  const columns: ColumnsType<NavPoint> = [
    { key: 'date', title: f('tradeRecord.flow.date'), dataIndex: 'date', sorter: (a, b) => a.date.localeCompare(b.date), defaultSortOrder: 'descend' },
    { key: 'nav', title: f('tradeRecord.nav.unitNav'), dataIndex: 'nav', align: 'end', render: (v: number) => n(v, 6) },
    {
      key: 'dailyReturn',
      title: f('tradeRecord.nav.dailyReturn'),
      dataIndex: 'dailyReturn',
      align: 'end',
      render: (v: number | null) => (v === null ? '' : pct(v)),
    },
    {
      key: 'drawdown',
      title: f('tradeRecord.nav.drawdown'),
      dataIndex: 'drawdown',
      align: 'end',
      sorter: (a, b) => a.drawdown - b.drawdown,
      render: (v: number) => pct(v),
    },
    { key: 'equity', title: f('tradeRecord.nav.equity'), dataIndex: 'equity', align: 'end', render: (v: number) => n(v) },
    { key: 'units', title: f('tradeRecord.nav.units'), dataIndex: 'units', align: 'end', render: (v: number) => n(v) },
    {
      key: 'flow',
      title: f('tradeRecord.flow.amount'),
      dataIndex: 'flow',
      align: 'end',
      filters: [{ text: f('tradeRecord.nav.withFlow'), value: 'flow' }],
      onFilter: (_, r) => r.flow !== 0,
      render: (v: number) => (v === 0 ? '' : n(v)),
    },
    { key: 'realised', title: f('tradeRecord.positions.realised'), dataIndex: 'realised', align: 'end', render: (v: number) => n(v) },
    { key: 'unrealised', title: f('tradeRecord.positions.unrealised'), dataIndex: 'unrealised', align: 'end', render: (v: number) => n(v) },
    { key: 'fees', title: f('tradeRecord.column.fee'), dataIndex: 'fees', align: 'end', render: (v: number) => n(v) },
  ];

  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }}>
      {nav.isError && <Alert type="error" showIcon message={failureMessage(nav.error)} />}
      {nav.data && nav.data.unmarked.length > 0 && (
        <Alert type="warning" showIcon message={f('tradeRecord.nav.unmarked', { instruments: nav.data.unmarked.join(', ') })} />
      )}
      <Space>
        <Typography.Text type="secondary">{f('tradeRecord.nav.intro', { fx: nav.data?.fxSource ?? 'fx.usdcny' })}</Typography.Text>
        <DemoBadge show={!!nav.data?.demo} />
      </Space>
      <Chart title={f('tradeRecord.nav.chartTitle')} series={series} loading={nav.isLoading} demo={!!nav.data?.demo} precision={4} />
      <Space wrap>
        <span>{f('tradeRecord.metrics.periods')}</span>
        <Select
          aria-label={f('tradeRecord.metrics.periods')}
          value={periodsPerYear}
          onChange={setPeriods}
          options={PERIODS.map((p) => ({ value: p, label: String(p) }))}
          style={{ inlineSize: 100 }}
        />
        <span>{f('tradeRecord.metrics.riskFree')}</span>
        <InputNumber
          aria-label={f('tradeRecord.metrics.riskFree')}
          value={riskFree * 100}
          min={-100}
          max={100}
          step={0.25}
          suffix="%"
          onChange={(v) => setRiskFree((v ?? 0) / 100)}
        />
        <span>{f('tradeRecord.metrics.convention')}</span>
        <Select<MetricsConvention>
          aria-label={f('tradeRecord.metrics.convention')}
          value={convention}
          onChange={setConvention}
          options={['empyrical', 'quantstats'].map((c) => ({ value: c as MetricsConvention, label: f(`tradeRecord.metrics.convention.${c}`) }))}
          style={{ inlineSize: 200 }}
        />
      </Space>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, lg: 3 }}
        title={f('tradeRecord.metrics.title', { convention: f(`tradeRecord.metrics.convention.${metrics.convention}`), periods: metrics.periodsPerYear })}
        items={METRIC_KEYS.map((k) => {
          const v = metrics.values[k];
          const problem = metrics.problems[k];
          return {
            key: k,
            label: f(`tradeRecord.metric.${k}`),
            children:
              v === null ? (
                <Typography.Text type="secondary">{f(`tradeRecord.problem.${problem ?? 'empty'}`)}</Typography.Text>
              ) : PERCENT_METRICS.has(k) ? (
                pct(v)
              ) : (
                n(v, 4)
              ),
          };
        })}
      />
      <ClientTable<NavPoint>
        aria-label={f('tradeRecord.nav.table')}
        rows={points}
        columns={columns}
        rowKey="date"
        loading={nav.isLoading}
        exportName="nav"
        exportColumns={[
          { title: f('tradeRecord.flow.date'), value: (r) => r.date },
          { title: f('tradeRecord.nav.unitNav'), value: (r) => r.nav },
          { title: f('tradeRecord.nav.dailyReturn'), value: (r) => r.dailyReturn },
          { title: f('tradeRecord.nav.drawdown'), value: (r) => r.drawdown },
          { title: f('tradeRecord.nav.equity'), value: (r) => r.equity },
          { title: f('tradeRecord.nav.units'), value: (r) => r.units },
          { title: f('tradeRecord.flow.amount'), value: (r) => r.flow },
        ]}
      />
    </Space>
  );
}
