/**
 * The page-test harness: renders a page (or any component) inside what Umi's runtime gives it in the
 * browser, with the real pieces wherever the browser's are usable in jsdom:
 * - Umi's model provider with the initial-state model holding the fixture user (`setInitialState` recorded);
 * - Umi's access provider (`accessProvider`), which derives the flags with src/access.ts from config/routes.ts;
 * - antd's ConfigProvider (direction, antd locale) and react-intl's provider with the intl object Umi's locale
 *   plugin builds from src/locales (a missing key throws: strictLocale.ts);
 * - a fresh QueryClient from the app's own factory (no retries);
 * - a memory history that is also Umi's `history`, recording every navigation, under a react-router router;
 * - the fake network at the request layer (fakeApi.ts);
 * - antd's styles are generated but not inserted into the document (StyleProvider's test switch `mock="server"`):
 *   jsdom matches every inserted CSS rule against an element and its ancestors on each getComputedStyle, and
 *   antd's popups call it for every ancestor when they open (18 s for one Popconfirm on the account page).
 *   No test reads styles that come from a style sheet; inline styles still apply.
 * Whole-app tests (routes, layout, start-up) use `renderApp`, Umi's TestBrowser with the same fake network.
 */
import type { QueryClient } from '@tanstack/react-query';
import { StyleProvider } from '@ant-design/cssinjs';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, type RenderResult } from '@testing-library/react';
import { createHistory, getIntl, Provider as ModelProvider, RawIntlProvider, setLocale, TestBrowser } from '@umijs/max';
import { ConfigProvider } from 'antd';
import { useState, type ReactElement, type ReactNode } from 'react';
import { Route, Routes, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { accessProvider } from '@@/plugin-access/runtime';
import { localeInfo } from '@@/plugin-locale/localeExports';
import type { CurrentUser } from '@common/contract/user';
import { createQueryClient } from '@/services/queryClient';
import type { InitialState } from '@/session/initialState';
import { applyDocumentDirection, directionOf } from '@/utils/direction';
import { enableStrictLocale } from './strictLocale';

export type Locale = 'zh-CN' | 'en-US' | 'ar-EG';

export interface PageOptions {
  /** The signed-in user (their access list gives the access flags); none: signed out. */
  user?: CurrentUser;
  locale?: Locale;
  /** The address the page is opened at. */
  path?: string;
  /** The route pattern the page is mounted under (for `useParams`), e.g. '/user/introduction/*'. */
  route?: string;
}

export interface RenderedPage extends RenderResult {
  history: ReturnType<typeof createHistory>;
  /** Every address navigated to after the page opened (pathname + search). */
  navigations: string[];
  /** Calls of the initial-state model's setInitialState (they also update the state). */
  setInitialState: jest.Mock;
  queryClient: QueryClient;
}

/**
 * Puts Umi's locale (localStorage, the global intl behind `t()`) on `locale`. setLocale acts only when the
 * stored locale differs, and the set-up clears storage after each test while the global intl stays: switch
 * away first so the global intl is rebuilt.
 */
export function switchLocale(locale: Locale): void {
  enableStrictLocale();
  act(() => {
    setLocale(locale === 'en-US' ? 'zh-CN' : 'en-US', false);
    setLocale(locale, false);
  });
}

function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [intl] = useState(() => getIntl(locale, true));
  return (
    <ConfigProvider direction={directionOf(locale)} locale={localeInfo[locale]?.antd}>
      <RawIntlProvider value={intl}>{children}</RawIntlProvider>
    </ConfigProvider>
  );
}

/** antd's generated styles stay out of the document (see the top of this file). */
function WithoutStyleSheets({ children }: { children: ReactNode }) {
  return <StyleProvider mock="server">{children}</StyleProvider>;
}

export function renderPage(ui: ReactElement, { user, locale = 'en-US', path = '/', route = '*' }: PageOptions = {}): RenderedPage {
  switchLocale(locale);
  applyDocumentDirection(locale);
  const history = createHistory({ type: 'memory', initialEntries: [path] });
  const navigations: string[] = [];
  history.listen(({ location }) => navigations.push(location.pathname + location.search));
  const setInitialState = jest.fn();
  const queryClient = createQueryClient();

  const initialStateModel = () => {
    const [initialState, setState] = useState<InitialState | undefined>(user ? { currentUser: user } : {});
    return {
      initialState,
      loading: false,
      error: undefined,
      refresh: async () => undefined,
      setInitialState: (next: InitialState | ((state: InitialState | undefined) => InitialState)) => {
        setInitialState(next);
        setState(next);
      },
    };
  };

  const rendered = render(
    <WithoutStyleSheets>
      <ModelProvider models={{ '@@initialState': initialStateModel }}>
        {accessProvider(
          <LocaleProvider locale={locale}>
            <QueryClientProvider client={queryClient}>
              <HistoryRouter history={history}>
                <Routes>
                  <Route path={route} element={ui} />
                </Routes>
              </HistoryRouter>
            </QueryClientProvider>
          </LocaleProvider>,
        )}
      </ModelProvider>
    </WithoutStyleSheets>,
  );
  return { ...rendered, history, navigations, setInitialState, queryClient };
}

type AppHistory = ReturnType<typeof createHistory>;

export interface RenderedApp extends RenderResult {
  /** The app's history once it started (Umi's TestBrowser creates it). */
  historyRef: { current: AppHistory | undefined };
  /** The current address (pathname + search). */
  at: () => string;
}

/** The whole app (routes, layout, start-up lookup, Umi's own providers) at `path`, through Umi's TestBrowser. */
export function renderApp(path: string, { locale = 'en-US' }: { locale?: Locale } = {}): RenderedApp {
  switchLocale(locale);
  const [pathname, search = ''] = path.split('?');
  const historyRef: { current: AppHistory | undefined } = { current: undefined };
  const rendered = render(
    <WithoutStyleSheets>
      <TestBrowser location={{ pathname, search: search ? `?${search}` : '' }} historyRef={historyRef as never} />
    </WithoutStyleSheets>,
  );
  return { ...rendered, historyRef, at: () => `${historyRef.current?.location.pathname}${historyRef.current?.location.search}` };
}
