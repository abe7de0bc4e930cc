/** Builder pages and components as the server answers them, for the editor's page tests. */
import type { ComponentSummary, ComponentVersion, PageSummary, PageVersion } from '@common/contract/builder';
import type { PanelSpec } from '@common/contract/pageSpec';

export const ME = 'u-1';
export const T0 = Date.UTC(2026, 10, 28, 8, 0);

export const textPanel = (id: string, body: string, w = 12): PanelSpec => ({
  id,
  kind: 'text',
  title: { text: `Notes ${id}` },
  layout: { w, h: 4 },
  body: { text: body },
});

export const pageSummary = (extra: Partial<PageSummary> = {}): PageSummary => ({
  id: 'pg-1',
  title: 'Fuel oil morning',
  version: 1,
  ownerId: ME,
  shared: false,
  example: false,
  updatedAt: T0,
  ...extra,
});

export const pageVersion = (extra: Partial<PageVersion> = {}): PageVersion => ({
  id: 'pg-1',
  title: 'Fuel oil morning',
  version: 1,
  latest: 1,
  panels: [textPanel('p1', 'First notes'), textPanel('p2', 'Second notes')],
  library: {},
  layout: { p1: { x: 0, y: 0, w: 12, h: 4 }, p2: { x: 12, y: 0, w: 12, h: 4 } },
  variables: {},
  ownerId: ME,
  shared: false,
  example: false,
  savedBy: ME,
  savedAt: T0,
  ...extra,
});

export const componentSummary = (extra: Partial<ComponentSummary> = {}): ComponentSummary => ({
  id: 'c-1',
  title: 'Desk notes',
  kind: 'text',
  version: 2,
  ownerId: ME,
  shared: true,
  usedBy: 2,
  updatedAt: T0,
  ...extra,
});

export const componentVersion = (extra: Partial<ComponentVersion> = {}): ComponentVersion => ({
  id: 'c-1',
  title: 'Desk notes',
  version: 2,
  latest: 2,
  panel: textPanel('p1', 'Library notes'),
  ownerId: ME,
  shared: true,
  savedBy: ME,
  savedAt: T0,
  usedBy: [{ pageId: 'pg-1', title: 'Fuel oil morning' }],
  usedByCount: 2,
  ...extra,
});
