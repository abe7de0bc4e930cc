/** Exchange warehouse receipts (migration 0025_warehouse_receipts); part of server/schema.ts's Database. */
export interface WarehouseReceiptsTable {
  exchange: string;
  product: string;
  warehouse: string;
  /** YYYY-MM-DD */
  day: string;
  receipts: number;
  unit: string;
  /** 'import' | 'demo' (RECEIPT_SOURCES) */
  source: string;
  written_at: number;
  written_by: string;
}

export interface WarehouseReceiptTables {
  warehouse_receipts: WarehouseReceiptsTable;
}
