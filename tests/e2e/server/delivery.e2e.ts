/**
 * How the web app reaches the browser from the real server (issue 8 items 24-26):
 * - scripts and stylesheets arrive compressed (brotli), hashed ones cached for a year, the document revalidated;
 * - the login page carries one language: no other language's text in its scripts until the language menu is opened;
 *   choosing Arabic then loads Arabic and turns the page right to left;
 * - home: its page chunk is requested while the start-up `user_info` call is still out (not after it), and
 *   checkHealth and setting/version are asked once each.
 * Each test opens a new browser context (`fresh`): what the first visit of a browser receives, its HTTP cache empty.
 */
import type { Page, Response } from '@playwright/test';
import { ADMIN, loginToken } from '../support/serverApi';
import { expect, test } from '../support/test';

/** `text` as a JavaScript string literal with every character escaped (`\u7b80...`), lower case. */
const jsEscaped = (text: string) => [...text].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');

/** Every script and stylesheet response of the page from now on. */
function collectAssets(page: Page): Response[] {
  const assets: Response[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') assets.push(response);
  });
  return assets;
}

test('scripts and stylesheets arrive brotli-compressed and cached; the document is revalidated', async ({ openPage }) => {
  const { page } = await openPage({ locale: 'en-US', fresh: true });
  const assets = collectAssets(page);
  const document = await page.goto('/#/user/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(document?.headers()['cache-control']).toBe('no-cache');
  expect(document?.headers()['content-encoding']).toBe('br');
  // Build files carry a content hash and are cached for a year; files of public/ (boot-locale.js, read before the
  // entry) keep their name across releases, so they are revalidated instead.
  const hashed = /\.[0-9a-f]{8,}(\.async|\.chunk)?\.(js|css)$/;
  expect(assets.filter((a) => hashed.test(new URL(a.url()).pathname)).length).toBeGreaterThan(2);
  for (const asset of assets) {
    const headers = await asset.allHeaders();
    const caching = hashed.test(new URL(asset.url()).pathname) ? 'public, max-age=31536000, immutable' : 'public, max-age=0';
    expect([asset.url(), headers['content-encoding'], headers['cache-control']]).toEqual([asset.url(), 'br', caching]);
  }
});

test('the login page carries one language; the menu brings the others on demand', async ({ openPage }) => {
  const { page, errors } = await openPage({ locale: 'en-US', fresh: true });
  const assets = collectAssets(page);
  await page.goto('/#/user/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(assets.map(async (asset) => (await asset.body()).toString('utf8').toLowerCase()));
  // lang.name of zh-CN and ar-EG (in their locale files only), as written or as the minifier writes them (\u escapes).
  const marks = ['简体中文', 'العربية'].flatMap((text) => [text, jsEscaped(text)]);
  expect(assets.filter((_, i) => marks.some((mark) => bodies[i].includes(mark))).map((asset) => asset.url())).toEqual([]);

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.getByRole('button', { name: 'اللغة' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(errors).toEqual([]);
});

test('home: the page chunk loads alongside user_info; checkHealth and setting/version go out once', async ({ request, openPage }) => {
  const token = await loginToken(request, ADMIN.username, ADMIN.password);
  const { page, errors } = await openPage({ token, locale: 'en-US', fresh: true });
  const requested: { url: string; at: number }[] = [];
  page.on('request', (req) => requested.push({ url: new URL(req.url()).pathname, at: Date.now() }));
  // user_info answers late: whatever waits for it shows up after this moment.
  let userInfoAnsweredAt = Number.POSITIVE_INFINITY;
  await page.route('**/v1/user/user_info', async (route) => {
    await new Promise((done) => setTimeout(done, 1500));
    userInfoAnsweredAt = Date.now();
    await route.continue();
  });
  await page.goto('/#/home');
  await expect(page.getByTestId('home-sources')).toBeVisible();
  await expect(page.getByTestId('server-version')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const homeChunk = requested.find((r) => /p__Home__index\..*\.js$/.test(r.url));
  expect(homeChunk).toBeDefined();
  expect(homeChunk?.at).toBeLessThan(userInfoAnsweredAt);
  const count = (path: string) => requested.filter((r) => r.url === path).length;
  expect(count('/v1/finData/lowFreqData/source/get/checkHealth')).toBe(1);
  expect(count('/v1/setting/version')).toBe(1);
  expect(errors).toEqual([]);
});
