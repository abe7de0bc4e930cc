/** The page's own view models; API types come from @common/contract/backtesting. */

/** The input form's values (one flat object: antd's Form keeps every field, shown or not). */
export interface BacktestForm {
  source: 'address' | 'file' | 'book';
  address: string;
  /** A trade-record book whose unit net value is the series (source 'book'). */
  bookId: string;
  /** Back-adjustment of an `@main` address (sent only for one). */
  adjust: 'none' | 'difference' | 'ratio';
  /** Years of history read for an address. */
  years: number;
  mode: 'rule' | 'asIs';
  ruleKind: 'zScore' | 'maCross';
  window: number;
  entry: number;
  exit: number;
  stop: number | null;
  fast: number;
  slow: number;
  sizingKind: 'lots' | 'unit';
  lots: number;
  multiplier: number;
  costValue: number;
  costUnit: 'price' | 'bps';
  slippageValue: number;
  slippageUnit: 'price' | 'ticks';
  tick: number;
  capital: number;
  periodsPerYear: number;
  /** Annual risk-free rate in percent (2 = 2 %). */
  riskFreePct: number;
  convention: 'empyrical' | 'quantstats';
  rollingWindow: number;
  benchmark: string;
}

/** An imported file after its preview: the points and the rows that could not be read. */
export interface FileSeries {
  name: string;
  points: [number, number][];
  errors: { row: number; text: string }[];
}
