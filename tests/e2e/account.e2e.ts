/**
 * /user/account against the real server: changing the password in one browser signs out the other
 * browser of the same account (its next request sends it to the login page), while the browser that
 * changed it stays signed in; the old password stops working and the new one works.
 */
import type { Browser } from 'playwright-core';
import { launchChromium, serverUrl } from './browser';
import { api, createUser, loginToken, signedInPage, waitForHash } from './userAreaApi';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

test('changing the password signs out the other session of the same user', async () => {
  const oldPassword = 'Start@12345';
  const newPassword = 'Changed@12345';
  const username = await createUser('e2e_pw', oldPassword);
  const a = await signedInPage(browser, await loginToken(username, oldPassword));
  const b = await signedInPage(browser, await loginToken(username, oldPassword));

  // The other browser is signed in and working.
  await b.page.goto(`${serverUrl()}/#/home`);
  await b.page.getByText('Your areas').waitFor();

  // The account page lists both sessions, the current one marked.
  await a.page.goto(`${serverUrl()}/#/user/account`);
  await a.page.locator('tr.ant-table-row').nth(1).waitFor();
  expect(await a.page.locator('tr.ant-table-row').count()).toBe(2);
  await a.page.getByText('The new password has 8 to 64 characters.').waitFor();

  await a.page.getByLabel('Current password', { exact: true }).fill(oldPassword);
  await a.page.getByLabel('New password', { exact: true }).fill(newPassword);
  await a.page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await a.page.locator('form button[type="submit"]').click();
  await a.page.getByText('Password changed. 1 other session was signed out.').waitFor();
  await a.page.waitForFunction(() => document.querySelectorAll('tr.ant-table-row').length === 1);

  // The other browser's next request is refused: to the login page.
  await b.page.evaluate(() => {
    window.location.hash = '#/user/about';
  });
  await waitForHash(b.page, '/user/login');
  expect(await b.page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull();

  // This browser is still signed in.
  await a.page.reload();
  await a.page.getByText('Active sessions').waitFor();
  expect(a.page.url()).toContain('#/user/account');

  expect((await api('/v1/user/password_login', { username, password: oldPassword })).code).toBe(400);
  expect((await api('/v1/user/password_login', { username, password: newPassword })).code).toBe(200);
  expect(a.errors).toEqual([]);
  expect(b.errors).toEqual([]);
});
