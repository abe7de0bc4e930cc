/** The backtesting area's tables (migration 0011_backtesting); part of server/schema.ts's Database. */

/** A saved backtest: its inputs and its result, readable by its owner, and by the page's holders once shared. */
export interface BacktestResultsTable {
  id: string;
  owner_id: string;
  owner_name: string;
  name: string;
  /** 1 when the owner shared it (readable by any holder of the page's key), else 0. */
  shared: number;
  /** JSON text: the run's body (common/contract/backtesting.ts RunBody). */
  inputs: string;
  /** JSON text: the run's result (RunResult: metrics, series, trades). */
  result: string;
  /** Summary columns for the list, null where the metric does not exist. */
  cumulative_return: number | null;
  sharpe: number | null;
  max_drawdown: number | null;
  created_at: number;
  updated_at: number;
}

export interface BacktestingTables {
  backtest_results: BacktestResultsTable;
}
