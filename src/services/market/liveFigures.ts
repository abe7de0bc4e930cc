/**
 * The figures shown next to a live value (docs/market-data/board.md, "Columns and rules"; docs/market-layer.md), pure
 * so they are tested with known answers:
 * - change and change %: quoteFigures.ts (the one definition: against the last daily point before the value's trading
 *   date; % only for an outright price above zero). `day` is that trading date's stamp: a page that knows the product
 *   passes quoteFigures `tradingDayOf` (the board does); without it, the value's UTC day;
 * - z-score and percentile: common/domain/trailingScores.ts (the one definition, docs/domain.md): the live value
 *   against the last `window` daily values before today, today's own value excluded; none with fewer than 2 values
 *   or a dispersion within rounding of zero; the percentile 0-100;
 * - stale: a value (or, for a spread, any of its legs) older than its feed's normal gap.
 * `liveFigures` gives change, z-score and percentile at once.
 */
import { percentileOf, valuesBefore, type WindowMoments, windowMoments, zScoreAgainst } from '@common/domain/trailingScores';
import { changeOf, referencePrice } from './quoteFigures';

type Points = readonly (readonly [number, number])[];

const DAY_MS = 86_400_000;

/** The daily point before trading date `day` (daily points are stamped 00:00 UTC of the trading date). */
export function previousClose(daily: Points, day: number): number | null {
  return referencePrice(daily, null, Math.floor(day / DAY_MS) * DAY_MS)?.value ?? null;
}

/** Change of an outright price against `close` (quoteFigures.ts `changeOf`). */
export function change(live: number, close: number | null): { change: number; changePct: number | null } | null {
  return changeOf(live, close === null ? null : { value: close, day: 0, kind: 'close' }, true);
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
export function liveFigures(daily: Points, live: { value: number; ts: number } | undefined, window: number, day = live?.ts): LiveFigures {
  if (!live || day === undefined) return { change: null, changePct: null, zScore: null, percentile: null };
  const moved = change(live.value, previousClose(daily, day));
  return {
    change: moved?.change ?? null,
    changePct: moved?.changePct ?? null,
    zScore: zScore(daily, live.value, day, window),
    percentile: percentile(daily, live.value, day, window),
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
