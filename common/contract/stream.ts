/**
 * The `/v2/stream` WebSocket's messages (issue 9; docs/market-data/stream.md). JSON text frames.
 *
 * Client -> server: one message per frame. Server -> client: one message, or an array of messages when several
 * updates fall due for the client at the same moment (coalescing sends them together in one frame).
 *
 *   client {type:'auth', token}                        first message, within STREAM_LIMITS.authTimeoutMs
 *          {type:'subscribe', topics, resume?}         resume: {topic: last seq seen} after a reconnect
 *          {type:'unsubscribe', topics}
 *   server {type:'snapshot'|'delta', topic, seq, data} data is always the topic's newest full value
 *          {type:'error', topic?, code, msg}           code: a catalogue name of common/contract/errors.ts
 *          {type:'ping'}                               heartbeat; the client needs no answer
 *
 * What an update's `data` is depends on the topic's prefix (`TOPIC_PAYLOADS`): a Tick on `tick:`, a SpreadValue on
 * `spread:`, a JobProgress on `job:` and `regression:`. The server checks every such payload against its schema before it goes out (a
 * payload that does not match is logged and dropped, server/infra/stream/topicHub.ts); the web reads them typed by the
 * topic (`PayloadOf`), with no duck typing.
 * Owner: the stream area (server/infra/stream/, server/features/stream/, src/services/stream.ts).
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Nullable } from './envelope';

/** `tick:SHFE.FU2601`, `spread:<strategyId>`, `notify:<userId>`: a prefix, a colon, then the family's own key. */
export const Topic = Type.String({ minLength: 3, maxLength: 120, pattern: '^[a-z][a-zA-Z]*:[A-Za-z0-9_.@:-]+$' });

export const StreamAuth = Type.Object({ type: Type.Literal('auth'), token: Type.String({ maxLength: 200 }) }, { additionalProperties: false });
export type StreamAuth = Static<typeof StreamAuth>;

export const StreamSubscribe = Type.Object(
  {
    type: Type.Literal('subscribe'),
    topics: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 1000 }),
    /** The last `seq` the client holds per topic: the server answers only what it missed (or a fresh snapshot). */
    resume: Type.Optional(Type.Record(Type.String({ maxLength: 200 }), Type.Integer({ minimum: 0 }))),
  },
  { additionalProperties: false },
);
export type StreamSubscribe = Static<typeof StreamSubscribe>;

export const StreamUnsubscribe = Type.Object(
  { type: Type.Literal('unsubscribe'), topics: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 1000 }) },
  { additionalProperties: false },
);
export type StreamUnsubscribe = Static<typeof StreamUnsubscribe>;

export const StreamClientMessage = Type.Union([StreamAuth, StreamSubscribe, StreamUnsubscribe]);
export type StreamClientMessage = Static<typeof StreamClientMessage>;

/** One price update of one instrument, as the tick bus and the `tick:` topics carry it. `ts` in epoch ms (UTC). */
export const Tick = Type.Object({
  /** As in its `md:` address: `SHFE.FU2601`, `ICE.SG380_2512`, `FX.USDCNY` (common/market/address.ts). */
  instrument: Type.String(),
  ts: Type.Number(),
  last: Type.Number(),
  bid: Type.Optional(Nullable(Type.Number())),
  ask: Type.Optional(Nullable(Type.Number())),
  /** Day's cumulative volume (lots) and open interest (lots), when the feed has them. */
  volume: Type.Optional(Nullable(Type.Number())),
  oi: Type.Optional(Nullable(Type.Number())),
  /** true for every value the demo simulator made; screens show "DEMO DATA". */
  demo: Type.Boolean(),
  /** The feed that produced it: 'demo' | 'replay' | 'push' (feed instance name). */
  feed: Type.String(),
});
export type Tick = Static<typeof Tick>;

/** A leg of a live spread value: its instrument and the time of the tick used (stale marking per leg). */
export const SpreadLegTime = Type.Object({ instrument: Type.String(), ts: Type.Number() });
export type SpreadLegTime = Static<typeof SpreadLegTime>;

/** A strategy's live value, as the `spread:<strategyId>` topic carries it: `ts` is its newest leg's time. */
export const SpreadValue = Type.Object({
  strategyId: Type.String(),
  ts: Type.Number(),
  value: Type.Number(),
  unit: Type.String(),
  demo: Type.Boolean(),
  legs: Type.Array(SpreadLegTime),
});
export type SpreadValue = Static<typeof SpreadValue>;

export const JobStatus = Type.Union([Type.Literal('running'), Type.Literal('done'), Type.Literal('cancelled'), Type.Literal('failed')]);
export type JobStatus = Static<typeof JobStatus>;

/** What the `job:<id>` topic (a backtest sweep) and the `regression:<id>` topic (a heavy regression fit) carry (snapshot and every update: the full state). */
export const JobProgress = Type.Object({ jobId: Type.String(), status: JobStatus, done: Type.Integer(), total: Type.Integer() });
export type JobProgress = Static<typeof JobProgress>;

/** The payload schema of each topic family, by prefix. Families not listed (`notify:`, `feeds:`) carry their own shapes. */
export const TOPIC_PAYLOADS = { 'tick:': Tick, 'spread:': SpreadValue, 'job:': JobProgress, 'regression:': JobProgress } as const satisfies Record<
  string,
  TSchema
>;

/** The payload type of a topic, from its prefix: `PayloadOf<'tick:SHFE.FU2601'>` is Tick. */
export type PayloadOf<T extends string> = T extends `tick:${string}`
  ? Tick
  : T extends `spread:${string}`
    ? SpreadValue
    : T extends `job:${string}` | `regression:${string}`
      ? JobProgress
      : unknown;

export const StreamUpdate = Type.Object({
  type: Type.Union([Type.Literal('snapshot'), Type.Literal('delta')]),
  topic: Type.String(),
  /** Per topic, increasing by one per update the server saw (coalescing may skip numbers). */
  seq: Type.Integer(),
  /** The topic's newest full value (its family's payload, TOPIC_PAYLOADS); null when the topic has no value yet. */
  data: Type.Unknown(),
});
export type StreamUpdate = Static<typeof StreamUpdate>;

export const StreamError = Type.Object({
  type: Type.Literal('error'),
  topic: Type.Optional(Type.String()),
  /** A catalogue name (common/contract/errors.ts): forbidden, notFound, badRequest, tooManyRequests. */
  code: Type.String(),
  msg: Type.String(),
});
export type StreamError = Static<typeof StreamError>;

export const StreamPing = Type.Object({ type: Type.Literal('ping') });
export type StreamPing = Static<typeof StreamPing>;

export const StreamServerMessage = Type.Union([StreamUpdate, StreamError, StreamPing]);
export type StreamServerMessage = Static<typeof StreamServerMessage>;

/** WebSocket close codes the server uses (4xxx: application codes, after HTTP's). */
export const STREAM_CLOSE = {
  /** Garbage: not JSON, unknown type, oversized, or anything but `auth` first. */
  badMessage: 4400,
  /** No or bad token, or the session was revoked (logout, password change, account disabled): sign in again. */
  unauthorized: 4401,
  /** No `auth` message within the time limit. */
  authTimeout: 4408,
  /** Too many topics refused at subscribe within a minute (unknown, forbidden, malformed): the client reconnects with backoff. */
  tooManyRefusals: 4429,
  /** The server is shutting down: reconnect. */
  goingAway: 1001,
} as const;

export const STREAM_PATH = '/v2/stream';

/** Limits both sides agree on (the server enforces them; docs/market-data/stream.md). */
export const STREAM_LIMITS = {
  authTimeoutMs: 5_000,
  /** One topic's updates to one client: at most one per window (4 per second). */
  coalesceWindowMs: 250,
  /** A client message larger than this closes the socket with 4400. */
  maxMessageBytes: 16 * 1024,
  maxTopicsPerClient: 1_000,
  /** Server heartbeat `{type:'ping'}`; the client reconnects when it hears nothing for 2.5 times this. */
  heartbeatMs: 15_000,
} as const;
