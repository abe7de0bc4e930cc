/**
 * Economic-release surprise (docs/domain.md, "Economic calendar rows"): how far the actual landed from the
 * consensus, in standard deviations of the same event's past surprises. The survey's own dispersion is rarely
 * published, so the spread of past misses stands in for it (the definition the issue fixes).
 */
import { std } from './metrics';

/** Fewer past surprises than this and no standardised surprise is shown (a std of two misses means little). */
export const MIN_SURPRISE_HISTORY = 5;

export interface Surprise {
  /** actual - consensus, in the event's unit. */
  raw: number;
  /** raw / std(past raw surprises); null with too little history or no spread in it. */
  z: number | null;
  /** How many past surprises the standard deviation used. */
  count: number;
}

/**
 * The surprise of one release. `pastRaw` are the raw surprises (actual - consensus) of the same event's earlier
 * releases, those with both numbers; the sample standard deviation (n - 1) scales the raw one.
 * Null when the release has no actual or no consensus yet.
 */
export function surpriseOf(actual: number | null, consensus: number | null, pastRaw: readonly number[], minHistory = MIN_SURPRISE_HISTORY): Surprise | null {
  if (actual === null || consensus === null || !Number.isFinite(actual) || !Number.isFinite(consensus)) return null;
  const raw = actual - consensus;
  const count = pastRaw.length;
  if (count < minHistory) return { raw, z: null, count };
  const sd = std(pastRaw);
  return { raw, z: sd > 0 && Number.isFinite(sd) ? raw / sd : null, count };
}

/**
 * Surprises of a whole event history in release order: each release is scaled by the releases before it only
 * (no look-ahead), as a trader saw it at the time. Rows without actual or consensus get null and add nothing.
 */
export function surpriseHistory(rows: readonly { actual: number | null; consensus: number | null }[], minHistory = MIN_SURPRISE_HISTORY): (Surprise | null)[] {
  const past: number[] = [];
  return rows.map((r) => {
    const s = surpriseOf(r.actual, r.consensus, past, minHistory);
    if (s) past.push(s.raw);
    return s;
  });
}
