/** The spot trade record's table (created by migration 0001_core); part of server/schema.ts's Database. */

/** Platts Market-on-Close window records; natural_key is unique (date, product, side, time, buyer, seller, price). */
export interface MocTradesTable {
  id: string;
  natural_key: string;
  date: string;
  product: string;
  instrument: string;
  side: string;
  buyer: string;
  seller: string;
  price_basis: string;
  price: number;
  volume: number;
  loading_window: string;
  load_point: string;
  time: string;
  state: string;
  created_at: number;
  updated_at: number;
  updated_by: string;
}

export interface SpotTradeRecordTables {
  moc_trades: MocTradesTable;
}
