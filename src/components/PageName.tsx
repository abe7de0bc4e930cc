/**
 * The heading of a page whose PageContainer names no title of its own. pro-layout hands its children the document
 * title as the route's `title` when `pageTitleRender` returns one (src/app.tsx: "<page> - Commodity Console"), and
 * PageContainer shows that as the heading: four pages were headed "Trading strategy configuration - Commodity
 * Console" (issue 18). The layout's children get the page's own name instead; the browser tab keeps the suffix.
 */
import { RouteContext } from '@ant-design/pro-components';
import { useIntl, useLocation } from '@umijs/max';
import { useContext, useMemo, type ReactNode } from 'react';
import { pageNameOf } from '@/utils/pageTitle';

export default function PageName({ children }: { children: ReactNode }) {
  const route = useContext(RouteContext);
  const intl = useIntl();
  const { pathname } = useLocation();
  const title = pageNameOf(pathname, (id) => intl.formatMessage({ id }));
  const value = useMemo(() => ({ ...route, title }), [route, title]);
  return <RouteContext.Provider value={value}>{children}</RouteContext.Provider>;
}
