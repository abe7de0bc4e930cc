/** The marketData area's tables (migration 0006_market_data); part of server/schema.ts's Database. */

/** A stored bar; `(instrument, interval, ts)` is the primary key. */
export interface MdBarsTable {
  instrument: string;
  interval: '1m' | '1d';
  ts: number;
  open: number;
  high: number;
  low: number;
  close: number;
  settle: number | null;
  volume: number | null;
  oi: number | null;
  /** 0/1 */
  demo: number;
  source: string;
}

/** Metadata of a `ds:<source>:<seriesId>` series; its values live in ds_observations. */
export interface MdDsSeriesTable {
  source: string;
  series_id: string;
  /** JSON text: names per locale. */
  names: string;
  unit: string;
  source_label: string;
  licence: string;
  updated_at: number;
}

export interface MarketDataTables {
  md_bars: MdBarsTable;
  md_ds_series: MdDsSeriesTable;
}
