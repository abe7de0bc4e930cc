/**
 * The day's window records: sort, filter, search, page and export (ClientTable), edit and delete. A record entered
 * after the 16:30:00 close is marked: it is outside the window.
 */
import { Button, Popconfirm, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { MOC_INSTRUMENTS, MOC_SIDES, MOC_WINDOW_CLOSE, type SpotTrade } from '@common/contract/spotTradeRecord';
import { secondsOfDay } from '@common/domain/mocWindow';
import ClientTable, { ACTIONS_COLUMN_KEY } from '@/components/ClientTable';
import { useText } from '@/hooks/useText';
import { useRemoveRecord } from '../service';
import { useNumber } from './useNumber';

const CLOSE = secondsOfDay(MOC_WINDOW_CLOSE);
const text = (a: string, b: string) => a.localeCompare(b);

interface Props {
  rows: readonly SpotTrade[];
  loading: boolean;
  onEdit: (record: SpotTrade) => void;
}

export default function RecordTable({ rows, loading, onEdit }: Props) {
  const f = useText();
  const n = useNumber();
  const remove = useRemoveRecord();
  const columns = useMemo<ColumnsType<SpotTrade>>(() => {
    const distinct = (pick: (r: SpotTrade) => string) => [...new Set(rows.map(pick))].sort().map((v) => ({ text: v || '—', value: v }));
    return [
      {
        key: 'time',
        title: f('spotTradeRecord.column.time'),
        dataIndex: 'time',
        sorter: (a, b) => text(a.time, b.time),
        defaultSortOrder: 'ascend',
        render: (v: string) => (
          <Space size={4}>
            <bdi dir="ltr">{v}</bdi>
            {secondsOfDay(v) > CLOSE && <Tag color="red">{f('spotTradeRecord.afterClose')}</Tag>}
          </Space>
        ),
      },
      { key: 'date', title: f('spotTradeRecord.column.date'), dataIndex: 'date', sorter: (a, b) => text(a.date, b.date) },
      {
        key: 'product',
        title: f('spotTradeRecord.column.product'),
        dataIndex: 'product',
        sorter: (a, b) => text(a.product, b.product),
        filters: distinct((r) => r.product),
        onFilter: (v, r) => r.product === v,
      },
      {
        key: 'instrument',
        title: f('spotTradeRecord.column.instrument'),
        dataIndex: 'instrument',
        filters: MOC_INSTRUMENTS.map((v) => ({ text: f(`spotTradeRecord.instrument.${v}`), value: v })),
        onFilter: (v, r) => r.instrument === v,
        render: (v: string) => f(`spotTradeRecord.instrument.${v}`),
      },
      {
        key: 'side',
        title: f('spotTradeRecord.column.side'),
        dataIndex: 'side',
        filters: MOC_SIDES.map((v) => ({ text: f(`spotTradeRecord.side.${v}`), value: v })),
        onFilter: (v, r) => r.side === v,
        render: (v: string) => f(`spotTradeRecord.side.${v}`),
      },
      {
        key: 'buyer',
        title: f('spotTradeRecord.column.buyer'),
        dataIndex: 'buyer',
        sorter: (a, b) => text(a.buyer, b.buyer),
        filters: distinct((r) => r.buyer),
        onFilter: (v, r) => r.buyer === v,
      },
      {
        key: 'seller',
        title: f('spotTradeRecord.column.seller'),
        dataIndex: 'seller',
        sorter: (a, b) => text(a.seller, b.seller),
        filters: distinct((r) => r.seller),
        onFilter: (v, r) => r.seller === v,
      },
      { key: 'priceBasis', title: f('spotTradeRecord.column.priceBasis'), dataIndex: 'priceBasis', render: (v: string) => f(`spotTradeRecord.basis.${v}`) },
      {
        key: 'price',
        title: f('spotTradeRecord.column.price'),
        dataIndex: 'price',
        align: 'end',
        sorter: (a, b) => a.price - b.price,
        render: (v: number) => n(v, 4),
      },
      {
        key: 'volume',
        title: f('spotTradeRecord.column.volume'),
        dataIndex: 'volume',
        align: 'end',
        sorter: (a, b) => a.volume - b.volume,
        render: (v: number) => n(v, 0),
      },
      { key: 'loadingWindow', title: f('spotTradeRecord.column.loadingWindow'), dataIndex: 'loadingWindow' },
      { key: 'loadPoint', title: f('spotTradeRecord.column.loadPoint'), dataIndex: 'loadPoint' },
      { key: 'state', title: f('spotTradeRecord.column.state'), dataIndex: 'state' },
      {
        key: ACTIONS_COLUMN_KEY,
        title: f('spotTradeRecord.column.actions'),
        render: (_: unknown, r: SpotTrade) => (
          <Space>
            <Button size="small" onClick={() => onEdit(r)}>
              {f('spotTradeRecord.edit')}
            </Button>
            <Popconfirm
              title={f('spotTradeRecord.deleteConfirm')}
              onConfirm={() => remove.mutateAsync({ id: r.id })}
              okText={f('spotTradeRecord.delete')}
              cancelText={f('spotTradeRecord.cancel')}
            >
              <Button size="small" danger>
                {f('spotTradeRecord.delete')}
              </Button>
            </Popconfirm>
          </Space>
        ),
      },
    ];
  }, [rows, f, n, onEdit, remove.mutateAsync]);

  return (
    <ClientTable<SpotTrade>
      aria-label={f('spotTradeRecord.records')}
      rows={rows}
      columns={columns}
      rowKey="id"
      loading={loading}
      exportName="spot-trade-window"
      searchText={(r) => `${r.product} ${r.buyer} ${r.seller} ${r.loadingWindow} ${r.loadPoint} ${r.state}`}
      emptyText={f('spotTradeRecord.empty')}
      exportColumns={[
        { title: f('spotTradeRecord.column.date'), value: (r) => r.date },
        { title: f('spotTradeRecord.column.time'), value: (r) => r.time },
        { title: f('spotTradeRecord.column.product'), value: (r) => r.product },
        { title: f('spotTradeRecord.column.instrument'), value: (r) => r.instrument },
        { title: f('spotTradeRecord.column.side'), value: (r) => r.side },
        { title: f('spotTradeRecord.column.buyer'), value: (r) => r.buyer },
        { title: f('spotTradeRecord.column.seller'), value: (r) => r.seller },
        { title: f('spotTradeRecord.column.priceBasis'), value: (r) => r.priceBasis },
        { title: f('spotTradeRecord.column.price'), value: (r) => r.price },
        { title: f('spotTradeRecord.column.volume'), value: (r) => r.volume },
        { title: f('spotTradeRecord.column.loadingWindow'), value: (r) => r.loadingWindow },
        { title: f('spotTradeRecord.column.loadPoint'), value: (r) => r.loadPoint },
        { title: f('spotTradeRecord.column.state'), value: (r) => r.state },
      ]}
    />
  );
}
