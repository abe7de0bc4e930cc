/**
 * Page specs: a page as data (issue 20; the builder stores the same specs for user-made reports at /report/*).
 * A page is a title, a 24-column grid and panels; a panel is one kind over series addresses
 * (common/market/address.ts). One renderer (`<PageView spec>`, src/components/PageView) draws any spec with the
 * market layer and `<Chart>`. Specs are plain JSON: versioned (`specVersion`), validated on load
 * (`pageSpecProblems`), no functions inside. Text is a locale key (product pages, reviewed like code) or literal text
 * (user-made reports).
 */
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { Code as EventProduct, Importance } from './events';
import { REGRESSION_MAX_WINDOW } from './regression';
import { BY_MONTH_MAX } from './strategy';

/** Bump when a change to these schemas would misread an older stored spec; the renderer refuses other versions. */
export const PAGE_SPEC_VERSION = 1;

export const GRID_COLUMNS = 24;

/** A locale key (`{ key: 'product.fu.title' }`) or literal text (`{ text: 'My spread' }`). */
export const SpecText = Type.Union([
  Type.Object({ key: Type.String({ minLength: 1, maxLength: 120 }) }, { additionalProperties: false }),
  Type.Object({ text: Type.String({ minLength: 1, maxLength: 500 }) }, { additionalProperties: false }),
]);
export type SpecText = Static<typeof SpecText>;

/** A series address (`md:SHFE.FU@main:close`, `spread:fu_inner_outer_usd_t`, `ds:eia:RBRTE`, `ref:vat.cn.lpg`). */
export const SpecAddress = Type.String({ minLength: 3, maxLength: 200 });

/** The units a page can switch between (where its values are quoted in more than one). */
export const SpecUnit = Type.Union([Type.Literal('USD/t'), Type.Literal('USD/bbl'), Type.Literal('CNY/t')]);
export type SpecUnit = Static<typeof SpecUnit>;

/**
 * One series on a panel. `byUnit` names the same quantity in another unit (the seeded strategies exist per unit:
 * `spread:fu_inner_outer_usd_t` and `..._usd_bbl`): the page's unit switch picks that address, else `address`.
 */
export const SpecSeries = Type.Object(
  {
    address: SpecAddress,
    label: Type.Optional(SpecText),
    byUnit: Type.Optional(Type.Partial(Type.Object({ 'USD/t': SpecAddress, 'USD/bbl': SpecAddress, 'CNY/t': SpecAddress }), { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type SpecSeries = Static<typeof SpecSeries>;

/** Where a panel sits: `w` of the 24 columns from 1280 px (full width on a phone), `h` in rows of 80 px. */
export const PanelLayout = Type.Object(
  { w: Type.Integer({ minimum: 1, maximum: GRID_COLUMNS }), h: Type.Integer({ minimum: 1, maximum: 16 }) },
  { additionalProperties: false },
);
export type PanelLayout = Static<typeof PanelLayout>;

const panelBase = {
  /** Unique on its page; user layout choices (hidden, collapsed) are kept per panel id. */
  id: Type.String({ pattern: '^[a-z][a-zA-Z0-9_-]{0,39}$' }),
  title: SpecText,
  layout: PanelLayout,
  /** One line under the title (what the numbers are, their source). */
  note: Type.Optional(SpecText),
};

/** The trailing window of the z-score and percentile, in trading days (common/domain/trailingScores.ts). */
export const ScoreWindow = Type.Integer({ minimum: 20, maximum: 2520 });
export const DEFAULT_SCORE_WINDOW = 250;

/** Rows of live values: last, change, z-score, percentile, time, state (the board's row). */
export const LivePanel = Type.Object(
  { ...panelBase, kind: Type.Literal('live'), rows: Type.Array(SpecSeries, { minItems: 1, maxItems: 40 }), window: Type.Optional(ScoreWindow) },
  { additionalProperties: false },
);

export const HistoryTransform = Type.Union([Type.Literal('level'), Type.Literal('change'), Type.Literal('zScore')]);
export type HistoryTransform = Static<typeof HistoryTransform>;

/** A labelled reference band drawn behind the lines (PTA's usual 450-700 CNY/t processing spread). */
export const ReferenceBand = Type.Object({ from: Type.Number(), to: Type.Number(), label: SpecText }, { additionalProperties: false });

/** A history panel without `interval` is daily; without `range` it covers one year back (one day back at `1m`). */
export const HISTORY_DEFAULT_INTERVAL = '1d' as const;
export const HISTORY_DEFAULT_RANGE = { years: 1, days: 1 } as const;

/** One or more series over a range, with optional transforms and z-score / percentile bands. */
export const HistoryPanel = Type.Object(
  {
    ...panelBase,
    kind: Type.Literal('history'),
    series: Type.Array(
      Type.Object(
        {
          ...SpecSeries.properties,
          transform: Type.Optional(HistoryTransform),
          axis: Type.Optional(Type.Union([Type.Literal('left'), Type.Literal('right')])),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 8 },
    ),
    /** Absent: `HISTORY_DEFAULT_INTERVAL` (daily), so a builder panel may be just a title and addresses (issue 22). */
    interval: Type.Optional(Type.Union([Type.Literal('1d'), Type.Literal('1m')])),
    /** Years back from today (daily), or days back (`1m`). Absent: `HISTORY_DEFAULT_RANGE` (one year, or one day at `1m`). */
    range: Type.Optional(
      Type.Object(
        { years: Type.Optional(Type.Number({ minimum: 0.05, maximum: 30 })), days: Type.Optional(Type.Integer({ minimum: 1, maximum: 30 })) },
        { additionalProperties: false },
      ),
    ),
    /** Bands of the first series: mean +- k standard deviations and/or a percentile range, over `window`. */
    bands: Type.Optional(
      Type.Object(
        {
          window: ScoreWindow,
          zScore: Type.Optional(Type.Array(Type.Number({ exclusiveMinimum: 0, maximum: 4 }), { maxItems: 3 })),
          percentile: Type.Optional(Type.Tuple([Type.Number({ minimum: 0, maximum: 100 }), Type.Number({ minimum: 0, maximum: 100 })])),
        },
        { additionalProperties: false },
      ),
    ),
    referenceBand: Type.Optional(ReferenceBand),
  },
  { additionalProperties: false },
);

/** Seasonality of one address (the seasonal feature's call). */
export const SeasonalPanel = Type.Object(
  {
    ...panelBase,
    kind: Type.Literal('seasonal'),
    series: SpecSeries,
    years: Type.Integer({ minimum: 1, maximum: 30 }),
    x: Type.Union([Type.Literal('dayOfYear'), Type.Literal('weekOfYear')]),
    mode: Type.Union([Type.Literal('level'), Type.Literal('rebased')]),
  },
  { additionalProperties: false },
);

/** A product's listed months on a date, with the curve of earlier dates overlaid (days back: 7, 30). */
export const CurvePanel = Type.Object(
  {
    ...panelBase,
    kind: Type.Literal('curve'),
    /** `SHFE.FU`, `ICE.BRENT`. */
    product: Type.String({ pattern: '^[A-Z][A-Z0-9]{1,9}\\.[A-Z][A-Z0-9]{0,9}$' }),
    months: Type.Integer({ minimum: 2, maximum: 36 }),
    compareDaysBack: Type.Array(Type.Integer({ minimum: 1, maximum: 3650 }), { maxItems: 4 }),
  },
  { additionalProperties: false },
);

/** Calendar spreads M1..Mn of a product (near - far, positive = backwardation) as a heat map. */
export const MatrixPanel = Type.Object(
  {
    ...panelBase,
    kind: Type.Literal('matrix'),
    product: Type.String({ pattern: '^[A-Z][A-Z0-9]{1,9}\\.[A-Z][A-Z0-9]{0,9}$' }),
    months: Type.Integer({ minimum: 2, maximum: 24 }),
  },
  { additionalProperties: false },
);

/** A strategy's legs, rates (with the dates they are in force from) and formula. */
export const ExplainPanel = Type.Object({ ...panelBase, kind: Type.Literal('explain'), series: SpecSeries }, { additionalProperties: false });

/** A price fitted on factor series by OLS (POST /v2/analytics/regression): deviation, its z-score, contributions. */
export const RegressionPanel = Type.Object(
  {
    ...panelBase,
    kind: Type.Literal('regression'),
    y: SpecAddress,
    x: Type.Array(SpecAddress, { minItems: 1, maxItems: 8 }),
    years: Type.Number({ minimum: 0.5, maximum: 30 }),
    /** Rolling window in observations; absent = the full sample. At most the call's own limit. */
    window: Type.Optional(Type.Integer({ minimum: 20, maximum: REGRESSION_MAX_WINDOW })),
    outOfSample: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const TableColumn = Type.Union([
  Type.Literal('last'),
  Type.Literal('change'),
  Type.Literal('changePct'),
  Type.Literal('zScore'),
  Type.Literal('percentile'),
  Type.Literal('mean'),
  Type.Literal('min'),
  Type.Literal('max'),
  Type.Literal('time'),
  Type.Literal('unit'),
]);
export type TableColumn = Static<typeof TableColumn>;

/** Figures of several series over a window (daily closes): one row per series, the chosen columns. */
export const TablePanel = Type.Object(
  {
    ...panelBase,
    kind: Type.Literal('table'),
    rows: Type.Array(SpecSeries, { minItems: 1, maxItems: 100 }),
    columns: Type.Array(TableColumn, { minItems: 1, maxItems: 10 }),
    window: Type.Optional(ScoreWindow),
  },
  { additionalProperties: false },
);

/** A link to another page of the console (a route path of config/routes.ts), shown only as a link to readers it grants. */
export const SpecLink = Type.Object({ to: Type.String({ pattern: '^/[A-Za-z0-9_/-]{1,120}$' }), label: SpecText }, { additionalProperties: false });

/** Plain paragraphs (what a page's numbers mean, what a name is taken to mean), then links to related pages. */
export const TextPanel = Type.Object(
  { ...panelBase, kind: Type.Literal('text'), body: SpecText, links: Type.Optional(Type.Array(SpecLink, { maxItems: 8 })) },
  { additionalProperties: false },
);

/**
 * One calendar spread (near - far) across years, each year's line on x = trading days before its near leg's last
 * trading day (POST /v2/calculators/calendarSpreadYears): `near`, `far` are months 1..12 (a far month before the near
 * one is the next year's), `years` the earlier years beside the current pair, `daysBefore` how far back each line runs.
 */
export const ExpiryYearsPanel = Type.Object(
  {
    ...panelBase,
    kind: Type.Literal('expiryYears'),
    product: Type.String({ pattern: '^[A-Z][A-Z0-9]{1,9}\\.[A-Z][A-Z0-9]{0,9}$' }),
    near: Type.Integer({ minimum: 1, maximum: 12 }),
    far: Type.Integer({ minimum: 1, maximum: 12 }),
    years: Type.Integer({ minimum: 1, maximum: 15 }),
    daysBefore: Type.Optional(Type.Integer({ minimum: 20, maximum: 500 })),
  },
  { additionalProperties: false },
);

/**
 * A strategy (`spread:<id>`) for each listed month of its continuous lead leg (POST /v2/strategy/byMonth): the FU
 * inner/outer of every FU month against its mapped Singapore month, as a table and a bar chart of value by month.
 */
export const MonthsPanel = Type.Object(
  { ...panelBase, kind: Type.Literal('months'), series: SpecSeries, months: Type.Integer({ minimum: 1, maximum: BY_MONTH_MAX }) },
  { additionalProperties: false },
);

/**
 * Balance-month averages of strategies (`spread:<id>` addresses; POST /v2/strategy/monthAverage): each leg averaged
 * over its own pricing days of a month, the formula over the averages, the daily values behind them.
 */
export const MonthAveragePanel = Type.Object(
  { ...panelBase, kind: Type.Literal('monthAverage'), series: Type.Array(SpecSeries, { minItems: 1, maxItems: 8 }) },
  { additionalProperties: false },
);

/** Calendar releases longest look-ahead (days after today) an events panel may ask. */
export const EVENTS_PANEL_MAX_DAYS = 14;

/**
 * The economic calendar's releases from today to `days` days ahead in the reader's calendar time zone (POST
 * /v2/calendar/event/list), optionally only some importance levels or those linked to some products: time, country,
 * release, actual / consensus / previous, unit and source.
 */
export const EventsPanel = Type.Object(
  {
    ...panelBase,
    kind: Type.Literal('events'),
    days: Type.Integer({ minimum: 0, maximum: EVENTS_PANEL_MAX_DAYS }),
    importance: Type.Optional(Type.Array(Importance, { minItems: 1, maxItems: 3 })),
    products: Type.Optional(Type.Array(EventProduct, { minItems: 1, maxItems: 20 })),
  },
  { additionalProperties: false },
);

/** The data sources' states (checkHealth): each source's state, last update and message. */
export const SourceHealthPanel = Type.Object({ ...panelBase, kind: Type.Literal('sourceHealth') }, { additionalProperties: false });

/**
 * Stock (inventory) series named by their ids in whichever data source holds them (POST /v2/marketData/inventories):
 * each one's latest value and date, its change, and where it stands against the same time of year in the `years`
 * years before (EIA's five-year average). A series no readable source holds says so, with its id, so a desk sees what
 * to import.
 */
export const InventoriesPanel = Type.Object(
  {
    ...panelBase,
    kind: Type.Literal('inventories'),
    series: Type.Array(Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_.-]{1,100}$' }), label: SpecText }, { additionalProperties: false }), {
      minItems: 1,
      maxItems: 20,
    }),
    years: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
  },
  { additionalProperties: false },
);

export const PanelSpec = Type.Union([
  LivePanel,
  HistoryPanel,
  SeasonalPanel,
  CurvePanel,
  MatrixPanel,
  ExplainPanel,
  RegressionPanel,
  TablePanel,
  TextPanel,
  ExpiryYearsPanel,
  MonthsPanel,
  MonthAveragePanel,
  EventsPanel,
  SourceHealthPanel,
  InventoriesPanel,
]);
export type PanelSpec = Static<typeof PanelSpec>;
export type PanelKind = PanelSpec['kind'];
export type PanelOf<K extends PanelKind> = Extract<PanelSpec, { kind: K }>;

export const PageSpec = Type.Object(
  {
    specVersion: Type.Literal(PAGE_SPEC_VERSION),
    id: Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9_-]{0,63}$' }),
    title: SpecText,
    description: Type.Optional(SpecText),
    /** The unit switch's choices, first = default; absent when the page's values have one unit. */
    units: Type.Optional(Type.Array(SpecUnit, { minItems: 2, maxItems: 3 })),
    panels: Type.Array(PanelSpec, { minItems: 1, maxItems: 40 }),
  },
  { additionalProperties: false },
);
export type PageSpec = Static<typeof PageSpec>;

/**
 * What is wrong with a spec read from code or storage: schema errors (path and message), a wrong version, duplicate
 * panel ids. Empty when the spec can be drawn.
 */
export function pageSpecProblems(spec: unknown): string[] {
  if (typeof spec === 'object' && spec !== null && (spec as { specVersion?: unknown }).specVersion !== PAGE_SPEC_VERSION) {
    return [`specVersion: ${String((spec as { specVersion?: unknown }).specVersion)} is not ${PAGE_SPEC_VERSION}`];
  }
  const problems = [...Value.Errors(PageSpec, spec)].slice(0, 20).map((e) => `${e.path || '/'}: ${e.message}`);
  if (problems.length) return problems;
  const seen = new Set<string>();
  for (const panel of (spec as PageSpec).panels) {
    if (seen.has(panel.id)) problems.push(`/panels: id ${panel.id} is used twice`);
    seen.add(panel.id);
  }
  return problems;
}

/** The address a series shows under the page's unit choice. */
export function addressForUnit(series: SpecSeries, unit: SpecUnit | null): string {
  return (unit && series.byUnit?.[unit]) || series.address;
}
