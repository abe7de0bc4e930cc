/**
 * The COT tab: a market's weekly positions by trader category (nets with a price series overlaid, week-on-week
 * changes, the COT index over a chosen lookback) and the weeks' table. Weeks are labelled by their as-of day (a
 * Tuesday); each became public at its release (Friday 15:30 New York), shown in the table.
 */
import { UploadOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Alert, Button, Card, Empty, Segmented, Select, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { COT_DEFAULT_LOOKBACK, COT_LOOKBACKS, type CotCategory } from '@common/contract/position';
import Chart from '@/components/Chart';
import type { ChartSeries } from '@/components/Chart/types';
import ClientTable from '@/components/ClientTable';
import SeriesPicker from '@/components/market/SeriesPicker';
import { lastYears, useSeries } from '@/services/market/series';
import { failureMessage } from '@/utils/apiError';
import { formatNumber } from '../../components/format';
import type { CotTableRow } from '../data';
import { useCotMarkets, useCotSeries } from '../service';
import CotImport from './CotImport';
import { categoriesOf, pointsOf, tableRowsOf } from './cotView';

const CONTRACTS = 'contracts';

export default function CotTab() {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const n = (v: number | null | undefined, digits = 0) => formatNumber(intl, v, digits);
  const markets = useCotMarkets();
  const [chosen, setChosen] = useState<string | null>(null);
  const [lookback, setLookback] = useState<number>(COT_DEFAULT_LOOKBACK);
  const [importing, setImporting] = useState(false);
  const [price, setPrice] = useState<string | null>('md:NYMEX.WTI@main');
  const [focus, setFocus] = useState<CotCategory | null>(null);

  const list = markets.data ?? [];
  const key = (m: { layout: string; marketCode: string }) => `${m.layout}|${m.marketCode}`;
  const market = list.find((m) => key(m) === chosen) ?? list[0] ?? null;
  const series = useCotSeries(market ? { layout: market.layout, marketCode: market.marketCode, lookback } : null);
  const data = series.data;
  const categories = categoriesOf(data);
  const category = focus && categories.includes(focus) ? focus : (categories.find((c) => c === 'managedMoney' || c === 'nonCommercial') ?? categories[0]);
  const range = useMemo(() => {
    const weeks = data?.weeks ?? [];
    return weeks.length > 0 ? { from: Date.parse(`${weeks[0].asOf}T00:00:00Z`), to: Date.parse(`${weeks[weeks.length - 1].asOf}T23:59:59Z`) } : lastYears(3);
  }, [data]);
  const priceSeries = useSeries((data?.weeks.length ?? 0) > 0 ? price : null, range, '1d', 2000);
  const cat = (c: string) => f(`position.cot.category.${c}`);

  // Drawn from the answers on each render (cheap: a few hundred weeks); the labels follow the language.
  const netSeries: ChartSeries[] = data ? categories.map((c) => ({ name: cat(c), unit: CONTRACTS, points: pointsOf(data, c, 'net') })) : [];
  if (data && priceSeries.data) netSeries.push({ name: price ?? '', unit: priceSeries.data.unit || '-', points: priceSeries.data.points });
  const indexSeries: ChartSeries[] = data ? categories.map((c) => ({ name: cat(c), unit: '0-100', points: pointsOf(data, c, 'cotIndex') })) : [];
  const changeSeries: ChartSeries[] =
    data && category ? [{ kind: 'bar', name: cat(category), unit: CONTRACTS, points: pointsOf(data, category, 'netChange'), signColours: true }] : [];
  const rows = useMemo(() => (data ? tableRowsOf(data) : []), [data]);

  const toolbar = (
    <Space wrap>
      <Select
        aria-label={f('position.cot.market')}
        style={{ minWidth: 320, maxWidth: '100%' }}
        value={market ? key(market) : undefined}
        placeholder={f('position.cot.market')}
        onChange={setChosen}
        options={list.map((m) => ({ value: key(m), label: `${m.market} (${m.marketCode}) · ${f(`position.cot.layout.${m.layout}`)}` }))}
      />
      <Segmented
        aria-label={f('position.cot.lookback')}
        value={lookback}
        onChange={(v) => setLookback(Number(v))}
        options={COT_LOOKBACKS.map((w) => ({ value: w, label: f(`position.cot.lookback.${w}`) }))}
      />
      <SeriesPicker label={f('position.price')} value={price} onChange={setPrice} allowClear width={240} />
      <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
        {f('position.cot.import')}
      </Button>
    </Space>
  );

  const columns = [
    { key: 'asOf', title: f('position.cot.col.asOf'), dataIndex: 'asOf', sorter: (a: CotTableRow, b: CotTableRow) => a.asOf.localeCompare(b.asOf) },
    {
      key: 'released',
      title: f('position.cot.col.released'),
      render: (_: unknown, r: CotTableRow) => intl.formatDate(r.releasedAt, { dateStyle: 'short', timeStyle: 'short' }),
    },
    {
      key: 'oi',
      title: f('position.cot.col.openInterest'),
      align: 'end' as const,
      render: (_: unknown, r: CotTableRow) => n(r.openInterest),
      sorter: (a: CotTableRow, b: CotTableRow) => a.openInterest - b.openInterest,
    },
    {
      key: 'oiChange',
      title: f('position.cot.col.openInterestChange'),
      align: 'end' as const,
      render: (_: unknown, r: CotTableRow) => n(r.openInterestChange),
    },
    ...categories.flatMap((c) => [
      {
        key: `net-${c}`,
        title: f('position.cot.col.net', { category: cat(c) }),
        align: 'end' as const,
        render: (_: unknown, r: CotTableRow) => n(r.nets[c]),
        sorter: (a: CotTableRow, b: CotTableRow) => (a.nets[c] ?? 0) - (b.nets[c] ?? 0),
      },
      {
        key: `change-${c}`,
        title: f('position.cot.col.change', { category: cat(c) }),
        align: 'end' as const,
        render: (_: unknown, r: CotTableRow) => n(r.changes[c]),
      },
      {
        key: `index-${c}`,
        title: f('position.cot.col.index', { category: cat(c) }),
        align: 'end' as const,
        render: (_: unknown, r: CotTableRow) => n(r.indexes[c], 1),
        sorter: (a: CotTableRow, b: CotTableRow) => (a.indexes[c] ?? -1) - (b.indexes[c] ?? -1),
        filters: [
          { text: f('position.cot.filter.high'), value: 'high' },
          { text: f('position.cot.filter.low'), value: 'low' },
        ],
        onFilter: (v: unknown, r: CotTableRow) => {
          const x = r.indexes[c];
          return x !== null && x !== undefined && (v === 'high' ? x >= 80 : x <= 20);
        },
      },
    ]),
  ];

  // The dialog sits outside <Space>, which keys its children by position: it would remount (losing the preview and
  // the result) when the content above it changes once an import lands.
  return (
    <>
      <Space direction="vertical" size="middle" style={{ inlineSize: '100%' }}>
        {toolbar}
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {f('position.cot.dating')}
        </Typography.Paragraph>
        {markets.isError && <Alert type="error" showIcon message={failureMessage(markets.error)} />}
        {markets.isSuccess && list.length === 0 && <Empty description={f('position.cot.empty')} />}
        {market && (
          <>
            <Chart
              title={f('position.cot.chart.nets', { market: market.market })}
              series={netSeries}
              loading={series.isLoading}
              error={series.isError ? failureMessage(series.error) : priceSeries.isError ? failureMessage(priceSeries.error) : null}
              demo={priceSeries.data?.demo}
              precision={0}
            />
            <Card
              size="small"
              title={f('position.cot.chart.changes')}
              extra={
                <Select
                  aria-label={f('position.cot.category')}
                  value={category}
                  onChange={setFocus}
                  style={{ minWidth: 180 }}
                  options={categories.map((c) => ({ value: c, label: cat(c) }))}
                />
              }
            >
              <Chart title={f('position.cot.chart.changesOf', { category: category ? cat(category) : '' })} series={changeSeries} precision={0} height={240} />
            </Card>
            <Chart title={f('position.cot.chart.index', { weeks: lookback })} series={indexSeries} precision={1} height={260} />
            <ClientTable<CotTableRow>
              aria-label={f('position.cot.table')}
              rows={rows}
              rowKey="asOf"
              exportName={`cot-${market.layout}-${market.marketCode}`}
              searchText={(r) => r.asOf}
              columns={columns}
              exportColumns={[
                { title: f('position.cot.col.asOf'), value: (r) => r.asOf },
                { title: f('position.cot.col.released'), value: (r) => new Date(r.releasedAt).toISOString() },
                { title: f('position.cot.col.openInterest'), value: (r) => r.openInterest },
                { title: f('position.cot.col.openInterestChange'), value: (r) => r.openInterestChange },
                ...categories.flatMap((c) => [
                  { title: f('position.cot.col.net', { category: cat(c) }), value: (r: CotTableRow) => r.nets[c] ?? null },
                  { title: f('position.cot.col.change', { category: cat(c) }), value: (r: CotTableRow) => r.changes[c] ?? null },
                  { title: f('position.cot.col.index', { category: cat(c) }), value: (r: CotTableRow) => r.indexes[c] ?? null },
                ]),
              ]}
            />
          </>
        )}
      </Space>
      <CotImport open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
