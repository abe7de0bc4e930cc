/** The run's trades: entry and exit (time, price), direction, quantity, P&L after costs, holding days; exportable. */
import type { TradeRow } from '@common/contract/backtesting';
import ClientTable from '@/components/ClientTable';
import { num, useText } from './useText';

type Row = TradeRow & { key: number };
const day = (t: number | null) => (t === null ? '' : new Date(t).toISOString().slice(0, 10));

/** Decimals of a price tick (1 -> 0, 0.5 -> 1, 0.01 -> 2); 4 when the tick is unknown (a file or a spread). */
export const tickDigits = (tick: number | null): number => {
  if (tick === null || !(tick > 0)) return 4;
  for (let d = 0; d <= 8; d++) if (Math.abs(Math.round(tick * 10 ** d) - tick * 10 ** d) < 1e-9) return d;
  return 8;
};

/** A quantity as held: whole lots without decimals, a unit exposure to 4. */
const quantityText = (q: number) => (Number.isInteger(q) ? String(q) : num(q, 4));

interface Props {
  trades: readonly TradeRow[];
  tick: number | null;
  currency: string | null;
  /** How an `@main` series was adjusted, carried into every exported row (its prices are the adjusted ones); null for other inputs. */
  seriesLabel?: string | null;
}

export default function TradeTable({ trades, tick, currency, seriesLabel = null }: Props) {
  const text = useText();
  const digits = tickDigits(tick);
  const price = (v: number | null) => num(v, digits);
  const money = (v: number) => (currency ? `${num(v)} ${currency}` : num(v));
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
        { title: text('trade.entryPrice'), value: (r) => price(r.entryPrice) },
        { title: text('trade.exitTime'), value: (r) => day(r.exitTime) },
        { title: text('trade.exitPrice'), value: (r) => (r.exitPrice === null ? '' : price(r.exitPrice)) },
        { title: text('trade.pnl'), value: (r) => r.pnl },
        { title: text('trade.holdingDays'), value: (r) => r.holdingDays },
        ...(seriesLabel ? [{ title: text('trade.series'), value: () => seriesLabel }] : []),
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
        { key: 'quantity', title: text('trade.quantity'), render: (_: unknown, r) => quantityText(r.quantity) },
        { key: 'entryTime', title: text('trade.entryTime'), render: (_: unknown, r) => day(r.entryTime), sorter: (a, b) => a.entryTime - b.entryTime },
        { key: 'entryPrice', title: text('trade.entryPrice'), render: (_: unknown, r) => price(r.entryPrice) },
        { key: 'exitTime', title: text('trade.exitTime'), render: (_: unknown, r) => (r.exitTime === null ? text('trade.open') : day(r.exitTime)) },
        { key: 'exitPrice', title: text('trade.exitPrice'), render: (_: unknown, r) => price(r.exitPrice) },
        { key: 'pnl', title: text('trade.pnl'), render: (_: unknown, r) => money(r.pnl), sorter: (a, b) => a.pnl - b.pnl },
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
