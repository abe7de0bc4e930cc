/** Reference rates: each key's value in force today, its dated history, and (administrators) a new dated row. */
import { Alert, Button, Drawer, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import ClientTable from '@/components/ClientTable';
import { failureMessage } from '@/utils/apiError';
import type { CsvColumn } from '@/utils/csvExport';
import type { RateHistoryRow, RateRow } from '../data';
import { useRateHistory, useRates } from '../service';
import AddRateForm from './AddRateForm';
import { useText } from '@/hooks/useText';

export default function RatesTab({ isAdmin }: { isAdmin: boolean }) {
  const f = useText();
  const rates = useRates();
  const [historyKey, setHistoryKey] = useState<string | null>(null);
  const rows = rates.data ?? [];

  const columns: ColumnsType<RateRow> = [
    { key: 'key', title: f('reference.rate.key'), render: (_, r) => <code>{r.key}</code>, sorter: (a, b) => a.key.localeCompare(b.key) },
    { key: 'value', title: f('reference.rate.value'), render: (_, r) => <span dir="ltr">{r.value}</span> },
    { key: 'unit', title: f('reference.rate.unit'), dataIndex: 'unit' },
    { key: 'validFrom', title: f('reference.rate.validFrom'), dataIndex: 'validFrom', sorter: (a, b) => a.validFrom.localeCompare(b.validFrom) },
    { key: 'source', title: f('reference.rate.source'), dataIndex: 'source' },
    {
      key: 'action',
      title: f('reference.action'),
      render: (_, r) => (
        <Button size="small" onClick={() => setHistoryKey(r.key)} aria-label={`${f('reference.rate.history')} ${r.key}`}>
          {f('reference.rate.history')}
        </Button>
      ),
    },
  ];
  const exportColumns: CsvColumn<RateRow>[] = [
    { title: f('reference.rate.key'), value: (r) => r.key },
    { title: f('reference.rate.value'), value: (r) => r.value },
    { title: f('reference.rate.unit'), value: (r) => r.unit },
    { title: f('reference.rate.validFrom'), value: (r) => r.validFrom },
    { title: f('reference.rate.source'), value: (r) => r.source },
    { title: f('reference.rate.note'), value: (r) => r.note },
  ];

  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }}>
      {rates.isError && <Alert type="error" showIcon message={failureMessage(rates.error)} />}
      <ClientTable<RateRow>
        rows={rows}
        columns={columns}
        rowKey="key"
        exportName="reference-rates"
        exportColumns={exportColumns}
        searchText={(r) => `${r.key} ${r.source} ${r.note}`}
        loading={rates.isLoading}
        aria-label={f('reference.tab.rates')}
      />
      {isAdmin && <AddRateForm keys={rows} />}
      <RateHistoryDrawer rateKey={historyKey} onClose={() => setHistoryKey(null)} />
    </Space>
  );
}

function RateHistoryDrawer({ rateKey, onClose }: { rateKey: string | null; onClose: () => void }) {
  const f = useText();
  const history = useRateHistory(rateKey);
  const title = rateKey ? f('reference.rate.historyTitle', { key: rateKey }) : '';
  return (
    <Drawer open={!!rateKey} title={title} onClose={onClose} width={720} destroyOnHidden>
      {history.isError && <Alert type="error" showIcon message={failureMessage(history.error)} />}
      <Table<RateHistoryRow>
        aria-label={title}
        rowKey="id"
        size="small"
        loading={history.isLoading}
        dataSource={history.data ?? []}
        pagination={{ defaultPageSize: 10 }}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'validFrom', title: f('reference.rate.validFrom'), dataIndex: 'validFrom' },
          {
            key: 'value',
            title: f('reference.rate.value'),
            render: (_, r) => (
              <Space>
                <span dir="ltr">{r.value}</span>
                {r.unit}
                {r.superseded && <Tag>{f('reference.rate.superseded')}</Tag>}
              </Space>
            ),
          },
          { key: 'source', title: f('reference.rate.source'), dataIndex: 'source' },
          { key: 'note', title: f('reference.rate.note'), dataIndex: 'note' },
          { key: 'createdBy', title: f('reference.rate.createdBy'), dataIndex: 'createdBy' },
        ]}
      />
    </Drawer>
  );
}
