/**
 * The calculators' server calls (issue 10: basis, roll return; docs/analytics/calculators.md). The pages compute
 * basis, roll yield, rolling strategies and the investment clock in the browser with common/domain/; the server
 * answers what would otherwise be one series call per listed contract: a product's term structure per day.
 *   POST /v2/calculators/basis/termStructure           { product, date?, from?, to? }   (key auth_tool_calculator_basis)
 *   POST /v2/calculators/rollingAnalyzer/termStructure { product, date?, from?, to? }   (key auth_tool_calculator_rollingAnalyzer)
 *   POST /v2/calculators/termStructure                 { product, date?, from?, to? }   (any user; the product pages' curve and matrix panels)
 *   POST /v2/calculators/calendarSpreadYears           { product, near, far, years, daysBefore? }   (any user; the expiryYears panel)
 * The term-structure paths answer the same data; each is gated by its page's key (if any), and the product's own
 * access key is checked too (the only check of the product pages' two calls).
 */
import { Type, type Static } from '@sinclair/typebox';
import { e } from './endpoint';
import { Nullable } from './envelope';
import { IsoDateSchema } from './reference';

/** The longest range one call reads: three years of daily bars (about 750 trading days x 12 listed months). */
export const TERM_STRUCTURE_MAX_DAYS = 1100;
/** Without `from`, the range is this many calendar days before `to` (or `date`). */
export const TERM_STRUCTURE_DEFAULT_DAYS = 366;

const ProductKey = Type.String({ pattern: '^[A-Z][A-Z0-9]{1,9}\\.[A-Z][A-Z0-9]{0,9}$', maxLength: 21 });

export const TermStructureBody = Type.Object(
  {
    /** `<EXCHANGE>.<CODE>`, e.g. `SHFE.FU`. */
    product: ProductKey,
    /** One trading date: the curve of that day only (from = to = date). */
    date: Type.Optional(IsoDateSchema),
    /** Inclusive range of trading dates; default: TERM_STRUCTURE_DEFAULT_DAYS before `to`, `to` = today. */
    from: Type.Optional(IsoDateSchema),
    to: Type.Optional(IsoDateSchema),
  },
  { additionalProperties: false },
);
export type TermStructureBody = Static<typeof TermStructureBody>;

/** One listed contract on one day: M1 is the first of the day's list (nearest expiry). */
export const TermPoint = Type.Object({
  instrument: Type.String(),
  /** `YYYY-MM` */
  month: Type.String(),
  /** Daily settlement; null when the bar has none yet. */
  settle: Nullable(Type.Number()),
  close: Type.Number(),
  /** Open interest in lots; null when the feed has none. */
  oi: Nullable(Type.Number()),
  /** Calendar days from the day to the contract's last trading date (0 on that date): the Actual/365 count. */
  daysToExpiry: Type.Integer(),
  /** Trading days after the day up to the last trading date, on the exchange's holiday calendar (0 on that date). */
  tradingDaysToExpiry: Type.Integer(),
});
export type TermPoint = Static<typeof TermPoint>;

export const TermDay = Type.Object({
  /** Daily bar time, 00:00 UTC of the trading date. */
  ts: Type.Number(),
  date: Type.String(),
  /** Contracts with a daily bar that day, not expired, in expiry order (M1, M2, ...). */
  curve: Type.Array(TermPoint),
});
export type TermDay = Static<typeof TermDay>;

export const TermStructureData = Type.Object({
  product: Type.String(),
  unit: Type.String(),
  from: Type.String(),
  to: Type.String(),
  /** Every contract that appears, with its last trading date (from the product's listing rule). */
  contracts: Type.Array(Type.Object({ instrument: Type.String(), month: Type.String(), lastTradeDate: Type.String() })),
  days: Type.Array(TermDay),
  /** true when any bar came from the demo simulator: the page shows DEMO DATA. */
  demo: Type.Boolean(),
  source: Type.String(),
});
export type TermStructureData = Static<typeof TermStructureData>;

/** Trading days before the near leg's last trading day shown when the body names none (about a year). */
export const CALENDAR_SPREAD_YEARS_DEFAULT_DAYS = 250;

const MonthNumber = Type.Integer({ minimum: 1, maximum: 12 });

export const CalendarSpreadYearsBody = Type.Object(
  {
    /** `<EXCHANGE>.<CODE>` of a product with listed months, e.g. `SHFE.FU`. */
    product: ProductKey,
    /** The near leg's contract month (1 = January). */
    near: MonthNumber,
    /** The far leg's contract month, other than `near`; a month before `near` is the next year's (Nov-Mar). */
    far: MonthNumber,
    /** Earlier years shown beside the current pair (the first near contract not yet expired). */
    years: Type.Integer({ minimum: 1, maximum: 15 }),
    /** Trading days before the near leg's last trading day each line starts at (default CALENDAR_SPREAD_YEARS_DEFAULT_DAYS). */
    daysBefore: Type.Optional(Type.Integer({ minimum: 20, maximum: 500 })),
  },
  { additionalProperties: false },
);
export type CalendarSpreadYearsBody = Static<typeof CalendarSpreadYearsBody>;

/** One year's pair: `points` are `[trading days before lastTradingDay, near - far settlement]`, oldest first. */
export const CalendarSpreadYear = Type.Object({
  /** The near leg's contract year. */
  year: Type.Integer(),
  near: Type.String(),
  far: Type.String(),
  lastTradingDay: Type.String(),
  /** true for the current pair (its line runs to today). */
  current: Type.Boolean(),
  points: Type.Array(Type.Tuple([Type.Integer(), Type.Number()])),
});
export type CalendarSpreadYear = Static<typeof CalendarSpreadYear>;

export const CalendarSpreadYearsData = Type.Object({
  product: Type.String(),
  unit: Type.String(),
  /** true when any bar came from the demo simulator: the panel shows DEMO DATA. */
  demo: Type.Boolean(),
  /** The current pair first, then each earlier year, newest first. */
  series: Type.Array(CalendarSpreadYear),
});
export type CalendarSpreadYearsData = Static<typeof CalendarSpreadYearsData>;

/** Options on futures (issue 21, the options cross-section): Black-76 (European) or Barone-Adesi-Whaley (American). */
const OPTIONS_KEY = 'auth_tool_calculator_futOptCrossSectionData' as const;
const Positive = (max: number) => Type.Number({ exclusiveMinimum: 0, maximum: max });
const OptionTerms = {
  model: Type.Union([Type.Literal('black76'), Type.Literal('baw')]),
  right: Type.Union([Type.Literal('call'), Type.Literal('put')]),
  /** Futures price. */
  F: Positive(1e9),
  /** Strike. */
  K: Positive(1e9),
  /** Years to expiry. */
  T: Positive(50),
  /** Continuously compounded rate per year (0.03 = 3 %). */
  r: Type.Number({ minimum: -1, maximum: 1 }),
};

export const OptionPriceBody = Type.Object({ ...OptionTerms, sigma: Positive(10) });
export type OptionPriceBody = Static<typeof OptionPriceBody>;

/** Price and greeks: vega per 1.00 of volatility, theta per year (common/domain/black76.ts). */
export const OptionPriceData = Type.Object({ price: Type.Number(), delta: Type.Number(), gamma: Type.Number(), vega: Type.Number(), theta: Type.Number() });
export type OptionPriceData = Static<typeof OptionPriceData>;

export const OptionImpliedVolBody = Type.Object({ ...OptionTerms, price: Positive(1e9) });
export type OptionImpliedVolBody = Static<typeof OptionImpliedVolBody>;

export const OptionImpliedVolData = Type.Object({ sigma: Type.Number() });
export type OptionImpliedVolData = Static<typeof OptionImpliedVolData>;

export const CALCULATORS_ENDPOINTS = [
  e(
    '/v2/calculators/basis/termStructure',
    'auth_tool_calculator_basis',
    TermStructureBody,
    TermStructureData,
    "A product's listed contracts per day in expiry order (settle, open interest, days to expiry), for term basis",
    'added',
  ),
  e(
    '/v2/calculators/rollingAnalyzer/termStructure',
    'auth_tool_calculator_rollingAnalyzer',
    TermStructureBody,
    TermStructureData,
    "A product's listed contracts per day in expiry order (settle, open interest, days to expiry), for roll return",
    'added',
  ),
  // The product pages' curve and matrix panels (issue 20) on any page that shows a product: no page key of its own,
  // the product's access key decides (checked by the handler, as on the two calculators' paths).
  e(
    '/v2/calculators/termStructure',
    'user',
    TermStructureBody,
    TermStructureData,
    "A product's listed contracts per day in expiry order, for the product pages' curves and calendar-spread matrices",
    'added',
  ),
  // The oil term spread page's expiryYears panel (issue 20): like termStructure, the product's access key decides.
  e(
    '/v2/calculators/calendarSpreadYears',
    'user',
    CalendarSpreadYearsBody,
    CalendarSpreadYearsData,
    "One calendar spread (near - far settlement) per year on trading days before the near leg's last trading day",
    'added',
  ),
  e(
    '/v2/calculators/options/price',
    OPTIONS_KEY,
    OptionPriceBody,
    OptionPriceData,
    'Price and greeks of an option on a future (Black-76 or Barone-Adesi-Whaley)',
    'added',
  ),
  e(
    '/v2/calculators/options/impliedVol',
    OPTIONS_KEY,
    OptionImpliedVolBody,
    OptionImpliedVolData,
    'The volatility that reproduces an option price (400 optionNoImpliedVol when none does)',
    'added',
  ),
] as const;
