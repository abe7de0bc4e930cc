/**
 * Checking a page file before it is imported on `/list/page` (`PageExport`; the file is written and read back by
 * `pageExportOf` / `saveBodyOfExport` in common/contract/pageExport.ts). Beyond the file's shape
 * (`pageExportProblems` there, whose union check names only `/panels/1`), each panel is checked against its own
 * kind so a problem names its field (`/panels/1/series/0/address`), then the panels as a page (duplicate ids) and
 * layout cells naming no panel (the server would refuse both), so the preview says everything before anything is sent.
 */
import { Value } from '@sinclair/typebox/value';
import { type PageExport, PAGE_EXPORT_FORMAT, PageExport as PageExportSchema } from '../contract/builder';
import { PAGE_SPEC_VERSION, pageSpecProblems } from '../contract/pageSpec';
import { panelProblems } from './panelProblems';

/**
 * What is wrong with a file read for import, each with its path (`/panels/1/series/0/address: ...`): the file's shape,
 * then the panels as a page (ids, kinds), then layout cells naming no panel. Empty when it can be imported.
 */
export function pageFileProblems(file: unknown): string[] {
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
