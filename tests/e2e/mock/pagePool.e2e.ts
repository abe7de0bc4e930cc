/**
 * The worker's reused pages (tests/e2e/support/pagePool.ts): the next test's page is the same tab, and nothing the
 * previous test left in it reaches that test: storage, cookies, viewport, listeners, the document. A page whose
 * test installed what a reset cannot remove (here an init script) is not handed out again.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

test.describe.configure({ mode: 'serial' });

let firstPage: Page | undefined;
let scriptedPage: Page | undefined;
let listenerCalls = 0;

test('a test leaves state behind in its page', async ({ openPage }) => {
  const { page } = await openPage({ locale: 'en-US', token: 'left-behind' });
  firstPage = page;
  await page.goto('/#/user/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.evaluate(() => {
    window.localStorage.setItem('left', '1');
    window.sessionStorage.setItem('left', '1');
  });
  await page.context().addCookies([{ name: 'left', value: '1', url: page.url() }]);
  await page.setViewportSize({ width: 390, height: 700 });
  page.on('console', () => {
    listenerCalls += 1;
  });
});

test('the next test gets the same tab, empty', async ({ openPage }) => {
  const { page } = await openPage();
  expect(page).toBe(firstPage);
  expect(new URL(page.url()).pathname).toBe('/favicon.svg');
  const left = await page.evaluate(() => ({ local: window.localStorage.length, session: window.sessionStorage.length, cookie: document.cookie }));
  expect(left).toEqual({ local: 0, session: 0, cookie: '' });
  expect(page.viewportSize()).toEqual({ width: 1366, height: 850 });
  await page.evaluate(() => console.log('heard by the previous test?'));
  expect(listenerCalls).toBe(0);
  // Its own init script makes the page spent: the next test must not get it.
  await page.addInitScript(() => undefined);
  scriptedPage = page;
});

test('a page with an init script of its test is not reused', async ({ openPage }) => {
  const { page } = await openPage();
  expect(page).not.toBe(scriptedPage);
  expect(scriptedPage?.isClosed()).toBe(true);
});
