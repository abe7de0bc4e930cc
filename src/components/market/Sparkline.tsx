/** The session's sparkline: one SVG polyline (a full chart per row would cost 200 ECharts instances). */
import { memo } from 'react';

export interface SparklineProps {
  points: readonly (readonly [number, number])[];
  width?: number;
  height?: number;
  color: string;
  label: string;
}

/**
 * The polyline's `points` attribute, scaled into the box (y grows downwards), at most one point per pixel column (the
 * last of each column): a session of 1-minute points is several hundred, the line is under a hundred pixels wide.
 */
export function sparklinePath(points: readonly (readonly [number, number])[], width: number, height: number): string {
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
  const round = (n: number) => Math.round(n * 10) / 10;
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

function Sparkline({ points, width = 96, height = 24, color, label }: SparklineProps) {
  const path = sparklinePath(points, width, height);
  return (
    <svg width={width} height={height} role="img" aria-label={label} style={{ display: 'block' }}>
      {path && <polyline points={path} fill="none" stroke={color} strokeWidth={1.25} />}
    </svg>
  );
}

export default memo(Sparkline);
