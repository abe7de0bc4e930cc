/** /list/page's view models: the page being edited (API types come from common/contract/builder.ts). */
import type { BuilderLayout, BuilderVariables } from '@common/contract/builder';
import type { PanelSpec } from '@common/contract/pageSpec';

/** One panel of the page being edited: its complete spec (what the grid and preview draw), and its component if it is a library panel. */
export interface EditorPanel {
  spec: PanelSpec;
  /** Set for a library panel: the page stores only this reference (its spec is the component's, read-only here). */
  componentId?: string;
}

/** Everything a save sends, as edited. */
export interface PageDraft {
  title: string;
  panels: EditorPanel[];
  layout: BuilderLayout;
  variables: BuilderVariables;
}
