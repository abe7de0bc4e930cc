/**
 * Strategies (formula spreads), their check, preview and explanation, alerts and notifications (issue 9).
 * Owner: server/strategy/, server/routes/strategy/; docs/market-data/strategy.md describes the formula language,
 * units, the zero-division rule, the engine and the alerts.
 */
import { Type, type Static } from '@sinclair/typebox';
import { e, type Endpoint } from './endpoint';
import { Nullable } from './envelope';
import { Interval } from './marketData';

const RT = 'auth_tool_trade_realtime' as const;

/** Leg and rate aliases are the names a formula uses: a letter, then letters, digits or `_`. */
export const Alias = Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,15}$' });

/**
 * One leg: an instrument as in its `md:` address (`SHFE.FU2601`, `SHFE.FU@main`, `FX.USDCNY`), or, with `mapFrom`,
 * a product (`ICE.SG380`) whose month is mapped from another leg's month by the reference month mapping; or any other
 * series address (`ds:eia:RBRTE`, `set:<id>`, `spread:<id>`, `ref:<key>`, `wr:SHFE:FU`, `md:SHFE.FU2601:settle`, issue
 * 22). An instrument ticks; an address does not, so a strategy with an address leg is history only (`Strategy.live`).
 * `md:X`, `md:X:close` and `md:X:last` are the instrument `X` (the server stores them so).
 */
export const StrategyLeg = Type.Object({
  alias: Alias,
  instrument: Type.String({ minLength: 3, maxLength: 120 }),
  mapFrom: Type.Optional(Type.Union([Alias, Type.Null()])),
});
export type StrategyLeg = Static<typeof StrategyLeg>;

/** A rate alias: `VAT` for `vat.cn.lpg` (the formula may also write `ref("vat.cn.lpg")`). */
export const StrategyRate = Type.Object({ alias: Alias, key: Type.String({ pattern: '^[a-z][a-z0-9_.]{1,80}$' }) });
export type StrategyRate = Static<typeof StrategyRate>;

export const Visibility = Type.Union([Type.Literal('private'), Type.Literal('roles'), Type.Literal('everyone')]);
export type Visibility = Static<typeof Visibility>;

/** What the formula needs to be checked or previewed. */
export const FormulaBody = Type.Object({
  legs: Type.Array(StrategyLeg, { minItems: 1, maxItems: 8 }),
  rates: Type.Optional(Type.Array(StrategyRate, { maxItems: 8 })),
  formula: Type.String({ minLength: 1, maxLength: 500 }),
  /** Output unit (`USD/t`); the inferred unit must match. */
  unit: Type.String({ minLength: 1, maxLength: 20 }),
});
export type FormulaBody = Static<typeof FormulaBody>;

export const StrategyInput = Type.Composite([
  FormulaBody,
  Type.Object({
    /** Absent: create. Present: update (owner or administrator). */
    id: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    name: Type.String({ minLength: 1, maxLength: 80 }),
    description: Type.Optional(Type.String({ maxLength: 500 })),
    precision: Type.Integer({ minimum: 0, maximum: 6 }),
    visibility: Visibility,
    /** Roles that may read it when visibility is `roles`. */
    roles: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 20 })),
  }),
]);
export type StrategyInput = Static<typeof StrategyInput>;

export const Strategy = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  legs: Type.Array(StrategyLeg),
  rates: Type.Array(StrategyRate),
  formula: Type.String(),
  unit: Type.String(),
  precision: Type.Integer(),
  visibility: Visibility,
  roles: Type.Array(Type.String()),
  /** null for the seeded strategies (owner: system). */
  ownerId: Nullable(Type.String()),
  ownerName: Type.String(),
  seeded: Type.Boolean(),
  /**
   * The seed whose name this strategy still carries (unedited): the web app shows the name in the reader's language
   * (`strategy.seed.<seedKey>`); absent or null when not seeded or renamed.
   */
  seedKey: Type.Optional(Nullable(Type.String())),
  /** The caller may change or delete it (its owner, or an administrator). */
  canEdit: Type.Boolean(),
  /**
   * Every leg is an instrument, so the engine computes its value on each tick (stream topic, alerts, minute bars);
   * false: a leg is another series address and the strategy is history only (read through `spread:<id>`).
   */
  live: Type.Boolean(),
  createdAt: Type.Number(),
  updatedAt: Type.Number(),
});
export type Strategy = Static<typeof Strategy>;

/** A formula problem at a place of the text (end exclusive); `key` under `strategy.formula.` in the locale files. */
export const FormulaIssue = Type.Object({
  key: Type.String(),
  start: Type.Integer(),
  end: Type.Integer(),
  message: Type.String(),
  params: Type.Optional(Type.Record(Type.String(), Type.String())),
});

export const CheckResult = Type.Object({
  ok: Type.Boolean(),
  /** Inferred unit of the formula, null when it could not be inferred. */
  unit: Nullable(Type.String()),
  issues: Type.Array(FormulaIssue),
  /** Problems of the legs and rates (field -> locale key: unknown instrument, duplicate alias, bad mapping); the formula is not compiled then. */
  fields: Type.Optional(Type.Record(Type.String(), Type.String())),
});

export const PreviewBody = Type.Composite([
  FormulaBody,
  Type.Object({
    interval: Interval,
    from: Type.Optional(Type.Number()),
    to: Type.Optional(Type.Number()),
    maxPoints: Type.Optional(Type.Integer({ minimum: 2, maximum: 20000 })),
  }),
]);

export const PreviewData = Type.Object({
  unit: Type.String(),
  points: Type.Array(Type.Tuple([Type.Number(), Type.Number()])),
  demo: Type.Boolean(),
});

export const IdBody = Type.Object({ id: Type.String({ minLength: 1, maxLength: 40 }) });

export const ExplainBody = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 40 }),
  /** Explain the value at this time (epoch ms) from stored bars; absent: the live value. */
  ts: Type.Optional(Type.Number()),
});

/**
 * The USD/CNY (an FX leg with a dated reference rate) a value converts with (docs/market-data/strategy.md, "USD/CNY:
 * live or monthly average"): `live`, the feed's tick (`ts` its time, `sourceLabel` the instrument, `demo` a demo
 * feed's), or `reference`, the rate `key` in force on the value's trading date (`validFrom`, `sourceLabel` its source).
 */
export const FxInUse = Type.Object({
  alias: Type.String(),
  instrument: Type.String(),
  source: Type.Union([Type.Literal('live'), Type.Literal('reference')]),
  key: Type.String(),
  value: Nullable(Type.Number()),
  unit: Type.String(),
  ts: Nullable(Type.Number()),
  validFrom: Nullable(Type.String()),
  sourceLabel: Type.String(),
  demo: Type.Boolean(),
});
export type FxInUse = Static<typeof FxInUse>;

export const Explanation = Type.Object({
  strategyId: Type.String(),
  name: Type.String(),
  formula: Type.String(),
  unit: Type.String(),
  precision: Type.Integer(),
  value: Nullable(Type.Number()),
  ts: Nullable(Type.Number()),
  demo: Type.Boolean(),
  legs: Type.Array(
    Type.Object({
      alias: Type.String(),
      instrument: Type.String(),
      unit: Type.String(),
      price: Nullable(Type.Number()),
      ts: Nullable(Type.Number()),
      demo: Type.Boolean(),
    }),
  ),
  rates: Type.Array(
    Type.Object({
      key: Type.String(),
      alias: Nullable(Type.String()),
      value: Nullable(Type.Number()),
      unit: Type.String(),
      validFrom: Nullable(Type.String()),
      source: Type.String(),
    }),
  ),
  /** Which USD/CNY each FX leg used: live or the reference rate in force (the FX leg's row in `legs` has its value). */
  fx: Type.Array(FxInUse),
});
export type Explanation = Static<typeof Explanation>;

/** At most this many listed months in one byMonth answer (the page panel's own limit, pageSpec.ts). */
export const BY_MONTH_MAX = 24;

export const ByMonthBody = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 40 }),
  /** The first n listed months of the lead leg's product (default 12). */
  months: Type.Optional(Type.Integer({ minimum: 1, maximum: BY_MONTH_MAX })),
});

/** One leg of one month's value: the price read (null: none), its time, demo. */
export const ByMonthLeg = Type.Object({
  alias: Type.String(),
  instrument: Type.String(),
  price: Nullable(Type.Number()),
  ts: Nullable(Type.Number()),
  demo: Type.Boolean(),
});

/**
 * A strategy evaluated for each listed month of its continuous lead leg (docs/market-data/strategy.md, "By month"):
 * `month` YYYY-MM of the lead contract, `value` from each leg's latest price (null when a leg has none), `previous`
 * from the daily bars of the trading day before (null likewise); `asOf` the server's time of the answer.
 */
export const ByMonthData = Type.Object({
  unit: Type.String(),
  demo: Type.Boolean(),
  asOf: Type.Number(),
  rows: Type.Array(Type.Object({ month: Type.String(), legs: Type.Array(ByMonthLeg), value: Nullable(Type.Number()), previous: Nullable(Type.Number()) })),
});
export type ByMonthData = Static<typeof ByMonthData>;

export const AlertKind = Type.Union([Type.Literal('level'), Type.Literal('zscore'), Type.Literal('percentile')]);
export type AlertKind = Static<typeof AlertKind>;

/**
 * Alert parameters by kind (docs/market-data/strategy.md, "Alerts"):
 * level: `level`, `direction` up|down, `margin` (re-arm distance);
 * zscore: `window` (daily values), `bound` (|z|), `margin`;
 * percentile: `window`, `low`, `high` (0-100), `margin` (percentile points).
 */
export const AlertParams = Type.Object({
  level: Type.Optional(Type.Number()),
  direction: Type.Optional(Type.Union([Type.Literal('up'), Type.Literal('down')])),
  window: Type.Optional(Type.Integer({ minimum: 5, maximum: 2000 })),
  bound: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 20 })),
  low: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  high: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  margin: Type.Optional(Type.Number({ minimum: 0 })),
});
export type AlertParams = Static<typeof AlertParams>;

export const AlertRuleInput = Type.Object({
  id: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  /** `spread:<strategyId>` or `md:<instrument>` (common/market/address.ts). */
  target: Type.String({ minLength: 3, maxLength: 200 }),
  kind: AlertKind,
  params: AlertParams,
  /** Optional https/http URL the event is POSTed to (docs/market-data/strategy.md, "Webhooks"). */
  webhookUrl: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  active: Type.Boolean(),
});
export type AlertRuleInput = Static<typeof AlertRuleInput>;

export const AlertRule = Type.Object({
  id: Type.String(),
  target: Type.String(),
  kind: AlertKind,
  params: AlertParams,
  webhookUrl: Nullable(Type.String()),
  active: Type.Boolean(),
  /** true: waiting for a crossing; false: fired, waiting to return inside; null: no value seen yet. */
  armed: Type.Union([Type.Boolean(), Type.Null()]),
  /**
   * Why the rule does not fire (a locale key, `strategy.alert.suspended.*`): its owner may no longer read an input
   * (the strategy or a product). null while it runs; it resumes by itself when access returns (docs/security.md).
   */
  suspended: Nullable(Type.String()),
  createdAt: Type.Number(),
  updatedAt: Type.Number(),
});
export type AlertRule = Static<typeof AlertRule>;

export const AlertEvent = Type.Object({
  id: Type.String(),
  ruleId: Type.String(),
  target: Type.String(),
  kind: AlertKind,
  ts: Type.Number(),
  value: Type.Number(),
  /** What the page shows with the kind's locale text: level and direction, z and bound, or percentile and band. */
  detail: Type.Record(Type.String(), Type.String()),
  /**
   * Webhook outcome: null without a webhook, else pending, delivered or failed; never why it failed (a status or a
   * refusal would turn the history into a network scanner: docs/security.md, SSRF policy).
   */
  webhook: Nullable(Type.Union([Type.Literal('pending'), Type.Literal('delivered'), Type.Literal('failed')])),
});
export type AlertEvent = Static<typeof AlertEvent>;

/** An in-app notification: `title` is data (the strategy or instrument name), the text comes from `messageKey` + `params`. */
export const Notification = Type.Object({
  id: Type.String(),
  title: Type.String(),
  /** Locale key (`strategy.notify.level`, ...) the header formats with `params`. */
  messageKey: Type.String(),
  params: Type.Record(Type.String(), Type.String()),
  /** In-app path to open (`/tool/trade/realtime/config/strategy?id=...`), or ''. */
  link: Type.String(),
  readAt: Nullable(Type.Number()),
  createdAt: Type.Number(),
});
export type Notification = Static<typeof Notification>;

export const NotificationList = Type.Object({ items: Type.Array(Notification), unread: Type.Integer() });
export const UnreadCount = Type.Object({ unread: Type.Integer() });

export const STRATEGY_ENDPOINTS = [
  e('/v2/strategy/list', RT, null, Type.Object({ items: Type.Array(Strategy) }), 'Strategies the caller may read (visibility and every leg readable)', 'added'),
  e('/v2/strategy/get', RT, IdBody, Strategy, 'One strategy', 'added'),
  e('/v2/strategy/check', RT, FormulaBody, CheckResult, 'Parse and unit-check a formula (no save); issues name their place', 'added'),
  e('/v2/strategy/preview', RT, PreviewBody, PreviewData, 'Evaluate a formula over stored bars with the rates in force on each date (no save)', 'added'),
  e('/v2/strategy/save', RT, StrategyInput, Strategy, 'Create or update a strategy (owner or administrator)', 'added'),
  e('/v2/strategy/delete', RT, IdBody, Type.Object({ id: Type.String() }), 'Delete a strategy (owner or administrator)', 'added'),
  e('/v2/strategy/explain', RT, ExplainBody, Explanation, "A value's legs with price and time, rates with value and valid_from, the formula", 'added'),
  e(
    '/v2/strategy/byMonth',
    RT,
    ByMonthBody,
    ByMonthData,
    "The strategy for each listed month of its continuous lead leg (mapped legs by the month mapping): latest value and the previous trading day's",
    'added',
  ),
  e('/v2/strategy/alert/list', RT, null, Type.Object({ items: Type.Array(AlertRule) }), "The caller's alert rules", 'added'),
  e('/v2/strategy/alert/save', RT, AlertRuleInput, AlertRule, 'Create or update an own alert rule', 'added'),
  e('/v2/strategy/alert/delete', RT, IdBody, Type.Object({ id: Type.String() }), 'Delete an own alert rule', 'added'),
  e(
    '/v2/strategy/alert/history',
    RT,
    Type.Object({ ruleId: Type.Optional(Type.String({ maxLength: 40 })) }),
    Type.Object({ items: Type.Array(AlertEvent) }),
    "The caller's fired alerts, newest first (at most 500)",
    'added',
  ),
  e('/v2/strategy/notification/list', 'user', null, NotificationList, 'Own in-app notifications, newest first (at most 100), with the unread count', 'added'),
  e('/v2/strategy/notification/unread', 'user', null, UnreadCount, 'Own unread notification count (poll fallback of the notify: topic)', 'added'),
  e(
    '/v2/strategy/notification/read',
    'user',
    Type.Object({ ids: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 200 })), all: Type.Optional(Type.Boolean()) }),
    UnreadCount,
    'Mark own notifications read (some or all)',
    'added',
  ),
] as const satisfies readonly Endpoint[];

/**
 * Balance-month averages (issue 20, oil OTC page; docs/market-data/strategy.md, "Balance-month averages"): each leg
 * averaged over its own pricing days of the month up to the as-of date (common/domain/monthAverage.ts), the formula
 * over those averages, and the average of the daily value over the days every leg priced, for comparison.
 */
export const MonthAverageBody = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 40 }),
  /** `YYYY-MM`, not after the as-of date's month; absent: the as-of date's month. */
  month: Type.Optional(Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' })),
});
export type MonthAverageBody = Static<typeof MonthAverageBody>;

export const MonthAverageLeg = Type.Object({
  alias: Type.String(),
  /** The instrument the leg reads (a mapped leg's month resolved). */
  instrument: Type.String(),
  /** Pricing calendar id (`SG`, `ICE`, `CN`, `CME`), null: every weekday (FX and undated instruments). */
  calendar: Nullable(Type.String()),
  /** The month's pricing days (`YYYY-MM-DD`), ascending. */
  pricingDays: Type.Array(Type.String()),
  /** Pricing days up to the as-of date with their daily close, ascending. */
  priced: Type.Array(Type.Tuple([Type.String(), Type.Number()])),
  /** Pricing days up to the as-of date without a stored close. */
  missing: Type.Array(Type.String()),
  average: Nullable(Type.Number()),
  /** Pricing days after the as-of date. */
  left: Type.Integer(),
});
export type MonthAverageLeg = Static<typeof MonthAverageLeg>;

export const MonthAverage = Type.Object({
  strategyId: Type.String(),
  month: Type.String(),
  unit: Type.String(),
  precision: Type.Integer(),
  demo: Type.Boolean(),
  /** The date the month is averaged up to (`YYYY-MM-DD`): today for the current month, its last day for a past one. */
  asOf: Type.String(),
  legs: Type.Array(MonthAverageLeg),
  /** The formula over the legs' averages (rates in force on `asOf`); null while a leg has no priced day. */
  value: Nullable(Type.Number()),
  /** Days every leg priced, and the average of the daily value over them. */
  commonDays: Type.Array(Type.String()),
  commonDaysAverage: Nullable(Type.Number()),
});
export type MonthAverage = Static<typeof MonthAverage>;

export const STRATEGY_MONTH_AVERAGE_ENDPOINTS = [
  e(
    '/v2/strategy/monthAverage',
    RT,
    MonthAverageBody,
    MonthAverage,
    "A strategy's balance-month value: each leg averaged over its own pricing days of the month so far",
    'added',
  ),
] as const satisfies readonly Endpoint[];
