/**
 * Feeds (demo, replay, push), their state, publisher keys and the push endpoint (issue 9). Owner: server/feeds/, server/routes/feeds/.
 * docs/market-data/feeds.md describes the area.
 */
import { Type, type Static } from '@sinclair/typebox';
import { e, type Endpoint } from './endpoint';
import { Nullable } from './envelope';

export const FeedKind = Type.Union([Type.Literal('demo'), Type.Literal('replay'), Type.Literal('push')]);
/** A product's feed; 'none' stops its ticks. */
export const FeedChoice = Type.Union([Type.Literal('demo'), Type.Literal('replay'), Type.Literal('push'), Type.Literal('none')]);
export type FeedChoice = Static<typeof FeedChoice>;

/** server/market/ports.ts FeedState. */
export const FeedStateInfo = Type.Object({
  name: Type.String(),
  kind: FeedKind,
  connected: Type.Boolean(),
  lastTickAgeMs: Nullable(Type.Number()),
  ticksPerSecond: Type.Number(),
  instruments: Type.Integer(),
  demo: Type.Boolean(),
  normalGapMs: Type.Number(),
  /** Products assigned to this feed (stored, FEED_ASSIGN or FEEDS_DEFAULT): 0 means the feed is not in use. */
  products: Type.Integer(),
});
export type FeedStateInfo = Static<typeof FeedStateInfo>;

export const PublisherKeyInfo = Type.Object({
  id: Type.String(),
  name: Type.String(),
  createdBy: Type.String(),
  createdAt: Type.Number(),
  revokedAt: Nullable(Type.Number()),
  lastUsedAt: Nullable(Type.Number()),
});
export type PublisherKeyInfo = Static<typeof PublisherKeyInfo>;

/** Where a product's feed comes from: an administrator's assignment, FEED_ASSIGN, or FEEDS_DEFAULT. */
export const AssignmentSource = Type.Union([Type.Literal('stored'), Type.Literal('env'), Type.Literal('default')]);

export const FeedAssignment = Type.Object({
  /** `SHFE.FU` */
  product: Type.String(),
  feed: FeedChoice,
  source: AssignmentSource,
  updatedBy: Nullable(Type.String()),
  updatedAt: Nullable(Type.Number()),
});
export type FeedAssignment = Static<typeof FeedAssignment>;

const ProductKey = Type.String({ pattern: '^[A-Z][A-Z0-9]{1,9}\\.[A-Z][A-Z0-9]{0,9}$', maxLength: 21 });

/**
 * One row of a push batch. Numbers are checked row by row, not by the schema, so one row with a non-finite value
 * ("NaN", "Infinity", 1e999, null) is refused with its reason while the batch's valid rows are kept.
 */
const PushNumber = (description: string) => Type.Unknown({ description: `${description}: a finite number` });
export const PushTick = Type.Object({
  /** As in its md: address (`SHFE.FU2601`, `FX.USDCNY`). */
  instrument: Type.String({ minLength: 1, maxLength: 40 }),
  ts: PushNumber('epoch ms (UTC)'),
  last: PushNumber('last price'),
  bid: Type.Optional(PushNumber('bid, or null')),
  ask: Type.Optional(PushNumber('ask, or null')),
  volume: Type.Optional(PushNumber('day volume in lots, or null')),
  oi: Type.Optional(PushNumber('open interest in lots, or null')),
});
export type PushTick = Static<typeof PushTick>;

export const PUSH_MAX_ROWS = 1000;

/** Why a pushed row was refused (docs/market-data/feeds.md "push" lists them in the order checked). */
export const PushRowReason = Type.Union([
  Type.Literal('unknownInstrument'),
  Type.Literal('notAssigned'),
  Type.Literal('offTickGrid'),
  Type.Literal('futureTime'),
  Type.Literal('notFinite'),
  // Plausibility (issue 19 item 11): an old or out-of-order time, a price at or below zero where the product's prices
  // are positive, a crossed quote, a negative volume or open interest, a price outside the product's band.
  Type.Literal('tooOld'),
  Type.Literal('outOfOrder'),
  Type.Literal('nonPositivePrice'),
  Type.Literal('crossedQuote'),
  Type.Literal('negativeCount'),
  Type.Literal('outsideBand'),
]);
export type PushRowReason = Static<typeof PushRowReason>;

export const PushRowError = Type.Object({
  /** Index of the row in `ticks`. */
  row: Type.Integer(),
  instrument: Type.String(),
  reason: PushRowReason,
  /** English detail for the gateway's logs. */
  message: Type.String(),
});
export type PushRowError = Static<typeof PushRowError>;

export const FEEDS_ENDPOINTS = [
  e(
    '/v2/feeds/state',
    'auth_tool_trade_realtime',
    null,
    Type.Array(FeedStateInfo),
    'State of every feed: connected, last tick age, ticks/s, instruments, demo, normal gap',
    'added',
  ),
  e(
    '/v2/feeds/assignment/list',
    'auth_tool_trade_realtime',
    null,
    Type.Object({ defaultFeed: FeedChoice, rows: Type.Array(FeedAssignment) }),
    'The feed of every product and where the choice comes from',
    'added',
  ),
  e(
    '/v2/feeds/assignment/set',
    'admin',
    Type.Object({ product: ProductKey, feed: Type.Union([FeedChoice, Type.Null()]) }),
    FeedAssignment,
    "Assign a product's feed (null: back to FEED_ASSIGN / FEEDS_DEFAULT); audited",
    'added',
  ),
  e('/v2/feeds/key/list', 'admin', null, Type.Array(PublisherKeyInfo), 'Publisher keys (never their secrets)', 'added'),
  e(
    '/v2/feeds/key/create',
    'admin',
    Type.Object({ name: Type.String({ minLength: 1, maxLength: 60 }) }),
    Type.Object({ key: PublisherKeyInfo, secret: Type.String() }),
    'Create a publisher key; the secret is shown this once (only its SHA-256 is stored); audited',
    'added',
  ),
  e(
    '/v2/feeds/key/revoke',
    'admin',
    Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
    PublisherKeyInfo,
    'Revoke a publisher key; audited',
    'added',
  ),
  e(
    '/v2/feeds/push',
    'public',
    Type.Object({ ticks: Type.Array(PushTick, { minItems: 1, maxItems: PUSH_MAX_ROWS }) }),
    Type.Object({ accepted: Type.Integer(), errors: Type.Array(PushRowError) }),
    'A gateway pushes a tick batch (header Authorization: Publisher <secret>); bad rows refused with reasons, valid rows published',
    'added',
  ),
] as const satisfies readonly Endpoint[];
