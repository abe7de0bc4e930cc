/** The run's trades: entry and exit (time, price), direction, quantity, P&L after costs, holding days; exportable. */
import type { TradeRow } from '@common/contract/backtesting';
import ClientTable from '@/components/ClientTable';
import { num, useText } from './useText';

type Row = TradeRow & { key: number };
const day = (t: number | null) => (t === null ? '' : new Date(t).toISOString().slice(0, 10));

export default function TradeTable({ trades }: { trades: readonly TradeRow[] }) {
  const text = useText();
  const rows: Row[] = trades.map((trade, key) => ({ ...trade, key }));
  const side = (r: Row) => text(r.direction === 1 ? 'trade.long' : 'trade.short');
  return (
    <ClientTable<Row>
      aria-label={text('trades.title')}
      rows={rows}
      rowKey="key"
      exportName="backtest-trades"
      exportColumns={[
        { title: text('trade.direction'), value: side },
        { title: text('trade.quantity'), value: (r) => r.quantity },
        { title: text('trade.entryTime'), value: (r) => day(r.entryTime) },
        { title: text('trade.entryPrice'), value: (r) => r.entryPrice },
        { title: text('trade.exitTime'), value: (r) => day(r.exitTime) },
        { title: text('trade.exitPrice'), value: (r) => r.exitPrice ?? '' },
        { title: text('trade.pnl'), value: (r) => r.pnl },
        { title: text('trade.holdingDays'), value: (r) => r.holdingDays },
      ]}
      columns={[
        {
          key: 'direction',
          title: text('trade.direction'),
          render: (_: unknown, r) => side(r),
          filters: [
            { text: text('trade.long'), value: 1 },
            { text: text('trade.short'), value: -1 },
          ],
          onFilter: (v, r) => r.direction === v,
        },
        { key: 'quantity', title: text('trade.quantity'), render: (_: unknown, r) => num(r.quantity, 4) },
        { key: 'entryTime', title: text('trade.entryTime'), render: (_: unknown, r) => day(r.entryTime), sorter: (a, b) => a.entryTime - b.entryTime },
        { key: 'entryPrice', title: text('trade.entryPrice'), render: (_: unknown, r) => num(r.entryPrice, 4) },
        { key: 'exitTime', title: text('trade.exitTime'), render: (_: unknown, r) => (r.exitTime === null ? text('trade.open') : day(r.exitTime)) },
        { key: 'exitPrice', title: text('trade.exitPrice'), render: (_: unknown, r) => num(r.exitPrice, 4) },
        { key: 'pnl', title: text('trade.pnl'), render: (_: unknown, r) => num(r.pnl), sorter: (a, b) => a.pnl - b.pnl },
        {
          key: 'holdingDays',
          title: text('trade.holdingDays'),
          render: (_: unknown, r) => num(r.holdingDays, 0),
          sorter: (a, b) => a.holdingDays - b.holdingDays,
        },
      ]}
    />
  );
}
