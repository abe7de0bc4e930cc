/**
 * Restoring an old version of a builder page is saving it again from the newest version (docs/builder.md, "Versions"):
 * the body page/save takes for that, with the version's library panels back as references to their components (so
 * the restored page keeps following them) and its other panels as stored.
 */
import type { PageSaveBody, PageVersion } from '../contract/builder';

export function saveBodyOfVersion(page: Pick<PageVersion, 'id' | 'title' | 'panels' | 'layout' | 'variables' | 'library' | 'latest'>): PageSaveBody {
  return {
    id: page.id,
    version: page.latest,
    title: page.title,
    panels: page.panels.map((panel) => {
      const ref = page.library[panel.id];
      return ref ? { kind: 'library' as const, componentId: ref.componentId, id: panel.id, layout: panel.layout } : panel;
    }),
    layout: page.layout,
    variables: page.variables,
  };
}
