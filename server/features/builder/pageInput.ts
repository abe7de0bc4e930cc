/**
 * What page/save stores from what it was sent: every panel named (`p1`, `p2`, ... for panels sent without an id)
 * and placed (the `layout` cell, else full width below the others), checked as a complete panel spec, and every
 * `{variable}` an address uses declared. Pure: no database, no app.
 */
import { BUILDER_DEFAULT_HEIGHT, type BuilderLayout, type BuilderPanelInput, type BuilderVariables, type GridCell } from '../../../common/contract/builder';
import { GRID_COLUMNS, PAGE_SPEC_VERSION, pageSpecProblems, type PanelSpec } from '../../../common/contract/pageSpec';
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import { badRequest } from '../../infra/http/apiError';
import { addressesOfPanel, variablesIn } from './panelAddresses';
import type { StoredSpec } from './store';

const invalid = (field: string, message: string) => badRequest(message, { [field]: FIELD_ERROR_KEYS.invalid });

/** Ids for the panels sent without one: `p<n>`, skipping ids the page already uses. */
function namePanels(panels: readonly BuilderPanelInput[]): string[] {
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
function placePanels(ids: readonly string[], panels: readonly BuilderPanelInput[], layout: BuilderLayout): BuilderLayout {
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
    const own = panels[i].layout;
    const cell: GridCell = { x: 0, y: bottom, w: own?.w ?? GRID_COLUMNS, h: own?.h ?? BUILDER_DEFAULT_HEIGHT };
    bottom += cell.h;
    out[id] = cell;
  });
  return out;
}

export function storedSpecOf(title: string, input: { panels: readonly BuilderPanelInput[]; layout: BuilderLayout; variables?: BuilderVariables }): StoredSpec {
  const ids = namePanels(input.panels);
  const layout = placePanels(ids, input.panels, input.layout);
  const panels = input.panels.map((p, i) => ({ ...p, id: ids[i], layout: { w: layout[ids[i]].w, h: layout[ids[i]].h } }) as PanelSpec);
  // The same check the renderer runs on a spec it loads, so a stored page can always be drawn.
  const problems = pageSpecProblems({ specVersion: PAGE_SPEC_VERSION, id: 'builder', title: { text: title }, panels });
  if (problems.length) throw invalid('panels', `The panels are not valid specs: ${problems.join('; ').slice(0, 500)}`);
  const variables = input.variables ?? {};
  for (const panel of panels) {
    const undeclared = addressesOfPanel(panel)
      .flatMap(variablesIn)
      .filter((name) => !(name in variables));
    if (undeclared.length) throw invalid('variables', `Panel ${panel.id} uses variables the page does not declare: ${undeclared.join(', ').slice(0, 200)}`);
  }
  return { panels, layout, variables };
}
