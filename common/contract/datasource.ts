/** Data-source administration payloads (docs/spec-reference.md#7-the-calls-it-makes, under LOW_FREQ_PREFIX of ./paths). */
import { Type, type Static } from '@sinclair/typebox';
import { Page, PageQuery } from './envelope';
import { HEALTH_STATES, RUN_STATES, SOURCE_NAMES } from './sourceNames';

// The names and states as plain values live apart from the schemas (./sourceNames.ts).
export { HEALTH_STATES, RUN_STATES, SOURCE_NAMES, UPDATABLE_SOURCES, type HealthState, type RunState, type SourceName } from './sourceNames';
/**
 * Every schedule's cron is read in this zone (server/infra/scheduler/cron.ts): the desk works on China time and the
 * vendors' daily cut-offs are quoted in it. The data-source page names it beside the schedule in words.
 */
export const SCHEDULE_TIMEZONE = 'Asia/Shanghai';

export const SourceNameSchema = Type.Union(SOURCE_NAMES.map((n) => Type.Literal(n)));
export const HealthStateSchema = Type.Union(HEALTH_STATES.map((s) => Type.Literal(s)));

/** `checkHealth` answers the state map in the envelope's `status` and the details in `data`. */
export const HealthStatusMapSchema = Type.Record(Type.String(), HealthStateSchema);
/** Locale key + parameters of a server-written message, so the web app can show it in the user's language (added). */
export const MessageParams = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]));
export const SourceHealth = Type.Object({
  source: Type.String(),
  state: HealthStateSchema,
  message: Type.String(),
  messageKey: Type.Optional(Type.String()),
  messageParams: Type.Optional(MessageParams),
  lastUpdate: Type.Union([Type.Integer(), Type.Null()]),
  checkedAt: Type.Union([Type.Integer(), Type.Null()]),
});
export type SourceHealth = Static<typeof SourceHealth>;
export const SourceHealthList = Type.Array(SourceHealth);

export const RunRecord = Type.Object({
  id: Type.String(),
  source: Type.String(),
  trigger: Type.Union([Type.Literal('manual'), Type.Literal('schedule'), Type.Literal('upload')]),
  state: Type.Union([Type.Literal('running'), Type.Literal('success'), Type.Literal('failed'), Type.Literal('skipped')]),
  message: Type.String(),
  messageKey: Type.Optional(Type.String()),
  messageParams: Type.Optional(MessageParams),
  rows: Type.Integer(),
  startedAt: Type.Integer(),
  finishedAt: Type.Union([Type.Integer(), Type.Null()]),
  actorName: Type.String(),
  /** The note given with a manual run (added). */
  note: Type.Optional(Type.String()),
});
export type RunRecord = Static<typeof RunRecord>;
/** `fileId` (added): import this CSV file of the file area instead of asking the connector (trigger 'upload'). */
export const SourceUpdateBody = Type.Object({
  note: Type.Optional(Type.String({ maxLength: 500 })),
  fileId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});

export const ConnectorStatus = Type.Object({
  source: Type.String(),
  connector: Type.String(),
  enabled: Type.Boolean(),
  hasCredentials: Type.Boolean(),
  cron: Type.String(),
  warnAfterHours: Type.Number(),
  errorAfterHours: Type.Number(),
  note: Type.String(),
  lastUpdate: Type.Union([Type.Integer(), Type.Null()]),
  /** Added: 'file-import' (CSV files dropped into `importDir`) or 'vendor-api'. */
  kind: Type.Optional(Type.String()),
  importDir: Type.Optional(Type.String()),
  /** Added: the header line the source's CSV files must start with. */
  csvHeader: Type.Optional(Type.String()),
  /** Added: when credentials were stored (null: none); the values are never sent. */
  credentialsUpdatedAt: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
});
export type ConnectorStatus = Static<typeof ConnectorStatus>;
/**
 * No body: report every connector. With `source` alone: that connector. With `source` and `enabled`/`cron`/thresholds:
 * change that connector (thresholds added; warnAfterHours must stay below errorAfterHours).
 */
export const StatusBody = Type.Object({
  source: Type.Optional(SourceNameSchema),
  enabled: Type.Optional(Type.Boolean()),
  cron: Type.Optional(Type.String({ minLength: 9, maxLength: 100 })),
  warnAfterHours: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 24 * 366 })),
  errorAfterHours: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 24 * 366 })),
});
export const TokenBody = Type.Object({
  source: SourceNameSchema,
  credentials: Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 4096 }), { maxProperties: 20 }),
});
export const TokenResult = Type.Object({ source: Type.String(), hasCredentials: Type.Boolean(), updatedAt: Type.Integer() });

/** Run times `cron/nextTime` lists when the body names no count. */
export const CRON_NEXT_DEFAULT_COUNT = 5;
export const CronNextBody = Type.Object({
  source: Type.Optional(SourceNameSchema),
  cron: Type.Optional(Type.String({ minLength: 9, maxLength: 100 })),
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: CRON_NEXT_DEFAULT_COUNT })),
});
export const CronNext = Type.Object({ source: Type.Union([Type.String(), Type.Null()]), cron: Type.String(), nextTimes: Type.Array(Type.Integer()) });
export const CronNextList = Type.Array(CronNext);
export const TraceUpdated = Type.Object({
  source: Type.String(),
  lastUpdate: Type.Union([Type.Integer(), Type.Null()]),
  lastRun: Type.Union([RunRecord, Type.Null()]),
  nextRun: Type.Union([Type.Integer(), Type.Null()]),
});
export const TraceUpdatedList = Type.Array(TraceUpdated);

/** Columns the history sorts by (added; default startedAt descending, newest first). */
export const HISTORY_SORT_FIELDS = ['startedAt', 'rows'] as const;
/** `states`, `sortField`, `sortOrder` added: the status page pages the history on the server, so it filters and sorts there. */
export const SchedulerHistoryBody = Type.Composite([
  PageQuery,
  Type.Object({
    source: Type.Optional(SourceNameSchema),
    states: Type.Optional(Type.Array(Type.Union(RUN_STATES.map((s) => Type.Literal(s))), { maxItems: RUN_STATES.length })),
    sortField: Type.Optional(Type.Union(HISTORY_SORT_FIELDS.map((f) => Type.Literal(f)))),
    sortOrder: Type.Optional(Type.Union([Type.Literal('ascend'), Type.Literal('descend')])),
  }),
]);
export const RunPage = Page(RunRecord);
export const SchedulerResetBody = Type.Object({ source: Type.Optional(SourceNameSchema) });
export const SchedulerResetResult = Type.Object({ reset: Type.Array(Type.String()) });

/** Kpler: cargo-flow reports built from imported Kpler exports. */
export const KplerGenerateBody = Type.Object({
  location: Type.String({ minLength: 1, maxLength: 100 }),
  product: Type.Optional(Type.String({ maxLength: 100 })),
  from: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  to: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
});
export const KplerReport = Type.Object({
  id: Type.String(),
  location: Type.String(),
  product: Type.String(),
  from: Type.String(),
  to: Type.String(),
  createdAt: Type.Integer(),
  rows: Type.Array(Type.Object({ date: Type.String(), volume: Type.Number() })),
  total: Type.Number(),
});
export const KplerGetBody = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
/** Locations `kpler/search/location` answers when the body names no limit. */
export const KPLER_SEARCH_DEFAULT_LIMIT = 20;
export const KplerSearchBody = Type.Object({
  keyword: Type.String({ maxLength: 100 }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: KPLER_SEARCH_DEFAULT_LIMIT })),
});
export const KplerLocation = Type.Object({ name: Type.String(), kind: Type.String(), rows: Type.Integer() });
export const KplerLocationList = Type.Array(KplerLocation);

export const DbIndexCacheResetResult = Type.Object({ cleared: Type.Integer() });
