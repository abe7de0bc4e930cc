/** The option settlements (migration 0026_option_settlements); part of server/schema.ts's Database. */
export interface OptionSettlementsTable {
  product: string;
  underlying: string;
  trade_date: string;
  strike: number;
  option_right: 'call' | 'put';
  expiry: string;
  settle: number;
  volume: number;
  open_interest: number;
  futures_price: number;
  source: string;
  created_at: number;
}

export interface OptionSettlementTables {
  option_settlements: OptionSettlementsTable;
}
