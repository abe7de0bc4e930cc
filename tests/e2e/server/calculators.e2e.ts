/**
 * The calculators against the real server (scripts/e2e.sh: demo feed with a quarter of demo history, the public
 * EIA histories imported on start). Basis: the EIA Brent spot (ds:eia:RBRTE, which ends 2026-08-18 in the shipped
 * file) against Brent futures settlements; the demo history starts after the spot file ends, so the administrator
 * first imports daily bars of ICE.BRENT2610 for July and August 2026 through the bar import (the page's default
 * futures address, the main contract, then follows that contract). Roll return: the demo feed's SHFE.FU contracts
 * give the term structure.
 */
import { ADMIN, api, loginToken } from '../support/serverApi';
import { expect, test } from '../support/test';

/** Weekdays of July and August 2026 up to the spot file's last date, with settlements 70.0, 70.5, ... 74.5, 70.0, ... */
function brentBarsCsv(): string {
  const lines = ['date,open,high,low,close,settle,volume,oi'];
  let i = 0;
  for (let t = Date.UTC(2026, 6, 1); t <= Date.UTC(2026, 7, 18); t += 86_400_000) {
    const day = new Date(t).getUTCDay();
    if (day === 0 || day === 6) continue;
    const price = (70 + (i % 10) * 0.5).toFixed(2);
    lines.push(`${new Date(t).toISOString().slice(0, 10)},${price},${price},${price},${price},${price},100,1000`);
    i++;
  }
  return `${lines.join('\n')}\n`;
}

test("basis of Brent spot against futures: the sign, the chart and today's percentile", async ({ request, openPage }) => {
  const token = await loginToken(request, ADMIN.username, ADMIN.password);
  const imported = await api(
    request,
    '/v2/marketData/bars/import/commit',
    { instrument: 'ICE.BRENT2610', interval: '1d', fileName: 'brent2610.csv', format: 'csv', content: Buffer.from(brentBarsCsv()).toString('base64') },
    token,
  );
  expect(imported.code).toBe(200);
  const { page, errors } = await openPage({ token, locale: 'en-US' });
  await page.goto('/#/tool/calculator/basis');
  await expect(page.getByTestId('basis-sign')).toContainText('basis = spot - futures');
  await expect(page.getByText('Latest common date 2026-08-18')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Percentile in history')).toBeVisible();
  await expect(page.getByTestId('basis-percentile')).toContainText('%');
  await expect(page.getByTestId('chart').first().locator('canvas').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('table', { name: 'Distribution of the basis' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('roll return shows the term structure of the demo feed, badged DEMO DATA', async ({ request, openPage }) => {
  const token = await loginToken(request, ADMIN.username, ADMIN.password);
  const { page, errors } = await openPage({ token, locale: 'en-US' });
  await page.goto('/#/tool/calculator/rollingAnalyzer');
  const table = page.getByRole('table', { name: 'Term structure' });
  await expect(table).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('row').nth(1)).toContainText('M1');
  await expect(table.getByRole('row').nth(1)).toContainText('SHFE.FU');
  await expect(page.getByTestId('roll-variant')).toContainText('ln(near / far) x 12 / months between');
  await expect(page.getByTestId('chart').first().locator('canvas').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('demo-badge').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("the options calculator: Haug's Black-76 example, its implied volatility, the chart, at 1280 and 390 px", async ({ request, openPage }) => {
  const token = await loginToken(request, ADMIN.username, ADMIN.password);
  const { page, errors } = await openPage({ token, locale: 'en-US' });
  await page.goto('/#/tool/calculator/futOptCrossSectionData');
  // The page opens on the cross-section (tests/e2e/server/futOptCrossSectionData.e2e.ts); the calculator is a tab.
  await page.getByRole('tab', { name: 'Single-option calculator' }).click();
  await page.getByText('European (Black-76)').click();
  for (const [label, value] of [
    ['Futures price', '20'],
    ['Strike', '20'],
    ['Days to expiry', String(365 / 3)],
    ['Rate (% a year)', '9'],
    ['Volatility (% a year)', '25'],
  ]) {
    await page.getByRole('spinbutton', { name: label }).fill(value);
  }
  await expect(page.getByTestId('option-result')).toContainText('1.1166');
  await page.getByRole('spinbutton', { name: 'Option price' }).fill('1.1166414565589438');
  await expect(page.getByTestId('option-iv')).toHaveText('Implied volatility: 25.00%');
  // The cross-section tab stays mounted (hidden): the calculator's chart is the one in the visible tab panel.
  await expect(page.getByRole('tabpanel', { name: 'Single-option calculator' }).getByTestId('chart').locator('canvas').first()).toBeVisible({
    timeout: 15_000,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('option-result')).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  expect(errors).toEqual([]);
});
