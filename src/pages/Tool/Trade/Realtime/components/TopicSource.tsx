/**
 * Reads one row's topic through the app's one stream (`useStream`) and writes it into the board's live store;
 * renders nothing, so a message costs this tiny component's render, and the row itself renders once per frame
 * (liveStore.ts).
 */
import { memo, useEffect } from 'react';
import { useStream } from '@/services/stream';
import type { LiveStore } from '../liveStore';
import { toLiveValue } from '../liveValue';

function TopicSource({ topic, store }: { topic: string; store: LiveStore }) {
  const { data } = useStream<unknown>(topic);
  useEffect(() => {
    const value = toLiveValue(topic, data);
    if (value) store.set(topic, value);
  }, [topic, data, store]);
  return null;
}

export default memo(TopicSource);
