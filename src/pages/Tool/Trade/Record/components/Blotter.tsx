/**
 * The blotter: the book's trades (ClientTable: search, sort, filter, pages of 10, CSV export of what is shown), with
 * add, edit (the history drawer shows every change) and delete (soft, kept in the history).
 */
import { DeleteOutlined, EditOutlined, HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Alert, Button, Popconfirm, Space, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import type { Trade } from '@common/contract/tradeRecord';
import ClientTable from '@/components/ClientTable';
import { failureMessage } from '@/utils/apiError';
import type { CsvColumn } from '@/utils/csvExport';
import { useDeleteTrade, useTrades } from '../service';
import HistoryDrawer from './HistoryDrawer';
import TradeForm from './TradeForm';
import { useNumber, useText } from './useText';

const TIME: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' };

const distinct = (values: string[]) => [...new Set(values)].sort();

export default function Blotter({ bookId }: { bookId: string }) {
  const f = useText();
  const n = useNumber();
  const intl = useIntl();
  const trades = useTrades(bookId);
  const remove = useDeleteTrade();
  const [editing, setEditing] = useState<Trade | null | undefined>(undefined);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const rows = trades.data ?? [];

  const columns: ColumnsType<Trade> = useMemo(
    () => [
      {
        key: 'time',
        title: f('tradeRecord.column.time'),
        dataIndex: 'time',
        sorter: (a, b) => a.time - b.time,
        render: (v: number) => intl.formatDate(v, TIME),
      },
      {
        key: 'tradingDate',
        title: f('tradeRecord.column.tradingDate'),
        dataIndex: 'tradingDate',
        sorter: (a, b) => a.tradingDate.localeCompare(b.tradingDate),
      },
      {
        key: 'instrument',
        title: f('tradeRecord.column.instrument'),
        dataIndex: 'instrument',
        sorter: (a, b) => a.instrument.localeCompare(b.instrument),
        filters: distinct(rows.map((r) => r.instrument)).map((v) => ({ text: v, value: v })),
        onFilter: (v, r) => r.instrument === v,
        render: (v: string) => <bdi dir="ltr">{v}</bdi>,
      },
      {
        key: 'side',
        title: f('tradeRecord.column.side'),
        dataIndex: 'side',
        filters: ['buy', 'sell'].map((v) => ({ text: f(`tradeRecord.side.${v}`), value: v })),
        onFilter: (v, r) => r.side === v,
        render: (v: string) => f(`tradeRecord.side.${v}`),
      },
      { key: 'lots', title: f('tradeRecord.column.lots'), dataIndex: 'lots', align: 'end', sorter: (a, b) => a.lots - b.lots, render: (v: number) => n(v, 6) },
      {
        key: 'price',
        title: f('tradeRecord.column.price'),
        dataIndex: 'price',
        align: 'end',
        sorter: (a, b) => a.price - b.price,
        render: (v: number) => n(v, 6),
      },
      { key: 'fee', title: f('tradeRecord.column.fee'), dataIndex: 'fee', align: 'end', sorter: (a, b) => a.fee - b.fee, render: (v: number) => n(v) },
      {
        key: 'strategy',
        title: f('tradeRecord.column.strategy'),
        dataIndex: 'strategy',
        filters: distinct(rows.map((r) => r.strategy).filter(Boolean)).map((v) => ({ text: v, value: v })),
        onFilter: (v, r) => r.strategy === v,
      },
      { key: 'note', title: f('tradeRecord.column.note'), dataIndex: 'note', ellipsis: true },
      {
        key: 'actions',
        title: f('tradeRecord.column.actions'),
        render: (_: unknown, r: Trade) => (
          <Space size="small">
            <Tooltip title={f('tradeRecord.trade.edit')}>
              <Button size="small" type="text" icon={<EditOutlined />} aria-label={f('tradeRecord.trade.edit')} onClick={() => setEditing(r)} />
            </Tooltip>
            <Tooltip title={f('tradeRecord.history.title')}>
              <Button size="small" type="text" icon={<HistoryOutlined />} aria-label={f('tradeRecord.history.title')} onClick={() => setHistoryOf(r.id)} />
            </Tooltip>
            <Popconfirm
              title={f('tradeRecord.trade.deleteConfirm')}
              onConfirm={() => remove.mutate({ id: r.id })}
              okText={f('tradeRecord.delete')}
              cancelText={f('tradeRecord.cancel')}
            >
              <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={f('tradeRecord.delete')} />
            </Popconfirm>
          </Space>
        ),
      },
    ],
    [f, n, intl, rows, remove],
  );

  const exportColumns: CsvColumn<Trade>[] = [
    { title: f('tradeRecord.column.time'), value: (r) => r.time, time: TIME },
    { title: f('tradeRecord.column.tradingDate'), value: (r) => r.tradingDate },
    { title: f('tradeRecord.column.instrument'), value: (r) => r.instrument },
    { title: f('tradeRecord.column.side'), value: (r) => r.side },
    { title: f('tradeRecord.column.lots'), value: (r) => r.lots },
    { title: f('tradeRecord.column.price'), value: (r) => r.price },
    { title: f('tradeRecord.column.fee'), value: (r) => r.fee },
    { title: f('tradeRecord.column.strategy'), value: (r) => r.strategy },
    { title: f('tradeRecord.column.note'), value: (r) => r.note },
  ];

  return (
    <>
      {trades.isError && <Alert type="error" showIcon message={failureMessage(trades.error)} style={{ marginBlockEnd: 12 }} />}
      {remove.isError && <Alert type="error" showIcon message={failureMessage(remove.error)} style={{ marginBlockEnd: 12 }} />}
      <ClientTable<Trade>
        aria-label={f('tradeRecord.tab.blotter')}
        rows={rows}
        columns={columns}
        rowKey="id"
        loading={trades.isLoading}
        exportName="trades"
        exportColumns={exportColumns}
        searchText={(r) => `${r.instrument} ${r.strategy} ${r.note}`}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            {f('tradeRecord.trade.add')}
          </Button>
        }
      />
      <TradeForm bookId={bookId} trade={editing} onClose={() => setEditing(undefined)} />
      <HistoryDrawer tradeId={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}
