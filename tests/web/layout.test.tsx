/**
 * The signed-in app end to end in jsdom (Umi's TestBrowser with the real request layer over a fake
 * network): menu entries follow the access list, a forbidden route shows the 403 page, group pages
 * list only what the user may open, placeholders say what the page will hold, the header shows the
 * nine data sources, and the start-up lookup sends a user without a session to login.
 */
import { QA_TRADER_PATHS } from '@common/contract/qaAccounts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@umijs/max';
import { notification } from 'antd';
import { toAccessEntries } from '@common/access/routeAccess';
import { SOURCE_NAMES } from '@common/contract/datasource';
import { routeTree } from '@/utils/routeTree';
import { answer, ok, renderApp, type RenderedApp } from './harness';

const TRADER_PATHS = [...QA_TRADER_PATHS];
const trader = {
  id: 'u-trader',
  username: 'trader',
  name: 'Trader Li',
  phone: '13800000001',
  role: 'trader',
  access: toAccessEntries(routeTree, TRADER_PATHS),
  createdAt: 1,
  lastLoginAt: null,
};

let app: RenderedApp;

async function openAs(path: string) {
  app = renderApp(path);
}

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'tok-trader');
  answer('/v1/user/user_info', ok(trader));
  answer('/v2/strategy/notification/unread', ok({ unread: 0 })); // the header's notification bell
  answer(
    '/v1/finData/lowFreqData/source/get/checkHealth',
    ok([], { status: Object.fromEntries(SOURCE_NAMES.map((s) => [s, s === 'kpler' ? 'ERROR' : 'OK'])) }),
  );
  answer('/v1/setting/version', ok({ version: '20250401.3', publishedAt: null }));
});
afterEach(() => {
  act(() => setLocale('zh-CN', false));
});

test('group page: cards only for the pages the user may open; menu without forbidden areas; header strip', async () => {
  await openAs('/tool');
  const cards = await screen.findAllByTestId('route-card', {}, { timeout: 30_000 });
  expect(cards.map((c) => c.getAttribute('href'))).toEqual(['/tool/trade/realtime', '/tool/calculator']);
  expect(within(cards[0]).getByText('Real-time prices and spreads')).toBeInTheDocument();
  // A sub-group card lists its pages the user may open.
  expect(within(cards[0]).getByText(/High-sulphur fuel oil inner\/outer/)).toBeInTheDocument();
  expect(within(cards[0]).queryByText(/PTA/)).toBeNull();

  const menu = document.querySelector('.ant-pro-sider') ?? document.body;
  expect(within(menu as HTMLElement).queryByText('Data lists')).toBeNull();
  expect(within(menu as HTMLElement).getAllByText('Tools').length).toBeGreaterThan(0);
  expect(within(menu as HTMLElement).queryByText('Test page')).toBeNull();
  expect(within(menu as HTMLElement).getAllByText('Permission demo').length).toBeGreaterThan(0);

  const strip = await screen.findByTestId('health-strip', {}, { timeout: 30_000 });
  await waitFor(() => expect(strip.querySelector('[data-source="kpler"]')).toHaveAttribute('data-state', 'ERROR'));
  expect([...strip.querySelectorAll('[data-source]')].map((e) => e.getAttribute('data-source'))).toEqual([...SOURCE_NAMES]);
  expect(within(strip).getByText('Bloomberg')).toBeInTheDocument();
  expect(screen.getByTestId('avatar')).toHaveTextContent('Trader Li');
});

test('a route the user may not open shows the 403 page', async () => {
  await openAs('/list/data');
  expect(await screen.findByText('No access', {}, { timeout: 30_000 })).toBeInTheDocument();
  expect(screen.getByText('Your account may not open this page. Ask an administrator for access.')).toBeInTheDocument();
});

test("the spec's aiModel rule: the trade record's grant opens the AI page, which says how to get a provider", async () => {
  // Every page of the specification is built (issue 23 was the last placeholder); src/pages/Placeholder stays for the
  // next route declared before its page (`npm run new:page`).
  answer('/v1/user/user_info', ok({ ...trader, access: toAccessEntries(routeTree, [...TRADER_PATHS, '/tool/trade/record']) }));
  answer(
    '/v2/assistant/usage',
    ok({
      configured: false,
      day: '2026-11-29',
      tokensIn: 0,
      tokensOut: 0,
      tokensUsed: 0,
      dailyTokenLimit: 200_000,
      remainingTokens: 0,
      turns: 0,
      currency: null,
      costUsed: null,
      dailyCostLimit: null,
    }),
  );
  await openAs('/tool/trade/aiModel');
  expect(await screen.findByText('No model provider is configured', {}, { timeout: 30_000 })).toBeInTheDocument();
  expect(screen.getByText('Ask an administrator to configure a model provider for the assistant.')).toBeInTheDocument();
  expect(screen.getAllByText('AI large model').length).toBeGreaterThan(0);
  expect(screen.queryByTestId('placeholder-sentence')).toBeNull();
});

test('unknown addresses show the not-found page', async () => {
  await openAs('/no/such/page');
  expect(await screen.findByText('Page not found', {}, { timeout: 30_000 })).toBeInTheDocument();
});

test('without a token the start-up sends the user to login with the way back', async () => {
  window.localStorage.removeItem('accessToken');
  const error = jest.spyOn(notification, 'error').mockImplementation(() => undefined);
  await openAs('/tool/calculator');
  await waitFor(() => expect(app.historyRef.current?.location.pathname).toBe('/user/login'), { timeout: 30_000 });
  expect(new URLSearchParams(app.historyRef.current?.location.search ?? '').get('redirect')).toBe('/tool/calculator');
  expect(error.mock.calls[0][0].message).toBe('No valid account currently. Please log in first.');
  error.mockRestore();
});
