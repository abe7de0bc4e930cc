/**
 * Bench stand-in for the stream connection (src/services/streamConnection.ts): topics held by the market layer's live
 * store (src/services/market/live.ts) over an in-page bus the bench driver publishes to, as the socket would.
 */
import type { PayloadOf } from '../../../common/contract/stream';

const values = new Map<string, unknown>();
const listeners = new Map<string, Set<() => void>>();

export function publish(topic: string, data: unknown): void {
  values.set(topic, data);
  for (const listener of listeners.get(topic) ?? []) listener();
}

const connection = {
  hold(topic: string, listener: () => void): () => void {
    const set = listeners.get(topic) ?? new Set<() => void>();
    listeners.set(topic, set);
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  },
  payload<T extends string>(topic: T | null): PayloadOf<T> | undefined {
    return topic === null ? undefined : (values.get(topic) as PayloadOf<T> | undefined);
  },
};

export type StreamConnection = typeof connection;
export const streamConnection = () => connection;
