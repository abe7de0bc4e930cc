/**
 * Cargo flows by location through the spec's kpler/* calls: choose imported locations (search/location), a product
 * (empty: all) and a date range; one report per location is generated (generate) and read back by id (get). Shown
 * as the schematic map (circle area ~ volume), one series per location summed by day, week or month, and the flows
 * table (sort, filter, page, CSV / Excel).
 */
import { Alert, Button, Form, Input, Select, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useState } from 'react';
import { isApiError } from '@common/contract/errors';
import { type FlowPeriod, flowsByPeriod, totalsByLocation } from '@common/domain/cargoFlows';
import Chart, { type ChartSeries } from '@/components/Chart';
import ClientTable from '@/components/ClientTable';
import { failureMessage, failureOf } from '@/utils/apiError';
import type { FlowTableRow } from '../data';
import { useGenerateKplerReport, useKplerLocations, useKplerReports } from '../service';
import FlowMap from './FlowMap';
import { useNumber, useText } from './useText';

interface Values {
  locations: string[];
  product?: string;
  from: string;
  to: string;
}

const PERIODS: readonly FlowPeriod[] = ['day', 'week', 'month'];
/** Locations one dataset may hold (one report each). */
const MAX_LOCATIONS = 12;
const ts = (date: string) => Date.parse(`${date}T00:00:00Z`);

export default function FlowsPanel() {
  const t = useText();
  const n = useNumber();
  const [form] = Form.useForm<Values>();
  const [keyword, setKeyword] = useState('');
  const [period, setPeriod] = useState<FlowPeriod>('day');
  const [reportIds, setReportIds] = useState<string[]>([]);
  const [missing, setMissing] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const locations = useKplerLocations(keyword);
  const generate = useGenerateKplerReport();
  const { reports, failed } = useKplerReports(reportIds);
  // Every location's kind seen in any search so far: a location chosen under an earlier keyword keeps its kind.
  const [kinds, setKinds] = useState<Record<string, string>>({});
  useEffect(() => {
    const found = locations.data;
    if (found?.length) setKinds((prev) => ({ ...prev, ...Object.fromEntries(found.map((l) => [l.name.toLowerCase(), l.kind])) }));
  }, [locations.data]);

  const submit = async (values: Values) => {
    setBusy(true);
    setFailure(null);
    const ids: string[] = [];
    const none: string[] = [];
    try {
      for (const location of values.locations) {
        try {
          const product = values.product?.trim();
          const res = await generate.mutateAsync({ location, from: values.from, to: values.to, ...(product ? { product } : {}) });
          ids.push(res.data.id);
        } catch (err) {
          // A location without rows in the range is said so; the others are still shown.
          if (isApiError(failureOf(err), 'kplerNoData')) none.push(location);
          else throw err;
        }
      }
    } catch (err) {
      setFailure(failureMessage(err));
    } finally {
      setReportIds(ids);
      setMissing(none);
      setBusy(false);
    }
  };

  const flowRows = useMemo<FlowTableRow[]>(
    () =>
      reports.flatMap((r) =>
        flowsByPeriod(
          r.rows.map((row) => ({ date: row.date, location: r.location, volume: row.volume })),
          period,
        ).map((row) => ({
          key: `${r.id}|${row.date}`,
          date: row.date,
          location: r.location,
          kind: kinds[r.location.toLowerCase()] ?? '',
          product: r.product || t('warehouseCargoLocData.flows.allProducts'),
          volume: row.volume,
        })),
      ),
    [reports, period, kinds, t],
  );
  const totals = useMemo(() => totalsByLocation(flowRows), [flowRows]);
  const chartSeries = useMemo<ChartSeries[]>(
    () =>
      totals.map(({ location }) => ({
        name: location,
        unit: t('warehouseCargoLocData.flows.volumeUnit'),
        points: flowRows.filter((r) => r.location === location).map((r) => [ts(r.date), r.volume] as const),
      })),
    [totals, flowRows, t],
  );
  const locationNames = totals.map((x) => x.location);
  const columns: ColumnsType<FlowTableRow> = [
    { key: 'date', title: t('warehouseCargoLocData.column.period'), dataIndex: 'date', sorter: (a, b) => a.date.localeCompare(b.date) },
    {
      key: 'location',
      title: t('warehouseCargoLocData.column.location'),
      dataIndex: 'location',
      sorter: (a, b) => a.location.localeCompare(b.location),
      filters: locationNames.map((l) => ({ text: l, value: l })),
      onFilter: (v, r) => r.location === v,
    },
    { key: 'kind', title: t('warehouseCargoLocData.column.kind'), dataIndex: 'kind' },
    { key: 'product', title: t('warehouseCargoLocData.column.product'), dataIndex: 'product' },
    {
      key: 'volume',
      title: t('warehouseCargoLocData.column.volume'),
      dataIndex: 'volume',
      align: 'end',
      sorter: (a, b) => a.volume - b.volume,
      render: (v: number) => n(v, 3),
    },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ inlineSize: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('warehouseCargoLocData.flows.intro')}
      </Typography.Paragraph>
      {locations.isSuccess && locations.data.length === 0 && !keyword.trim() && (
        <Alert type="info" showIcon message={t('warehouseCargoLocData.flows.noLocations')} data-testid="flows-none" />
      )}
      {locations.isError && <Alert type="error" showIcon message={failureMessage(locations.error)} />}
      <Form<Values> form={form} layout="inline" onFinish={submit} aria-label={t('warehouseCargoLocData.flows.form')} style={{ rowGap: 8 }}>
        <Form.Item
          name="locations"
          label={t('warehouseCargoLocData.flows.locations')}
          rules={[
            { required: true, message: t('warehouseCargoLocData.flows.required') },
            { type: 'array', max: MAX_LOCATIONS, message: t('warehouseCargoLocData.flows.tooMany', { max: MAX_LOCATIONS }) },
          ]}
        >
          <Select
            mode="multiple"
            showSearch
            filterOption={false}
            onSearch={setKeyword}
            style={{ minInlineSize: 260 }}
            placeholder={t('warehouseCargoLocData.flows.locationsHint')}
            options={(locations.data ?? []).map((l) => ({
              value: l.name,
              label: t('warehouseCargoLocData.flows.locationOption', { name: l.name, kind: l.kind, rows: l.rows }),
            }))}
          />
        </Form.Item>
        <Form.Item name="product" label={t('warehouseCargoLocData.flows.product')}>
          <Input style={{ inlineSize: 160 }} maxLength={100} />
        </Form.Item>
        <Form.Item name="from" label={t('warehouseCargoLocData.flows.from')} rules={[{ required: true, message: t('warehouseCargoLocData.flows.required') }]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item
          name="to"
          label={t('warehouseCargoLocData.flows.to')}
          dependencies={['from']}
          rules={[
            { required: true, message: t('warehouseCargoLocData.flows.required') },
            ({ getFieldValue }) => ({
              validator: (_, to: string | undefined) =>
                !to || !getFieldValue('from') || getFieldValue('from') <= to
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('warehouseCargoLocData.flows.rangeOrder'))),
            }),
          ]}
        >
          <Input type="date" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('warehouseCargoLocData.flows.generate')}
          </Button>
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon message={failure} />}
      {failed && <Alert type="error" showIcon message={failureMessage(failed)} />}
      {missing.length > 0 && <Alert type="warning" showIcon message={t('warehouseCargoLocData.flows.noData', { locations: missing.join(', ') })} />}
      {reports.length > 0 && (
        <>
          <Space wrap align="center">
            <Typography.Text>{t('warehouseCargoLocData.flows.period')}</Typography.Text>
            <Select<FlowPeriod>
              aria-label={t('warehouseCargoLocData.flows.period')}
              value={period}
              onChange={setPeriod}
              style={{ minInlineSize: 120 }}
              options={PERIODS.map((p) => ({ value: p, label: t(`warehouseCargoLocData.period.${p}`) }))}
            />
            <Typography.Text type="secondary" data-testid="flows-total">
              {t('warehouseCargoLocData.flows.total', {
                total: n(
                  totals.reduce((s, x) => s + x.volume, 0),
                  3,
                ),
                reports: reports.length,
              })}
            </Typography.Text>
          </Space>
          <FlowMap totals={totals} />
          <Chart title={t('warehouseCargoLocData.chart.flows')} series={chartSeries} />
          <ClientTable<FlowTableRow>
            aria-label={t('warehouseCargoLocData.flows.table')}
            rows={flowRows}
            columns={columns}
            rowKey="key"
            searchText={(r) => `${r.location} ${r.product} ${r.kind}`}
            exportName="cargo-flows"
            exportColumns={[
              { title: t('warehouseCargoLocData.column.period'), value: (r) => r.date },
              { title: t('warehouseCargoLocData.column.location'), value: (r) => r.location },
              { title: t('warehouseCargoLocData.column.kind'), value: (r) => r.kind },
              { title: t('warehouseCargoLocData.column.product'), value: (r) => r.product },
              { title: t('warehouseCargoLocData.column.volume'), value: (r) => r.volume },
            ]}
          />
        </>
      )}
    </Space>
  );
}
