/** Contract months listed on a date for a product, with their last trading days (the product's listing rule). */
import { Alert, Form, Input, Select, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import ClientTable from '@/components/ClientTable';
import { failureMessage } from '@/utils/apiError';
import type { CsvColumn } from '@/utils/csvExport';
import type { ContractRow, ProductRow } from '../data';
import { useContracts } from '../service';
import { isIsoDate } from './dateRule';
import { useText } from '@/hooks/useText';

export default function ContractsTab({ products }: { products: readonly ProductRow[] }) {
  const f = useText();
  const [product, setProduct] = useState('SHFE.FU');
  const [date, setDate] = useState(() => dayjs().format('YYYY-MM-DD'));
  const [exchange, code] = product.split('.');
  const validDate = isIsoDate(date);
  const contracts = useContracts(validDate ? { exchange, code, date } : null);
  const rows = contracts.data?.contracts ?? [];

  const columns: ColumnsType<ContractRow> = [
    { key: 'instrument', title: f('reference.contracts.instrument'), dataIndex: 'instrument' },
    { key: 'month', title: f('reference.contracts.month'), dataIndex: 'month', sorter: (a, b) => a.month.localeCompare(b.month) },
    { key: 'lastTradeDate', title: f('reference.contracts.lastTradeDate'), dataIndex: 'lastTradeDate' },
  ];
  const exportColumns: CsvColumn<ContractRow>[] = columns.map((c) => ({ title: String(c.title), value: (r) => r[c.key as keyof ContractRow] }));

  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }}>
      <Form layout="inline">
        <Form.Item label={f('reference.product')}>
          <Select
            aria-label={f('reference.product')}
            value={product}
            onChange={setProduct}
            showSearch
            style={{ minInlineSize: 240 }}
            options={products.map((p) => ({ value: `${p.exchange}.${p.code}`, label: `${p.exchange}.${p.code} ${p.name}` }))}
          />
        </Form.Item>
        <Form.Item
          label={f('reference.contracts.date')}
          validateStatus={validDate ? undefined : 'error'}
          help={validDate ? undefined : f('reference.date.invalid')}
        >
          <Input
            aria-label={f('reference.contracts.date')}
            dir="ltr"
            value={date}
            onChange={(e) => setDate(e.target.value.trim())}
            style={{ inlineSize: 140 }}
          />
        </Form.Item>
      </Form>
      {contracts.isError && <Alert type="error" showIcon message={failureMessage(contracts.error)} />}
      {contracts.data && (
        <Typography.Text type="secondary">
          {f('reference.contracts.rule', { rule: contracts.data.listingRule || '—' })} {f('reference.contracts.holidays')}
        </Typography.Text>
      )}
      <ClientTable<ContractRow>
        rows={rows}
        columns={columns}
        rowKey="instrument"
        exportName={`contracts-${product}-${date}`}
        exportColumns={exportColumns}
        loading={contracts.isFetching}
        emptyText={f('reference.contracts.none')}
        aria-label={f('reference.tab.contracts')}
      />
    </Space>
  );
}
