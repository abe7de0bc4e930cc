/** View models of the warehouse and cargo page (API types come from the contracts). */

/** One warehouse's figure of one day, as the receipts table shows it. */
export interface ReceiptTableRow {
  key: string;
  date: string;
  warehouse: string;
  receipts: number;
  change: number | null;
}

/** One location's volume over one period, as the flows table shows it. */
export interface FlowTableRow {
  key: string;
  date: string;
  location: string;
  kind: string;
  product: string;
  volume: number;
}
