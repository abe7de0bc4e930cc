/**
 * The figures shown next to a live value (docs/market-data/board.md, "Columns and rules"; docs/market-layer.md), pure
 * so they are tested with known answers:
 * - change: the live value minus the previous trading day's close (the last daily point before the live value's day);
 * - change %: change over that close, in percent (none when the close is 0);
 * - z-score and percentile: common/domain/trailingScores.ts (the one definition, docs/domain.md): the live value
 *   against the last `window` daily values before today, today's own value excluded; none with fewer than 2 values
 *   or a dispersion within rounding of zero; the percentile 0-100;
 * - stale: a value (or, for a spread, any of its legs) older than its feed's normal gap.
 * `liveFigures` gives change, z-score and percentile at once.
 */
import { percentileOf, valuesBefore, type WindowMoments, windowMoments, zScoreAgainst } from '@common/domain/trailingScores';

type Points = readonly (readonly [number, number])[];

const DAY_MS = 86_400_000;

/** The daily point before the day of `ts` (daily points are stamped 00:00 UTC of the trading date). */
export function previousClose(daily: Points, ts: number): number | null {
  const day = Math.floor(ts / DAY_MS) * DAY_MS;
  for (let i = daily.length - 1; i >= 0; i -= 1) if (daily[i][0] < day) return daily[i][1];
  return null;
}

export function change(live: number, close: number | null): { change: number; changePct: number | null } | null {
  if (close === null) return null;
  const diff = live - close;
  return { change: diff, changePct: close === 0 ? null : (diff / Math.abs(close)) * 100 };
}

/** The last `window` daily values before the day of `ts`, oldest first. */
export function windowBefore(daily: Points, ts: number, window: number): number[] {
  return valuesBefore(daily, Math.floor(ts / DAY_MS) * DAY_MS, window);
}

/**
 * Mean and sample standard deviation of the last `window` daily values before the day of `ts` (none with fewer than 2
 * values or no dispersion): the same for every live value of a day, so a live row computes them once a day, not per tick.
 */
export function zScoreBasis(daily: Points, ts: number, window: number): WindowMoments | null {
  return windowMoments(windowBefore(daily, ts, window));
}

/** z-score of `live` against the last `window` daily values before the day of `ts`. */
export function zScore(daily: Points, live: number, ts: number, window: number): number | null {
  return zScoreAgainst(zScoreBasis(daily, ts, window), live);
}

/** Where `live` falls among the last `window` daily values before the day of `ts`, in percent (none with fewer than 2). */
export function percentile(daily: Points, live: number, ts: number, window: number): number | null {
  return percentileOf(windowBefore(daily, ts, window), live);
}

export interface LiveFigures {
  change: number | null;
  changePct: number | null;
  zScore: number | null;
  percentile: number | null;
}

/** Change against the previous close, z-score and percentile of a live value over `window` days of `daily` points. */
export function liveFigures(daily: Points, live: { value: number; ts: number } | undefined, window: number): LiveFigures {
  if (!live) return { change: null, changePct: null, zScore: null, percentile: null };
  const moved = change(live.value, previousClose(daily, live.ts));
  return {
    change: moved?.change ?? null,
    changePct: moved?.changePct ?? null,
    zScore: zScore(daily, live.value, live.ts, window),
    percentile: percentile(daily, live.value, live.ts, window),
  };
}

export interface FeedGap {
  name: string;
  normalGapMs: number;
}

/**
 * True when the value (or any leg of a spread) is older than its feed's normal gap at `now`. A feed the board does
 * not know is held to the largest known gap; with no feed state at all nothing is called stale.
 */
export function isStale(value: { ts: number; feed?: string; legs?: { ts: number; feed?: string }[] }, feeds: readonly FeedGap[], now: number): boolean {
  if (feeds.length === 0) return false;
  const widest = Math.max(...feeds.map((f) => f.normalGapMs));
  const gapOf = (feed: string | undefined) => feeds.find((f) => f.name === feed)?.normalGapMs ?? widest;
  const parts = value.legs?.length ? value.legs : [value];
  return parts.some((part) => now - part.ts > gapOf(part.feed));
}

/** The session's sparkline points: the 1-minute series with the live value folded into its minute. */
export function withLive(points: readonly (readonly [number, number])[], live: { ts: number; value: number } | undefined): (readonly [number, number])[] {
  if (!live) return [...points];
  const minute = Math.floor(live.ts / 60_000) * 60_000;
  const last = points[points.length - 1];
  if (last && last[0] === minute) return [...points.slice(0, -1), [minute, live.value]];
  if (last && last[0] > minute) return [...points];
  return [...points, [minute, live.value]];
}
