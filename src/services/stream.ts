/**
 * The one stream socket per tab (`/v2/stream`, docs/market-data.md): every component reads live topics through
 * `useStream(topic)`. Built by the stream area; this file fixes the hook's signature for the pages meanwhile.
 */
export type StreamStatus = 'idle' | 'connecting' | 'live' | 'reconnecting' | 'closed';

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

/** Subscribes while mounted; `null` subscribes to nothing. */
export function useStream<T = unknown>(_topic: string | null): StreamTopicState<T> {
  throw new Error('useStream is built by the stream area (issue 9)');
}
