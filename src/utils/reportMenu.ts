/**
 * Published reports in the menu (issue 22, docs/builder.md "Reports"): the reports the user may read
 * (/v2/builder/report/list, loaded by components/ReportMenu.tsx into the initial state) become a "Report" group of
 * links to `/report/<slug>`, added to pro-layout's menu data by the runtime layout's `menuDataRender` (app.tsx). The
 * route `/report/*` itself stays hidden: it is one page for every report. Pure, so it costs the entry file nothing.
 */
export interface ReportMenuItem {
  slug: string;
  title: string;
}

interface MenuEntry {
  path?: string;
  name?: string;
  key?: string;
  children?: MenuEntry[];
  [more: string]: unknown;
}

export const REPORT_MENU_KEY = '/report';

/** The menu with the report group at its end; unchanged when there are none. */
export function withReportMenu<T extends MenuEntry>(menu: T[], reports: readonly ReportMenuItem[] | undefined, groupName: string): T[] {
  if (!reports?.length) return menu;
  // `locale: false`: pro-layout runs the menu through its locale lookup again after this; these names are text.
  const group = {
    path: REPORT_MENU_KEY,
    key: REPORT_MENU_KEY,
    name: groupName,
    locale: false,
    children: reports.map((r) => ({ path: `/report/${r.slug}`, key: `/report/${r.slug}`, name: r.title, locale: false })),
  } as unknown as T;
  return [...menu, group];
}
