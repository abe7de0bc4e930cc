/**
 * The page being edited, to and from the calls: a stored version as the editor's draft, the draft as page/save's
 * body (library panels as references), and what stops a save (an empty title, no panel, a panel still incomplete).
 */
import type { PageSaveBody, PageVersion } from '@common/contract/builder';
import { builderLayoutOf, gridItemsOf } from '@common/builder/gridLayout';
import { panelProblems } from '@common/builder/panelProblems';
import type { EditorPanel, PageDraft } from './data';

export const draftOfVersion = (page: Pick<PageVersion, 'title' | 'panels' | 'layout' | 'variables' | 'library'>): PageDraft => ({
  title: page.title,
  panels: page.panels.map((spec) => (page.library[spec.id] ? { spec, componentId: page.library[spec.id].componentId } : { spec })),
  // Every panel placed (the server places the ones a layout leaves out; the grid needs them all).
  layout: builderLayoutOf(
    gridItemsOf(page.layout, page.panels),
    page.panels.map((p) => p.id),
  ),
  variables: { ...page.variables },
});

export const EMPTY_DRAFT: PageDraft = { title: '', panels: [], layout: {}, variables: {} };

/** The draft with its panels' own `layout` (`w`, `h`) following their grid cells. */
export function withCellSizes(draft: PageDraft): PageDraft {
  return {
    ...draft,
    panels: draft.panels.map((p) => {
      const cell = draft.layout[p.spec.id];
      return cell ? { ...p, spec: { ...p.spec, layout: { w: cell.w, h: cell.h } } } : p;
    }),
  };
}

const panelInput = ({ spec, componentId }: EditorPanel) => (componentId ? { kind: 'library' as const, componentId, id: spec.id, layout: spec.layout } : spec);

export function saveBodyOfDraft(draft: PageDraft, id?: string, version?: number): PageSaveBody {
  const sized = withCellSizes(draft);
  return {
    ...(id ? { id, version } : {}),
    title: sized.title.trim(),
    panels: sized.panels.map(panelInput),
    layout: sized.layout,
    variables: sized.variables,
  };
}

export type DraftProblem = { kind: 'title' } | { kind: 'noPanels' } | { kind: 'panel'; id: string; problems: string[] };

/** What stops a save, in the order the editor shows it. */
export function draftProblems(draft: PageDraft): DraftProblem[] {
  const out: DraftProblem[] = [];
  if (!draft.title.trim()) out.push({ kind: 'title' });
  if (!draft.panels.length) out.push({ kind: 'noPanels' });
  for (const p of draft.panels) {
    if (p.componentId) continue;
    const problems = panelProblems(p.spec);
    if (problems.length) out.push({ kind: 'panel', id: p.spec.id, problems });
  }
  return out;
}
