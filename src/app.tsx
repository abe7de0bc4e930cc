/**
 * Umi runtime configuration: start-up user lookup, layout (menu links, header, 403, page-change
 * guard, page error boundary), request layer, and the root error boundary.
 */
import type { RequestConfig, RunTimeLayoutConfig } from '@umijs/max';
import { getLocale, history, NavLink } from '@umijs/max';
import { ConfigProvider } from 'antd';
import { lazy, Suspense, useLayoutEffect, type ReactNode } from 'react';
import defaultSettings from '../config/defaultSettings';
import ErrorBoundary from '@/components/ErrorBoundary';
import PageBoundary from '@/components/ErrorBoundary/PageBoundary';
import PageMessages, { isShellPage } from '@/components/PageMessages';
import { loadLanguage, loadPageMessages, pageMessagesPending } from '@/locales/load';
import { requestConfig } from '@/requestErrorConfig';
import { localeHeaderInterceptor } from '@/services/localeHeader';
import type { InitialState } from '@/session/initialState';
import { goToLogin, isPublicPath } from '@/session/redirect';
import { HOME_PATH } from '@/constants';
import { installChunkErrorListener } from '@/utils/chunkErrorListener';
import { latinDigitsLocale } from '@/utils/digits';
import { syncDocumentDirection } from '@/utils/direction';
import { followStoredLanguage } from '@/utils/followStoredLanguage';
import { placeNotices } from '@/utils/noticePlacement';
import { useReducedMotion } from '@/utils/reducedMotion';
import { t } from '@/utils/i18n';
import { documentTitleOf } from '@/utils/pageTitle';
import { linkPathOf } from '@/utils/routeTree';
import { withReportMenu } from '@/utils/reportMenu';

// The header, the 403 page and the query client are only needed inside the signed-in layout: keep them off
// the login page's bundle (docs/decisions.md, "Server state").
const loadRightContent = () => import('@/components/RightContent');
const RightContent = lazy(loadRightContent);
const Forbidden = lazy(() => import('@/components/Forbidden'));
const loadQueryProvider = () => import('@/components/QueryProvider');
const QueryProvider = lazy(loadQueryProvider);
// The page heading's name (issue 18): it reads pro-layout's route context, which the login page does not load.
const loadPageName = () => import('@/components/PageName');
const PageName = lazy(loadPageName);
// The published reports of the menu (issue 22): read inside the layout only.
const ReportMenu = lazy(() => import('@/components/ReportMenu'));

/** The user lookup loads with the services (and the contract registry) only where it runs: not on login or register. */
export async function getInitialState(): Promise<InitialState> {
  if (isPublicPath(history.location.pathname)) return {};
  // The signed-in layout will need the query client and the header: fetch them while the user is looked up, rather
  // than one after the other once the layout renders (docs/first-load.md). Home's sources table likewise.
  void loadQueryProvider();
  void loadRightContent();
  void loadPageName();
  if (history.location.pathname === HOME_PATH) void import('@/components/SourceStates');
  const { resolveInitialState } = await import('@/session/initialState');
  return resolveInitialState();
}

export const layout: RunTimeLayoutConfig = ({ initialState }) => ({
  // Umi's layout plugin does not pass the `layout` settings of .umirc.ts to ProLayout (mix layout,
  // light theme, fixed header): the runtime config has to.
  ...defaultSettings,
  title: t('app.title'),
  // Every page gets "<page> - <app>", also those pro-layout cannot name (hidden, wildcard, 404).
  pageTitleRender: (props) => documentTitleOf(props.pathname ?? history.location.pathname, t),
  // Published reports the user may read, as a menu group (utils/reportMenu.ts).
  menuDataRender: (menuData) => withReportMenu(menuData, initialState?.reportMenu, t('menu.report')),
  rightContentRender: () => (
    <Suspense fallback={null}>
      <RightContent />
    </Suspense>
  ),
  // Wildcard routes link to their base: `/user/introduction/*` -> `/user/introduction/`.
  // NavLink (react-router's, ref forwarded at once) rather than Umi's Link, which hands its ref over only
  // after layout effects: the menu's tooltip then fell back to the deprecated findDOMNode. No `active` class.
  menuItemRender: (item, dom) => {
    if (item.isUrl || !item.path) return dom;
    return (
      <NavLink to={linkPathOf(item.path)} className={() => undefined}>
        {dom}
      </NavLink>
    );
  },
  // Guard for pages reached without a user (after logout, or a lost session). The user is put in state
  // (flushSync) before any navigation after login, and the login page itself is never redirected.
  onPageChange: () => {
    if (!initialState?.currentUser && !isPublicPath(history.location.pathname)) goToLogin();
  },
  unAccessible: (
    <Suspense fallback={null}>
      <Forbidden />
    </Suspense>
  ),
  childrenRender: (children) => (
    <PageBoundary>
      <Suspense fallback={null}>
        <QueryProvider>
          <PageMessages>
            <PageName>{children}</PageName>
          </PageMessages>
          <ReportMenu />
        </QueryProvider>
      </Suspense>
    </PageBoundary>
  ),
});

// marketData area (issue 9): API calls carry the app's chosen language as Accept-Language (catalogue names).
export const request: RequestConfig = { ...requestConfig, requestInterceptors: [...(requestConfig.requestInterceptors ?? []), localeHeaderInterceptor] };

/** Latin digits in every language, Arabic included (src/utils/digits.ts). */
export const locale = latinDigitsLocale;

function AppRoot({ children }: { children?: ReactNode }) {
  useLayoutEffect(() => {
    placeNotices();
    const stopDirection = syncDocumentDirection();
    const stopChunkListener = installChunkErrorListener();
    const stopFollowingLanguage = followStoredLanguage();
    return () => {
      stopDirection();
      stopChunkListener();
      stopFollowingLanguage();
    };
  }, []);
  // The user's "reduce motion" setting turns antd's animations off, and the charts' with them (utils/reducedMotion.ts).
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider theme={reducedMotion ? REDUCED_MOTION_THEME : undefined}>
      <ErrorBoundary>{children}</ErrorBoundary>
    </ConfigProvider>
  );
}

const REDUCED_MOTION_THEME = { token: { motion: false } };

/**
 * The first render waits for the active language's shell messages and antd locale, loaded as their own chunk rather
 * than carried by the entry file (src/locales/load.ts). A failed load still renders (message keys instead of text)
 * rather than leaving the page blank. A first page outside the shell fetches the other areas' strings meanwhile
 * (components/PageMessages.tsx waits for them).
 */
export function render(oldRender: () => void) {
  const path = history.location.pathname;
  if (!isPublicPath(path) && !isShellPage(path) && pageMessagesPending(getLocale())) void loadPageMessages(getLocale()).catch(() => undefined);
  loadLanguage(getLocale()).then(oldRender, (error: unknown) => {
    console.error(error);
    oldRender();
  });
}

/** Outermost wrapper: the error boundary also covers login and register, which have no layout. */
export function rootContainer(container: ReactNode) {
  return <AppRoot>{container}</AppRoot>;
}
