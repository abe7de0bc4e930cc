/**
 * The console shell in a real browser, against the built app and the QA mock (mock/README.md):
 * login with each tab, redirect without a token, 403 + hidden menu entry, 404, / -> /home,
 * an expired session back to login, and the right-to-left locale.
 */
import type { Browser, Page } from 'playwright-core';
import { hashPath, launchChromium, mockUrl, newPage } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  const res = await fetch(`${mockUrl()}/__mock/reset`, { method: 'POST' });
  expect(res.ok).toBe(true);
});

/** A page whose interface language is `locale` (umi_locale), starting with no token. */
async function openPage(locale = 'en-US'): Promise<Page> {
  const { page } = await newPage(browser);
  await page.addInitScript((lang) => {
    if (!window.sessionStorage.getItem('e2e-init')) {
      window.sessionStorage.setItem('e2e-init', '1');
      window.localStorage.setItem('umi_locale', lang);
    }
  }, locale);
  return page;
}

async function waitForHash(page: Page, path: string) {
  await page.waitForFunction((p) => window.location.hash.split('?')[0] === `#${p}`, path, { timeout: 15_000 });
}

async function passwordLogin(page: Page, username: string, password: string) {
  await page.goto(`${mockUrl()}/#/user/login`);
  await page.locator('input#password-login_username').fill(username);
  await page.locator('input#password-login_password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('no token: error notice and redirect to login, back to the page after login', async () => {
  const page = await openPage();
  await page.goto(`${mockUrl()}/#/user/about`);
  await waitForHash(page, '/user/login');
  await expect(page.getByText('No valid account currently. Please log in first.').first().waitFor()).resolves.toBeUndefined();
  expect(new URL(page.url().replace('#', '')).searchParams.get('redirect')).toBe('/user/about');
  await page.locator('input#password-login_username').fill('trader');
  await page.locator('input#password-login_password').fill('Trader@12345');
  await page.getByRole('button', { name: 'Log in' }).click();
  await waitForHash(page, '/user/about');
  expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeTruthy();
});

test('password tab logs in and lands on /home; / redirects to /home', async () => {
  const page = await openPage();
  await passwordLogin(page, 'trader', 'Trader@12345');
  await waitForHash(page, '/home');
  await page.goto(`${mockUrl()}/#/`);
  await waitForHash(page, '/home');
});

test('wrong password shows the server message in the user language and stays on login', async () => {
  const page = await openPage();
  await passwordLogin(page, 'trader', 'wrong-password');
  await page.getByTestId('login-error').waitFor();
  expect(hashPath(page)).toBe('/user/login');
  expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull();
});

test('phone tab: send a code, count down, log in', async () => {
  const page = await openPage();
  await page.goto(`${mockUrl()}/#/user/login`);
  await page.getByRole('tab', { name: 'Phone code' }).click();
  await page.locator('input#phone-login_phone').fill('13800000001');
  await page.getByTestId('send-code').click();
  await page.getByText(/Resend in \d+ s/).waitFor();
  await page.getByTestId('sends-left').waitFor();
  await page.locator('input#phone-login_captcha').fill('123456');
  await page.locator('form#phone-login button[type="submit"]').click();
  await waitForHash(page, '/home');
});

test('a route the user may not open shows 403 and is hidden in the menu', async () => {
  const page = await openPage();
  await passwordLogin(page, 'trader', 'Trader@12345');
  await waitForHash(page, '/home');
  const menu = page.locator('.ant-pro-sider-menu, .ant-menu').first();
  await menu.waitFor();
  await expect(menu.getByText('Tools', { exact: true }).first().isVisible()).resolves.toBe(true);
  expect(await page.locator('.ant-menu').getByText('Test page', { exact: true }).count()).toBe(0);
  expect(await page.locator('.ant-menu').getByText('Data lists', { exact: true }).count()).toBe(0);
  await page.goto(`${mockUrl()}/#/test`);
  await page.getByText('No access', { exact: true }).waitFor();
});

test('an unknown address shows the 404 page', async () => {
  const page = await openPage();
  await passwordLogin(page, 'trader', 'Trader@12345');
  await waitForHash(page, '/home');
  await page.goto(`${mockUrl()}/#/no/such/page`);
  await page.getByText('Page not found', { exact: true }).waitFor();
});

test('an expired session returns to login with the token removed', async () => {
  const page = await openPage();
  await passwordLogin(page, 'expired', 'Expired@12345');
  await waitForHash(page, '/user/login');
  expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull();
});

test('a session that expires while signed in returns to login on the next request', async () => {
  const page = await openPage();
  await passwordLogin(page, 'trader', 'Trader@12345');
  await waitForHash(page, '/home');
  const res = await fetch(`${mockUrl()}/__mock/sessions/expire`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  expect(res.ok).toBe(true);
  await page.reload();
  await waitForHash(page, '/user/login');
  expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull();
});

test('the right-to-left locale flips the document and the layout', async () => {
  const page = await openPage('en-US');
  await page.goto(`${mockUrl()}/#/user/login`);
  await page.locator('input#password-login_username').waitFor();
  expect(await page.evaluate(() => document.documentElement.dir || 'ltr')).toBe('ltr');
  await page.getByRole('button', { name: 'Language' }).first().click();
  await page.getByText('العربية').click();
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  expect(await page.locator('.ant-tabs-rtl').count()).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.localStorage.getItem('umi_locale'))).toBe('ar-EG');
  // The choice survives a reload, and zh-CN stays the default for a browser that never chose.
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
});

test('zh-CN is the default language whatever the browser language', async () => {
  const { page } = await newPage(browser, { locale: 'en-US' });
  await page.goto(`${mockUrl()}/#/user/login`);
  await page.locator('form').first().waitFor();
  await page.getByRole('tab', { name: '账号密码' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.dir || 'ltr')).toBe('ltr');
});
