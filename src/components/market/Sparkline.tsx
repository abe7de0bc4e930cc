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

/**
 * The polyline's `points` attribute, scaled into the box (y grows downwards), at most one point per pixel column (the
 * last of each column): a session of 1-minute points is several hundred, the line is under a hundred pixels wide.
 */
export function sparklinePath(points: Points, width: number, height: number): string {
  if (points.length < 2) return '';
  const t0 = points[0][0];
  const span = points[points.length - 1][0] - t0 || 1;
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const [, v] of points) {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  const range = hi - lo || 1;
  const out: string[] = [];
  let column = -1;
  for (const [t, v] of points) {
    const x = round(((t - t0) / span) * width);
    const y = round(height - 1 - ((v - lo) / range) * (height - 2));
    if (Math.floor(x) === column) out[out.length - 1] = `${x},${y}`;
    else out.push(`${x},${y}`);
    column = Math.floor(x);
  }
  return out.join(' ');
}

/**
 * What the board redraws on every tick, kept per session series (the series' array): the points before the live
 * minute reduced to the last of each pixel column (they depend only on the time span, which changes once a minute),
 * their low and high, and their drawn text for the last scale used (it changes only when a live value leaves the
 * session's range). A tick then costs the live point, not the whole session.
 */
interface Prefix {
  count: number;
  span: number;
  width: number;
  /** The kept points: x and value, one per pixel column. */
  xs: number[];
  vs: number[];
  lastColumn: number;
  lo: number;
  hi: number;
  drawn: { lo: number; hi: number; height: number; head: string; last: string } | null;
}

const prefixes = new WeakMap<Points, Prefix>();

function prefixOf(points: Points, count: number, span: number, width: number): Prefix {
  const cached = prefixes.get(points);
  if (cached && cached.count === count && cached.span === span && cached.width === width) return cached;
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
  const prefix = { count, span, width, xs, vs, lastColumn: column, lo, hi, drawn: null };
  prefixes.set(points, prefix);
  return prefix;
}

/**
 * `sparklinePath(withLive(points, live), width, height)`, the same text, without redoing the whole session on every
 * tick (tests/web/market/sparkline.test.ts holds the two equal).
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
  const range = hi - lo || 1;
  const yOf = (v: number) => round(height - 1 - ((v - lo) / range) * (height - 2));
  let drawn = prefix.drawn;
  if (!drawn || drawn.lo !== lo || drawn.hi !== hi || drawn.height !== height) {
    const { xs, vs } = prefix;
    const parts: string[] = [];
    for (let i = 0; i < xs.length - 1; i += 1) parts.push(`${xs[i]},${yOf(vs[i])}`);
    drawn = { lo, hi, height, head: parts.join(' '), last: `${xs[xs.length - 1]},${yOf(vs[vs.length - 1])}` };
    prefix.drawn = drawn;
  }
  const x = round(((minute - points[0][0]) / span) * width);
  const tail = `${x},${yOf(live.value)}`;
  const end = Math.floor(x) === prefix.lastColumn ? tail : `${drawn.last} ${tail}`;
  return drawn.head ? `${drawn.head} ${end}` : end;
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
