/**
 * What page/save stores from what it was sent: every panel named (`p1`, `p2`, ... for panels sent without an id)
 * and placed (the `layout` cell, else full width below the others), checked as a complete panel spec, and every
 * `{variable}` an address uses declared. A library panel is stored as its reference (`componentId`, the page's own
 * `id` and `layout`) and checked as the component's newest panel placed there. Pure: no database, no app.
 */
import {
  BUILDER_DEFAULT_HEIGHT,
  type BuilderLayout,
  type BuilderPanelInput,
  type BuilderVariables,
  type GridCell,
  type InlinePanelInput,
} from '../../../common/contract/builder';
import { GRID_COLUMNS, PAGE_SPEC_VERSION, pageSpecProblems, type PanelLayout, type PanelSpec } from '../../../common/contract/pageSpec';
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import { badRequest } from '../../infra/http/apiError';
import { badRange } from '../../../common/builder/timeRange';
import { addressesOfPanel, variablesIn } from './panelAddresses';
import type { StoredPanel, StoredSpec } from './storedSpec';

const invalid = (field: string, message: string) => badRequest(message, { [field]: FIELD_ERROR_KEYS.invalid });

/** Ids for the panels sent without one: `p<n>`, skipping ids the page already uses. */
function namePanels(panels: readonly { id?: string }[]): string[] {
  const taken = new Set(panels.flatMap((p) => (p.id ? [p.id] : [])));
  if (taken.size !== panels.filter((p) => p.id).length) throw invalid('panels', 'Two panels have the same id');
  let n = 0;
  return panels.map((p) => {
    if (p.id) return p.id;
    do n += 1;
    while (taken.has(`p${n}`));
    taken.add(`p${n}`);
    return `p${n}`;
  });
}

/** Each panel's cell: the one `layout` gives, else its own width (or full width) in a row below every placed panel. */
function placePanels(ids: readonly string[], own: readonly (PanelLayout | undefined)[], layout: BuilderLayout): BuilderLayout {
  const unknown = Object.keys(layout).filter((id) => !ids.includes(id));
  if (unknown.length) throw invalid('layout', `The layout names panels the page does not have: ${unknown.join(', ').slice(0, 200)}`);
  const out: BuilderLayout = {};
  let bottom = Math.max(0, ...Object.values(layout).map((c) => c.y + c.h));
  ids.forEach((id, i) => {
    const given = layout[id];
    if (given) {
      if (given.x + given.w > GRID_COLUMNS) throw invalid('layout', `Panel ${id} runs past column ${GRID_COLUMNS}`);
      out[id] = given;
      return;
    }
    const cell: GridCell = { x: 0, y: bottom, w: own[i]?.w ?? GRID_COLUMNS, h: own[i]?.h ?? BUILDER_DEFAULT_HEIGHT };
    bottom += cell.h;
    out[id] = cell;
  });
  return out;
}

/** The problems of panels as a page spec (the check the renderer runs on a spec it loads), or []. */
export const panelProblems = (title: string, panels: readonly PanelSpec[]): string[] =>
  pageSpecProblems({ specVersion: PAGE_SPEC_VERSION, id: 'builder', title: { text: title.slice(0, 500) || 'untitled' }, panels });

/** A component's one panel as stored: named (its own id, else `p1`), sized (its own layout, else full width), checked. */
export function storedComponentPanel(title: string, input: InlinePanelInput): PanelSpec {
  const panel = { ...input, id: input.id ?? 'p1', layout: input.layout ?? { w: GRID_COLUMNS, h: BUILDER_DEFAULT_HEIGHT } } as PanelSpec;
  const problems = panelProblems(title, [panel]);
  if (problems.length) throw invalid('panel', `The panel is not a valid spec: ${problems.join('; ').slice(0, 500)}`);
  return panel;
}

/**
 * @param components the newest panel of every component the input places (the caller checked each is readable);
 *   a library panel naming another is refused.
 */
export function storedSpecOf(
  title: string,
  input: { panels: readonly BuilderPanelInput[]; layout: BuilderLayout; variables?: BuilderVariables },
  components: ReadonlyMap<string, PanelSpec> = new Map(),
): StoredSpec {
  const ids = namePanels(input.panels);
  const library = (p: BuilderPanelInput) => (p.kind === 'library' ? components.get(p.componentId) : undefined);
  for (const p of input.panels) {
    if (p.kind === 'library' && !library(p)) throw invalid('panels', 'A library panel names no component you may read');
  }
  const layout = placePanels(
    ids,
    input.panels.map((p) => p.layout ?? library(p)?.layout),
    input.layout,
  );
  const sizeOf = (id: string) => ({ w: layout[id].w, h: layout[id].h });
  const stored: StoredPanel[] = input.panels.map((p, i) =>
    p.kind === 'library'
      ? { kind: 'library', componentId: p.componentId, id: ids[i], layout: sizeOf(ids[i]) }
      : ({ ...p, id: ids[i], layout: sizeOf(ids[i]) } as PanelSpec),
  );
  // What the page draws (library panels as their component's panel there): the same check the renderer runs on a
  // spec it loads, so a stored page can always be drawn.
  const drawn = stored.map((p) => (p.kind === 'library' ? ({ ...library(p), id: p.id, layout: p.layout } as PanelSpec) : p));
  const problems = panelProblems(title, drawn);
  if (problems.length) throw invalid('panels', `The panels are not valid specs: ${problems.join('; ').slice(0, 500)}`);
  const variables = input.variables ?? {};
  const range = badRange(variables);
  if (range !== null) throw invalid('variables', `The page's time range "${range.slice(0, 60)}" is not a look-back such as 6m or 3y`);
  for (const panel of drawn) {
    const undeclared = addressesOfPanel(panel)
      .flatMap(variablesIn)
      .filter((name) => !(name in variables));
    if (undeclared.length) throw invalid('variables', `Panel ${panel.id} uses variables the page does not declare: ${undeclared.join(', ').slice(0, 200)}`);
  }
  return { panels: stored, layout, variables };
}
