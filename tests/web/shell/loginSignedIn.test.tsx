/**
 * The login page for a browser that is already signed in, and its looks (issue 8 item 23): continue as that user
 * or switch account instead of the forms; links in the theme's colours; notices below the header bar, clear of
 * the language switcher.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@umijs/max';
import { notification, theme } from 'antd';
import type { ReactElement } from 'react';
import type { CurrentUser } from '@common/contract/user';
import { rootContainer } from '@/app';
import { getToken } from '@/session/token';
import { answer, fail, ok, renderApp, sentTo, type RenderedApp } from '../harness';

const user: CurrentUser = {
  id: 'u-trader',
  username: 'trader',
  name: 'Trader Li',
  phone: '13800000001',
  role: 'trader',
  access: [['auth_home', 'home', '/home']],
  createdAt: 1,
  lastLoginAt: null,
};

let app: RenderedApp;
const button = (text: string) => screen.getByText(text, { selector: 'button, button *' }).closest('button') as HTMLButtonElement;

beforeEach(() => {
  answer('/v2/strategy/notification/unread', ok({ unread: 0 })); // the header's notification bell
  answer('/v1/finData/lowFreqData/source/get/checkHealth', ok([]));
  answer('/v1/setting/version', ok({ version: '20250401.3', publishedAt: null }));
  answer('/v1/user/logout', ok(null));
});
afterEach(() => {
  act(() => setLocale('zh-CN', false));
});

test('signed in: "continue as" instead of the form, to the page the user came from', async () => {
  window.localStorage.setItem('accessToken', 'tok');
  answer('/v1/user/user_info', ok(user));
  app = renderApp('/user/login?redirect=%2Fuser%2Faccount');
  expect(await screen.findByText('You are signed in as Trader Li.', {}, { timeout: 20_000 })).toBeInTheDocument();
  expect(document.querySelector('form')).toBeNull();
  fireEvent.click(button('Continue as Trader Li'));
  await waitFor(() => expect(app.at()).toBe('/user/account'));
  expect(getToken()).toBe('tok');
});

test('signed in: "use another account" ends the session and shows the form', async () => {
  window.localStorage.setItem('accessToken', 'tok');
  answer('/v1/user/user_info', ok(user));
  app = renderApp('/user/login');
  await screen.findByText('You are signed in as Trader Li.', {}, { timeout: 20_000 });
  fireEvent.click(button('Use another account'));
  await waitFor(() => expect(document.querySelector('form')).not.toBeNull(), { timeout: 20_000 });
  expect(sentTo('/v1/user/logout')).toHaveLength(1);
  expect(getToken()).toBeNull();
  expect(screen.queryByText('You are signed in as Trader Li.')).toBeNull();
});

test('a stored token the server refuses: the form, the token dropped quietly', async () => {
  window.localStorage.setItem('accessToken', 'old');
  answer('/v1/user/user_info', fail(401));
  const info = jest.spyOn(notification, 'info').mockImplementation(() => undefined);
  app = renderApp('/user/login');
  await waitFor(() => expect(document.querySelector('form')).not.toBeNull(), { timeout: 20_000 });
  expect(getToken()).toBeNull();
  expect(info).not.toHaveBeenCalled();
  info.mockRestore();
});

test.each([
  ['/user/login', 'Register'],
  ['/user/register', 'Log in'],
])('%s: the link to the other form is in the theme link colour, not the browser default', async (page, linkText) => {
  answer('/v1/user/register/options', ok({ mode: 'open' }));
  app = renderApp(page);
  await waitFor(() => expect(document.querySelector('form')).not.toBeNull(), { timeout: 20_000 });
  const link = screen.getByText(linkText, { selector: 'a' }) as HTMLAnchorElement;
  const token = theme.getDesignToken();
  expect(link.style.color).not.toBe('');
  expect(link.style.textDecoration).toBe('none');
  const rgb = (hex: string) => {
    const n = Number.parseInt(hex.slice(1), 16);
    return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
  };
  expect(link.style.color).toBe(rgb(token.colorLink));
});

test('notices open below the header bar (clear of the language switcher and the user menu)', () => {
  const config = jest.spyOn(notification, 'config');
  const { unmount } = render(rootContainer(<div />) as ReactElement);
  expect(config).toHaveBeenCalledWith(expect.objectContaining({ top: 72 }));
  unmount();
  config.mockRestore();
});
