/**
 * The options cross-section's calls (issue 21, page /tool/calculator/futOptCrossSectionData; docs/options.md):
 *   POST /v2/futOptCrossSectionData/products       (no body)                          the option underlyings, with their data
 *   POST /v2/futOptCrossSectionData/chain          { product, date? }                 one day's chain, every expiry, with IVs
 *   POST /v2/futOptCrossSectionData/skewHistory    { product, from?, to?, minDays? }  ATM IV and 25-delta risk reversal per day
 *   POST /v2/futOptCrossSectionData/import/preview { fileName, format, content }      rows and row errors of a settlement file
 *   POST /v2/futOptCrossSectionData/import/commit  (same body)                        every row or none
 * Reads are gated by the page's key (and the product's own key); imports write market data every user reads, so
 * they are for administrators, as the bar imports are. Implied volatilities are the server's, by the domain's
 * Barone-Adesi-Whaley (Chinese commodity options are American).
 */
import { type Static, Type } from '@sinclair/typebox';
import { type Endpoint, e } from './endpoint';
import { Nullable } from './envelope';
import { IsoDateSchema } from './reference';

export const FUT_OPT_KEY = 'auth_tool_calculator_futOptCrossSectionData' as const;

/** The rate the implied volatilities use (continuously compounded, a year): a CNY one-year deposit-like level. */
export const OPTION_CHAIN_RATE = 0.015;
/** The longest skew history one call computes (calendar days). */
export const SKEW_HISTORY_MAX_DAYS = 400;
/** Without `from`, the history starts this many calendar days before `to`. */
export const SKEW_HISTORY_DEFAULT_DAYS = 120;
/** The expiry the skew history follows each day: the first with at least this many calendar days left. */
export const SKEW_MIN_DAYS_DEFAULT = 10;
export const OPTION_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const OPTION_IMPORT_MAX_ROWS = 20000;

const ProductKey = Type.String({ pattern: '^[A-Z][A-Z0-9]{1,9}\\.[A-Z][A-Z0-9]{0,9}$', maxLength: 21 });
const Right = Type.Union([Type.Literal('call'), Type.Literal('put')]);

export const OptionProduct = Type.Object({
  product: Type.String(),
  /** The underlying's name by locale (`zh-CN`, `en-US`, `ar-EG`). */
  names: Type.Record(Type.String(), Type.String()),
  unit: Type.String(),
  /** True when the demo simulator serves its chains (days without an imported file). */
  demo: Type.Boolean(),
  /** Trading days with imported settlements, and the latest. */
  importedDays: Type.Integer(),
  lastImported: Nullable(Type.String()),
});
export type OptionProduct = Static<typeof OptionProduct>;
export const OptionProductsData = Type.Object({ products: Type.Array(OptionProduct) });
export type OptionProductsData = Static<typeof OptionProductsData>;

export const OptionChainBody = Type.Object({ product: ProductKey, date: Type.Optional(IsoDateSchema) });
export type OptionChainBody = Static<typeof OptionChainBody>;

export const OptionChainRow = Type.Object({
  strike: Type.Number(),
  right: Right,
  settle: Type.Number(),
  volume: Type.Number(),
  oi: Type.Number(),
  /** Barone-Adesi-Whaley implied volatility of the settlement; null when none reproduces it. */
  iv: Nullable(Type.Number()),
  /** Delta at that volatility (Black-76, discounted). */
  delta: Nullable(Type.Number()),
});
export type OptionChainRow = Static<typeof OptionChainRow>;

/** The smile as the Cboe method reads it: the out-of-the-money option's IV per strike (`atm`: the average at K0). */
export const SmilePoint = Type.Object({
  strike: Type.Number(),
  side: Type.Union([Type.Literal('put'), Type.Literal('call'), Type.Literal('atm')]),
  iv: Type.Number(),
});
export type SmilePoint = Static<typeof SmilePoint>;

export const OptionExpiry = Type.Object({
  underlying: Type.String(),
  expiry: Type.String(),
  /** Calendar days from the chain's date to the expiry. */
  days: Type.Integer(),
  futuresPrice: Type.Number(),
  atmIv: Nullable(Type.Number()),
  /** IV(25-delta call) - IV(25-delta put). */
  rr25: Nullable(Type.Number()),
  smile: Type.Array(SmilePoint),
  rows: Type.Array(OptionChainRow),
});
export type OptionExpiry = Static<typeof OptionExpiry>;

export const OptionChainData = Type.Object({
  product: Type.String(),
  /** The trading date shown (the body's, or the latest with data). */
  date: Type.String(),
  demo: Type.Boolean(),
  /** `demo` or the imported file(s). */
  source: Type.String(),
  rate: Type.Number(),
  expiries: Type.Array(OptionExpiry),
});
export type OptionChainData = Static<typeof OptionChainData>;

export const SkewHistoryBody = Type.Object({
  product: ProductKey,
  from: Type.Optional(IsoDateSchema),
  to: Type.Optional(IsoDateSchema),
  minDays: Type.Optional(Type.Integer({ minimum: 0, maximum: 365 })),
});
export type SkewHistoryBody = Static<typeof SkewHistoryBody>;

export const SkewPoint = Type.Object({
  date: Type.String(),
  underlying: Type.String(),
  expiry: Type.String(),
  days: Type.Integer(),
  atmIv: Nullable(Type.Number()),
  rr25: Nullable(Type.Number()),
  demo: Type.Boolean(),
});
export type SkewPoint = Static<typeof SkewPoint>;
export const SkewHistoryData = Type.Object({
  product: Type.String(),
  from: Type.String(),
  to: Type.String(),
  demo: Type.Boolean(),
  points: Type.Array(SkewPoint),
});
export type SkewHistoryData = Static<typeof SkewHistoryData>;

export const OptionImportBody = Type.Object({
  fileName: Type.String({ minLength: 1, maxLength: 200 }),
  format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')]),
  /** The file's bytes, base64 (at most OPTION_IMPORT_MAX_BYTES decoded). */
  content: Type.String({ minLength: 1, maxLength: Math.ceil(OPTION_IMPORT_MAX_BYTES / 3) * 4 }),
});
export type OptionImportBody = Static<typeof OptionImportBody>;

export const OptionImportRow = Type.Object({
  /** File row number (1 = the header). */
  row: Type.Integer(),
  date: Type.String(),
  product: Type.String(),
  underlying: Type.String(),
  expiry: Type.String(),
  strike: Type.Number(),
  right: Right,
  settle: Type.Number(),
  volume: Type.Number(),
  oi: Type.Number(),
  futuresPrice: Type.Number(),
});
export type OptionImportRow = Static<typeof OptionImportRow>;

export const OPTION_IMPORT_ERROR_CODES = [
  'badDate',
  'badContract',
  'unknownProduct',
  'notFinite',
  'negative',
  'expiryBeforeDate',
  'duplicate',
  'missingColumn',
  'badFile',
  'empty',
  'tooManyRows',
] as const;
/** A refused row or the file as a whole (row 0): `code` is a locale key suffix (`futOptCrossSectionData.import.error.<code>`). */
export const OptionImportError = Type.Object({
  row: Type.Integer(),
  column: Type.String(),
  code: Type.Union(OPTION_IMPORT_ERROR_CODES.map((c) => Type.Literal(c))),
  message: Type.String(),
});
export type OptionImportError = Static<typeof OptionImportError>;

export const OptionImportPreview = Type.Object({
  rows: Type.Array(OptionImportRow),
  errors: Type.Array(OptionImportError),
  /** Stored settlements the rows would replace (same option and day). */
  replaces: Type.Integer(),
});
export type OptionImportPreview = Static<typeof OptionImportPreview>;

export const OptionImportResult = Type.Object({ written: Type.Integer(), dates: Type.Array(Type.String()), products: Type.Array(Type.String()) });
export type OptionImportResult = Static<typeof OptionImportResult>;

export const FUT_OPT_ENDPOINTS = [
  e('/v2/futOptCrossSectionData/products', FUT_OPT_KEY, null, OptionProductsData, 'The option underlyings the caller may read, demo or imported', 'added'),
  e(
    '/v2/futOptCrossSectionData/chain',
    FUT_OPT_KEY,
    OptionChainBody,
    OptionChainData,
    "One day's option chain of a product, every expiry, with implied volatilities, the out-of-the-money smile, ATM IV and 25-delta risk reversal",
    'added',
  ),
  e(
    '/v2/futOptCrossSectionData/skewHistory',
    FUT_OPT_KEY,
    SkewHistoryBody,
    SkewHistoryData,
    'ATM implied volatility and 25-delta risk reversal of the front expiry, per trading day',
    'added',
  ),
  e(
    '/v2/futOptCrossSectionData/import/preview',
    'admin',
    OptionImportBody,
    OptionImportPreview,
    'Parse an option settlement file (CSV or Excel) and list its rows and row errors',
    'added',
  ),
  e('/v2/futOptCrossSectionData/import/commit', 'admin', OptionImportBody, OptionImportResult, 'Store an option settlement file: every row or none', 'added'),
] as const satisfies readonly Endpoint[];
