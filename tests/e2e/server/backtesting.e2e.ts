/**
 * Backtesting end to end against the real server (demo feed with a short history, scripts/e2e.sh): a researcher runs a
 * z-score rule on the FU main contract (results, charts, DEMO DATA), then a parameter sweep whose progress arrives on
 * the stream up to the heat map, and a heat-map cell runs that point.
 */
import type { APIRequestContext } from '@playwright/test';
import { ADMIN, api, createUser, loginToken, userIdOf } from '../support/serverApi';
import { expect, test } from '../support/test';

const PASSWORD = 'Research@e2e-12345';
const PATHS = ['/tool/calculator/backtesting', '/tool/trade/realtime/fu'];

async function researcher(request: APIRequestContext): Promise<string> {
  const adminToken = await loginToken(request, ADMIN.username, ADMIN.password);
  const username = await createUser(request, 'research', PASSWORD);
  const set = await api(request, '/v1/user/access/set', { userId: await userIdOf(request, username, adminToken), paths: PATHS }, adminToken);
  expect(set.code).toBe(200);
  return loginToken(request, username, PASSWORD);
}

test('a backtest, then a sweep watched to its heat map; a cell runs that point', async ({ request, openPage }) => {
  const { page, errors } = await openPage({ token: await researcher(request), locale: 'en-US' });
  await page.goto('/#/tool/calculator/backtesting');
  await page.getByLabel('Years of history').fill('1');
  await page.getByLabel('Window', { exact: true }).fill('10');
  await page.getByLabel('Entry |z|', { exact: true }).fill('1');
  await page.getByLabel('Exit |z|', { exact: true }).fill('0.2');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const results = page.getByTestId('backtest-results');
  await expect(results).toBeVisible({ timeout: 20_000 });
  await expect(results.getByTestId('demo-badge').first()).toBeVisible();
  await expect(results.getByTestId('metrics-context')).toContainText('empyrical');
  await expect(results.getByTestId('chart').locator('canvas').first()).toBeVisible();

  await page.getByRole('tab', { name: 'Parameter sweep' }).click();
  await page.getByLabel('Values of Window').fill('5:15:5');
  await page.getByLabel('Values of Entry |z|').fill('1, 1.5');
  await page.getByLabel('Values of Exit |z|').fill('0.2');
  await expect(page.getByTestId('sweep-points')).toHaveText('6 points');
  await page.getByRole('button', { name: 'Run sweep' }).click();
  await expect(page.getByTestId('sweep-status')).toHaveText('Done: 6 points', { timeout: 30_000 });
  await expect(page.getByRole('progressbar')).toBeVisible();
  const cell = page.getByTestId('heat-cell-10-1.5');
  await expect(cell).toBeVisible();
  await cell.click();
  await expect(page.getByRole('tab', { name: 'Results', selected: true })).toBeVisible();
  await expect(page.getByLabel('Window', { exact: true })).toHaveValue('10');
  await expect(page.getByLabel('Entry |z|', { exact: true })).toHaveValue('1.5');
  expect(errors).toEqual([]);
});
