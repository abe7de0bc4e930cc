/**
 * Start-up in a real browser (issue 8 items 12, 13, 15, 23): the branded loading state before any script and
 * while user_info is slow, the spec's user_info rule right after sign-in (badinfo), a session ended elsewhere,
 * the signed-in prompt on the login page, the favicon, and notices clear of the language switcher.
 */
import { atRoute, logInWithPassword, storedToken } from '../support/app';
import { expect, test } from '../support/test';

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__mock/reset')).ok()).toBe(true);
});

test('before any script: the HTML itself shows the product name; with a slow user_info the app shows it too', async ({ openPage }) => {
  const { page } = await openPage({ locale: 'en-US', token: 'some-token' });
  // A first visit stores the language; the held load below is a new document (another query string) that reads it.
  await page.goto('/#/user/login');
  await expect(page.locator('form').first()).toBeVisible();
  // The login page dropped the token the server refused: put one back for the start-up lookup to try.
  await page.evaluate(() => window.localStorage.setItem('accessToken', 'some-token'));
  let releaseScripts: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route(/\/umi\.[^/]*\.js$|\/umi\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.route('**/v1/user/user_info', async (route) => {
    await new Promise((r) => setTimeout(r, 2500));
    await route.continue();
  });
  await page.goto('/?held#/home', { waitUntil: 'commit' });
  await expect
    .poll(() => page.evaluate(() => (document.getElementById('root') ? getComputedStyle(document.getElementById('root') as Element, '::after').content : '')))
    .toBe('"Commodity Console"');
  releaseScripts();
  await expect(page.getByTestId('app-loading')).toBeVisible();
  await expect(page.getByTestId('app-loading')).toContainText('Commodity Console');
  await expect(page).toHaveURL(atRoute('/user/login'));
});

test('badinfo: user_info fails right after sign-in, so the token goes, the notice shows and the page stays on login', async ({ openPage }) => {
  const { page } = await openPage({ locale: 'en-US' });
  await page.goto('/#/user/login');
  await logInWithPassword(page, 'badinfo', 'Badinfo@12345');
  await expect(page.getByText('Account login information is invalid. Please log in again.')).toBeVisible();
  await expect(page).toHaveURL(atRoute('/user/login'));
  await expect.poll(() => storedToken(page)).toBeNull();
});

test('a session ended elsewhere shows "login expired" on reload', async ({ openPage, request }) => {
  const { page } = await openPage({ locale: 'en-US' });
  await page.goto('/#/user/login');
  await logInWithPassword(page, 'trader', 'Trader@12345');
  await expect(page).toHaveURL(atRoute('/home'));
  expect((await request.post('/__mock/sessions/expire', { data: {} })).ok()).toBe(true);
  await page.reload();
  await expect(page.getByText('Your login has expired. Please log in again.')).toBeVisible();
  await expect(page.getByText('Account login information is invalid. Please log in again.')).toHaveCount(0);
  await expect(page).toHaveURL(atRoute('/user/login'));
});

test('signed in on the login page: continue as the user; the favicon is served; the notice leaves the switcher free', async ({ openPage, request }) => {
  const { page } = await openPage({ locale: 'en-US' });
  await page.goto('/#/user/about');
  const notice = page.locator('.ant-notification-notice').first();
  await expect(notice).toBeVisible();
  const [noticeBox, switcherBox] = await Promise.all([notice.boundingBox(), page.locator('.anticon-global').first().boundingBox()]);
  expect(noticeBox && switcherBox && noticeBox.y >= switcherBox.y + switcherBox.height).toBe(true);
  await logInWithPassword(page, 'trader', 'Trader@12345');
  await expect(page).toHaveURL(atRoute('/user/about'));
  await expect(page.getByTestId('avatar')).toBeVisible();
  await page.goto('/#/user/login');
  await page.getByRole('button', { name: /Continue as/ }).click();
  await expect(page).toHaveURL(atRoute('/home'));
  const icon = await page.evaluate(() => document.querySelector('link[rel~="icon"]')?.getAttribute('href'));
  expect(icon).toBeTruthy();
  expect((await request.get(icon as string)).ok()).toBe(true);
});
