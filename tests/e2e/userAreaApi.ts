/**
 * Server-side set-up for the user-area e2e tests (account, about) against the real server (E2E_SERVER_URL):
 * log in through the API, create throw-away accounts as the administrator, and open a page already signed
 * in (token and language in localStorage before the app starts).
 */
import type { Browser, Page } from 'playwright-core';
import { newPage, serverUrl } from './browser';

export const ADMIN = { username: 'admin', password: 'Admin@12345' };

export async function api<T = unknown>(path: string, body: unknown, token?: string): Promise<{ status: number; code: number; data: T; version: string }> {
  const res = await fetch(`${serverUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  const json = (await res.json()) as { code: number; data: T; version: string };
  return { status: res.status, ...json };
}

export async function loginToken(username: string, password: string): Promise<string> {
  const res = await api<{ token: string }>('/v1/user/password_login', { username, password });
  if (res.code !== 200) throw new Error(`login ${username} failed: ${res.status}`);
  return res.data.token;
}

/** A new account (role user: home, user area, account, about, instructions) with a unique name. */
export async function createUser(prefix: string, password: string): Promise<string> {
  const adminToken = await loginToken(ADMIN.username, ADMIN.password);
  const username = `${prefix}_${Date.now().toString(36)}`;
  const res = await api('/v1/user/admin/create', { username, password, name: username }, adminToken);
  if (res.code !== 200) throw new Error(`create ${username} failed: ${res.status}`);
  return username;
}

/** A page of a fresh browser context signed in with `token`, interface in `locale`. */
export async function signedInPage(browser: Browser, token: string, locale = 'en-US'): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await newPage(browser, { locale });
  await page.addInitScript(
    ([t, lang]) => {
      if (!window.sessionStorage.getItem('e2e-init')) {
        window.sessionStorage.setItem('e2e-init', '1');
        window.localStorage.setItem('accessToken', t);
        window.localStorage.setItem('umi_locale', lang);
      }
    },
    [token, locale],
  );
  return { page, errors };
}

export async function waitForHash(page: Page, path: string, timeout = 15_000): Promise<void> {
  await page.waitForFunction((p) => window.location.hash.split('?')[0] === `#${p}`, path, { timeout });
}
