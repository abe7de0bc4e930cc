/**
 * The builder page's grid (docs/builder.md, "The page editor"): `BuilderLayout` (panel id -> `{ x, y, w, h }` on the
 * 24-column grid, what page/save stores) to and from the items a drag-and-resize grid works with (react-grid-layout's
 * `{ i, x, y, w, h }`), kept inside the contract's bounds so whatever the grid reports can be saved.
 */
import type { BuilderLayout, GridCell } from '../contract/builder';
import { BUILDER_DEFAULT_HEIGHT } from '../contract/builder';
import { GRID_COLUMNS, PanelLayout } from '../contract/pageSpec';

export interface GridItem extends GridCell {
  /** The panel id. */
  i: string;
}

const MAX_H = PanelLayout.properties.h.maximum as number;
const MAX_Y = 1000;
const clamp = (n: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, Math.round(Number.isFinite(n) ? n : lo)));

/** A cell inside the grid: 1..24 columns wide, starting so that it ends by column 24; 1..16 rows high. */
export function boundedCell({ x, y, w, h }: GridCell): GridCell {
  const width = clamp(w, 1, GRID_COLUMNS);
  return { x: clamp(x, 0, GRID_COLUMNS - width), y: clamp(y, 0, MAX_Y), w: width, h: clamp(h, 1, MAX_H) };
}

/** The row below every cell of `layout` (where a new panel goes). */
export const bottomOf = (layout: BuilderLayout): number => Object.values(layout).reduce((max, c) => Math.max(max, c.y + c.h), 0);

/**
 * The grid's items for the panels in order: each panel's cell from `layout`, or (not placed) full width below the
 * others with `fallback` (its own `layout`) height, as the server places it.
 */
export function gridItemsOf(layout: BuilderLayout, panels: readonly { id: string; layout?: { w: number; h: number } }[]): GridItem[] {
  let below = bottomOf(layout);
  return panels.map(({ id, layout: own }) => {
    const cell = layout[id];
    if (cell) return { i: id, ...boundedCell(cell) };
    const h = own?.h ?? BUILDER_DEFAULT_HEIGHT;
    const placed = { i: id, ...boundedCell({ x: 0, y: below, w: own?.w ?? GRID_COLUMNS, h }) };
    below += h;
    return placed;
  });
}

/** What the grid reports after a drag or resize, as the layout page/save takes (only the panels that exist). */
export function builderLayoutOf(items: readonly GridItem[], panelIds: readonly string[]): BuilderLayout {
  const known = new Set(panelIds);
  return Object.fromEntries(items.filter((item) => known.has(item.i)).map((item) => [item.i, boundedCell(item)]));
}

/** `layout` with `id` placed below the others, `w` wide and `h` high. */
export const placeBelow = (layout: BuilderLayout, id: string, w: number = GRID_COLUMNS, h: number = BUILDER_DEFAULT_HEIGHT): BuilderLayout => ({
  ...layout,
  [id]: boundedCell({ x: 0, y: bottomOf(layout), w, h }),
});

/** The first free panel id `p<n>` (the server's own naming). */
export function nextPanelId(taken: Iterable<string>): string {
  const used = new Set(taken);
  let n = 1;
  while (used.has(`p${n}`)) n += 1;
  return `p${n}`;
}

/**
 * The panels in reading order of their cells (top to bottom, then by column). The renderer flows panels in their
 * order on rows of 24 columns (`<PageView>`), so the page saves its panels in this order after a move.
 */
export function readingOrder<T>(panels: readonly T[], idOf: (panel: T) => string, layout: BuilderLayout): T[] {
  const at = (p: T) => layout[idOf(p)] ?? { x: 0, y: Number.MAX_SAFE_INTEGER };
  return [...panels].sort((a, b) => at(a).y - at(b).y || at(a).x - at(b).x);
}
