/**
 * Backtesting calls (issue 10; docs/analytics/backtesting.md). Owner: server/backtesting/, server/routes/backtesting/.
 * Every call needs the page's key `auth_tool_calculator_backtesting`; the series read through an address is checked
 * against the caller's access like /v2/marketData/series.
 *
 *   run       one backtest (a rule on a series, or a series as it is), answered at once
 *   estimate  the size of a sweep (points x bars) and whether it needs confirmation
 *   sweep     starts a parameter sweep in worker threads; progress on the stream topic `job:<jobId>`
 *   job       a sweep's state and, when done, one row of metrics per grid point
 *   cancel    stops a running sweep
 *   save, list, get, share, delete: saved results (owner's; readable by page holders once shared)
 */
import { Type, type Static } from '@sinclair/typebox';
import { METRIC_KEYS, type MetricKey } from '../domain/metrics';
import { MetricsConvention, MetricsData } from './analytics';
import { e } from './endpoint';
import { Nothing, Nullable } from './envelope';
import { JobProgress } from './stream';

const KEY = 'auth_tool_calculator_backtesting' as const;

/** Points of an inline series (an imported file), and bars a sweep may cover. */
export const BACKTEST_MAX_POINTS = 20_000;
/** Grid points of one sweep, and values of one parameter. */
export const SWEEP_MAX_POINTS = 5_000;
export const SWEEP_MAX_VALUES = 100;
/**
 * A sweep of more point-bars than this answers `backtestConfirm` unless sent with `confirm: true`
 * (2.6 million: a 1,000-point sweep over ten years of daily bars runs without asking).
 */
export const SWEEP_CONFIRM_POINT_BARS = 2_600_000;
/** Point-bars a worker thread evaluates per second on the reference machine (estimates only). */
export const SWEEP_POINT_BARS_PER_SECOND = 1_500_000;

/*
 * The series input, the rule and the sizing are single objects with a `kind` and optional fields (not unions of
 * objects): the server's validator strips unknown properties, which inside anyOf would strip the second member's
 * fields while trying the first, and a wrong-typed union reports every member's fields. The server checks the
 * fields each kind needs (server/backtesting/inputs.ts) and answers `backtestInput` naming a missing one.
 */
/**
 * Back-adjustment of a continuous main contract (`md:<EX>.<CODE>@main`; common/domain/continuousSeries.ts): 'none'
 * (default) runs on the held contract's own prices, roll gaps included; 'difference' shifts earlier contracts by the
 * later roll gaps; 'ratio' scales them by the later roll ratios. The latest contract's prices stay as they are.
 */
export const MainAdjust = Type.Union([Type.Literal('none'), Type.Literal('difference'), Type.Literal('ratio')]);
export type MainAdjust = Static<typeof MainAdjust>;

/** A roll of the main contract inside the backtest's range: from `t` (epoch ms) on the series follows `to`. */
export const MainRoll = Type.Object({
  t: Type.Number(),
  from: Type.String(),
  to: Type.String(),
  /** The gap on the roll date in the series' field: `to`'s price minus `from`'s; null when `from` has no price that day. */
  gap: Nullable(Type.Number()),
});
export type MainRoll = Static<typeof MainRoll>;

export const SeriesInput = Type.Object(
  {
    /**
     * `address`: any series address (`md:`, `ds:`, `spread:`, `ref:`), daily; `points`: an imported date,value file;
     * `book`: the daily unit net value of one of the caller's trade-record books (needs that page's key too).
     */
    kind: Type.Union([Type.Literal('address'), Type.Literal('points'), Type.Literal('book')]),
    address: Type.Optional(Type.String({ minLength: 3, maxLength: 200 })),
    bookId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    /** Range of an address in epoch ms (default: the last 20 years). */
    from: Type.Optional(Type.Number()),
    to: Type.Optional(Type.Number()),
    /** The imported file's name and its [epoch ms, value] points. */
    name: Type.Optional(Type.String({ maxLength: 120 })),
    points: Type.Optional(Type.Array(Type.Tuple([Type.Number(), Type.Number()]), { minItems: 2, maxItems: BACKTEST_MAX_POINTS })),
    /** Only for an `@main` address (default 'none'); another input with 'difference' or 'ratio' answers `backtestInput`. */
    adjust: Type.Optional(MainAdjust),
  },
  { additionalProperties: false },
);
export type SeriesInput = Static<typeof SeriesInput>;

export const BacktestRule = Type.Object(
  {
    /** `zScore`: window, entry, exit (stop optional); `maCross`: fast, slow. */
    kind: Type.Union([Type.Literal('zScore'), Type.Literal('maCross')]),
    window: Type.Optional(Type.Integer({ minimum: 2, maximum: 2000 })),
    entry: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 20 })),
    exit: Type.Optional(Type.Number({ minimum: 0, maximum: 20 })),
    stop: Type.Optional(Nullable(Type.Number({ exclusiveMinimum: 0, maximum: 50 }))),
    fast: Type.Optional(Type.Integer({ minimum: 1, maximum: 2000 })),
    slow: Type.Optional(Type.Integer({ minimum: 2, maximum: 2000 })),
  },
  { additionalProperties: false },
);
export type BacktestRule = Static<typeof BacktestRule>;

export const Sizing = Type.Object(
  {
    /** `lots`: lots x multiplier; `unit`: one unit of exposure (equity / price). */
    kind: Type.Union([Type.Literal('lots'), Type.Literal('unit')]),
    lots: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1e6 })),
    multiplier: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1e6 })),
  },
  { additionalProperties: false },
);

export const MetricsSettings = Type.Object(
  {
    periodsPerYear: Type.Number({ minimum: 1, maximum: 525_600 }),
    riskFree: Type.Number({ minimum: -1, maximum: 1 }),
    convention: MetricsConvention,
  },
  { additionalProperties: false },
);

export const RunBody = Type.Object(
  {
    input: SeriesInput,
    /** `rule`: trade the rule on the series; `asIs`: the series is a net value (or a price held long), evaluated as it is. */
    mode: Type.Union([Type.Literal('rule'), Type.Literal('asIs')]),
    rule: Type.Optional(BacktestRule),
    sizing: Sizing,
    costs: Type.Object(
      { value: Type.Number({ minimum: 0, maximum: 1e6 }), unit: Type.Union([Type.Literal('price'), Type.Literal('bps')]) },
      { additionalProperties: false },
    ),
    slippage: Type.Object(
      {
        value: Type.Number({ minimum: 0, maximum: 1e6 }),
        unit: Type.Union([Type.Literal('price'), Type.Literal('ticks')]),
        tick: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1e6 })),
      },
      { additionalProperties: false },
    ),
    capital: Type.Number({ exclusiveMinimum: 0, maximum: 1e12 }),
    metrics: MetricsSettings,
    /** Returns per rolling-Sharpe window (63 = a quarter of trading days). */
    rollingWindow: Type.Integer({ minimum: 2, maximum: 1000 }),
    /** A benchmark series address, rebased to 1 on the first date of the result. */
    benchmark: Type.Optional(Type.String({ minLength: 3, maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type RunBody = Static<typeof RunBody>;

export const TradeRow = Type.Object({
  direction: Type.Union([Type.Literal(1), Type.Literal(-1)]),
  quantity: Type.Number(),
  entryTime: Type.Number(),
  entryPrice: Type.Number(),
  exitTime: Nullable(Type.Number()),
  exitPrice: Nullable(Type.Number()),
  pnl: Type.Number(),
  holdingDays: Type.Number(),
});
export type TradeRow = Static<typeof TradeRow>;

export const RunResult = Type.Object({
  /** Input hash: the same inputs over the same points answer from the cache. */
  hash: Type.String(),
  cached: Type.Boolean(),
  unit: Type.String(),
  /** The instrument's price tick (prices are shown to its decimals) and the currency of costs and P&L; null when unknown. */
  tick: Nullable(Type.Number()),
  currency: Nullable(Type.String()),
  source: Type.String(),
  demo: Type.Boolean(),
  /** Bar times (epoch ms), the equity's net value (1 at the start), and the drawdown after each bar (<= 0). */
  t: Type.Array(Type.Number()),
  nav: Type.Array(Type.Number()),
  drawdown: Type.Array(Type.Number()),
  /** The series itself (closes), for the chart. */
  price: Type.Array(Type.Number()),
  positions: Type.Array(Type.Number()),
  /** Rolling Sharpe per bar from bar 1 on (aligned with t.slice(1)); null before a full window. */
  rollingSharpe: Type.Array(Nullable(Type.Number())),
  trades: Type.Array(TradeRow),
  totalCosts: Type.Number(),
  metrics: MetricsData,
  /**
   * The date (epoch ms) of the first return at or below -100 % (the value fell to or below zero): every metric is
   * refused (problem 'totalLoss') and the page names this date; null when there is none.
   */
  totalLossAt: Nullable(Type.Number()),
  /** The benchmark rebased to 1 at the first bar, on the result's dates (last value at or before each). */
  benchmark: Nullable(Type.Object({ address: Type.String(), nav: Type.Array(Nullable(Type.Number())), demo: Type.Boolean() })),
  /**
   * How an `@main` series was adjusted ('none': the held contracts' own prices, roll gaps included); null for any
   * other input (a dated contract, a spread, a file, a book), which has no rolls.
   */
  adjusted: Nullable(MainAdjust),
  /** The main contract's rolls inside the result's range (empty for other inputs). */
  rolls: Type.Array(MainRoll),
});
export type RunResult = Static<typeof RunResult>;

/** Parameters a sweep may vary: the rule's numeric ones. */
const GridValues = Type.Optional(Type.Array(Type.Number(), { minItems: 1, maxItems: SWEEP_MAX_VALUES }));
export const SweepGrid = Type.Object(
  { window: GridValues, entry: GridValues, exit: GridValues, stop: GridValues, fast: GridValues, slow: GridValues },
  { additionalProperties: false, minProperties: 1 },
);
export type SweepGrid = Static<typeof SweepGrid>;

export const SweepBody = Type.Object(
  {
    ...RunBody.properties,
    grid: SweepGrid,
    /** Send true after the user agreed to a sweep over SWEEP_CONFIRM_POINT_BARS. */
    confirm: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type SweepBody = Static<typeof SweepBody>;

export const SweepEstimate = Type.Object({
  points: Type.Integer(),
  bars: Type.Integer(),
  pointBars: Type.Number(),
  estimateSeconds: Type.Number(),
  needsConfirmation: Type.Boolean(),
});
export type SweepEstimate = Static<typeof SweepEstimate>;

/** A sweep's state as the `job:<id>` topic carries it: declared with the stream's payloads (./stream.ts). */
export { JobProgress, JobStatus } from './stream';

export const SweepStarted = Type.Object({ ...SweepEstimate.properties, jobId: Type.String(), cached: Type.Boolean() });

const metricCells = Object.fromEntries(METRIC_KEYS.map((key) => [key, Nullable(Type.Number())])) as Record<
  MetricKey,
  ReturnType<typeof Nullable<ReturnType<typeof Type.Number>>>
>;

export const SweepRow = Type.Object({
  point: Type.Record(Type.String(), Type.Number()),
  metrics: Type.Object(metricCells),
  trades: Type.Integer(),
  /** Why this point has no metrics (a parameter combination the rule refuses, e.g. exit >= entry). */
  problem: Nullable(Type.String()),
});
export type SweepRow = Static<typeof SweepRow>;

export const JobState = Type.Object({
  ...JobProgress.properties,
  parameters: Type.Array(Type.String()),
  /** One row per grid point once done; null before. */
  rows: Nullable(Type.Array(SweepRow)),
});
export type JobState = Static<typeof JobState>;

export const JobIdBody = Type.Object({ jobId: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });

export const SAVED_NAME_MAX = 80;

export const SaveBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: SAVED_NAME_MAX }), shared: Type.Boolean(), run: RunBody },
  { additionalProperties: false },
);
export type SaveBody = Static<typeof SaveBody>;

export const SavedSummary = Type.Object({
  id: Type.String(),
  name: Type.String(),
  ownerName: Type.String(),
  mine: Type.Boolean(),
  shared: Type.Boolean(),
  createdAt: Type.Number(),
  cumulativeReturn: Nullable(Type.Number()),
  sharpe: Nullable(Type.Number()),
  maxDrawdown: Nullable(Type.Number()),
});
export type SavedSummary = Static<typeof SavedSummary>;

/**
 * An input of a shared result its reader may not read (issue 19, docs/analytics/backtesting.md "Saved results"): the
 * series `address`, which `part` of the run it was, and why (`product`: no grant for its product; `strategy`: the
 * strategy is not visible to the reader or reads such a product; `series`: any other series the reader may not read).
 */
export const WithheldInput = Type.Object({
  part: Type.Union([Type.Literal('input'), Type.Literal('benchmark')]),
  address: Type.String(),
  reason: Type.Union([Type.Literal('product'), Type.Literal('strategy'), Type.Literal('series')]),
});
export type WithheldInput = Static<typeof WithheldInput>;

export const SavedResult = Type.Object({
  ...SavedSummary.properties,
  run: RunBody,
  /** With the values of withheld inputs left out: an unreadable input leaves its bars, closes, trades and rolls empty. */
  result: RunResult,
  /** What this reader may not read, so left out of `result` (always empty for the owner). */
  withheld: Type.Array(WithheldInput),
});
export type SavedResult = Static<typeof SavedResult>;

export const SavedIdBody = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });
export const ShareBody = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), shared: Type.Boolean() }, { additionalProperties: false });

export const BACKTESTING_ENDPOINTS = [
  e('/v2/backtesting/run', KEY, RunBody, RunResult, 'Run one backtest: a rule on a series with costs and slippage, or a net value as it is', 'added'),
  e('/v2/backtesting/estimate', KEY, SweepBody, SweepEstimate, 'Points x bars of a parameter sweep and whether it needs confirmation', 'added'),
  e('/v2/backtesting/sweep', KEY, SweepBody, SweepStarted, 'Start a parameter sweep in worker threads (progress on job:<id>)', 'added'),
  e('/v2/backtesting/job', KEY, JobIdBody, JobState, "A sweep's progress and, when done, its metrics per grid point", 'added'),
  e('/v2/backtesting/cancel', KEY, JobIdBody, JobProgress, 'Cancel a running sweep', 'added'),
  e('/v2/backtesting/save', KEY, SaveBody, SavedSummary, 'Save a backtest (inputs and results) under a name', 'added'),
  e('/v2/backtesting/list', KEY, null, Type.Array(SavedSummary), "The caller's saved backtests and those others shared", 'added'),
  e('/v2/backtesting/get', KEY, SavedIdBody, SavedResult, 'A saved backtest: own, or shared by its owner', 'added'),
  e('/v2/backtesting/share', KEY, ShareBody, SavedSummary, 'Mark an own saved backtest shared or private', 'added'),
  e('/v2/backtesting/delete', KEY, SavedIdBody, Nothing, 'Delete an own saved backtest', 'added'),
] as const;
