/** The data sets the user may read: sort, filter, search, 10 a page, CSV and Excel export (ClientTable); edit and remove. */
import { Button, Popconfirm, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import type { DataSetInfo } from '@common/contract/dataSet';
import ClientTable from '@/components/ClientTable';
import type { DataSetRow } from '../data';
import { useText } from './useText';

interface Props {
  sets: readonly DataSetInfo[];
  loading: boolean;
  onEdit: (set: DataSetInfo) => void;
  onRemove: (set: DataSetInfo) => void;
  onNew: () => void;
}

const day = (ts: number) => new Date(ts).toISOString().slice(0, 10);

export default function DataSetTable({ sets, loading, onEdit, onRemove, onNew }: Props) {
  const t = useText();
  const rows = useMemo<DataSetRow[]>(
    () =>
      sets.map((s) => ({
        ...s,
        inputsText: Object.entries(s.definition.inputs)
          .map(([n, a]) => `${n} = ${a}`)
          .join(', '),
      })),
    [sets],
  );
  const visibility = (shared: boolean) => t(shared ? 'dataSet.shared.yes' : 'dataSet.shared.no');
  const columns: ColumnsType<DataSetRow> = [
    { key: 'name', title: t('dataSet.column.name'), dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name) },
    { key: 'address', title: t('dataSet.column.address'), dataIndex: 'address', render: (v: string) => <code>{v}</code> },
    {
      key: 'unit',
      title: t('dataSet.column.unit'),
      render: (_, r) => r.definition.unit,
      sorter: (a, b) => a.definition.unit.localeCompare(b.definition.unit),
      filters: [...new Set(rows.map((r) => r.definition.unit))].map((u) => ({ text: u, value: u })),
      onFilter: (v, r) => r.definition.unit === v,
    },
    { key: 'inputs', title: t('dataSet.column.inputs'), dataIndex: 'inputsText' },
    {
      key: 'shared',
      title: t('dataSet.column.shared'),
      dataIndex: 'shared',
      render: (v: boolean) => <Tag color={v ? 'blue' : undefined}>{visibility(v)}</Tag>,
      filters: [true, false].map((v) => ({ text: visibility(v), value: v })),
      onFilter: (v, r) => r.shared === v,
    },
    { key: 'updated', title: t('dataSet.column.updated'), dataIndex: 'updatedAt', render: (v: number) => day(v), sorter: (a, b) => a.updatedAt - b.updatedAt },
    {
      key: 'actions',
      title: '',
      render: (_, r) => (
        <Space>
          <Button size="small" onClick={() => onEdit(r)} aria-label={`${t('dataSet.action.edit')} ${r.name}`}>
            {t('dataSet.action.edit')}
          </Button>
          <Popconfirm title={t('dataSet.action.confirmRemove')} onConfirm={() => onRemove(r)}>
            <Button size="small" danger aria-label={`${t('dataSet.action.remove')} ${r.name}`}>
              {t('dataSet.action.remove')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <ClientTable<DataSetRow>
      aria-label={t('dataSet.table')}
      rows={rows}
      columns={columns}
      rowKey="id"
      loading={loading}
      searchText={(r) => `${r.name} ${r.address} ${r.inputsText}`}
      exportName="data-sets"
      exportColumns={[
        { title: t('dataSet.column.name'), value: (r) => r.name },
        { title: t('dataSet.column.address'), value: (r) => r.address },
        { title: t('dataSet.column.unit'), value: (r) => r.definition.unit },
        { title: t('dataSet.column.inputs'), value: (r) => r.inputsText },
        { title: t('dataSet.column.shared'), value: (r) => visibility(r.shared) },
        { title: t('dataSet.column.updated'), value: (r) => day(r.updatedAt) },
      ]}
      toolbar={
        <Button type="primary" onClick={onNew}>
          {t('dataSet.action.new')}
        </Button>
      }
    />
  );
}
