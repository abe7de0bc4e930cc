/** The holdings tables (migration 0023_position); part of server/schema.ts's Database. */

/** One CFTC report row: a market's positions as of a Tuesday, in one report layout. */
export interface PositionCotTable {
  layout: string;
  market_code: string;
  market: string;
  /** `YYYY-MM-DD`: the day the positions are as of (a Tuesday, as printed). */
  as_of: string;
  /** Epoch ms the row became public (Friday 15:30 New York, common/domain/releaseDating.ts CFTC_RELEASE). */
  released_at: number;
  open_interest: number;
  /** JSON text: `[long, short, spread][]` in the order of COT_CATEGORIES[layout]. */
  positions: string;
  imported_at: number;
}

/** One entry of an exchange's member ranking: a rank of one list of one contract on one day. */
export interface PositionRankingsTable {
  exchange: string;
  trade_date: string;
  contract: string;
  /** volume | long | short */
  list: string;
  rank: number;
  member: string;
  value: number;
  change: number;
  /** 1 for rows of the demo generator (shown with the DEMO badge). */
  demo: number;
  imported_at: number;
}

export interface PositionTables {
  position_cot: PositionCotTable;
  position_rankings: PositionRankingsTable;
}
