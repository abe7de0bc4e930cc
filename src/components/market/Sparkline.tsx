/** The session's sparkline: one SVG polyline (a full chart per row would cost 200 ECharts instances). */
import { memo } from 'react';

type Points = readonly (readonly [number, number])[];

export interface SparklineProps {
  /** The session's points (the 1-minute series as loaded). */
  points: Points;
  /** The live value, folded into its minute as `withLive` does (src/services/market/liveFigures.ts). */
  live?: { ts: number; value: number };
  width?: number;
  height?: number;
  color: string;
  label: string;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** The first `count` points reduced to one per pixel column (the last of each), with their low and high. */
interface Columns {
  /** The kept points: x and value, one per pixel column. */
  xs: number[];
  vs: number[];
  lastColumn: number;
  lo: number;
  hi: number;
}

function columnsOf(points: Points, count: number, span: number, width: number): Columns {
  const t0 = points[0][0];
  const xs: number[] = [];
  const vs: number[] = [];
  let column = -1;
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < count; i += 1) {
    const [t, v] = points[i];
    if (v < lo) lo = v;
    if (v > hi) hi = v;
    const x = round(((t - t0) / span) * width);
    if (Math.floor(x) === column) {
      xs[xs.length - 1] = x;
      vs[vs.length - 1] = v;
    } else {
      xs.push(x);
      vs.push(v);
    }
    column = Math.floor(x);
  }
  return { xs, vs, lastColumn: column, lo, hi };
}

/** The y of value `v` in a box `height` high showing `lo` to `hi` (y grows downwards). */
const yScale = (lo: number, hi: number, height: number) => {
  const range = hi - lo || 1;
  return (v: number) => round(height - 1 - ((v - lo) / range) * (height - 2));
};

/** `x,y` pairs of the kept points from `from` up to (not including) `to`. */
const drawn = (c: Pick<Columns, 'xs' | 'vs'>, yOf: (v: number) => number, from: number, to: number) =>
  c.xs
    .slice(from, to)
    .map((x, i) => `${x},${yOf(c.vs[from + i])}`)
    .join(' ');

/**
 * The polyline's `points` attribute, scaled into the box (y grows downwards), at most one point per pixel column (the
 * last of each column): a session of 1-minute points is several hundred, the line is under a hundred pixels wide.
 */
export function sparklinePath(points: Points, width: number, height: number): string {
  if (points.length < 2) return '';
  const c = columnsOf(points, points.length, points[points.length - 1][0] - points[0][0] || 1, width);
  return drawn(c, yScale(c.lo, c.hi, height), 0, c.xs.length);
}

/**
 * What the board redraws on every tick, kept per session series (the series' array): the points before the live
 * minute reduced to the last of each pixel column (they depend only on the time span, which changes once a minute),
 * their low and high, and their drawn text for the last scale used (it changes only when a live value leaves the
 * session's range). A tick then costs the live point, not the whole session.
 */
interface Prefix extends Columns {
  count: number;
  span: number;
  width: number;
  drawn: { lo: number; hi: number; height: number; head: string; last: string } | null;
}

const prefixes = new WeakMap<Points, Prefix>();

function prefixOf(points: Points, count: number, span: number, width: number): Prefix {
  const cached = prefixes.get(points);
  if (cached && cached.count === count && cached.span === span && cached.width === width) return cached;
  const prefix: Prefix = { count, span, width, ...columnsOf(points, count, span, width), drawn: null };
  prefixes.set(points, prefix);
  return prefix;
}

/**
 * `sparklinePath(withLive(points, live), width, height)`, the same text, without redoing the whole session on every
 * tick (tests/web/market/sparkline.unit.test.ts holds the two equal).
 */
export function liveSparklinePath(points: Points, live: { ts: number; value: number } | undefined, width: number, height: number): string {
  const last = points[points.length - 1];
  const minute = live ? Math.floor(live.ts / 60_000) * 60_000 : 0;
  // No live value, or one older than the session's last minute: the session as it is.
  if (!live || (last && last[0] > minute)) return sparklinePath(points, width, height);
  // The live value replaces the session's last minute, or follows it.
  const count = last && last[0] === minute ? points.length - 1 : points.length;
  if (count === 0) return '';
  const span = minute - points[0][0] || 1;
  const prefix = prefixOf(points, count, span, width);
  const lo = Math.min(prefix.lo, live.value);
  const hi = Math.max(prefix.hi, live.value);
  const yOf = yScale(lo, hi, height);
  let kept = prefix.drawn;
  if (!kept || kept.lo !== lo || kept.hi !== hi || kept.height !== height) {
    const n = prefix.xs.length;
    kept = { lo, hi, height, head: drawn(prefix, yOf, 0, n - 1), last: drawn(prefix, yOf, n - 1, n) };
    prefix.drawn = kept;
  }
  const x = round(((minute - points[0][0]) / span) * width);
  const tail = `${x},${yOf(live.value)}`;
  const end = Math.floor(x) === prefix.lastColumn ? tail : `${kept.last} ${tail}`;
  return kept.head ? `${kept.head} ${end}` : end;
}

function Sparkline({ points, live, width = 96, height = 24, color, label }: SparklineProps) {
  const path = liveSparklinePath(points, live, width, height);
  return (
    <svg width={width} height={height} role="img" aria-label={label} style={{ display: 'block' }}>
      {path && <polyline points={path} fill="none" stroke={color} strokeWidth={1.25} />}
    </svg>
  );
}

export default memo(Sparkline);
