/**
 * The layout choices a user makes on a spec page (docs/page-specs.md, "Layout choices"): the unit, and per panel
 * hidden / collapsed. There is no server-side preference store for pages (the board keeps its columns inside its own
 * watchlist rows), so they live in this browser's localStorage under the user id, the page id and the panel ids:
 * another user on the same browser, or another page, never sees them. Unreadable or foreign stored data is ignored.
 */
import { useCallback, useState } from 'react';
import type { PageSpec, SpecUnit } from '@common/contract/pageSpec';

export interface PanelChoice {
  hidden?: boolean;
  collapsed?: boolean;
}

export interface PageLayout {
  unit?: SpecUnit;
  panels: Record<string, PanelChoice>;
}

const EMPTY: PageLayout = { panels: {} };

export const layoutStorageKey = (userId: string, pageId: string) => `pageView.layout:${userId}:${pageId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked by the browser's settings: choices last for the visit only
  }
}

export function readLayout(userId: string, pageId: string): PageLayout {
  const raw = storage()?.getItem(layoutStorageKey(userId, pageId));
  if (!raw) return EMPTY;
  try {
    const parsed = JSON.parse(raw) as Partial<PageLayout> | null;
    if (!parsed || typeof parsed !== 'object' || typeof parsed.panels !== 'object' || parsed.panels === null) return EMPTY;
    return { unit: parsed.unit, panels: parsed.panels };
  } catch {
    return EMPTY;
  }
}

export function writeLayout(userId: string, pageId: string, layout: PageLayout): void {
  try {
    storage()?.setItem(layoutStorageKey(userId, pageId), JSON.stringify(layout));
  } catch {
    // quota or blocked storage: the choice holds until the page is left
  }
}

/** The page's layout for this user, and a setter that keeps it. Without a user (signed out) choices are not kept. */
export function usePageLayout(userId: string | undefined, pageId: string): [PageLayout, (change: (layout: PageLayout) => PageLayout) => void] {
  const [layout, setLayout] = useState<PageLayout>(() => (userId ? readLayout(userId, pageId) : EMPTY));
  const update = useCallback(
    (change: (layout: PageLayout) => PageLayout) =>
      setLayout((before) => {
        const next = change(before);
        if (userId) writeLayout(userId, pageId, next);
        return next;
      }),
    [userId, pageId],
  );
  return [layout, update];
}

/** The unit a page shows: the kept one while the spec still offers it, else the spec's default (the first). */
export const unitOf = (spec: PageSpec, layout: PageLayout): SpecUnit | null =>
  spec.units ? (layout.unit && spec.units.includes(layout.unit) ? layout.unit : spec.units[0]) : null;

/** The panels a page draws: all but those the user hid. A collapsed panel is drawn (and asks) once expanded. */
export const drawnPanels = (spec: PageSpec, layout: PageLayout) => spec.panels.filter((p) => !layout.panels[p.id]?.hidden && !layout.panels[p.id]?.collapsed);
