/**
 * Exchange warehouse receipts (仓单): SHFE and INE publish, each trading day, the registered receipts of every
 * product per delivery warehouse with the change from the previous report (the daily report's "增减" column).
 * The change of a day is that day's receipts minus the receipts of the previous report of the same warehouse
 * (docs/warehouseCargoLocData.md); the product total of a day is the sum over the warehouses reported that day.
 */

/** One published figure: receipts of one warehouse on one report day (YYYY-MM-DD). */
export interface ReceiptRow {
  date: string;
  warehouse: string;
  receipts: number;
}

export interface ReceiptPoint {
  date: string;
  receipts: number;
  /** Receipts minus the previous report's; null on the first report of the series. */
  change: number | null;
}

/** A series with its day-on-day changes; the input in any order, one value per date (the last one wins). */
export function receiptChanges(points: readonly { date: string; receipts: number }[]): ReceiptPoint[] {
  const byDate = new Map<string, number>();
  for (const p of points) byDate.set(p.date, p.receipts);
  const dates = [...byDate.keys()].sort();
  return dates.map((date, i) => {
    const receipts = byDate.get(date) as number;
    return { date, receipts, change: i === 0 ? null : receipts - (byDate.get(dates[i - 1]) as number) };
  });
}

/** The product total per report day (sum over the warehouses reported that day), with its changes. */
export function receiptTotals(rows: readonly ReceiptRow[]): ReceiptPoint[] {
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(r.date, (sums.get(r.date) ?? 0) + r.receipts);
  return receiptChanges([...sums].map(([date, receipts]) => ({ date, receipts })));
}

/** One series with changes per warehouse, warehouses in name order. */
export function receiptsByWarehouse(rows: readonly ReceiptRow[]): { warehouse: string; points: ReceiptPoint[] }[] {
  const groups = new Map<string, ReceiptRow[]>();
  for (const r of rows) {
    const list = groups.get(r.warehouse);
    if (list) list.push(r);
    else groups.set(r.warehouse, [r]);
  }
  return [...groups.keys()].sort().map((warehouse) => ({ warehouse, points: receiptChanges(groups.get(warehouse) as ReceiptRow[]) }));
}
