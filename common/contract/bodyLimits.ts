/**
 * The largest request body each call accepts (issue 8 item 4). Most calls take a few small fields, so one default
 * serves them; the calls listed carry lists or long texts and declare what their schema's limits need. The server
 * answers 413 above the limit, from the Content-Length alone when it is declared, before reading any of the body;
 * BODY_LIMIT_BYTES (docs/server.md) caps every limit. Uploads do not go through JSON calls (their own PUT address
 * takes exactly the declared file size). Calls that take no body never read one, whatever its size.
 */
import type { EndpointPath } from './endpoints';

/** Bodies of calls not listed: logins, registration, searches, single-record edits. */
export const DEFAULT_BODY_LIMIT = 8 * 1024;

const KIB = 1024;

/** Calls whose schema allows more than DEFAULT_BODY_LIMIT (sized for their maxItems x maxLength, UTF-8 text). */
export const BODY_LIMITS: Partial<Record<EndpointPath, number>> = {
  // 100 keys of up to 100 characters.
  '/v1/setting/getConfigValue': 16 * KIB,
  // A note of up to 2,000 characters (CJK text is 3 bytes each, 6 when escaped).
  '/v1/setting/version/set': 16 * KIB,
  // Up to 5,000 Market-on-Close records of about 300 bytes, more with CJK names.
  '/v1/setting/mocTrade/update': 4 * KIB * KIB,
  // Up to 500 paths of up to 200 characters.
  '/v1/user/access/set': 128 * KIB,
  // Up to 200 user ids of up to 64 characters.
  '/v1/user/access/copy': 16 * KIB,
  // Up to 20 credentials of up to 4,096 characters.
  '/v1/finData/lowFreqData/source/update/token': 128 * KIB,
  // marketData area (issue 9): a bar file of up to 2 MiB, base64 (4/3) inside JSON.
  '/v2/marketData/bars/import/preview': 3 * KIB * KIB,
  '/v2/marketData/bars/import/commit': 3 * KIB * KIB,
  // options cross-section (issue 21): an option settlement file of up to 2 MiB, base64 (4/3) inside JSON.
  '/v2/futOptCrossSectionData/import/preview': 3 * KIB * KIB,
  '/v2/futOptCrossSectionData/import/commit': 3 * KIB * KIB,
  // feeds area (issue 9): up to 1,000 ticks of about 200 bytes (PUSH_MAX_ROWS).
  '/v2/feeds/push': 256 * KIB,
  // board (issue 9): up to 200 watchlist addresses of up to 120 characters, plus columns.
  '/v2/watchlist/save': 32 * KIB,
  // analytics (issue 10): up to 20,000 returns or net values of up to 24 characters each.
  '/v2/analytics/metrics': 512 * KIB,
  // tradeRecord (issue 10): a trade file of up to 1 MiB, base64 (4/3) inside JSON.
  '/v2/tradeRecord/trade/import/preview': 1536 * KIB,
  '/v2/tradeRecord/trade/import/commit': 1536 * KIB,
  // spotTradeRecord (issue 21): a window file of up to 1 MiB, base64 (4/3) inside JSON.
  '/v2/spotTradeRecord/import/preview': 1536 * KIB,
  '/v2/spotTradeRecord/import/commit': 1536 * KIB,
  // backtesting (issue 10): an imported series of up to 20,000 [time, value] pairs of up to 40 characters each.
  '/v2/backtesting/run': 1024 * KIB,
  '/v2/backtesting/estimate': 1024 * KIB,
  '/v2/backtesting/sweep': 1024 * KIB,
  '/v2/backtesting/save': 1024 * KIB,
  // calendar (issue 11): a calendar file (ICS, CSV, Excel) of up to 1 MiB, base64 (4/3) inside JSON.
  '/v2/calendar/import/preview': 1536 * KIB,
  '/v2/calendar/import/commit': 1536 * KIB,
  // research library (issue 11): an HTML or markdown body of up to 2 MB (checked in bytes by the handler, which
  // answers researchFileTooLarge), with room for JSON escapes; a private note of up to 4,000 characters.
  '/v2/research/document/upload': 3 * KIB * KIB,
  '/v2/research/document/state': 32 * KIB,
  // meetings (issue 11): a markdown body of up to 20,000 characters (CJK, escaped: up to 6 bytes each) plus 50
  // decisions and 50 action items of up to 500 characters.
  '/v2/meetings/save': 512 * KIB,
  // holdings (issue 21): a COT or member ranking file of up to 1 MiB, base64 (4/3) inside JSON.
  '/v2/position/cot/preview': 1536 * KIB,
  '/v2/position/cot/import': 1536 * KIB,
  '/v2/position/ranking/preview': 1536 * KIB,
  '/v2/position/ranking/import': 1536 * KIB,
  // warehouse receipts (issue 21): a receipt file of up to 1 MiB, base64 (4/3) inside JSON.
  '/v2/warehouseCargoLocData/receipt/import/preview': 1536 * KIB,
  '/v2/warehouseCargoLocData/receipt/import/commit': 1536 * KIB,
};

export const bodyLimitOf = (path: string): number => BODY_LIMITS[path as EndpointPath] ?? DEFAULT_BODY_LIMIT;
