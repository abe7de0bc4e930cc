/**
 * Library panels as a page is read (page/get, report/get and every other call that draws a stored page): each stored
 * reference becomes its component's newest panel, under the page's own `id` and `layout`, so a component edited once
 * changes every page that places it. Series are not read here: the report calls check each one against the reader.
 */
import type { Kysely } from 'kysely';
import type { PageVersion } from '../../../common/contract/builder';
import type { PanelSpec } from '../../../common/contract/pageSpec';
import type { Database } from '../../schema';
import { newestPanels } from './compStore';
import { isLibraryRef, type LibraryRef, type StoredPanel } from './storedSpec';

export interface ExpandedPanels {
  /** Complete panels, in the stored order. */
  panels: PanelSpec[];
  /** Panel id -> the component a library panel shows and the version drawn. */
  library: PageVersion['library'];
}

/**
 * An old version of a page may place a component removed since (removal is refused only while a page's newest
 * version places it): that panel says so, in the reader's language, instead of failing the whole page.
 */
const removedPanel = (ref: LibraryRef): PanelSpec => ({
  id: ref.id,
  kind: 'text',
  title: { key: 'pagePanels.library.removed' },
  layout: ref.layout,
  body: { key: 'pagePanels.library.removed.body' },
});

/** The panels of a stored page with every library reference replaced by its component's newest panel. */
export async function expandLibraryPanels(db: Kysely<Database>, stored: readonly StoredPanel[]): Promise<ExpandedPanels> {
  const refs = stored.filter(isLibraryRef);
  const newest = await newestPanels(
    db,
    refs.map((r) => r.componentId),
  );
  const library: ExpandedPanels['library'] = {};
  const panels = stored.map((p): PanelSpec => {
    if (!isLibraryRef(p)) return p;
    const component = newest.get(p.componentId);
    if (!component) return removedPanel(p);
    library[p.id] = { componentId: p.componentId, version: component.version };
    return { ...component.panel, id: p.id, layout: p.layout } as PanelSpec;
  });
  return { panels, library };
}
