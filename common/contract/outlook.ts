/**
 * Issue 11 (docs/research.md, docs/research/outlook.md): the calendar outlook: the desk's forecasts, baseline models,
 * scoring and event studies. Owner: server/outlook/, server/routes/outlook/, page src/pages/Tool/Calendar/Outlook/.
 *
 * Events are the rows of the shared `calendar_events` table (common/contract/events.ts); this area only reads them.
 * Every call is gated by the page's key. A user's forecast of a release is visible to the others only once the
 * release time has passed (before it, each sees their own and the number of desk forecasts).
 */
import { Type, type Static } from '@sinclair/typebox';
import { BASELINE_METHODS } from '../domain/eventForecast';
import { CalendarEvent, SurpriseInfo } from './events';
import { e } from './endpoint';
import { EpochMs, Nothing, Nullable } from './envelope';

const KEY = 'auth_tool_calendar_prdiction' as const;

export const OutlookMethod = Type.Union(BASELINE_METHODS.map((m) => Type.Literal(m)));
export type OutlookMethod = Static<typeof OutlookMethod>;

/** Event-study windows, minutes after the release: at most this many per request, each at most 30 days. */
export const OUTLOOK_MAX_WINDOWS = 6;
export const OUTLOOK_MAX_WINDOW_MINUTES = 30 * 24 * 60;

const Id = Type.String({ minLength: 1, maxLength: 64 });
const EventKey = Type.String({ minLength: 1, maxLength: 120 });

export const MethodScore = Type.Object({
  method: OutlookMethod,
  /** Walk-forward MAE over the event's history; null when the method never could forecast. */
  mae: Nullable(Type.Number()),
  count: Type.Integer(),
});

export const Baseline = Type.Object({
  method: OutlookMethod,
  /** The forecast of this release from the releases before it; null when the method cannot forecast yet. */
  value: Nullable(Type.Number()),
  /** True when a user chose the method for the event (otherwise the lowest walk-forward MAE). */
  overridden: Type.Boolean(),
  /** Releases per year found from the release dates (52, 12, 4), or null. */
  season: Nullable(Type.Integer()),
  scores: Type.Array(MethodScore),
});
export type Baseline = Static<typeof Baseline>;

export const DeskForecast = Type.Object({
  userId: Type.String(),
  name: Type.String(),
  value: Type.Number(),
  /** actual - value once the actual is out. */
  error: Nullable(Type.Number()),
  /** Same side of consensus as the actual (null: no call or no consensus or no actual yet). */
  hit: Nullable(Type.Boolean()),
});

export const OutlookRow = Type.Object({
  event: CalendarEvent,
  /** Forecasts can no longer be entered or changed (release time passed or the actual is out). */
  locked: Type.Boolean(),
  own: Nullable(Type.Number()),
  /** Every desk forecast, only once locked; empty before. */
  desk: Type.Array(DeskForecast),
  /** How many users entered a forecast (shown before the release too). */
  deskCount: Type.Integer(),
  baseline: Baseline,
});
export type OutlookRow = Static<typeof OutlookRow>;

export const OutlookEventsBody = Type.Object({
  /** Epoch ms; default now - 7 days. */
  from: Type.Optional(EpochMs),
  /** Epoch ms; default now + 14 days. At most 120 days after from. */
  to: Type.Optional(EpochMs),
});

export const OutlookKey = Type.Object({ eventKey: Type.String(), title: Type.String(), unit: Type.String(), releases: Type.Integer() });

export const ForecastSaveBody = Type.Object({ eventId: Id, value: Type.Number({ minimum: -1e12, maximum: 1e12 }) });
export const ForecastDeleteBody = Type.Object({ eventId: Id });
export const OwnForecast = Type.Object({ eventId: Type.String(), value: Type.Number(), updatedAt: Type.Number() });

export const MethodSetBody = Type.Object({ eventKey: EventKey, method: Nullable(OutlookMethod) });
export const EventKeyBody = Type.Object({ eventKey: EventKey });

export const Forecaster = Type.Object({
  kind: Type.Union([Type.Literal('user'), Type.Literal('consensus'), Type.Literal('baseline')]),
  /** The user's id, 'consensus' or 'baseline'. */
  id: Type.String(),
  /** The user's name; empty for the benchmarks (the page names them). */
  name: Type.String(),
});

export const ScorePoint = Type.Object({
  releaseAt: Type.Number(),
  period: Type.String(),
  forecast: Type.Number(),
  actual: Type.Number(),
  error: Type.Number(),
  hit: Nullable(Type.Boolean()),
  /** MAE and hit rate of this forecaster's releases up to and including this one. */
  mae: Type.Number(),
  hitRate: Nullable(Type.Number()),
});

export const ForecasterScore = Type.Object({
  forecaster: Forecaster,
  count: Type.Integer(),
  mae: Type.Number(),
  hitRate: Nullable(Type.Number()),
  points: Type.Array(ScorePoint),
});
export type ForecasterScore = Static<typeof ForecasterScore>;

export const OutlookScores = Type.Object({
  eventKey: Type.String(),
  unit: Type.String(),
  /** The baseline method the benchmark row used. */
  method: OutlookMethod,
  /** Best (lowest MAE) first; users, consensus and baseline alike. */
  leaderboard: Type.Array(ForecasterScore),
});
export type OutlookScores = Static<typeof OutlookScores>;

export const HistoryRow = Type.Object({
  eventId: Type.String(),
  period: Type.String(),
  releaseAt: Type.Number(),
  actual: Nullable(Type.Number()),
  consensus: Nullable(Type.Number()),
  previous: Nullable(Type.Number()),
  surprise: Nullable(SurpriseInfo),
  /** The chosen method's forecast from the releases before this one. */
  baseline: Nullable(Type.Number()),
});

/** Who chose an event's baseline method for the desk, and when (method/set). */
export const MethodChoice = Type.Object({ method: OutlookMethod, name: Type.String(), at: Type.Number() });

export const OutlookHistory = Type.Object({
  eventKey: Type.String(),
  title: Type.String(),
  unit: Type.String(),
  method: OutlookMethod,
  rows: Type.Array(HistoryRow),
  /** The baseline of the next release: the method in force and every method's walk-forward MAE (the method control). */
  baseline: Baseline,
  /** The user's override in force; null when the method is the lowest MAE. */
  choice: Nullable(MethodChoice),
});
export type OutlookHistory = Static<typeof OutlookHistory>;

export const StudyBody = Type.Object({
  eventKey: EventKey,
  address: Type.String({ minLength: 3, maxLength: 200 }),
  windowsMinutes: Type.Array(Type.Integer({ minimum: 1, maximum: OUTLOOK_MAX_WINDOW_MINUTES }), { minItems: 1, maxItems: OUTLOOK_MAX_WINDOWS }),
});

export const MoveStatsSchema = Type.Object({
  count: Type.Integer(),
  mean: Nullable(Type.Number()),
  std: Nullable(Type.Number()),
  /** At 10, 25, 50, 75 and 90 %; empty without moves. */
  quantiles: Type.Array(Type.Number()),
});

export const StudyWindow = Type.Object({
  windowMinutes: Type.Integer(),
  /** Minute bars under a day, daily bars otherwise. */
  interval: Type.Union([Type.Literal('1m'), Type.Literal('1d')]),
  all: MoveStatsSchema,
  positive: MoveStatsSchema,
  negative: MoveStatsSchema,
});

export const StudyRelease = Type.Object({
  releaseAt: Type.Number(),
  period: Type.String(),
  surprise: Nullable(Type.Number()),
  /** One move per window, in the order of the windows; null when no price moved after the release within it. */
  moves: Type.Array(Nullable(Type.Number())),
});

export const OutlookStudy = Type.Object({
  eventKey: Type.String(),
  address: Type.String(),
  unit: Type.String(),
  demo: Type.Boolean(),
  source: Type.String(),
  /** Released events with an actual considered (the most recent 120). */
  releases: Type.Array(StudyRelease),
  windows: Type.Array(StudyWindow),
});
export type OutlookStudy = Static<typeof OutlookStudy>;

export const OUTLOOK_ENDPOINTS = [
  e(
    '/v2/outlook/events',
    KEY,
    OutlookEventsBody,
    Type.Array(OutlookRow),
    'Events in a window with consensus, own and desk forecasts and the baseline',
    'added',
  ),
  e('/v2/outlook/keys', KEY, null, Type.Array(OutlookKey), 'Recurring events (event keys) with their release count', 'added'),
  e('/v2/outlook/forecast/save', KEY, ForecastSaveBody, OwnForecast, "Enter or change one's forecast of a release until its release time", 'added'),
  e('/v2/outlook/forecast/delete', KEY, ForecastDeleteBody, Nothing, "Withdraw one's forecast of a release until its release time", 'added'),
  e('/v2/outlook/method/set', KEY, MethodSetBody, Baseline, "Choose an event's baseline method (null: back to the lowest MAE)", 'added'),
  e('/v2/outlook/scores', KEY, EventKeyBody, OutlookScores, 'Leaderboard of an event: users, consensus and baseline, with MAE and hit rate over time', 'added'),
  e('/v2/outlook/history', KEY, EventKeyBody, OutlookHistory, 'Releases of an event: actual, consensus, surprise and the baseline forecast', 'added'),
  e('/v2/outlook/study', KEY, StudyBody, OutlookStudy, 'Moves of a series over windows after past releases, split by surprise sign', 'added'),
] as const;
