/**
 * Products, contract specifications with dated versions, contract months, month mappings and dated reference rates
 * (issue 9). Owner: server/reference/, server/routes/reference/; docs/market-data/reference.md describes the area.
 * Reads need the real-time tools' page grant; changes are administrator actions (the contract page's
 * `editAccess: 'admin'`), each audited. Nothing is edited in place: a change is a new dated row.
 */
import { Type, type Static } from '@sinclair/typebox';
import { HOLIDAY_CALENDARS } from '../domain/exchangeCalendars';
import { e, type Endpoint } from './endpoint';

/** The keys of the seeded reference rates (`ref:<key>` addresses); the strategy area's formulas use these names. */
export const RATE_KEYS = {
  vatGeneral: 'vat.cn.general',
  vatLpg: 'vat.cn.lpg',
  fuelOilTariffMfn: 'tariff.cn.fueloil.mfn',
  fuelOilTariffProvisional: 'tariff.cn.fueloil.provisional',
  fuelOilConsumptionTax: 'tax.cn.fueloil.consumption',
  lpgTariff: 'tariff.cn.lpg',
  bblPerTonneFuelOil: 'factor.bblpert.fueloil',
  bblPerTonneGasoline: 'factor.bblpert.gasoline',
  bblPerTonneGasoil: 'factor.bblpert.gasoil',
  bblPerTonneEurobob: 'factor.bblpert.eurobob',
  ptaPxCoefficient: 'coef.pta.px',
  pdhPropaneCoefficient: 'coef.pdh.propane',
  pdhCost: 'coef.pdh.cost',
  lpgParityPremium: 'lpg.parity.premium',
  lpgParityFreight: 'lpg.parity.freight',
  lpgParityPortFees: 'lpg.parity.portfees',
  usdCny: 'fx.usdcny',
  // Issue 20 (product pages): PTA/PX in USD, the Platts PTA margin, used cooking oil export arbitrage.
  pxTariff: 'tariff.cn.px',
  ptaPxCoefficientPlatts: 'coef.pta.px.platts',
  ptaCostPlatts: 'coef.pta.cost.platts',
  ucoExportRebate: 'rebate.cn.uco.export',
  ucoLogistics: 'uco.logistics',
} as const;

/**
 * The `valid_from` of a seeded row "in force before the reference's first dated change" (the start date is not part
 * of the source): screens show it as "since the start of the records", never as a date.
 */
export const EARLIEST_VALID_FROM = '1970-01-01';

const ISO_DATE = '^\\d{4}-\\d{2}-\\d{2}$';
export const IsoDateSchema = Type.String({ pattern: ISO_DATE, maxLength: 10 });
const Exchange = Type.String({ pattern: '^[A-Z][A-Z0-9]{1,9}$' });
const Code = Type.String({ pattern: '^[A-Z][A-Z0-9]{0,9}$' });
/** `SHFE.FU` */
const ProductKey = Type.String({ pattern: '^[A-Z][A-Z0-9]{1,9}\\.[A-Z][A-Z0-9]{0,9}$' });
/** Same shape as `ref:` keys (common/market/address.ts). */
const RateKey = Type.String({ pattern: '^[a-z][a-z0-9_.]{1,80}$' });
const Names = Type.Record(Type.String({ maxLength: 10 }), Type.String({ minLength: 1, maxLength: 100 }));

export const PRODUCT_KINDS = ['future', 'swap', 'spot', 'fx'] as const;
export const QUOTE_BASES = ['taxIncluded', 'taxExcluded', 'bonded', 'none'] as const;
export const CURRENCIES = ['CNY', 'USD'] as const;
const Kind = Type.Union(PRODUCT_KINDS.map((v) => Type.Literal(v)));
const Currency = Type.Union(CURRENCIES.map((v) => Type.Literal(v)));
const QuoteBasis = Type.Union(QUOTE_BASES.map((v) => Type.Literal(v)));

/** ProductSpec of server/market/ports.ts, as sent. */
export const ProductSpecSchema = Type.Object({
  exchange: Type.String(),
  code: Type.String(),
  names: Type.Record(Type.String(), Type.String()),
  kind: Kind,
  lot: Type.Number(),
  tick: Type.Number(),
  currency: Currency,
  unit: Type.String(),
  quoteBasis: QuoteBasis,
  sessions: Type.Array(Type.String()),
  timeZone: Type.String(),
  settlementRule: Type.String(),
  listingRule: Type.String(),
  accessKey: Type.String(),
  validFrom: Type.String(),
  versionNote: Type.String(),
});

/** One stored version: the spec plus who added it and when. */
export const ProductVersion = Type.Composite([ProductSpecSchema, Type.Object({ id: Type.String(), createdBy: Type.String(), createdAt: Type.Integer() })]);
export type ProductVersion = Static<typeof ProductVersion>;

/** A product's current version, its name in the caller's locale, and how many versions it has. */
export const ProductRow = Type.Composite([ProductVersion, Type.Object({ name: Type.String(), versions: Type.Integer() })]);
export type ProductRow = Static<typeof ProductRow>;

export const ProductListBody = Type.Object({
  /** Locale of `name` (zh-CN, en-US, ar-EG; a `-u-` extension is ignored); zh-CN when absent or unknown. */
  locale: Type.Optional(Type.String({ maxLength: 35 })),
});
export const ProductRef = Type.Object({ exchange: Exchange, code: Code });

const Session = Type.String({ pattern: '^\\d{2}:\\d{2}-\\d{2}:\\d{2}$' });
/** A new version of an existing product. Exchange, code, kind and access key stay those of the product. */
export const ProductAddVersionBody = Type.Object({
  exchange: Exchange,
  code: Code,
  validFrom: IsoDateSchema,
  names: Names,
  lot: Type.Number({ exclusiveMinimum: 0, maximum: 1e9 }),
  tick: Type.Number({ exclusiveMinimum: 0, maximum: 1e6 }),
  currency: Currency,
  unit: Type.String({ minLength: 1, maxLength: 20 }),
  quoteBasis: QuoteBasis,
  sessions: Type.Array(Session, { maxItems: 8 }),
  timeZone: Type.String({ minLength: 1, maxLength: 60 }),
  settlementRule: Type.String({ minLength: 1, maxLength: 500 }),
  listingRule: Type.String({ minLength: 1, maxLength: 100 }),
  versionNote: Type.String({ minLength: 1, maxLength: 1000 }),
});
export type ProductAddVersionBody = Static<typeof ProductAddVersionBody>;

export const ContractListBody = Type.Object({ exchange: Exchange, code: Code, date: Type.Optional(IsoDateSchema) });
export const ContractRow = Type.Object({ instrument: Type.String(), month: Type.String(), lastTradeDate: Type.String() });
export type ContractRow = Static<typeof ContractRow>;
export const ContractList = Type.Object({ date: Type.String(), listingRule: Type.String(), contracts: Type.Array(ContractRow) });
export type ContractList = Static<typeof ContractList>;

export const MonthMapping = Type.Object({
  id: Type.String(),
  from: Type.String(),
  to: Type.String(),
  offset: Type.Integer(),
  note: Type.String(),
  createdBy: Type.String(),
  createdAt: Type.Integer(),
});
export type MonthMapping = Static<typeof MonthMapping>;
export const MappingSetBody = Type.Object({
  from: ProductKey,
  to: ProductKey,
  offset: Type.Integer({ minimum: -12, maximum: 12 }),
  note: Type.String({ minLength: 1, maxLength: 500 }),
});
export type MappingSetBody = Static<typeof MappingSetBody>;

export const RateRow = Type.Object({
  id: Type.String(),
  key: Type.String(),
  validFrom: Type.String(),
  value: Type.Number(),
  unit: Type.String(),
  source: Type.String(),
  note: Type.String(),
  createdBy: Type.String(),
  createdAt: Type.Integer(),
});
export type RateRow = Static<typeof RateRow>;
/** A history row: `superseded` when a later row for the same key and date replaced it (a correction). */
export const RateHistoryRow = Type.Composite([RateRow, Type.Object({ superseded: Type.Boolean() })]);
export type RateHistoryRow = Static<typeof RateHistoryRow>;
export const RateListBody = Type.Object({ date: Type.Optional(IsoDateSchema) });
export const RateKeyBody = Type.Object({ key: RateKey });
export const RateAsOfBody = Type.Object({ key: RateKey, date: IsoDateSchema });
export const RateAddBody = Type.Object({
  key: RateKey,
  validFrom: IsoDateSchema,
  value: Type.Number({ minimum: -1e12, maximum: 1e12 }),
  unit: Type.String({ minLength: 1, maxLength: 20 }),
  source: Type.String({ minLength: 1, maxLength: 300 }),
  note: Type.String({ maxLength: 1000 }),
  /**
   * Send true after the user confirmed the warnings of a first attempt (`referenceRateConfirm`: a value outside the
   * key's plausible range, or a date more than RATE_FAR_FUTURE_DAYS ahead). A wrong unit is never accepted.
   */
  confirm: Type.Optional(Type.Boolean()),
});
export type RateAddBody = Static<typeof RateAddBody>;
/** A rate dated further ahead than this (days after today) asks for confirmation. */
export const RATE_FAR_FUTURE_DAYS = 366;
/** Field-error keys of rate/add's checks (src/locales/<lang>/reference.ts). */
export const RATE_CHECK_KEYS = {
  unit: 'reference.rate.check.unit',
  implausible: 'reference.rate.check.implausible',
  farFuture: 'reference.rate.check.farFuture',
} as const;

/** An exchange holiday calendar: `CN` (SHFE, INE, DCE, ZCE, GFEX), `CME` (NYMEX), `ICE` (ICE Futures Europe). */
const CalendarId = Type.Union(HOLIDAY_CALENDARS.map((c) => Type.Literal(c)));
/** One row of a calendar's history; `inForce` on the newest row of its date (an `add` in force is a holiday). */
export const HolidayRow = Type.Object({
  id: Type.String(),
  calendar: Type.String(),
  date: Type.String(),
  action: Type.Union([Type.Literal('add'), Type.Literal('remove')]),
  name: Type.String(),
  source: Type.String(),
  provisional: Type.Boolean(),
  reason: Type.String(),
  createdBy: Type.String(),
  createdAt: Type.Integer(),
  inForce: Type.Boolean(),
});
export type HolidayRow = Static<typeof HolidayRow>;
/** A calendar year: its trading days (weekdays minus holidays) and whether any holiday in it is provisional. */
export const HolidayYear = Type.Object({ year: Type.Integer(), holidays: Type.Integer(), tradingDays: Type.Integer(), provisional: Type.Boolean() });
export type HolidayYear = Static<typeof HolidayYear>;
export const HolidayListBody = Type.Object({ calendar: CalendarId });
export const HolidayList = Type.Object({ calendar: Type.String(), years: Type.Array(HolidayYear), rows: Type.Array(HolidayRow) });
export type HolidayList = Static<typeof HolidayList>;
export const HolidayAddBody = Type.Object({
  calendar: CalendarId,
  date: IsoDateSchema,
  name: Type.String({ minLength: 1, maxLength: 100 }),
  source: Type.String({ minLength: 1, maxLength: 300 }),
  provisional: Type.Boolean(),
});
export type HolidayAddBody = Static<typeof HolidayAddBody>;
export const HolidayRemoveBody = Type.Object({ calendar: CalendarId, date: IsoDateSchema, reason: Type.String({ minLength: 1, maxLength: 500 }) });
export type HolidayRemoveBody = Static<typeof HolidayRemoveBody>;
/** A product's trading calendar: the holidays in force (every year) and the years they cover. `calendar` null: none. */
export const ProductCalendar = Type.Object({
  calendar: Type.Union([Type.String(), Type.Null()]),
  holidays: Type.Array(Type.String()),
  years: Type.Array(HolidayYear),
});
export type ProductCalendar = Static<typeof ProductCalendar>;

const READ = 'auth_tool_trade_realtime';
const R = '/v2/reference';

export const REFERENCE_ENDPOINTS = [
  e(`${R}/product/list`, READ, ProductListBody, Type.Array(ProductRow), 'Products with their current version', 'added'),
  e(`${R}/product/versions`, READ, ProductRef, Type.Array(ProductVersion), "A product's versions, newest first", 'added'),
  e(`${R}/product/addVersion`, 'admin', ProductAddVersionBody, ProductVersion, 'Add a dated product version (after the latest)', 'added'),
  e(`${R}/contract/list`, READ, ContractListBody, ContractList, 'Listed contract months on a date, with last trading days', 'added'),
  e(`${R}/mapping/list`, READ, null, Type.Array(MonthMapping), 'Month mappings in force', 'added'),
  e(`${R}/mapping/set`, 'admin', MappingSetBody, MonthMapping, 'Set a month mapping (a new row)', 'added'),
  e(`${R}/rate/list`, READ, RateListBody, Type.Array(RateRow), 'Every rate key with its value in force (today or on a date)', 'added'),
  e(`${R}/rate/history`, READ, RateKeyBody, Type.Array(RateHistoryRow), "A rate's dated rows, newest first", 'added'),
  e(`${R}/rate/add`, 'admin', RateAddBody, RateRow, 'Add a dated rate row', 'added'),
  e(`${R}/rate/asOf`, READ, RateAsOfBody, Type.Union([RateRow, Type.Null()]), 'The rate in force on a date (null before its first)', 'added'),
  e(`${R}/holiday/list`, READ, HolidayListBody, HolidayList, "A holiday calendar's years and every row of its history, newest first", 'added'),
  e(`${R}/holiday/add`, 'admin', HolidayAddBody, HolidayRow, 'Make a weekday a holiday of a calendar (a new row)', 'added'),
  e(`${R}/holiday/remove`, 'admin', HolidayRemoveBody, HolidayRow, 'Make a holiday a trading day again, with a reason (a new row)', 'added'),
  e(`${R}/calendar/product`, READ, ProductRef, ProductCalendar, "A product's trading calendar: its exchange's holidays in force", 'added'),
] as const satisfies readonly Endpoint[];
