/**
 * What changed between two versions of a builder page (the versions list's diff on `/list/page`): the title, the
 * variables (added, removed, value changed), the panels (added, removed, changed: anything but where they sit) and
 * the layout moves (a panel in both whose cell moved or was resized). Library panels compare by their component, so a
 * component's own edits (which reach every version alike) are not a page change.
 */
import type { BuilderLayout, GridCell } from '../contract/builder';
import type { PanelSpec } from '../contract/pageSpec';

export interface PageSnapshot {
  title: string;
  panels: readonly PanelSpec[];
  layout: BuilderLayout;
  variables: Readonly<Record<string, string>>;
  /** Panel id -> the component a library panel shows (PageVersion.library). */
  library?: Readonly<Record<string, { componentId: string }>>;
}

export interface PageDiff {
  title: { from: string; to: string } | null;
  variables: { added: string[]; removed: string[]; changed: { name: string; from: string; to: string }[] };
  panels: { added: string[]; removed: string[]; changed: string[] };
  moved: { id: string; from: GridCell; to: GridCell }[];
}

/** JSON with object keys sorted: two panels written with their fields in another order are the same panel. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What a panel is, apart from where it sits (its `layout` follows the page's cell). */
function panelIdentity(panel: PanelSpec, library: PageSnapshot['library']): string {
  const ref = library?.[panel.id];
  if (ref) return canonical({ library: ref.componentId });
  const { layout: _layout, ...rest } = panel;
  return canonical(rest);
}

const sameCell = (a: GridCell | undefined, b: GridCell | undefined): boolean => a?.x === b?.x && a?.y === b?.y && a?.w === b?.w && a?.h === b?.h;

export function diffPages(from: PageSnapshot, to: PageSnapshot): PageDiff {
  const before = new Map(from.panels.map((p) => [p.id, p]));
  const after = new Map(to.panels.map((p) => [p.id, p]));
  const changed: string[] = [];
  const moved: PageDiff['moved'] = [];
  for (const [id, panel] of after) {
    const old = before.get(id);
    if (!old) continue;
    if (panelIdentity(old, from.library) !== panelIdentity(panel, to.library)) changed.push(id);
    const a = from.layout[id];
    const b = to.layout[id];
    if (a && b && !sameCell(a, b)) moved.push({ id, from: a, to: b });
  }
  const names = (v: Readonly<Record<string, string>>) => Object.keys(v);
  return {
    title: from.title === to.title ? null : { from: from.title, to: to.title },
    variables: {
      added: names(to.variables).filter((n) => !(n in from.variables)),
      removed: names(from.variables).filter((n) => !(n in to.variables)),
      changed: names(to.variables)
        .filter((n) => n in from.variables && from.variables[n] !== to.variables[n])
        .map((name) => ({ name, from: from.variables[name], to: to.variables[name] })),
    },
    panels: {
      added: [...after.keys()].filter((id) => !before.has(id)),
      removed: [...before.keys()].filter((id) => !after.has(id)),
      changed,
    },
    moved,
  };
}

/** True when the two versions read the same (nothing to show). */
export const isEmptyDiff = (d: PageDiff): boolean =>
  !d.title &&
  !d.variables.added.length &&
  !d.variables.removed.length &&
  !d.variables.changed.length &&
  !d.panels.added.length &&
  !d.panels.removed.length &&
  !d.panels.changed.length &&
  !d.moved.length;
