/**
 * A builder page as a JSON file and back (export and import on `/list/page`, issue 22: "export and import as JSON
 * with components inlined (re-importing gives the same page)"). Pure: the web app calls these around page/get and
 * page/save; tests/api/builderComponents.test.ts checks the round trip through the server.
 *
 * Export takes page/get's answer, whose panels are already complete (library panels drawn from their components'
 * newest versions), so the file stands alone: it names no component, and importing it on another install gives the
 * same panels, ids, layout and variables as inline panels.
 */
import { Value } from '@sinclair/typebox/value';
import { PAGE_EXPORT_FORMAT, PageExport, type PageSaveBody, type PageVersion } from './builder';

/** The file of one page version, stamped with the time it was written (`now`, ms since the epoch). */
export function pageExportOf(version: PageVersion, now: number): PageExport {
  return {
    format: PAGE_EXPORT_FORMAT,
    formatVersion: 1,
    title: version.title,
    panels: version.panels,
    layout: version.layout,
    variables: version.variables,
    exportedAt: new Date(now).toISOString(),
  };
}

/** What is wrong with a parsed file as a page export (at most 20 problems, with their JSON paths), or []. */
export function pageExportProblems(file: unknown): string[] {
  return [...Value.Errors(PageExport, file)].slice(0, 20).map((e) => `${e.path || '/'}: ${e.message}`);
}

/** The page/save body that imports a file as a new page of the caller's (no `id`, no `version`). */
export function saveBodyOfExport(file: PageExport): PageSaveBody {
  return { title: file.title, panels: file.panels, layout: file.layout, variables: file.variables };
}
