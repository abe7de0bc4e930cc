/**
 * ReferenceData (server/infra/market/ports.ts) over the reference tables: every read is synchronous, from an in-memory
 * copy loaded at ready and reloaded after each change (the tables are small: 15 product versions, ~600 rate rows).
 * Writes go through `addVersion`, `addRate`, `setMapping` and `changeHoliday`, which insert a new row, reload and
 * tell listeners.
 */
import type { Kysely, Transaction } from 'kysely';
import type { HolidayRow, MonthMapping, ProductVersion, RateHistoryRow, RateRow } from '../../../common/contract/reference';
import { addMonths, listedContracts, parseListingRule } from '../../../common/domain/contractMonths';
import type { TradingCalendar } from '../../../common/domain/tradingCalendar';
import { formatInstrument, type InstrumentRef, productKeyOf } from '../../../common/market/address';
import { newId } from '../../infra/db/ids';
import type { Database } from '../../schema';
import type { ContractInfo, IsoDate, ProductSpec, RateValue, ReferenceData } from '../../infra/market/ports';
import { HolidayCalendars, WEEKDAYS } from './holidayCalendars';
import { pricingCalendarOf } from '../../../common/domain/exchangeCalendars';
import type { ExchangeHolidayTable, MonthMappingTable, ProductVersionTable, ReferenceRateTable } from './tables';

const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

const toVersion = (r: ProductVersionTable): ProductVersion => ({
  id: r.id,
  exchange: r.exchange,
  code: r.code,
  names: parseJson<Record<string, string>>(r.names, {}),
  kind: r.kind as ProductSpec['kind'],
  lot: Number(r.lot),
  tick: Number(r.tick),
  currency: r.currency as ProductSpec['currency'],
  unit: r.unit,
  quoteBasis: r.quote_basis as ProductSpec['quoteBasis'],
  sessions: parseJson<string[]>(r.sessions, []),
  timeZone: r.time_zone,
  settlementRule: r.settlement_rule,
  listingRule: r.listing_rule,
  accessKey: r.access_key,
  validFrom: r.valid_from,
  versionNote: r.version_note,
  createdBy: r.created_by,
  createdAt: Number(r.created_at),
});

const toRate = (r: ReferenceRateTable): RateRow => ({
  id: r.id,
  key: r.key,
  validFrom: r.valid_from,
  value: Number(r.value),
  unit: r.unit,
  source: r.source,
  note: r.note,
  createdBy: r.created_by,
  createdAt: Number(r.created_at),
});

const toMapping = (r: MonthMappingTable): MonthMapping => ({
  id: r.id,
  from: r.from_product,
  to: r.to_product,
  offset: Number(r.month_offset),
  note: r.note,
  createdBy: r.created_by,
  createdAt: Number(r.created_at),
});

/** Older first: by date, then (for corrections of the same date) by when the row was added. */
const byDateThenAdded = (a: { validFrom: string; createdAt: number; id: string }, b: typeof a) =>
  a.validFrom.localeCompare(b.validFrom) || a.createdAt - b.createdAt || a.id.localeCompare(b.id);

/**
 * The last element whose validFrom is on or before `date` (rows sorted oldest first). A binary search: the spread
 * engine asks once per bar and leg over years of history, and fx.usdcny alone has a row per month since 1981.
 */
export function inForce<T extends { validFrom: string }>(rows: readonly T[] | undefined, date: IsoDate): T | undefined {
  if (!rows) return undefined;
  let lo = 0;
  let hi = rows.length; // first index whose validFrom is after `date`
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (rows[mid].validFrom <= date) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 ? rows[lo - 1] : undefined;
}

const withoutMeta = ({ id: _id, createdBy: _by, createdAt: _at, ...spec }: ProductVersion): ProductSpec => spec;
const rateValue = (r: RateRow): RateValue => ({ key: r.key, value: r.value, unit: r.unit, validFrom: r.validFrom, source: r.source, note: r.note });

export type NewVersion = Omit<ProductVersion, 'id' | 'createdBy' | 'createdAt'>;
export type NewRate = Omit<RateRow, 'id' | 'createdBy' | 'createdAt'>;
export type NewMapping = Omit<MonthMapping, 'id' | 'createdBy' | 'createdAt'>;
export type NewHolidayChange = Omit<HolidayRow, 'createdBy' | 'createdAt' | 'inForce'>;

/** Runs inside the insert's transaction (the audit entry), so a change and its audit row land together. */
export type AlsoInTransaction = (tx: Transaction<Database>) => Promise<void>;

export class ReferenceStore implements ReferenceData {
  /** product key -> versions, oldest first */
  private versions = new Map<string, ProductVersion[]>();
  /** rate key -> rows, oldest first (by date, then added) */
  private rates = new Map<string, RateRow[]>();
  /** `from>to` -> the newest mapping row */
  private mappings = new Map<string, MonthMapping>();
  /** Exchange holiday calendars, rebuilt at every load (so an edit refreshes every TradingCalendar handed out). */
  readonly calendars = new HolidayCalendars();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly db: Kysely<Database>,
    /** Today's date where "today" matters (current versions and rates): the desk's China date. */
    private readonly today: () => IsoDate,
  ) {}

  async load(): Promise<void> {
    const [versionRows, rateRows, mappingRows, holidayRows] = await Promise.all([
      this.db.selectFrom('product_versions').selectAll().execute(),
      this.db.selectFrom('reference_rates').selectAll().execute(),
      this.db.selectFrom('month_mappings').selectAll().execute(),
      this.db.selectFrom('exchange_holidays').selectAll().execute(),
    ]);
    this.loadRows({ versions: versionRows, rates: rateRows, mappings: mappingRows, holidays: holidayRows });
  }

  /** Puts the tables' rows in memory (load reads them; database-free tests hand the seeded rows in). */
  loadRows({
    versions: versionRows,
    rates: rateRows,
    mappings: mappingRows,
    holidays: holidayRows,
  }: {
    versions: ProductVersionTable[];
    rates: ReferenceRateTable[];
    mappings: MonthMappingTable[];
    holidays: ExchangeHolidayTable[];
  }): void {
    const versions = new Map<string, ProductVersion[]>();
    for (const v of versionRows.map(toVersion).sort(byDateThenAdded)) push(versions, productKeyOf(v), v);
    const rates = new Map<string, RateRow[]>();
    for (const r of rateRows.map(toRate).sort(byDateThenAdded)) push(rates, r.key, r);
    const mappings = new Map<string, MonthMapping>();
    for (const m of mappingRows.map(toMapping).sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id))) mappings.set(`${m.from}>${m.to}`, m);
    this.versions = versions;
    this.rates = rates;
    this.mappings = mappings;
    this.calendars.load(holidayRows);
  }

  // --- ReferenceData ---

  products(): ProductSpec[] {
    return this.currentVersions().map(withoutMeta);
  }

  product(exchange: string, code: string, date?: IsoDate): ProductSpec | undefined {
    const v = inForce(this.versions.get(`${exchange}.${code}`), date ?? this.today());
    return v && withoutMeta(v);
  }

  rateAsOf(key: string, date: IsoDate): RateValue | undefined {
    const r = this.rateRowAsOf(key, date);
    return r && rateValue(r);
  }

  contracts(exchange: string, code: string, date: IsoDate): ContractInfo[] {
    const spec = this.product(exchange, code, date);
    if (!spec) return [];
    try {
      return listedContracts(parseListingRule(spec.listingRule), date, this.tradingCalendar(exchange)).map((c) => ({
        instrument: formatInstrument({ exchange, code, month: c.month, continuous: null }),
        month: c.month,
        lastTradeDate: c.lastTradeDate,
      }));
    } catch {
      // Rules are checked when a version is added; a stored rule that still fails lists nothing rather than failing callers.
      return [];
    }
  }

  tradingCalendar(exchange: string): TradingCalendar {
    return this.calendars.ofExchange(exchange);
  }

  pricingCalendar(exchange: string, code: string): TradingCalendar {
    const id = pricingCalendarOf(exchange, code);
    return id ? this.calendars.calendar(id) : WEEKDAYS;
  }

  mapMonth(from: string, to: string, month: string): string {
    const mapping = this.mappings.get(`${from}>${to}`);
    return mapping ? addMonths(month, mapping.offset) : month;
  }

  resolveInstrument(ref: InstrumentRef, date?: IsoDate): ProductSpec | undefined {
    return this.product(ref.exchange, ref.code, date);
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  // --- reads for the routes ---

  /** The version in force today of every product (a product whose first version starts later: that one). */
  currentVersions(): ProductVersion[] {
    const today = this.today();
    return [...this.versions.values()].map((list) => inForce(list, today) ?? list[0]);
  }

  versionsOf(exchange: string, code: string): ProductVersion[] | undefined {
    return this.versions.get(`${exchange}.${code}`);
  }

  /** A key's rows, oldest first (undefined for an unknown key). */
  rateRows(key: string): readonly RateRow[] | undefined {
    return this.rates.get(key);
  }

  rateRowAsOf(key: string, date: IsoDate): RateRow | undefined {
    return inForce(this.rates.get(key), date);
  }

  /** Every key with the row in force on `date` (keys whose first row is later are left out). */
  ratesAsOf(date: IsoDate): RateRow[] {
    return [...this.rates.keys()].sort().flatMap((key) => this.rateRowAsOf(key, date) ?? []);
  }

  rateHistory(key: string): RateHistoryRow[] | undefined {
    const rows = this.rates.get(key);
    if (!rows) return undefined;
    // A row is superseded when a later-added row has the same date (rows are sorted by date, then added).
    return rows.map((r, i) => ({ ...r, superseded: rows[i + 1]?.validFrom === r.validFrom })).reverse();
  }

  mappingList(): MonthMapping[] {
    return [...this.mappings.values()].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
  }

  todayDate(): IsoDate {
    return this.today();
  }

  // --- writes: a new row each, then reload and notify ---

  async addVersion(v: NewVersion, author: string, at: number, also?: AlsoInTransaction): Promise<ProductVersion> {
    const id = newId();
    await this.write(also, (tx) =>
      tx
        .insertInto('product_versions')
        .values({
          id,
          exchange: v.exchange,
          code: v.code,
          valid_from: v.validFrom,
          kind: v.kind,
          names: JSON.stringify(v.names),
          lot: v.lot,
          tick: v.tick,
          currency: v.currency,
          unit: v.unit,
          quote_basis: v.quoteBasis,
          sessions: JSON.stringify(v.sessions),
          time_zone: v.timeZone,
          settlement_rule: v.settlementRule,
          listing_rule: v.listingRule,
          access_key: v.accessKey,
          version_note: v.versionNote,
          created_by: author,
          created_at: at,
        })
        .execute(),
    );
    return { ...v, id, createdBy: author, createdAt: at };
  }

  async addRate(r: NewRate, author: string, at: number, also?: AlsoInTransaction): Promise<RateRow> {
    const id = newId();
    await this.write(also, (tx) =>
      tx
        .insertInto('reference_rates')
        .values({ id, key: r.key, valid_from: r.validFrom, value: r.value, unit: r.unit, source: r.source, note: r.note, created_by: author, created_at: at })
        .execute(),
    );
    return { ...r, id, createdBy: author, createdAt: at };
  }

  async setMapping(m: NewMapping, author: string, at: number, also?: AlsoInTransaction): Promise<MonthMapping> {
    const id = newId();
    await this.write(also, (tx) =>
      tx
        .insertInto('month_mappings')
        .values({ id, from_product: m.from, to_product: m.to, month_offset: m.offset, note: m.note, created_by: author, created_at: at })
        .execute(),
    );
    return { ...m, id, createdBy: author, createdAt: at };
  }

  async changeHoliday(h: NewHolidayChange, author: string, at: number, also?: AlsoInTransaction): Promise<void> {
    await this.write(also, (tx) =>
      tx
        .insertInto('exchange_holidays')
        .values({
          id: h.id,
          calendar: h.calendar,
          date: h.date,
          action: h.action,
          name: h.name,
          source: h.source,
          provisional: h.provisional ? 1 : 0,
          reason: h.reason,
          created_by: author,
          created_at: at,
        })
        .execute(),
    );
  }

  private async write(also: AlsoInTransaction | undefined, insert: (tx: Transaction<Database>) => Promise<unknown>): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await insert(tx);
      await also?.(tx);
    });
    await this.load();
    for (const listener of this.listeners) listener();
  }
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
