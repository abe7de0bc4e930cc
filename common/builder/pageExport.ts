/**
 * A builder page as a JSON file and back (export and import on `/list/page`; `PageExport` in common/contract/builder.ts).
 * The file inlines library panels (page/get already draws them complete), so it stands alone: importing it is a
 * page/save without `id`, and the imported page reads the same as the exported one (same title, panels, layout and
 * variables), with its panels now its own rather than the library's.
 */
import { Value } from '@sinclair/typebox/value';
import { type PageExport, PAGE_EXPORT_FORMAT, PageExport as PageExportSchema, type PageSaveBody, type PageVersion } from '../contract/builder';
import { PAGE_SPEC_VERSION, pageSpecProblems } from '../contract/pageSpec';
import { panelProblems } from './panelProblems';

/** The file of a page version (library panels inlined as the complete panels page/get gave). */
export function pageExportOf(page: Pick<PageVersion, 'title' | 'panels' | 'layout' | 'variables'>, now: Date = new Date()): PageExport {
  return {
    format: PAGE_EXPORT_FORMAT,
    formatVersion: 1,
    title: page.title,
    panels: page.panels,
    layout: page.layout,
    variables: page.variables,
    exportedAt: now.toISOString(),
  };
}

/** What page/save takes to create the page of a file (no `id`, no `version`: a new page). */
export const saveBodyOfExport = (file: PageExport): PageSaveBody => ({
  title: file.title,
  panels: file.panels,
  layout: file.layout,
  variables: file.variables,
});

/**
 * What is wrong with a file read for import, each with its path (`/panels/1/series/0/address: ...`): the file's shape,
 * then the panels as a page (ids, kinds), then layout cells naming no panel. Empty when it can be imported.
 */
export function pageExportProblems(file: unknown): string[] {
  if (typeof file !== 'object' || file === null || (file as { format?: unknown }).format !== PAGE_EXPORT_FORMAT) {
    return [`/format: not a page file (expected "${PAGE_EXPORT_FORMAT}")`];
  }
  // The panels each against their own kind (paths reach the field); the rest of the file against its shape.
  const panels = (file as { panels?: unknown }).panels;
  const panelErrors = Array.isArray(panels) ? panels.flatMap((panel, i) => panelProblems(panel, `/panels/${i}`)) : [];
  const shape = [...Value.Errors(PageExportSchema, file)]
    .filter((e) => !(Array.isArray(panels) && /^\/panels\/\d/.test(e.path)))
    .map((e) => `${e.path || '/'}: ${e.message}`);
  const problems = [...shape, ...panelErrors].slice(0, 20);
  if (problems.length) return problems;
  const page = file as PageExport;
  const asPage = pageSpecProblems({ specVersion: PAGE_SPEC_VERSION, id: 'import', title: { text: page.title }, panels: page.panels });
  const ids = new Set(page.panels.map((p) => p.id));
  const strays = Object.keys(page.layout)
    .filter((id) => !ids.has(id))
    .map((id) => `/layout/${id}: no panel has this id`);
  return [...asPage, ...strays];
}

/**
 * The save body that restores a stored version (restore = saving it again from the newest version): its library
 * panels go back to references of their components, the others as stored.
 */
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
