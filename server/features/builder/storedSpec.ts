/** What one version of a builder page stores besides its title (`builder_page_versions.spec_json`). */
import type { BuilderLayout, BuilderVariables } from '../../../common/contract/builder';
import type { PanelLayout, PanelSpec } from '../../../common/contract/pageSpec';

/** A library panel as a page stores it: the component it shows, and the page's own id and size for it. */
export interface LibraryRef {
  kind: 'library';
  componentId: string;
  id: string;
  layout: PanelLayout;
}

/** A stored panel: complete inline, or a library reference drawn from the component's newest version on every read. */
export type StoredPanel = PanelSpec | LibraryRef;

export interface StoredSpec {
  panels: StoredPanel[];
  layout: BuilderLayout;
  variables: BuilderVariables;
}

export const isLibraryRef = (p: StoredPanel): p is LibraryRef => p.kind === 'library';

/** The components a spec places, each once. */
export const componentIdsOf = (spec: StoredSpec): string[] => [...new Set(spec.panels.filter(isLibraryRef).map((p) => p.componentId))];
