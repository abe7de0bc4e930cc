/**
 * Warehouse and cargo locations (issue 21; docs/warehouseCargoLocData.md), page /tool/calculator/warehouseCargoLocData.
 *
 * Exchange warehouse receipts (SHFE / INE daily receipts per product and warehouse): imported from CSV or Excel
 * (preview with row errors, then all or nothing) or written by the labelled demo generator; read back as daily
 * series with changes (common/domain/warehouseReceipts.ts). The cargo flows of the page use the spec's
 * `/v1/finData/lowFreqData/source/kpler/*` calls (common/contract/datasource.ts), gated by this page's key.
 */
import { type Static, Type } from '@sinclair/typebox';
import { e } from './endpoint';
import { Nullable } from './envelope';

export const WAREHOUSE_KEY = 'auth_tool_calculator_warehouseCargoLocData' as const;

/** Largest receipt file accepted (bytes, before base64), and its rows. */
export const RECEIPT_IMPORT_MAX_BYTES = 1024 * 1024;
export const RECEIPT_IMPORT_MAX_ROWS = 5000;
/** Longest range one series call covers (days). */
export const RECEIPT_SERIES_MAX_DAYS = 3660;
/** Days of demo receipts the generator writes, ending at the last weekday up to today. */
export const RECEIPT_DEMO_DAYS = 120;

/** Exchanges whose daily receipts the page models (SHFE and its energy arm INE). */
export const RECEIPT_EXCHANGES = ['SHFE', 'INE'] as const;
export type ReceiptExchange = (typeof RECEIPT_EXCHANGES)[number];

/** Where a stored receipt figure comes from: an imported exchange file, or the demo generator (shown as DEMO). */
export const RECEIPT_SOURCES = ['import', 'demo'] as const;

const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Name = Type.String({ minLength: 1, maxLength: 60 });
const Exchange = Type.Union(RECEIPT_EXCHANGES.map((x) => Type.Literal(x)));

/** One product of one exchange with stored receipts. */
export const ReceiptProduct = Type.Object({
  exchange: Exchange,
  product: Type.String(),
  unit: Type.String(),
  warehouses: Type.Integer(),
  first: Type.String(),
  last: Type.String(),
  /** Some of its figures come from the demo generator. */
  demo: Type.Boolean(),
});
export type ReceiptProduct = Static<typeof ReceiptProduct>;

export const ReceiptSeriesBody = Type.Object({
  exchange: Exchange,
  product: Name,
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
});
export type ReceiptSeriesBody = Static<typeof ReceiptSeriesBody>;

export const ReceiptPoint = Type.Object({ date: Type.String(), receipts: Type.Number(), change: Nullable(Type.Number()) });
export type ReceiptPoint = Static<typeof ReceiptPoint>;

export const ReceiptSeries = Type.Object({
  exchange: Exchange,
  product: Type.String(),
  unit: Type.String(),
  demo: Type.Boolean(),
  /** Sum over the warehouses per report day, with its changes. */
  total: Type.Array(ReceiptPoint),
  warehouses: Type.Array(Type.Object({ warehouse: Type.String(), points: Type.Array(ReceiptPoint) })),
});
export type ReceiptSeries = Static<typeof ReceiptSeries>;

export const ReceiptImportBody = Type.Object({
  fileName: Type.String({ minLength: 1, maxLength: 200 }),
  format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')]),
  content: Type.String({ minLength: 1, maxLength: Math.ceil(RECEIPT_IMPORT_MAX_BYTES / 3) * 4 }),
});
export type ReceiptImportBody = Static<typeof ReceiptImportBody>;

export const RECEIPT_IMPORT_ERROR_CODES = [
  'badFile',
  'empty',
  'tooManyRows',
  'missingColumn',
  'missingField',
  'badDate',
  'badExchange',
  'badNumber',
  'changeMismatch',
  'duplicateRow',
] as const;

export const ReceiptImportIssue = Type.Object({
  /** Row number in the file (1 = the header row); 0 for the whole file. */
  row: Type.Integer(),
  column: Type.String(),
  code: Type.Union(RECEIPT_IMPORT_ERROR_CODES.map((c) => Type.Literal(c))),
  /** English detail for logs; the page words the code in the user's language. */
  message: Type.String(),
});
export type ReceiptImportIssue = Static<typeof ReceiptImportIssue>;

export const ReceiptImportRow = Type.Object({
  row: Type.Integer(),
  date: Type.String(),
  exchange: Exchange,
  product: Type.String(),
  warehouse: Type.String(),
  receipts: Type.Number(),
  unit: Type.String(),
});
export type ReceiptImportRow = Static<typeof ReceiptImportRow>;

export const ReceiptImportPreview = Type.Object({
  rows: Type.Array(ReceiptImportRow),
  /** Any error refuses the whole file at commit. */
  errors: Type.Array(ReceiptImportIssue),
});
export type ReceiptImportPreview = Static<typeof ReceiptImportPreview>;

export const ReceiptWriteResult = Type.Object({ written: Type.Integer() });

export const WAREHOUSE_CARGO_LOC_DATA_ENDPOINTS = [
  e('/v2/warehouseCargoLocData/receipt/products', WAREHOUSE_KEY, null, Type.Array(ReceiptProduct), 'Products with stored warehouse receipts', 'added'),
  e(
    '/v2/warehouseCargoLocData/receipt/series',
    WAREHOUSE_KEY,
    ReceiptSeriesBody,
    ReceiptSeries,
    "One product's daily receipts per warehouse and in total, with changes",
    'added',
  ),
  e(
    '/v2/warehouseCargoLocData/receipt/import/preview',
    WAREHOUSE_KEY,
    ReceiptImportBody,
    ReceiptImportPreview,
    'Check a warehouse receipt file (CSV or Excel) row by row',
    'added',
  ),
  e(
    '/v2/warehouseCargoLocData/receipt/import/commit',
    WAREHOUSE_KEY,
    ReceiptImportBody,
    ReceiptWriteResult,
    'Import a warehouse receipt file: every row in one transaction, or nothing',
    'added',
  ),
  e(
    '/v2/warehouseCargoLocData/receipt/demo',
    WAREHOUSE_KEY,
    null,
    ReceiptWriteResult,
    'Write the seeded demo receipts (labelled demo) where no imported figure exists',
    'added',
  ),
] as const;
