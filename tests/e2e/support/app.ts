/**
 * What the end-to-end tests read off the console: its hash route, the stored session token, table rows,
 * the open list of a select, and the password form of the login page. Selectors go by role, label and text, as a user finds things.
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

/**
 * The open list of a select (antd), once its opening motion has ended. While the list slides in it moves under the
 * pointer: an option clicked then can be left between Playwright's hit test and its click, the click lands on the
 * list's padding and nothing is chosen (the two builder tests of a loaded clean-clone run, 2026-11-30). rc-motion
 * keeps its `-appear`/`-enter` classes on the list until the motion ends. The tests now run with "reduce motion" on
 * (playwright.config.ts), where the list opens at once and this waits for nothing; it still holds with motion on.
 */
export function openSelectList(page: Page): Locator {
  return page.locator('.ant-select-dropdown:visible:not([class*="-appear"]):not([class*="-enter"])');
}

/** Fills and sends the password tab of the login page already open in `page` (English interface). */
export async function logInWithPassword(page: Page, username: string, password: string): Promise<void> {
  const form = page.getByRole('tabpanel', { name: 'Password' });
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}
