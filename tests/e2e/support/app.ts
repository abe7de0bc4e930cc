/**
 * What the end-to-end tests read off the console: its hash route, the stored session token, table rows,
 * and the password form of the login page. Selectors go by role, label and text, as a user finds things.
 */
import type { Locator, Page } from '@playwright/test';

/** The hash route of a console URL: `/home` and `x=1` for http://host/#/home?x=1. */
export function hashRoute(url: URL): { path: string; query: URLSearchParams } {
  const [path, query = ''] = url.hash.replace(/^#/, '').split('?');
  return { path: path || '/', query: new URLSearchParams(query) };
}

/** For `expect(page).toHaveURL(...)`: the page shows the route `path` (whatever its query). */
export const atRoute =
  (path: string) =>
  (url: URL): boolean =>
    hashRoute(url).path === path;

/** The session token the app keeps in localStorage (null when signed out). */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('accessToken'));
}

/** The body rows of a table (rows with cells; the header row has column headers only). */
export function dataRows(table: Locator): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('cell') });
}

/** Fills and sends the password tab of the login page already open in `page` (English interface). */
export async function logInWithPassword(page: Page, username: string, password: string): Promise<void> {
  const form = page.getByRole('tabpanel', { name: 'Password' });
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}
