/**
 * The `inventories` panel: stock series named by id, read from whichever data source the reader may read holds them
 * (POST /v2/marketData/inventories). A bar chart of each stock against its average for the time of year, and a
 * sortable table: the series, its latest value and date, the change since the report before, the average and range of
 * the same time of year in the years compared, and the difference. A series no readable source holds is listed with
 * its id and says it is not imported. The table reported (export) is the one shown.
 */
import { useIntl } from '@umijs/max';
import { Alert, Table, type TableColumnsType, Typography } from 'antd';
import { useMemo } from 'react';
import { INVENTORY_YEARS_DEFAULT, type InventoryRow } from '@common/contract/marketData';
import Chart, { type ChartXAxis } from '@/components/Chart';
import type { ChartSeries } from '@/components/Chart/types';
import { failureMessage } from '@/utils/apiError';
import { byNullableNumber } from '@/utils/tableSort';
import { specText } from '../specText';
import type { PanelTable, PanelViewProps } from '../types';
import { useInventories } from './inventoriesPanelCall';
import { useReportContent } from './reportContent';

interface Row extends InventoryRow {
  label: string;
}

const DIGITS = 0;

export default function InventoriesPanel({ panel, onContent }: PanelViewProps<'inventories'>) {
  const intl = useIntl();
  const f = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const answer = useInventories(panel);
  const data = answer.data;
  const years = data?.years ?? panel.years ?? INVENTORY_YEARS_DEFAULT;

  const rows = useMemo<Row[]>(() => (data?.rows ?? []).map((r, i) => ({ ...r, label: specText(intl, panel.series[i]?.label) || r.id })), [data, panel, intl]);
  const found = rows.filter((r) => r.address !== null);
  const missing = rows.filter((r) => r.address === null);
  const date = (ts: number | null) => (ts === null ? '' : intl.formatDate(ts, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }));
  const num = (v: number | null) => (v === null ? '—' : intl.formatNumber(v, { maximumFractionDigits: DIGITS, minimumFractionDigits: DIGITS }));

  // biome-ignore lint/correctness/useExhaustiveDependencies: f reads intl, which the language changes
  const table = useMemo<PanelTable | null>(() => {
    if (!data) return null;
    return {
      columns: [
        f('pagePanels.inventories.series'),
        f('pagePanels.inventories.address'),
        f('pagePanels.inventories.unit'),
        f('pagePanels.inventories.asOf'),
        f('pagePanels.inventories.value'),
        f('pagePanels.inventories.change'),
        f('pagePanels.inventories.average', { years }),
        f('pagePanels.inventories.min', { years }),
        f('pagePanels.inventories.max', { years }),
        f('pagePanels.inventories.vsAverage', { years }),
      ],
      rows: rows.map((r) => [
        r.label,
        r.address ?? f('pagePanels.inventories.notImported', { id: r.id }),
        r.unit,
        date(r.ts),
        r.value,
        r.change,
        r.average,
        r.min,
        r.max,
        r.vsAverage,
      ]),
    };
  }, [data, rows, years, intl]);
  useReportContent(
    onContent,
    table,
    rows.some((r) => r.demo),
  );

  const xAxis = useMemo<ChartXAxis>(() => ({ type: 'category', categories: found.map((r) => r.label) }), [found]);
  const vsName = f('pagePanels.inventories.vsAverage', { years });
  const unit = found[0]?.unit ?? '';
  const series = useMemo<ChartSeries[]>(
    () => [{ kind: 'bar', name: vsName, unit, points: found.map((r, i) => [i, r.vsAverage] as const), signColours: true }],
    [found, vsName, unit],
  );

  const columns: TableColumnsType<Row> = [
    {
      key: 'series',
      title: f('pagePanels.inventories.series'),
      render: (_, r) => (
        <>
          {r.label}
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            <bdi dir="ltr">{r.address ?? r.id}</bdi> {r.source}
          </Typography.Text>
        </>
      ),
      sorter: (a, b) => a.label.localeCompare(b.label),
    },
    { key: 'asOf', title: f('pagePanels.inventories.asOf'), render: (_, r) => date(r.ts), sorter: (a, b, order) => byNullableNumber(a.ts, b.ts, order) },
    {
      key: 'value',
      title: f('pagePanels.inventories.value'),
      align: 'end',
      render: (_, r) => (r.value === null ? '—' : `${num(r.value)} ${r.unit}`),
      sorter: (a, b, order) => byNullableNumber(a.value, b.value, order),
    },
    {
      key: 'change',
      title: f('pagePanels.inventories.change'),
      align: 'end',
      render: (_, r) => num(r.change),
      sorter: (a, b, order) => byNullableNumber(a.change, b.change, order),
    },
    {
      key: 'average',
      title: f('pagePanels.inventories.average', { years }),
      align: 'end',
      render: (_, r) => (r.average === null ? '—' : `${num(r.average)} (${num(r.min)} – ${num(r.max)})`),
      sorter: (a, b, order) => byNullableNumber(a.average, b.average, order),
    },
    {
      key: 'vsAverage',
      title: f('pagePanels.inventories.vsAverage', { years }),
      align: 'end',
      render: (_, r) => num(r.vsAverage),
      sorter: (a, b, order) => byNullableNumber(a.vsAverage, b.vsAverage, order),
    },
  ];

  if (answer.isError && !data) return <Alert type="error" showIcon message={failureMessage(answer.error)} />;
  return (
    <div data-testid="inventories-panel">
      {found.length > 0 && (
        <Chart
          title={f('pagePanels.inventories.chartTitle', { years })}
          series={series}
          xAxis={xAxis}
          height={200}
          zoomSlider={false}
          loading={answer.isPending}
          demo={found.some((r) => r.demo)}
          precision={DIGITS}
        />
      )}
      {found.length > 0 && (
        <Table<Row>
          aria-label={f('pagePanels.inventories.tableLabel')}
          size="small"
          rowKey="id"
          loading={answer.isPending}
          columns={columns}
          dataSource={found}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      )}
      {data && missing.length > 0 && (
        <Alert
          type="info"
          showIcon
          message={f('pagePanels.inventories.missing', { ids: missing.map((r) => `${r.label} (${r.id})`).join(', ') })}
          description={f('pagePanels.inventories.howToImport')}
        />
      )}
    </div>
  );
}
