/**
 * Listed contract months and last trading days from a product's listing rule (docs/market-data/reference.md).
 *
 * A listing rule is `;`-separated parts:
 *   monthly:N          N consecutive contract months, starting with the nearest one not yet expired
 *   quarterly:M        plus the quarter months (Mar, Jun, Sep, Dec) after those, up to M months ahead (INE SC)
 *   ltd:<rule>         the last trading day rule:
 *     prevMonthLast      last trading day of the month before the contract month (SHFE FU from 2018, INE LU, INE SC)
 *     day:D              the D-th calendar day of the contract month, or the trading day before it (SHFE FU 2004)
 *     nthLast:N          the N-th last trading day of the contract month (DCE PG: 4)
 *     nth:N              the N-th trading day of the contract month (ZCE TA, PX, PL: 10)
 *     monthLast          last trading day of the contract month (average-price swaps: ICE Singapore, FEI, Dubai)
 *     twoMonthsBeforeLast  last trading day of the second month before the contract month (ICE Brent)
 *     wti                3 trading days before the 25th of the month before, or before the trading day preceding
 *                        the 25th when the 25th is not a trading day (NYMEX CL)
 *   none               undated instrument (FX): no contracts
 *
 * Trading days are weekdays minus the holidays of the calendar the caller passes (a TradingCalendar, or the dates;
 * the server's is `reference.tradingCalendar(exchange)`, the web's comes from /v2/reference/calendar/product).
 * Trading days come from tradingCalendar.ts. Pure: dates are `YYYY-MM-DD` strings, months `YYYY-MM`; no clock is read.
 */

import { TradingCalendar } from './tradingCalendar';

export type LastTradeRule =
  | { kind: 'prevMonthLast' }
  | { kind: 'day'; day: number }
  | { kind: 'nthLast'; n: number }
  | { kind: 'nth'; n: number }
  | { kind: 'monthLast' }
  | { kind: 'twoMonthsBeforeLast' }
  | { kind: 'wti' };

export interface ListingRule {
  /** Consecutive months listed (0 for undated instruments). */
  monthly: number;
  /** Quarter months listed beyond the consecutive ones, up to this many months ahead (0: none). */
  quarterlyTo: number;
  lastTrade: LastTradeRule | null;
}

export interface ListedContract {
  /** `YYYY-MM` */
  month: string;
  lastTradeDate: string;
}

/** Parses a listing rule; throws an Error naming the bad part (the server turns it into a field error). */
export function parseListingRule(text: string): ListingRule {
  const rule: ListingRule = { monthly: 0, quarterlyTo: 0, lastTrade: null };
  const trimmed = text.trim();
  if (trimmed === 'none') return rule;
  for (const part of trimmed.split(';').map((p) => p.trim())) {
    const [name, arg = '', extra] = part.split(':');
    if (name === 'monthly' && extra === undefined) rule.monthly = positiveInt(arg, part, 60);
    else if (name === 'quarterly' && extra === undefined) rule.quarterlyTo = positiveInt(arg, part, 120);
    else if (name === 'ltd') rule.lastTrade = parseLastTrade(arg, extra, part);
    else throw new Error(`unknown listing rule part "${part}"`);
  }
  if (rule.monthly === 0) throw new Error('a listing rule needs monthly:N (or is "none")');
  if (!rule.lastTrade) throw new Error('a listing rule needs ltd:<rule>');
  if (rule.quarterlyTo && rule.quarterlyTo <= rule.monthly) throw new Error('quarterly:M must reach beyond monthly:N');
  return rule;
}

function positiveInt(text: string, part: string, max: number): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`"${part}" needs a whole number from 1 to ${max}`);
  return n;
}

function parseLastTrade(kind: string, arg: string | undefined, part: string): LastTradeRule {
  switch (kind) {
    case 'prevMonthLast':
    case 'monthLast':
    case 'twoMonthsBeforeLast':
    case 'wti':
      if (arg !== undefined) break;
      return { kind };
    case 'day':
      return { kind, day: positiveInt(arg ?? '', part, 28) };
    case 'nthLast':
    case 'nth':
      // At most 15: every month has at least 19 weekdays, so the day exists unless holidays take five of them.
      return { kind, n: positiveInt(arg ?? '', part, 15) };
  }
  throw new Error(`unknown last trading day rule "${part}"`);
}

// --- calendar helpers over YYYY-MM-DD / YYYY-MM strings (UTC arithmetic, no time zone involved) ---

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-01` + 3 -> `2026-04`; negative offsets go back. */
export function addMonths(month: string, offset: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + offset;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

function pick(days: readonly string[], index: number, what: string): string {
  const day = days[index];
  if (!day) throw new Error(`no ${what} in the month`);
  return day;
}

/** The last trading day of contract `month` under `rule`. */
export function lastTradeDate(rule: LastTradeRule, month: string, holidays: TradingCalendar | Iterable<string> = []): string {
  const cal = holidays instanceof TradingCalendar ? holidays : new TradingCalendar(holidays);
  switch (rule.kind) {
    case 'prevMonthLast':
      return cal.daysOf(addMonths(month, -1)).at(-1) as string;
    case 'day':
      return cal.onOrBefore(`${month}-${pad(rule.day)}`);
    case 'nthLast': {
      const days = cal.daysOf(month);
      return pick(days, days.length - rule.n, `${rule.n}th last trading day`);
    }
    case 'nth':
      return pick(cal.daysOf(month), rule.n - 1, `${rule.n}th trading day`);
    case 'monthLast':
      return cal.daysOf(month).at(-1) as string;
    case 'twoMonthsBeforeLast':
      return cal.daysOf(addMonths(month, -2)).at(-1) as string;
    case 'wti':
      // The 25th if it trades, else the trading day before it; then three trading days earlier.
      return cal.before(cal.onOrBefore(`${addMonths(month, -1)}-25`), 3);
  }
}

const isQuarterMonth = (month: string) => Number(month.slice(5, 7)) % 3 === 0;

/**
 * The contracts listed on `date`: the first `monthly` months whose last trading day is on or after `date`,
 * then quarter months up to `quarterlyTo` months after the first listed one.
 */
export function listedContracts(rule: ListingRule, date: string, holidays: TradingCalendar | Iterable<string> = []): ListedContract[] {
  if (!rule.lastTrade || rule.monthly === 0) return [];
  const lastTrade = rule.lastTrade;
  const cal = holidays instanceof TradingCalendar ? holidays : new TradingCalendar(holidays);
  const ltd = (month: string) => lastTradeDate(lastTrade, month, cal);
  // The nearest live contract is at most three months ahead of `date` (Brent trades two months before delivery).
  let first = addMonths(date.slice(0, 7), -1);
  while (ltd(first) < date) first = addMonths(first, 1);
  const out: ListedContract[] = [];
  for (let i = 0; i < rule.monthly; i++) {
    const month = addMonths(first, i);
    out.push({ month, lastTradeDate: ltd(month) });
  }
  for (let i = rule.monthly; i < rule.quarterlyTo; i++) {
    const month = addMonths(first, i);
    if (isQuarterMonth(month)) out.push({ month, lastTradeDate: ltd(month) });
  }
  return out;
}
