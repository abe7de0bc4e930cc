/** The trade records' tables (migration 0010_trade_record); part of server/schema.ts's Database. */

export interface TradeBooksTable {
  id: string;
  owner_id: string;
  name: string;
  /** Always 'CNY' today. */
  base_currency: string;
  initial_cash: number;
  /** `YYYY-MM-DD`. */
  start_date: string;
  created_at: number;
  updated_at: number;
}

export interface TradesTable {
  id: string;
  book_id: string;
  /** Epoch ms of the fill. */
  time: number;
  /** `YYYY-MM-DD`: the trading date the fill counts to. */
  trading_date: string;
  instrument: string;
  side: string;
  lots: number;
  price: number;
  fee: number;
  strategy: string;
  note: string;
  version: number;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
}

export interface TradeChangesTable {
  id: string;
  trade_id: string;
  book_id: string;
  user_id: string;
  user_name: string;
  at: number;
  /** 'create' | 'update' | 'delete' | 'import'. */
  action: string;
  /** JSON text of the trade's fields before and after (null before a create, after a delete). */
  before: string | null;
  after: string | null;
}

export interface TradeCashFlowsTable {
  id: string;
  book_id: string;
  date: string;
  amount: number;
  note: string;
  created_at: number;
}

export interface TradeRecordTables {
  trade_books: TradeBooksTable;
  trades: TradesTable;
  trade_changes: TradeChangesTable;
  trade_cash_flows: TradeCashFlowsTable;
}
