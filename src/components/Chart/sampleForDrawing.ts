/**
 * What a line series hands to ECharts when it is longer than anyone can see: at most MAX_DRAWN_POINTS, picked by
 * LTTB (common/domain/lttb.ts) before ECharts sees the data. ECharts' own `sampling: 'lttb'` still thins these to one
 * point per pixel column, but it first copies, stores and scans every point it is given: on a million points that is
 * a 2.5 s main-thread task before anything is drawn (issue 17; `npm run bench`, "chart"). Series up to the cap (10
 * years of daily bars, a day of minute bars) are handed over unchanged; the CSV export always reads the full series.
 *
 * Gaps (null values) stay gaps: each run of numbers between them is sampled on its own, with a share of the cap in
 * proportion to its length, and the nulls between runs are kept.
 */
import { lttb } from '@common/domain/lttb';
import type { ChartPoint } from './types';

/** Points per line series handed to ECharts: several times any chart's width in pixels, so zooming in still shows detail. */
export const MAX_DRAWN_POINTS = 20_000;

type Numeric = readonly [number, number];

export function sampleForDrawing(points: readonly ChartPoint[], max = MAX_DRAWN_POINTS): readonly ChartPoint[] {
  if (points.length <= max) return points;
  // Most long series have no gap: sample them in place, without copying a million points into runs first.
  if (points.every((p) => p[1] !== null && Number.isFinite(p[1]))) return lttb(points as readonly Numeric[], max);
  const out: ChartPoint[] = [];
  let run: Numeric[] = [];
  const flush = () => {
    if (run.length === 0) return;
    // At least the run's two ends, so a short run between gaps keeps its extent.
    const share = Math.max(2, Math.floor((run.length / points.length) * max));
    for (const p of lttb(run, share)) out.push(p);
    run = [];
  };
  for (const p of points) {
    if (p[1] === null || !Number.isFinite(p[1])) {
      flush();
      out.push(p);
    } else run.push(p as Numeric);
  }
  flush();
  return out;
}
