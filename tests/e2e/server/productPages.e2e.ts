/**
 * The ten product pages (issue 20) against the real server with the demo feed: an administrator opens each in English
 * and Chinese, at 1280 px and then at 390 px, and any console error, uncaught error, Content-Security-Policy violation,
 * invalid spec or sideways scroll of the page fails; on the FU page a live value changes while it is open.
 */
import { ADMIN, loginToken } from '../support/serverApi';
import { expect, test } from '../support/test';

const PAGES = ['fu', 'lu', 'lpg_fei', 'pdh', 'px', 'pta', 'oilOtc', 'uc', 'oil_term_spread', 'macroDiffToReal'];

const sidewaysOverflow = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const locale of ['en-US', 'zh-CN'] as const) {
  test(`${locale}: the ten product pages draw at 1280 and 390 px without errors or sideways scroll`, async ({ request, openPage }) => {
    test.setTimeout(180_000);
    const token = await loginToken(request, ADMIN.username, ADMIN.password);
    const { page, errors } = await openPage({ token, locale });
    const problems: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
    });
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`${page.url()}: ${msg.text()}`);
    });
    for (const name of PAGES) {
      await page.setViewportSize({ width: 1280, height: 850 });
      await page.goto(`/#/tool/trade/realtime/${name}`);
      const view = page.getByTestId('page-view');
      await expect(view).toHaveAttribute('data-page', name);
      await expect(page.getByTestId('page-spec-invalid')).toHaveCount(0);
      await expect(view.getByTestId('page-panel').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect.soft({ name, width: 1280, overflow: await sidewaysOverflow(page) }).toEqual({ name, width: 1280, overflow: 0 });
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(view.getByTestId('page-panel').first()).toBeVisible();
      expect.soft({ name, width: 390, overflow: await sidewaysOverflow(page) }).toEqual({ name, width: 390, overflow: 0 });
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('the FU page follows its live values from the demo feed, badged DEMO DATA', async ({ request, openPage }) => {
  const token = await loginToken(request, ADMIN.username, ADMIN.password);
  const { page, errors } = await openPage({ token, locale: 'en-US' });
  await page.goto('/#/tool/trade/realtime/fu');
  const row = page.locator('[data-testid="page-panel"][data-panel="live"] [data-testid="board-row"][data-address="md:SHFE.FU@main"]');
  await expect(row).toBeVisible();
  await expect(row.locator('td').first()).toHaveText(/\d/, { timeout: 15_000 });
  const first = await row.innerText();
  await expect.poll(() => row.innerText(), { timeout: 20_000 }).not.toBe(first);
  await expect(page.getByTestId('demo-badge').first()).toBeVisible();
  expect(errors).toEqual([]);
});
