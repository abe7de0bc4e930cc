/**
 * Session start-up and transitions (docs/spec-reference.md#2-screens-and-routes, #4-states-and-transitions,
 * #8-error-catalogue): getInitialState on every kind of page, the redirect parameter, login completion order
 * (the hash-mode onPageChange race), logout, and the layout's page-change guard and menu links.
 */
import { createHistory, history } from '@umijs/max';
import { render } from '@testing-library/react';
import { notification } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { getInitialState, layout } from '@/app';
import type { CurrentUser, LoginResult } from '@common/contract/user';
import { completeLogin } from '@/session/completeLogin';
import { resolveInitialState } from '@/session/initialState';
import { logoutAndLeave } from '@/session/logout';
import { loginPathFor, redirectFromSearch, safeRedirect } from '@/session/redirect';
import { getToken, setToken } from '@/session/token';
import { answer, fail, noAnswer, ok, sent } from './harness';

const USER: CurrentUser = {
  id: 'u-trader',
  username: 'trader',
  name: 'Trader',
  phone: '13800000001',
  role: 'trader',
  access: [['auth_home', 'home', '/home']],
  createdAt: 1,
  lastLoginAt: null,
};
const lookups = () => sent.filter((r) => r.url === '/v1/user/user_info');

let notifyError: jest.SpyInstance;

function at(path: string) {
  createHistory({ type: 'memory', initialEntries: [path] } as never);
}

beforeEach(() => {
  notifyError = jest.spyOn(notification, 'error').mockImplementation(() => undefined);
});
let notifyInfo: jest.SpyInstance;
beforeEach(() => {
  notifyInfo = jest.spyOn(notification, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  notifyError.mockRestore();
  notifyInfo.mockRestore();
});

describe('redirect target', () => {
  test('only same-app paths are followed; anything else goes home', () => {
    expect(safeRedirect('/tool/calculator?x=1')).toBe('/tool/calculator?x=1');
    for (const bad of [
      null,
      '',
      'tool',
      '//evil.example.com/x',
      'https://evil.example.com',
      '/x:y',
      'javascript:alert(1)',
      '/\\evil.com',
      '/user/login',
      '/user/register?a=1',
    ]) {
      expect([bad, safeRedirect(bad)]).toEqual([bad, '/home']);
    }
    expect(redirectFromSearch('?redirect=%2Flist%2Fdata')).toBe('/list/data');
    expect(redirectFromSearch('?redirect=https%3A%2F%2Fevil.example.com')).toBe('/home');
    expect(loginPathFor('/list/data', '?q=1')).toBe('/user/login?redirect=%2Flist%2Fdata%3Fq%3D1');
    expect(loginPathFor('/home')).toBe('/user/login');
  });
});

describe('getInitialState', () => {
  test('on the login page: no lookup, no notice, no redirect (also with a stored token)', async () => {
    at('/user/login?redirect=%2Ftool');
    setToken('tok');
    await expect(getInitialState()).resolves.toEqual({});
    expect(lookups()).toEqual([]);
    expect(notifyError).not.toHaveBeenCalled();
    expect(history.location.pathname + history.location.search).toBe('/user/login?redirect=%2Ftool');
  });

  test('on the register page: no lookup and the user stays there', async () => {
    at('/user/register');
    await expect(getInitialState()).resolves.toEqual({});
    expect(lookups()).toEqual([]);
    expect(notifyError).not.toHaveBeenCalled();
    expect(history.location.pathname).toBe('/user/register');
  });

  test('no token elsewhere: "no valid account" error notice and off to login, remembering the page', async () => {
    at('/tool/calculator/basis');
    await expect(getInitialState()).resolves.toEqual({});
    expect(lookups()).toEqual([]);
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(notifyError.mock.calls[0][0].message).toBe('当前没有有效账号，请先登录。');
    expect(history.location.pathname).toBe('/user/login');
    expect(redirectFromSearch(history.location.search)).toBe('/tool/calculator/basis');
  });

  test('token and code 200: the user, no notice, no navigation', async () => {
    at('/home');
    setToken('tok');
    answer('/v1/user/user_info', ok(USER));
    await expect(getInitialState()).resolves.toEqual({ currentUser: USER });
    expect(lookups()).toHaveLength(1);
    expect(lookups()[0].headers.Authorization).toBe('Bearer tok');
    expect(notifyError).not.toHaveBeenCalled();
    expect(getToken()).toBe('tok');
    expect(history.location.pathname).toBe('/home');
  });

  test.each([
    [
      'a 200 answer with another code',
      () => answer('/v1/user/user_info', { status: 200, body: { code: 500, msg: '', status: 'fail', version: '1', data: null } }),
    ],
    ['a 500 answer', () => answer('/v1/user/user_info', fail(500, { msg: 'boom' }))],
    ['a 401 answer with msg (no permission)', () => answer('/v1/user/user_info', fail(401, { msg: 'No permission' }))],
    ['a network exception', () => answer('/v1/user/user_info', noAnswer('Network Error'))],
  ])('token and %s: token removed, one "login info invalid" notice, login page', async (_label, arrange) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    at('/list/data');
    setToken('tok');
    arrange();
    await expect(resolveInitialState()).resolves.toEqual({});
    expect(getToken()).toBeNull();
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(notifyError.mock.calls[0][0].message).toBe('账号登录信息无效，请重新登录。');
    // The lookup handles its own failure: the request layer's "login expired" notice does not come on top.
    expect(notifyInfo).not.toHaveBeenCalled();
    expect(history.location.pathname).toBe('/user/login');
    expect(redirectFromSearch(history.location.search)).toBe('/list/data');
    jest.mocked(console.error).mockRestore();
  });

  test('a session ended elsewhere (401 without msg): token removed, one "login expired" notice as in-app calls give, login page', async () => {
    at('/list/data');
    setToken('tok');
    answer('/v1/user/user_info', fail(401));
    await expect(resolveInitialState()).resolves.toEqual({});
    expect(getToken()).toBeNull();
    expect(notifyError).not.toHaveBeenCalled();
    expect(notifyInfo).toHaveBeenCalledTimes(1);
    expect(notifyInfo.mock.calls[0][0].message).toBe('登录已过期，请重新登录。');
    expect(history.location.pathname).toBe('/user/login');
    expect(redirectFromSearch(history.location.search)).toBe('/list/data');
  });
});

describe('login completion', () => {
  test('stores the token, puts the user in state before navigating, then goes to the target', async () => {
    at('/user/login?redirect=%2Ftool');
    const order: string[] = [];
    const fresh = { ...USER, name: 'Fresh' };
    answer('/v1/user/user_info', (r) => {
      order.push(`lookup with ${r.headers.Authorization}`);
      return ok(fresh);
    });
    let state: { currentUser?: CurrentUser } | undefined = {};
    const setInitialState = jest.fn((updater: (s: typeof state) => typeof state) => {
      state = updater(state);
      order.push(`state ${state?.currentUser?.name} at ${history.location.pathname}`);
    });
    const unlisten = history.listen(({ location }) => order.push(`navigate ${location.pathname}`));
    const result: LoginResult = { token: 'new-token', expiresAt: 0, user: USER };
    await completeLogin(result, setInitialState, '/tool');
    unlisten();
    expect(order).toEqual(['lookup with Bearer new-token', 'state Fresh at /user/login', 'navigate /tool']);
    expect(getToken()).toBe('new-token');
  });

  test.each([
    ['code 500 (the badinfo scenario)', () => answer('/v1/user/user_info', fail(500, { msg: 'boom' })), 'error', '账号登录信息无效，请重新登录。'],
    ['a network exception', () => answer('/v1/user/user_info', noAnswer('down')), 'error', '账号登录信息无效，请重新登录。'],
    ['401 without msg (session ended at once)', () => answer('/v1/user/user_info', fail(401)), 'info', '登录已过期，请重新登录。'],
  ])('a failed lookup right after sign-in (%s): the start-up rule, token removed, one notice, no user, stays on login', async (_label, arrange, kind, text) => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    at('/user/login?redirect=%2Ftool');
    arrange();
    let state: { currentUser?: CurrentUser } | undefined = {};
    await expect(completeLogin({ token: 't', expiresAt: 0, user: USER }, (u) => (state = u(state)), '/tool')).resolves.toBeNull();
    expect(state?.currentUser).toBeUndefined();
    expect(getToken()).toBeNull();
    const [shown, silent] = kind === 'error' ? [notifyError, notifyInfo] : [notifyInfo, notifyError];
    expect(shown).toHaveBeenCalledTimes(1);
    expect(shown.mock.calls[0][0].message).toBe(text);
    expect(silent).not.toHaveBeenCalled();
    expect(history.location.pathname + history.location.search).toBe('/user/login?redirect=%2Ftool');
    consoleError.mockRestore();
  });
});

describe('logout', () => {
  test.each([
    ['answers', () => answer('/v1/user/logout', ok(null))],
    ['fails', () => answer('/v1/user/logout', noAnswer('offline'))],
    ['says the session is already gone (401)', () => answer('/v1/user/logout', fail(401))],
  ])('when the server %s: token and user cleared, login page', async (_label, arrange) => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    at('/tool');
    setToken('tok');
    arrange();
    let state: { currentUser?: CurrentUser } | undefined = { currentUser: USER };
    await logoutAndLeave((u) => (state = u(state)));
    const logoutCall = sent.find((r) => r.url === '/v1/user/logout');
    expect(logoutCall?.headers.Authorization).toBe('Bearer tok');
    expect(getToken()).toBeNull();
    expect(notifyInfo).not.toHaveBeenCalled();
    expect(state?.currentUser).toBeUndefined();
    expect(history.location.pathname).toBe('/user/login');
    consoleError.mockRestore();
  });
});

describe('layout runtime', () => {
  const config = (currentUser?: CurrentUser) =>
    layout({ initialState: currentUser ? { currentUser } : {}, loading: false, setInitialState: jest.fn() } as never);

  test('page change without a user goes to login with the way back; never from the login page; never with a user', () => {
    at('/list/data');
    config().onPageChange?.(undefined as never);
    expect(history.location.pathname).toBe('/user/login');
    expect(redirectFromSearch(history.location.search)).toBe('/list/data');

    at('/user/login?redirect=%2Ftool');
    config().onPageChange?.(undefined as never);
    expect(history.location.search).toBe('?redirect=%2Ftool');

    at('/list/data');
    config(USER).onPageChange?.(undefined as never);
    expect(history.location.pathname).toBe('/list/data');
  });

  test('menu links: wildcard entries point to their base with a trailing slash', () => {
    at('/home');
    const { menuItemRender } = config(USER);
    const link = (path: string) => {
      const { container, unmount } = render(
        <MemoryRouter>{(menuItemRender as (item: object, dom: ReactElement) => ReactElement)({ path }, <span>entry</span>)}</MemoryRouter>,
      );
      const href = container.querySelector('a')?.getAttribute('href');
      unmount();
      return href;
    };
    expect(link('/user/introduction/*')).toBe('/user/introduction/');
    expect(link('/tool/trade/realtime/fu')).toBe('/tool/trade/realtime/fu');
  });

  test('the 403 page is the runtime unAccessible element', () => {
    expect(config(USER).unAccessible).toBeTruthy();
  });
});
