/**
 * The console shell in a real browser, against the built app and the QA mock (mock/README.md):
 * login with each tab, redirect without a token, 403 + hidden menu entry, 404, / -> /home,
 * an expired session back to login, and the right-to-left locale.
 */
import type { Page } from '@playwright/test';
import { atRoute, hashRoute, logInWithPassword, storedToken } from '../support/app';
import { expect, test } from '../support/test';

test.beforeEach(async ({ request }) => {
  const res = await request.post('/__mock/reset');
  expect(res.ok()).toBe(true);
});

/** Opens the login page of an English interface and sends the password form. */
async function passwordLogin(page: Page, username: string, password: string) {
  await page.goto('/#/user/login');
  await logInWithPassword(page, username, password);
}

/** The document's direction as the browser applies it (no attribute means left to right). */
const documentDirection = (page: Page) => page.evaluate(() => document.documentElement.dir || 'ltr');

/**
 * The gap (px) between the first login tab and the second when read right to left. antd's right-to-left
 * tabs (ConfigProvider direction 'rtl') put their spacing there; with only <html dir="rtl"> and antd left
 * in LTR mode the spacing lands on the other side and the gap is 0.
 */
async function rightToLeftTabGap(page: Page): Promise<number> {
  const tabs = page.getByRole('tab');
  const [first, second] = await Promise.all([tabs.nth(0).boundingBox(), tabs.nth(1).boundingBox()]);
  return first && second ? first.x - (second.x + second.width) : Number.NaN;
}

test('no token: error notice and redirect to login, back to the page after login', async ({ openPage }) => {
  const { page } = await openPage({ locale: 'en-US' });
  await page.goto('/#/user/about');
  await expect(page).toHaveURL(atRoute('/user/login'));
  await expect(page.getByText('No valid account currently. Please log in first.').first()).toBeVisible();
  await expect(page).toHaveURL((url) => hashRoute(url).query.get('redirect') === '/user/about');
  await logInWithPassword(page, 'trader', 'Trader@12345');
  await expect(page).toHaveURL(atRoute('/user/about'));
  await expect.poll(() => storedToken(page)).toBeTruthy();
});

test('password tab logs in and lands on /home; / redirects to /home', async ({ openPage }) => {
  const { page } = await openPage({ locale: 'en-US' });
  await passwordLogin(page, 'trader', 'Trader@12345');
  await expect(page).toHaveURL(atRoute('/home'));
  await page.goto('/#/');
  await expect(page).toHaveURL(atRoute('/home'));
});

test('wrong password shows the server message in the user language and stays on login', async ({ openPage }) => {
  const { page } = await openPage({ locale: 'en-US' });
  await passwordLogin(page, 'trader', 'wrong-password');
  await expect(page.getByTestId('login-error')).toBeVisible();
  await expect(page).toHaveURL(atRoute('/user/login'));
  await expect.poll(() => storedToken(page)).toBeNull();
});

test('phone tab: send a code, count down, log in', async ({ openPage }) => {
  const { page } = await openPage({ locale: 'en-US' });
  await page.goto('/#/user/login');
  await page.getByRole('tab', { name: 'Phone code' }).click();
  const form = page.getByRole('tabpanel', { name: 'Phone code' });
  await form.getByRole('textbox', { name: 'Mobile number' }).fill('13800000001');
  await page.getByTestId('send-code').click();
  await expect(page.getByText(/Resend in \d+ s/)).toBeVisible();
  await expect(page.getByTestId('sends-left')).toBeVisible();
  await form.getByRole('textbox', { name: '6-digit code' }).fill('123456');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(atRoute('/home'));
});

test('a route the user may not open shows 403 and is hidden in the menu', async ({ openPage }) => {
  const { page } = await openPage({ locale: 'en-US' });
  await passwordLogin(page, 'trader', 'Trader@12345');
  await expect(page).toHaveURL(atRoute('/home'));
  const sideMenu = page.getByRole('complementary').getByRole('menu').first();
  await expect(sideMenu.getByText('Tools', { exact: true }).first()).toBeVisible();
  // No menu anywhere (side menu or an opened group) offers the pages the user lacks.
  await expect(page.getByRole('menu').getByText('Test page', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('menu').getByText('Data lists', { exact: true })).toHaveCount(0);
  await page.goto('/#/test');
  await expect(page.getByText('No access', { exact: true })).toBeVisible();
});

test('an unknown address shows the 404 page', async ({ openPage }) => {
  const { page } = await openPage({ locale: 'en-US' });
  await passwordLogin(page, 'trader', 'Trader@12345');
  await expect(page).toHaveURL(atRoute('/home'));
  await page.goto('/#/no/such/page');
  await expect(page.getByText('Page not found', { exact: true })).toBeVisible();
});

test('an expired session returns to login with the token removed', async ({ openPage }) => {
  const { page } = await openPage({ locale: 'en-US' });
  await passwordLogin(page, 'expired', 'Expired@12345');
  // The login went through and the first call with the token was refused (the page never left the
  // login route for long, so the route alone would not prove it).
  await expect(page.getByText('Your login has expired. Please log in again.')).toBeVisible();
  await expect(page).toHaveURL(atRoute('/user/login'));
  await expect.poll(() => storedToken(page)).toBeNull();
});

test('a session that expires while signed in returns to login on the next request', async ({ openPage, request }) => {
  const { page } = await openPage({ locale: 'en-US' });
  await passwordLogin(page, 'trader', 'Trader@12345');
  await expect(page).toHaveURL(atRoute('/home'));
  const res = await request.post('/__mock/sessions/expire', { data: {} });
  expect(res.ok()).toBe(true);
  await page.reload();
  await expect(page).toHaveURL(atRoute('/user/login'));
  await expect.poll(() => storedToken(page)).toBeNull();
});

test('the right-to-left locale flips the document and the layout', async ({ openPage }) => {
  const { page } = await openPage({ locale: 'en-US' });
  await page.goto('/#/user/login');
  await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toBeVisible();
  await expect.poll(() => documentDirection(page)).toBe('ltr');
  await page.getByRole('button', { name: 'Language' }).first().click();
  await page.getByText('العربية').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // antd's components follow, not only the document: the tabs run right to left with antd's RTL spacing.
  await expect.poll(() => rightToLeftTabGap(page)).toBeGreaterThan(0);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('umi_locale'))).toBe('ar-EG');
  // The choice survives a reload, and zh-CN stays the default for a browser that never chose.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('zh-CN is the default language whatever the browser language', async ({ openPage }) => {
  // No language stored; the browser's own language is en-US (the project's `locale`).
  const { page } = await openPage();
  await page.goto('/#/user/login');
  await expect(page.getByRole('textbox', { name: '用户名', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: '账号密码' })).toBeVisible();
  await expect.poll(() => documentDirection(page)).toBe('ltr');
});
