/**
 * The options cross-section against the real server (scripts/e2e.sh: the demo feed serves SC): the page opens on
 * the latest demo chain of the first underlying, marked DEMO, with its smile, term structure, open interest by
 * strike, chain table and skew history; the administrator imports the shipped sample settlement file (a file with a
 * bad row first: row errors listed, nothing stored), then reads that day's imported chain, not marked DEMO, whose
 * ATM volatility comes back near the sample smile's 32 %; the page fits 390 px.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openSelectList } from '../support/app';
import { ADMIN, loginToken } from '../support/serverApi';
import { expect, test } from '../support/test';

const SAMPLE = fs.readFileSync(path.join(__dirname, '../../fixtures/options/option-settlements-sample.csv'), 'utf8');

test('demo chains, a settlement import with row errors then clean, the imported chain, at 1280 and 390 px', async ({ request, openPage }) => {
  const token = await loginToken(request, ADMIN.username, ADMIN.password);
  const { page, errors } = await openPage({ token, locale: 'en-US' });
  await page.goto('/#/tool/calculator/futOptCrossSectionData');

  // The demo chain of the first underlying (DCE.PG in product order), today or the trading day before.
  const source = page.getByTestId('chain-source');
  await expect(source).toContainText('Demo option chains of', { timeout: 30_000 });
  await expect(source.getByTestId('demo-badge')).toBeVisible();
  await expect(page.getByTestId('expiry-figures')).toContainText('%');
  const chainTable = page.getByRole('table', { name: 'Option chain' });
  await expect(chainTable.getByRole('row')).toHaveCount(11);
  await expect(page.getByTestId('chart').first().locator('canvas').first()).toBeVisible({ timeout: 15_000 });

  // SC, then the import tab.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('combobox', { name: 'Underlying' }).click({ force: true });
  await openSelectList(page).getByTitle('Crude oil (INE.SC)').click();
  await expect(source).toContainText('Demo option chains of');
  await page.getByRole('tab', { name: 'Import settlements' }).click();

  const bad = SAMPLE.replace('SC2506C510', 'SC2506X510');
  await page.locator('input[type="file"]').setInputFiles({ name: 'sc-bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await page.getByRole('button', { name: 'Preview' }).click();
  const rowErrors = page.getByRole('table', { name: 'Row errors' });
  await expect(rowErrors).toContainText('Not an option code');
  await expect(rowErrors.getByRole('cell', { name: '4', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  await page.locator('input[type="file"]').setInputFiles({ name: 'option-settlements-sample.csv', mimeType: 'text/csv', buffer: Buffer.from(SAMPLE) });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('26 rows to store, 0 errors')).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Stored 26 rows (2025-04-01)')).toBeVisible();

  // The imported day: no DEMO badge, IVs from the settlements (the sample smile is 32 % at the money).
  // The tab keeps its choice (SC); after the import its chain reloads and, without a day chosen, shows the latest
  // imported day; asking for that day explicitly gives the same chain.
  await page.getByRole('tab', { name: 'Cross-section' }).click();
  await page.getByRole('textbox', { name: 'Trading day' }).fill('2025-04-01');
  await expect(source).toContainText('Imported settlements of 2025-04-01 (import:option-settlements-sample.csv)', { timeout: 20_000 });
  await expect(source.getByTestId('demo-badge')).toHaveCount(0);
  const atm = page.getByTestId('expiry-figures').locator('.ant-descriptions-item', { hasText: 'ATM implied volatility' });
  await expect(atm).toContainText(/3[12]\.\d\d%/);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('expiry-figures')).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  expect(errors).toEqual([]);
});
