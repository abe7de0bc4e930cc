/** Bench stand-in for the stream client: `useStream` over an in-page bus the bench driver publishes to. */
import { useEffect, useState } from 'react';

type Listener = (data: unknown) => void;
const listeners = new Map<string, Set<Listener>>();

export function publish(topic: string, data: unknown): void {
  for (const listener of listeners.get(topic) ?? []) listener(data);
}

export function useStream<T = unknown>(topic: string | null) {
  const [data, setData] = useState<T | undefined>(undefined);
  useEffect(() => {
    if (!topic) return undefined;
    const set = listeners.get(topic) ?? new Set<Listener>();
    listeners.set(topic, set);
    const listener = (d: unknown) => setData(d as T);
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }, [topic]);
  return { data, seq: 0, receivedAt: null, error: null, status: 'live' as const };
}
