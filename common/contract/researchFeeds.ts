/**
 * Issue 11 (docs/research.md, docs/research/feeds.md): research feeds (RSS/Atom) administered per source, polled on
 * a schedule, their items filed into the research library.
 *
 * Access: every call is `'admin'`, like the contract page's edit calls of issue 9 (`/v2/reference/*` changes are
 * `'admin'` in `e(...)`, the route saying `editAccess: 'admin'`). Administrators hold every page
 * (server/auth/routeAccess.ts effectivePaths), so `'admin'` implies the library's page key
 * (`auth_tool_research_platts`); the web app shows the "Feeds" tab to administrators only.
 */
import { Type, type Static } from '@sinclair/typebox';
import { e, type Endpoint } from './endpoint';
import { Nothing, Nullable } from './envelope';
import { HealthStateSchema } from './datasource';
import { DocumentKind, DocumentLanguage } from './library';

export const FEED_NAME_MAX = 100;
export const FEED_URL_MAX = 1000;
export const FEED_PUBLISHER_MAX = 100;
export const FEED_MAX_TAGS = 10;
export const FEED_TAG_MAX = 40;
/** Run history: the newest runs of a feed, at most this many per call. */
export const FEED_RUNS_MAX = 100;

/** Schedules the edit form offers; any five-field cron the data sources' parser takes is accepted too. */
export const FEED_SCHEDULE_PRESETS = [
  { key: 'quarterHour', cron: '*/15 * * * *' },
  { key: 'hourly', cron: '0 * * * *' },
  { key: 'sixHours', cron: '0 */6 * * *' },
  { key: 'daily', cron: '0 8 * * *' },
] as const;

const Id = Type.String({ minLength: 1, maxLength: 64 });
const Tag = Type.String({ minLength: 1, maxLength: FEED_TAG_MAX });

/** What an administrator sets for a feed. `kind` is the document kind its items are filed as. */
export const ResearchFeedSettings = Type.Object({
  name: Type.String({ minLength: 1, maxLength: FEED_NAME_MAX }),
  /** http or https only (checked on the server, field `url`). */
  url: Type.String({ minLength: 1, maxLength: FEED_URL_MAX }),
  kind: DocumentKind,
  publisher: Type.String({ minLength: 1, maxLength: FEED_PUBLISHER_MAX }),
  products: Type.Array(Tag, { maxItems: FEED_MAX_TAGS, default: [] }),
  regions: Type.Array(Tag, { maxItems: FEED_MAX_TAGS, default: [] }),
  language: DocumentLanguage,
  /** Five-field cron in Asia/Shanghai, as the data sources' scheduler takes it (checked on the server, field `cron`). */
  cron: Type.String({ minLength: 1, maxLength: 100 }),
  enabled: Type.Boolean(),
});
export type ResearchFeedSettings = Static<typeof ResearchFeedSettings>;

/** Create (no `id`) or replace the settings of feed `id`. */
export const ResearchFeedSaveBody = Type.Composite([ResearchFeedSettings, Type.Object({ id: Type.Optional(Id) })]);
export type ResearchFeedSaveBody = Static<typeof ResearchFeedSaveBody>;

export const ResearchFeedIdBody = Type.Object({ id: Id });
export type ResearchFeedIdBody = Static<typeof ResearchFeedIdBody>;

export const ResearchFeedEnableBody = Type.Object({ id: Id, enabled: Type.Boolean() });
export type ResearchFeedEnableBody = Static<typeof ResearchFeedEnableBody>;

export const ResearchFeedRunsBody = Type.Object({ id: Id, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: FEED_RUNS_MAX })) });
export type ResearchFeedRunsBody = Static<typeof ResearchFeedRunsBody>;

export const FEED_RUN_STATES = ['running', 'success', 'failed'] as const;
export const FEED_ITEM_PROBLEMS = ['noTitle', 'noDate', 'invalid'] as const;

/** An item a poll refused, with why (server/researchFeeds/poll.ts). */
export const ResearchFeedItemProblem = Type.Object({
  /** Position in the feed and what names it (`#2 urn:x:1`). */
  item: Type.String(),
  reason: Type.Union(FEED_ITEM_PROBLEMS.map((r) => Type.Literal(r))),
});
export type ResearchFeedItemProblem = Static<typeof ResearchFeedItemProblem>;

/** One poll of a feed. `message` is the server's English summary or failure reason. */
export const ResearchFeedRun = Type.Object({
  id: Type.String(),
  feedId: Type.String(),
  trigger: Type.Union([Type.Literal('manual'), Type.Literal('schedule')]),
  state: Type.Union(FEED_RUN_STATES.map((s) => Type.Literal(s))),
  newCount: Type.Integer(),
  duplicateCount: Type.Integer(),
  /** Items refused (listed in `problems`). */
  badCount: Type.Integer(),
  message: Type.String(),
  problems: Type.Array(ResearchFeedItemProblem),
  actorName: Type.String(),
  startedAt: Type.Number(),
  finishedAt: Nullable(Type.Number()),
  /** finishedAt - startedAt; null while running. */
  durationMs: Nullable(Type.Number()),
});
export type ResearchFeedRun = Static<typeof ResearchFeedRun>;

/** A feed with its health, in the data sources' states (OK / WARN / ERROR / UNKNOWN). */
export const ResearchFeedRow = Type.Composite([
  ResearchFeedSettings,
  Type.Object({
    id: Type.String(),
    health: Type.Object({ state: HealthStateSchema, message: Type.String() }),
    lastRun: Nullable(ResearchFeedRun),
    lastSuccessAt: Nullable(Type.Number()),
    /** The most recent failed run's time and reason. */
    lastError: Nullable(Type.Object({ at: Type.Number(), message: Type.String() })),
    /** Documents this feed has filed into the library, all runs together. */
    itemsAdded: Type.Integer(),
    /** A poll is under way (the feed's run lock is held). */
    running: Type.Boolean(),
    /** The scheduler's next poll; null when disabled or scheduling is off in this server. */
    nextRunAt: Nullable(Type.Number()),
    createdAt: Type.Number(),
    updatedAt: Type.Number(),
  }),
]);
export type ResearchFeedRow = Static<typeof ResearchFeedRow>;

const F = '/v2/researchFeeds';

export const RESEARCH_FEEDS_ENDPOINTS = [
  e(`${F}/list`, 'admin', null, Type.Array(ResearchFeedRow), 'Research feeds with health, last run and items added', 'added'),
  e(`${F}/save`, 'admin', ResearchFeedSaveBody, ResearchFeedRow, 'Add a research feed or replace its settings (URL and cron checked)', 'added'),
  e(`${F}/delete`, 'admin', ResearchFeedIdBody, Nothing, 'Delete a feed and its run history; its documents stay in the library', 'added'),
  e(`${F}/enable`, 'admin', ResearchFeedEnableBody, ResearchFeedRow, 'Switch scheduled polling of a feed on or off', 'added'),
  e(`${F}/pollNow`, 'admin', ResearchFeedIdBody, ResearchFeedRun, 'Start a poll now; answers the running run (its end is read through runs)', 'added'),
  e(
    `${F}/cancel`,
    'admin',
    ResearchFeedIdBody,
    Type.Object({ cancelled: Type.Boolean() }),
    "Cancel the feed's poll under way in this server (false: none here)",
    'added',
  ),
  e(`${F}/runs`, 'admin', ResearchFeedRunsBody, Type.Array(ResearchFeedRun), "A feed's runs, newest first, with refused items and reasons", 'added'),
] as const satisfies readonly Endpoint[];
