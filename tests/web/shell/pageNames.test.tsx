/**
 * One name per page (issue 8 item 19): a group's own page is headed with the name the menu and breadcrumb
 * give it, every page inside the layout has a document title (also hidden, wildcard and unknown addresses),
 * and every link card says what the page holds.
 */
import { screen } from '@testing-library/react';
import routes, { type RouteConfig } from '../../../config/routes';
import { layout } from '@/app';
import Section from '@/pages/Section';
import { documentTitleOf } from '@/utils/pageTitle';
import { hasOwnMessage } from '@/utils/i18n';
import { placeholderKeyOf, summaryKeyOf } from '@/utils/routeTree';
import enUS from '@/locales/en-US';
import { makeAdmin, renderPage, switchLocale } from '../harness';
import { t } from '@/utils/i18n';

const en = (id: string) => (enUS as Record<string, string>)[id];

// board (issue 9): /tool/trade/realtime is the real-time board now; its heading (the group's menu name, not "Overview")
// is checked in tests/web/board/board.test.tsx.

test.each([
  ['/report/weekly-oil', `${en('menu.report')} - Commodity Console`],
  ['/user/introduction/', `${en('menu.user.introduction')} - Commodity Console`],
  ['/user/introduction/getting-started', `${en('menu.user.introduction')} - Commodity Console`],
  ['/no/such/page', 'Page not found - Commodity Console'],
  ['/tool/trade/realtime', `${en('menu.tool.realtime')} - Commodity Console`],
  ['/user/account', `${en('menu.user.account')} - Commodity Console`],
])('document title of %s', (pathname, title) => {
  switchLocale('en-US');
  expect(documentTitleOf(pathname, t)).toBe(title);
  // The layout hands it to pro-layout, which writes document.title.
  const config = layout({ initialState: {}, loading: false, setInitialState: jest.fn() } as never);
  expect(config.pageTitleRender && (config.pageTitleRender as (p: object) => string)({ pathname })).toBe(title);
});

function cardChains(list: RouteConfig[], parents: RouteConfig[] = []): RouteConfig[][] {
  return list.flatMap((route) => {
    if (!route.name || route.hideInMenu || route.layout === false) return [];
    const chain = [...parents, route];
    return route.routes ? cardChains(route.routes, chain) : [chain];
  });
}

test('every single page a card links to has a sentence of what it holds, in every language', () => {
  const missing = cardChains(routes)
    .filter((chain) => ![placeholderKeyOf(chain), summaryKeyOf(chain)].some((key) => hasOwnMessage(enUS, key)))
    .map((chain) => chain.map((r) => r.name).join('.'));
  expect(missing).toEqual([]);
});

test('the user area cards all carry a description', async () => {
  const paths = routes.find((r) => r.path === '/user')?.routes?.map((r) => r.path) ?? [];
  renderPage(<Section />, { path: '/user', user: makeAdmin(paths) });
  const cards = await screen.findAllByTestId('route-card');
  expect(cards.length).toBeGreaterThanOrEqual(7);
  for (const card of cards) {
    const description = card.querySelector('.ant-card-meta-description')?.textContent ?? '';
    expect([card.querySelector('.ant-card-meta-title')?.textContent, description.trim().length > 10]).toEqual([
      card.querySelector('.ant-card-meta-title')?.textContent,
      true,
    ]);
  }
});
