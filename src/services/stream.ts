/**
 * The one stream socket per tab (`/v2/stream`, docs/market-data/stream.md): components read a topic through
 * `useStream(topic)`, typed by the topic's family (`PayloadOf`, common/contract/stream.ts: a `job:` topic gives a
 * JobProgress), and a connection indicator through `useStreamStatus()`. Live market values (ticks, spread values) go
 * through the market layer's `useLive(address)` (src/services/market/live.ts), which reads the same connection. The socket, its reference-counted
 * topics, reconnects and resume live in src/services/streamConnection.ts. Signed-in pages only: the login page's
 * bundle must not import this (tests/web/stream/loginBundle.test.ts).
 */
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { PayloadOf } from '@common/contract/stream';
import { type StreamStatus, streamConnection, type TopicValue } from './streamConnection';

export type { StreamStatus } from './streamConnection';

export interface StreamTopicState<T> {
  /** The latest snapshot or delta applied; undefined before the first message. */
  data: T | undefined;
  /** The topic's sequence number of `data` (0 before any). */
  seq: number;
  /** Local receive time of `data`, epoch ms. */
  receivedAt: number | null;
  /** A topic error from the server (no access, unknown topic). */
  error: { code: string; msg: string } | null;
  status: StreamStatus;
}

const NO_TOPIC: TopicValue = { data: undefined, seq: 0, receivedAt: null, error: null };

/** Subscribes while mounted; `null` subscribes to nothing. */
export function useStream<Topic extends string>(topic: Topic | null): StreamTopicState<PayloadOf<Topic>> {
  type T = PayloadOf<Topic>;
  const connection = streamConnection();
  const cache = useRef<{ value: TopicValue; status: StreamStatus; state: StreamTopicState<T> } | null>(null);
  const subscribe = useCallback((onChange: () => void) => (topic ? connection.hold(topic, onChange) : connection.onStatus(onChange)), [connection, topic]);
  const getSnapshot = () => {
    const value = topic ? connection.value(topic) : NO_TOPIC;
    const status = connection.getStatus();
    const cached = cache.current;
    // The same object while nothing changed: useSyncExternalStore re-renders on identity.
    if (cached && cached.value === value && cached.status === status) return cached.state;
    const state: StreamTopicState<T> = { data: connection.payload(topic), seq: value.seq, receivedAt: value.receivedAt, error: value.error, status };
    cache.current = { value, status, state };
    return state;
  };
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** The socket's state for a connection indicator (idle, connecting, live, reconnecting, closed). */
export function useStreamStatus(): StreamStatus {
  const connection = streamConnection();
  const subscribe = useCallback((onChange: () => void) => connection.onStatus(onChange), [connection]);
  return useSyncExternalStore(
    subscribe,
    () => connection.getStatus(),
    () => connection.getStatus(),
  );
}
