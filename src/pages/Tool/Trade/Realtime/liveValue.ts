/**
 * A topic's stream data as the board's LiveValue: `tick:` topics carry Tick (common/contract/marketData.ts),
 * `spread:` topics a SpreadValue (server/market/ports.ts), optionally with its legs' times. Anything else is ignored.
 */
import type { LiveValue } from './data';

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export function toLiveValue(topic: string, data: unknown): LiveValue | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  if (!isNum(d.ts)) return null;
  if (topic.startsWith('tick:')) {
    return isNum(d.last) ? { value: d.last, ts: d.ts, demo: d.demo === true, feed: typeof d.feed === 'string' ? d.feed : undefined } : null;
  }
  if (!isNum(d.value)) return null;
  const legs = Array.isArray(d.legs)
    ? (d.legs as Record<string, unknown>[])
        .filter((l) => l && isNum(l.ts))
        .map((l) => ({ instrument: String(l.instrument ?? ''), ts: l.ts as number, feed: typeof l.feed === 'string' ? l.feed : undefined }))
    : undefined;
  return { value: d.value, ts: d.ts, demo: d.demo === true, legs };
}

/** The stream topic of a watchlist address: `md:SHFE.FU@main` -> `tick:SHFE.FU@main`, `spread:x` -> `spread:x`. */
export function topicOf(address: string): string | null {
  if (address.startsWith('md:')) return `tick:${address.slice(3).split(':')[0]}`;
  if (address.startsWith('spread:')) return address;
  return null;
}
