/**
 * Kpler flow reports (source/kpler/*): pick a location from the imported ones (search as you type), optionally a
 * product, and a date range; the server sums the imported volumes per day and stores the report. The days are
 * shown in a table (sort, page, export) with the total. Nothing is made up: no imported rows is the server's 404.
 */
import { useIntl } from '@umijs/max';
import { Alert, AutoComplete, Button, Form, Input, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import ClientTable from '@/components/ClientTable';
import { failureMessage, fieldMessages } from '@/utils/apiError';
import { useGenerateKplerReport, useKplerLocations } from '../service';
import { useRunText } from './useRunText';

interface Values {
  location: string;
  product?: string;
  from: string;
  to: string;
}
type DayRow = { date: string; volume: number };
const FIELDS = ['location', 'product', 'from', 'to'] as const;

export default function KplerPanel() {
  const intl = useIntl();
  const { f, time } = useRunText();
  const [form] = Form.useForm<Values>();
  const [keyword, setKeyword] = useState('');
  const locations = useKplerLocations(keyword);
  const generate = useGenerateKplerReport();
  const report = generate.data?.data;

  const submit = async ({ location, product, from, to }: Values) => {
    try {
      await generate.mutateAsync({ location: location.trim(), from, to, ...(product?.trim() ? { product: product.trim() } : {}) });
    } catch (failure) {
      const fields = fieldMessages(failure);
      const known = FIELDS.filter((field) => fields[field]);
      if (known.length) form.setFields(known.map((field) => ({ name: field, errors: [fields[field]] })));
    }
  };

  const columns: ColumnsType<DayRow> = useMemo(
    () => [
      { key: 'date', title: f('datasource.kpler.column.date'), dataIndex: 'date', sorter: (a, b) => a.date.localeCompare(b.date), defaultSortOrder: 'ascend' },
      {
        key: 'volume',
        title: f('datasource.kpler.column.volume'),
        dataIndex: 'volume',
        align: 'end',
        sorter: (a, b) => a.volume - b.volume,
        render: (v: number) => intl.formatNumber(v),
      },
    ],
    [f, intl],
  );

  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {f('datasource.kpler.intro')}
      </Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" onFinish={submit} aria-label={f('datasource.kpler.title')}>
        <Space wrap align="start">
          <Form.Item
            name="location"
            label={f('datasource.kpler.location')}
            rules={[{ required: true, whitespace: true, message: f('datasource.kpler.required') }]}
          >
            <AutoComplete
              style={{ inlineSize: 240 }}
              placeholder={f('datasource.kpler.locationHint')}
              onSearch={setKeyword}
              options={(locations.data ?? []).map((l) => ({
                value: l.name,
                label: f('datasource.kpler.locationOption', { name: l.name, kind: l.kind, rows: l.rows }),
              }))}
              notFoundContent={keyword.trim() && locations.isSuccess ? f('datasource.kpler.noLocation') : null}
            />
          </Form.Item>
          <Form.Item name="product" label={f('datasource.kpler.product')}>
            <Input maxLength={100} style={{ inlineSize: 180 }} />
          </Form.Item>
          <Form.Item name="from" label={f('datasource.kpler.from')} rules={[{ required: true, message: f('datasource.kpler.required') }]}>
            <Input type="date" dir="ltr" />
          </Form.Item>
          <Form.Item
            name="to"
            label={f('datasource.kpler.to')}
            dependencies={['from']}
            rules={[
              { required: true, message: f('datasource.kpler.required') },
              ({ getFieldValue }) => ({
                validator: async (_, to: string) =>
                  !to || !getFieldValue('from') || getFieldValue('from') <= to ? undefined : Promise.reject(new Error(f('datasource.kpler.rangeOrder'))),
              }),
            ]}
          >
            <Input type="date" dir="ltr" />
          </Form.Item>
        </Space>
        <Button type="primary" htmlType="submit" loading={generate.isPending}>
          {f('datasource.kpler.generate')}
        </Button>
      </Form>
      {generate.isError && <Alert type="warning" showIcon message={failureMessage(generate.error)} />}
      {report && !generate.isError && (
        <div data-testid="kpler-report">
          <Typography.Title level={5}>
            {f('datasource.kpler.reportTitle', {
              location: report.location,
              product: report.product || f('datasource.kpler.allProducts'),
              from: report.from,
              to: report.to,
            })}
          </Typography.Title>
          <Typography.Paragraph>
            {f('datasource.kpler.total', { total: intl.formatNumber(report.total), created: time(report.createdAt) })}
          </Typography.Paragraph>
          <ClientTable<DayRow>
            aria-label={f('datasource.kpler.title')}
            rows={report.rows}
            columns={columns}
            rowKey="date"
            exportName={`kpler-${report.location}-${report.from}-${report.to}`}
            exportColumns={[
              { title: f('datasource.kpler.column.date'), value: (r) => r.date },
              { title: f('datasource.kpler.column.volume'), value: (r) => r.volume },
            ]}
          />
        </div>
      )}
    </Space>
  );
}
