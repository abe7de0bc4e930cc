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
 * Owner: the stream area (server/stream/, server/routes/stream/, src/services/stream.ts).
 */
import { Type, type Static } from '@sinclair/typebox';

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

export const StreamUpdate = Type.Object({
  type: Type.Union([Type.Literal('snapshot'), Type.Literal('delta')]),
  topic: Type.String(),
  /** Per topic, increasing by one per update the server saw (coalescing may skip numbers). */
  seq: Type.Integer(),
  /** The topic's newest full value (a Tick for `tick:`); null when the topic has no value yet. */
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
