/**
 * Series addresses (../docs/market-data.md, "Addresses"): every number a page, the dashboard builder or the
 * assistant reads has one address, and one resolver answers them all.
 *
 *   md:<EXCHANGE>.<SYMBOL>[:<field>]   market data; SYMBOL is a product code plus YYMM (`SHFE.FU2601`,
 *                                      `ICE.SG3802512` = SG380 + 2512), `<CODE>@main` (continuous main contract,
 *                                      rolled by open interest) or a bare code for undated instruments (`FX.USDCNY`);
 *                                      field defaults to `close`
 *   ds:<source>:<seriesId>             an imported data-source series (`ds:eia:RBRTE`)
 *   spread:<strategyId>                a strategy's value
 *   ref:<key>                          a dated reference rate (`ref:vat.cn.lpg`)
 *   wr:<EXCHANGE>:<product>            an exchange's daily warehouse receipts of a product, all warehouses (`wr:SHFE:FU`)
 *   set:<id>                           a saved data set (docs/dataSet.md): inputs, formula and transforms; history only
 *
 * Stream topics use the instrument as in its md: address (`tick:SHFE.FU2601`).
 */

export const MD_FIELDS = ['close', 'settle', 'last', 'open', 'high', 'low', 'volume', 'oi', 'bid', 'ask'] as const;
export type MdField = (typeof MD_FIELDS)[number];

export interface InstrumentRef {
  exchange: string;
  /** Product code: `FU`, `SG380`, `USDCNY`. */
  code: string;
  /** `YYYY-MM` for a dated contract, null for a continuous or undated instrument. */
  month: string | null;
  /** 'main' for `<CODE>@main`. */
  continuous: 'main' | null;
}

export type Address =
  | { scheme: 'md'; instrument: InstrumentRef; field: MdField }
  | { scheme: 'ds'; source: string; seriesId: string }
  | { scheme: 'spread'; strategyId: string }
  | { scheme: 'ref'; key: string }
  // warehouse receipts (issue 21): an exchange's daily receipts of one product, summed over its warehouses
  | { scheme: 'wr'; exchange: string; product: string }
  // data sets (issue 22, docs/dataSet.md): a saved series built from other addresses
  | { scheme: 'set'; setId: string };

const EXCHANGE = /^[A-Z][A-Z0-9]{1,9}$/;
const CODE = /^[A-Z][A-Z0-9]{0,9}$/;
// Lazy code, then exactly four digits at the end: SG3802512 -> SG380 + 2512, FU2601 -> FU + 2601.
const DATED = /^([A-Z][A-Z0-9]*?)(\d{2})(0[1-9]|1[0-2])$/;
const TOKEN = /^[A-Za-z0-9_.-]{1,80}$/;

/** `SHFE.FU2601` -> { exchange SHFE, code FU, month 2026-01 }; null when malformed. */
export function parseInstrument(text: string): InstrumentRef | null {
  const dot = text.indexOf('.');
  if (dot < 0) return null;
  const exchange = text.slice(0, dot);
  const symbol = text.slice(dot + 1);
  if (!EXCHANGE.test(exchange)) return null;
  if (symbol.endsWith('@main')) {
    const code = symbol.slice(0, -'@main'.length);
    return CODE.test(code) ? { exchange, code, month: null, continuous: 'main' } : null;
  }
  const dated = DATED.exec(symbol);
  if (dated && CODE.test(dated[1])) return { exchange, code: dated[1], month: `20${dated[2]}-${dated[3]}`, continuous: null };
  // A symbol ending in four digits is a contract month; a bad month (FU2613) is not an undated code.
  if (/\d{4}$/.test(symbol)) return null;
  return CODE.test(symbol) ? { exchange, code: symbol, month: null, continuous: null } : null;
}

export function formatInstrument(ref: InstrumentRef): string {
  if (ref.continuous) return `${ref.exchange}.${ref.code}@${ref.continuous}`;
  if (ref.month) return `${ref.exchange}.${ref.code}${ref.month.slice(2, 4)}${ref.month.slice(5, 7)}`;
  return `${ref.exchange}.${ref.code}`;
}

/** The product an instrument belongs to: `SHFE.FU`. */
export const productKeyOf = (ref: Pick<InstrumentRef, 'exchange' | 'code'>): string => `${ref.exchange}.${ref.code}`;

/** Parses an address; null when it is not one (callers answer with a field error naming it). */
export function parseAddress(text: string): Address | null {
  const colon = text.indexOf(':');
  if (colon < 0) return null;
  const scheme = text.slice(0, colon);
  const rest = text.slice(colon + 1);
  switch (scheme) {
    case 'md': {
      const [instrumentText, field = 'close', extra] = rest.split(':');
      if (extra !== undefined || !(MD_FIELDS as readonly string[]).includes(field)) return null;
      const instrument = parseInstrument(instrumentText);
      return instrument ? { scheme, instrument, field: field as MdField } : null;
    }
    case 'ds': {
      const sep = rest.indexOf(':');
      if (sep < 0) return null;
      const source = rest.slice(0, sep);
      const seriesId = rest.slice(sep + 1);
      return /^[a-z][a-z0-9_]{0,30}$/.test(source) && TOKEN.test(seriesId) ? { scheme, source, seriesId } : null;
    }
    case 'spread':
      return TOKEN.test(rest) ? { scheme, strategyId: rest } : null;
    case 'ref':
      return /^[a-z][a-z0-9_.]{1,80}$/.test(rest) ? { scheme, key: rest } : null;
    case 'wr': {
      const [exchange, product, extra] = rest.split(':');
      return extra === undefined && EXCHANGE.test(exchange) && TOKEN.test(product ?? '') ? { scheme, exchange, product } : null;
    }
    case 'set':
      return /^[A-Za-z0-9_-]{1,64}$/.test(rest) ? { scheme, setId: rest } : null;
    default:
      return null;
  }
}

export function formatAddress(address: Address): string {
  switch (address.scheme) {
    case 'md':
      return `md:${formatInstrument(address.instrument)}:${address.field}`;
    case 'ds':
      return `ds:${address.source}:${address.seriesId}`;
    case 'spread':
      return `spread:${address.strategyId}`;
    case 'ref':
      return `ref:${address.key}`;
    case 'wr':
      return `wr:${address.exchange}:${address.product}`;
    case 'set':
      return `set:${address.setId}`;
  }
}

/** Stream topic of an instrument's ticks. */
export const tickTopic = (instrument: string): `tick:${string}` => `tick:${instrument}`;
/** Stream topic of a strategy's values. */
export const spreadTopic = (strategyId: string): `spread:${string}` => `spread:${strategyId}`;

/** A live topic and the family it belongs to (what its payload is: common/contract/stream.ts). */
export type LiveTopic = { kind: 'tick'; topic: `tick:${string}` } | { kind: 'spread'; topic: `spread:${string}` };

/**
 * The stream topic that follows an address live: an md: address its instrument's ticks (whatever the field:
 * `md:SHFE.FU@main:settle` -> `tick:SHFE.FU@main`), a spread: address its strategy's values; data-source and
 * reference series have none (null), nor have data sets (`set:`, history only), nor has a text that is not an address.
 */
export function liveTopicOf(address: string): LiveTopic | null {
  const parsed = parseAddress(address);
  if (parsed?.scheme === 'md') return { kind: 'tick', topic: tickTopic(formatInstrument(parsed.instrument)) };
  if (parsed?.scheme === 'spread') return { kind: 'spread', topic: spreadTopic(parsed.strategyId) };
  return null;
}

/** The product of an md: address (`md:SHFE.FU2601:settle` -> `SHFE.FU`); null for any other address or none. */
export function productOfAddress(address: string | null): string | null {
  const parsed = address ? parseAddress(address) : null;
  return parsed?.scheme === 'md' ? productKeyOf(parsed.instrument) : null;
}
