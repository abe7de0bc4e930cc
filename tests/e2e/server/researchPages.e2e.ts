/**
 * Issue 11's pages under the real server's Content-Security-Policy: an administrator opens each of the five
 * research and calendar pages, and any `securitypolicyviolation` event, console error or uncaught error fails.
 */
import { ADMIN, loginToken } from '../support/serverApi';
import { expect, test } from '../support/test';

const PAGES = [
  '/tool/research/platts/reports',
  '/tool/research/platts/insights',
  '/tool/research/internal',
  '/tool/calendar/events',
  '/tool/calendar/prdiction',
];

test('the five research and calendar pages load without a CSP violation or a console error', async ({ request, openPage }) => {
  const token = await loginToken(request, ADMIN.username, ADMIN.password);
  const { page, errors } = await openPage({ token, locale: 'en-US' });
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`${page.url()}: ${msg.text()}`);
  });
  for (const path of PAGES) {
    await page.goto(`/#${path}`);
    await expect(page.locator('.ant-pro-page-container').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
  expect(errors).toEqual([]);
});
