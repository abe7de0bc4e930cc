/**
 * The book's daily unit net value (time-weighted: deposits and withdrawals buy or redeem units at the day's NAV, so
 * they never move it) with its drawdown and an optional benchmark rebased to it, the monthly returns, the metrics of
 * its daily returns (common/domain/metrics.ts computeMetrics, the convention in force shown by MetricsTable) and the
 * daily numbers behind the chart. Chart, tables and settings are the shared analytics components.
 *
 * Issue 18: the periods a year come from the exchange calendar of the book's most traded instrument (reference data,
 * useProductCalendar + tradingDaysPerYear, shown under the setting) instead of a fixed 243, and no annual return or
 * Calmar is given for less than one year of daily returns (withoutShortAnnualisation; the minimum is stated).
 */
import { Alert, Card, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import type { NavPoint } from '@common/contract/tradeRecord';
import { computeMetrics, withoutShortAnnualisation } from '@common/domain/metrics';
import { parseInstrument } from '@common/market/address';
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
import { tradingDaysPerYear, useProductCalendar } from '@/services/market/tradingCalendar';
import { failureMessage } from '@/utils/apiError';
import { useNav, useTrades } from '../service';
import Benchmark from './Benchmark';
import { useNumber, useText } from './useText';

const day = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The instrument with the most trades (the first traded on a tie): its exchange calendar counts the book's days. */
function mainInstrument(trades: readonly { instrument: string }[]): string | null {
  const counts = new Map<string, number>();
  for (const t of trades) counts.set(t.instrument, (counts.get(t.instrument) ?? 0) + 1);
  let best: string | null = null;
  for (const [instrument, n] of counts) if (best === null || n > (counts.get(best) ?? 0)) best = instrument;
  return best;
}

export default function NavTab({ bookId }: { bookId: string }) {
  const f = useText();
  const n = useNumber();
  const nav = useNav(bookId);
  const points = nav.data?.points ?? [];
  const trades = useTrades(bookId);
  const instrument = useMemo(() => mainInstrument(trades.data ?? []), [trades.data]);
  const ref = instrument ? parseInstrument(instrument) : null;
  const productCalendar = useProductCalendar(ref ? { exchange: ref.exchange, code: ref.code } : null);
  const perYear = tradingDaysPerYear(productCalendar.years);
  const defaultPeriods = perYear?.days ?? DEFAULT_METRICS_SETTINGS.periodsPerYear;
  // The calendar's days a year until the user picks another number.
  const [chosen, setSettings] = useState<MetricsSettingsValue | null>(null);
  const settings = useMemo(() => chosen ?? { ...DEFAULT_METRICS_SETTINGS, periodsPerYear: defaultPeriods }, [chosen, defaultPeriods]);
  const periodsSource = perYear
    ? f('tradeRecord.nav.periods', {
        days: perYear.days,
        calendar: f(`reference.holiday.calendar.${productCalendar.id}`),
        instrument: instrument ?? '',
        from: perYear.from,
        to: perYear.to,
      })
    : trades.isLoading || productCalendar.isLoading
      ? undefined
      : f('tradeRecord.nav.periods.none', { days: defaultPeriods });
  const [benchmarkAddress, setBenchmark] = useState('');

  const navPoints = useMemo(() => points.map((p) => [day(p.date), p.nav] as const), [points]);
  const from = navPoints[0]?.[0] ?? 0;
  const to = navPoints.at(-1)?.[0] ?? 0;
  const benchmark = useSeries(benchmarkAddress, { from, to: to + 86_400_000 }, '1d', 5000, { enabled: navPoints.length > 0 });
  const metrics = useMemo(
    () =>
      withoutShortAnnualisation(
        computeMetrics(
          points.map((p) => p.dailyReturn),
          settings,
        ),
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
        <MetricsSettings value={settings} onChange={setSettings} periodsSource={periodsSource} />
        <Typography.Paragraph type="secondary" style={{ marginBlock: 8 }} data-testid="annual-minimum">
          {f('tradeRecord.nav.annualMinimum', { min: settings.periodsPerYear })}
        </Typography.Paragraph>
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
