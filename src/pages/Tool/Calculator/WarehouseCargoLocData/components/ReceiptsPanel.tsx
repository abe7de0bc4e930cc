/**
 * Exchange warehouse receipts: pick a product with stored receipts, see the total and each warehouse as daily series,
 * the day-on-day change of the total, and every figure in a table (sort, filter, page, export). Demo figures are
 * marked DEMO. The import and the demo generator sit below.
 */
import { Alert, Button, Card, Select, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import type { ReceiptExchange } from '@common/contract/warehouseCargoLocData';
import Chart, { type ChartSeries } from '@/components/Chart';
import ClientTable from '@/components/ClientTable';
import DemoBadge from '@/components/DemoBadge';
import { failureMessage } from '@/utils/apiError';
import type { ReceiptTableRow } from '../data';
import { useReceiptProducts, useReceiptSeries, useWriteDemoReceipts } from '../service';
import ReceiptImport from './ReceiptImport';
import { useNumber, useText } from './useText';

const keyOf = (p: { exchange: string; product: string }) => `${p.exchange}|${p.product}`;
const ts = (date: string) => Date.parse(`${date}T00:00:00Z`);

export default function ReceiptsPanel() {
  const t = useText();
  const n = useNumber();
  const products = useReceiptProducts();
  const writeDemo = useWriteDemoReceipts();
  const [chosen, setChosen] = useState<string | null>(null);
  const list = products.data ?? [];
  const current = list.find((p) => keyOf(p) === chosen) ?? list[0] ?? null;
  const series = useReceiptSeries(current ? { exchange: current.exchange as ReceiptExchange, product: current.product } : null);
  const data = series.data;
  const demo = !!data?.demo;

  const levelSeries = useMemo<ChartSeries[]>(() => {
    if (!data) return [];
    return [
      { name: t('warehouseCargoLocData.chart.total'), unit: data.unit, points: data.total.map((p) => [ts(p.date), p.receipts] as const) },
      ...data.warehouses.map((w) => ({ name: w.warehouse, unit: data.unit, points: w.points.map((p) => [ts(p.date), p.receipts] as const) })),
    ];
  }, [data, t]);
  const changeSeries = useMemo<ChartSeries[]>(
    () =>
      data
        ? [
            {
              kind: 'bar',
              name: t('warehouseCargoLocData.chart.change'),
              unit: data.unit,
              points: data.total.map((p) => [ts(p.date), p.change] as const),
              signColours: true,
            },
          ]
        : [],
    [data, t],
  );
  const rows = useMemo<ReceiptTableRow[]>(
    () =>
      // Newest report first (the table's own sort starts unsorted), warehouses by name within a day.
      (data ? data.warehouses.flatMap((w) => w.points.map((p) => ({ key: `${w.warehouse}|${p.date}`, warehouse: w.warehouse, ...p }))) : []).sort(
        (a, b) => b.date.localeCompare(a.date) || a.warehouse.localeCompare(b.warehouse),
      ),
    [data],
  );
  const columns: ColumnsType<ReceiptTableRow> = [
    { key: 'date', title: t('warehouseCargoLocData.column.date'), dataIndex: 'date', sorter: (a, b) => a.date.localeCompare(b.date) },
    {
      key: 'warehouse',
      title: t('warehouseCargoLocData.column.warehouse'),
      dataIndex: 'warehouse',
      sorter: (a, b) => a.warehouse.localeCompare(b.warehouse),
      filters: (data?.warehouses ?? []).map((w) => ({ text: w.warehouse, value: w.warehouse })),
      onFilter: (v, r) => r.warehouse === v,
    },
    {
      key: 'receipts',
      title: t('warehouseCargoLocData.column.receipts'),
      dataIndex: 'receipts',
      align: 'end',
      sorter: (a, b) => a.receipts - b.receipts,
      render: (v: number) => n(v, 3),
    },
    {
      key: 'change',
      title: t('warehouseCargoLocData.column.change'),
      dataIndex: 'change',
      align: 'end',
      sorter: (a, b) => (a.change ?? 0) - (b.change ?? 0),
      render: (v: number | null) => (v === null ? '' : `${v > 0 ? '+' : ''}${n(v, 3)}`),
    },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ inlineSize: '100%' }}>
      {products.isError && <Alert type="error" showIcon message={failureMessage(products.error)} />}
      {products.isSuccess && list.length === 0 && <Alert type="info" showIcon message={t('warehouseCargoLocData.receipts.none')} data-testid="receipts-none" />}
      {list.length > 0 && (
        <Space wrap align="center">
          <Typography.Text>{t('warehouseCargoLocData.receipts.product')}</Typography.Text>
          <Select
            aria-label={t('warehouseCargoLocData.receipts.product')}
            style={{ minInlineSize: 220 }}
            value={current ? keyOf(current) : undefined}
            onChange={setChosen}
            options={list.map((p) => ({
              value: keyOf(p),
              label: t('warehouseCargoLocData.receipts.productOption', {
                exchange: p.exchange,
                product: p.product,
                warehouses: p.warehouses,
                first: p.first,
                last: p.last,
              }),
            }))}
          />
          <DemoBadge show={demo} />
        </Space>
      )}
      {series.isError && <Alert type="error" showIcon message={failureMessage(series.error)} />}
      {data && (
        <>
          <Chart
            title={t('warehouseCargoLocData.chart.receipts', { product: `${data.exchange} ${data.product}` })}
            series={levelSeries}
            demo={demo}
            loading={series.isFetching}
          />
          <Chart
            title={t('warehouseCargoLocData.chart.changes', { product: `${data.exchange} ${data.product}` })}
            series={changeSeries}
            demo={demo}
            height={220}
          />
          <ClientTable<ReceiptTableRow>
            aria-label={t('warehouseCargoLocData.receipts.table')}
            rows={rows}
            columns={columns}
            rowKey="key"
            searchText={(r) => `${r.warehouse} ${r.date}`}
            exportName={`warehouse-receipts-${data.exchange}-${data.product}`}
            exportColumns={[
              { title: t('warehouseCargoLocData.column.date'), value: (r) => r.date },
              { title: t('warehouseCargoLocData.column.warehouse'), value: (r) => r.warehouse },
              { title: t('warehouseCargoLocData.column.receipts'), value: (r) => r.receipts },
              { title: t('warehouseCargoLocData.column.change'), value: (r) => r.change ?? '' },
              { title: t('warehouseCargoLocData.column.unit'), value: () => data.unit },
              {
                title: t('warehouseCargoLocData.column.source'),
                value: () => (demo ? t('warehouseCargoLocData.source.demo') : t('warehouseCargoLocData.source.import')),
              },
            ]}
          />
        </>
      )}
      <Card size="small" title={t('warehouseCargoLocData.import.title')}>
        <ReceiptImport />
      </Card>
      <Card size="small" title={t('warehouseCargoLocData.demo.title')}>
        <Space direction="vertical">
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('warehouseCargoLocData.demo.intro')}
          </Typography.Paragraph>
          <Button onClick={() => writeDemo.mutate(undefined)} loading={writeDemo.isPending}>
            {t('warehouseCargoLocData.demo.write')}
          </Button>
          {writeDemo.isSuccess && <Alert type="info" showIcon message={t('warehouseCargoLocData.demo.done', { rows: writeDemo.data.data.written })} />}
          {writeDemo.isError && <Alert type="error" showIcon message={failureMessage(writeDemo.error)} />}
        </Space>
      </Card>
    </Space>
  );
}
