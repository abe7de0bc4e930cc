/**
 * The book's daily unit net value (time-weighted: deposits and withdrawals buy or redeem units at the day's NAV, so
 * they never move it) with its drawdown and an optional benchmark rebased to it, the monthly returns, the metrics of
 * its daily returns (common/domain/metrics.ts computeMetrics, the convention in force shown by MetricsTable) and the
 * daily numbers behind the chart. Chart, tables and settings are the shared analytics components.
 */
import { Alert, Card, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import type { NavPoint } from '@common/contract/tradeRecord';
import { computeMetrics } from '@common/domain/metrics';
import {
  DEFAULT_METRICS_SETTINGS,
  MetricsSettings,
  type MetricsSettingsValue,
  MetricsTable,
  MonthlyReturnsTable,
  NavDrawdownChart,
} from '@/components/Analytics';
import ClientTable from '@/components/ClientTable';
import DemoBadge from '@/components/DemoBadge';
import { useSeries } from '@/services/market/series';
import { failureMessage } from '@/utils/apiError';
import { useNav } from '../service';
import Benchmark from './Benchmark';
import { useNumber, useText } from './useText';

const day = (date: string) => Date.parse(`${date}T00:00:00Z`);

export default function NavTab({ bookId }: { bookId: string }) {
  const f = useText();
  const n = useNumber();
  const nav = useNav(bookId);
  const points = nav.data?.points ?? [];
  // Chinese futures: 243 trading days in 2025 (docs/analytics.md, "Periods per year").
  const [settings, setSettings] = useState<MetricsSettingsValue>({ ...DEFAULT_METRICS_SETTINGS, periodsPerYear: 243 });
  const [benchmarkAddress, setBenchmark] = useState('');

  const navPoints = useMemo(() => points.map((p) => [day(p.date), p.nav] as const), [points]);
  const from = navPoints[0]?.[0] ?? 0;
  const to = navPoints.at(-1)?.[0] ?? 0;
  const benchmark = useSeries(benchmarkAddress, { from, to: to + 86_400_000 }, '1d', 5000, { enabled: navPoints.length > 0 });
  const metrics = useMemo(
    () =>
      computeMetrics(
        points.map((p) => p.dailyReturn),
        settings,
      ),
    [points, settings],
  );
  const pct = (v: number) => `${n(v * 100, 2)} %`;
  const demo = !!nav.data?.demo || !!benchmark.data?.demo;

  const columns: ColumnsType<NavPoint> = [
    { key: 'date', title: f('tradeRecord.flow.date'), dataIndex: 'date', sorter: (a, b) => a.date.localeCompare(b.date) },
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
      <Space wrap>
        <Typography.Text type="secondary">{f('tradeRecord.nav.intro', { fx: nav.data?.fxSource ?? 'fx.usdcny' })}</Typography.Text>
        <DemoBadge show={demo} />
      </Space>
      <Space wrap>
        <span>{f('tradeRecord.benchmark.title')}</span>
        <Benchmark value={benchmarkAddress} onChange={setBenchmark} />
      </Space>
      {benchmark.isError && <Alert type="warning" showIcon message={f('tradeRecord.benchmark.failed', { reason: failureMessage(benchmark.error) })} />}
      <NavDrawdownChart
        nav={navPoints}
        benchmark={benchmark.data ? { name: benchmarkAddress, points: benchmark.data.points } : undefined}
        demo={demo}
        loading={nav.isLoading}
      />
      <Card size="small" title={f('tradeRecord.nav.monthly')}>
        <MonthlyReturnsTable points={navPoints} />
      </Card>
      <Card size="small" title={f('tradeRecord.nav.metrics')}>
        <MetricsSettings value={settings} onChange={setSettings} />
        <MetricsTable result={metrics} />
      </Card>
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
