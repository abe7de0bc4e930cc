/**
 * "Open as report": a step's series as a new builder page with one history panel over its address
 * (docs/builder.md). The page stores the address, not the points: whoever opens it reads the series afresh, with
 * their own grants, over a range like the step's.
 */
import type { AssistantSeries } from '@common/contract/assistant';
import type { PageSaveBody } from '@common/contract/builder';
import { nextPanelId, placeBelow } from '@common/builder/gridLayout';
import type { PanelOf } from '@common/contract/pageSpec';
import { newPanel } from '@/components/PanelEditor/panelTemplates';

const DAY_MS = 86_400_000;
const YEAR_MS = 365.25 * DAY_MS;

/** The history panel's range covering the step's points: days at `1m`, else years (within the panel's bounds). */
function rangeOf(series: AssistantSeries, interval: '1d' | '1m'): PanelOf<'history'>['range'] {
  const first = series.points[0]?.[0];
  const last = series.points[series.points.length - 1]?.[0];
  const span = first !== undefined && last !== undefined ? Math.max(0, last - first) : 0;
  if (interval === '1m') return { days: Math.min(30, Math.max(1, Math.ceil(span / DAY_MS))) };
  return { years: Math.min(30, Math.max(0.05, Math.round((span / YEAR_MS) * 100) / 100 || 1)) };
}

/** The step asked for minute bars when its input says `interval: '1m'`. */
const intervalOf = (input: unknown): '1d' | '1m' =>
  typeof input === 'object' && input !== null && (input as { interval?: unknown }).interval === '1m' ? '1m' : '1d';

export function reportBodyOf(series: AssistantSeries, input: unknown, title: string): PageSaveBody {
  const id = nextPanelId([]);
  const interval = intervalOf(input);
  const layout = placeBelow({}, id);
  const cell = { w: layout[id].w, h: layout[id].h };
  const panel: PanelOf<'history'> = {
    ...(newPanel('history', id, series.name, cell) as PanelOf<'history'>),
    series: [{ address: series.address }],
    interval,
    range: rangeOf(series, interval),
  };
  return { title: title.slice(0, 200), panels: [panel], layout };
}
