/**
 * Strategies end to end against the real server (demo feed with a short history, scripts/e2e.sh): an analyst copies a
 * seeded spread, previews it over history (the chart draws, badged DEMO DATA), shares it with everyone and saves it;
 * a trader finds it in the board's "add" search and it becomes a live row of the watchlist.
 */
import type { APIRequestContext } from '@playwright/test';
import { openSelectList } from '../support/app';
import { ADMIN, api, createUser, loginToken, userIdOf } from '../support/serverApi';
import { expect, test } from '../support/test';

const PASSWORD = 'Desk@e2e-12345';
const PATHS = ['/tool/trade/realtime', '/tool/trade/realtime/config/strategy', '/tool/trade/realtime/fu'];

async function deskUser(request: APIRequestContext, prefix: string): Promise<string> {
  const adminToken = await loginToken(request, ADMIN.username, ADMIN.password);
  const username = await createUser(request, prefix, PASSWORD);
  const set = await api(request, '/v1/user/access/set', { userId: await userIdOf(request, username, adminToken), paths: PATHS }, adminToken);
  expect(set.code).toBe(200);
  return loginToken(request, username, PASSWORD);
}

test('an analyst creates a strategy with a preview; a trader adds it to a watchlist', async ({ request, openPage }) => {
  const name = `Desk FU spread ${Date.now().toString(36)}`;
  const analyst = await openPage({ token: await deskUser(request, 'analyst'), locale: 'en-US' });
  const page = analyst.page;
  await page.goto('/#/tool/trade/realtime/config/strategy');
  await page.getByRole('row').filter({ hasText: 'FU inner/outer (USD/t)' }).getByRole('button', { name: 'Copy' }).click();
  const editor = page.getByRole('dialog');
  await editor.getByLabel('Name').fill(name);
  await expect(editor.getByText('Formula OK: USD/t')).toBeVisible();
  await editor.getByRole('button', { name: 'Preview' }).click();
  await expect(editor.getByTestId('chart').locator('canvas').first()).toBeVisible({ timeout: 15_000 });
  await expect(editor.getByTestId('demo-badge').first()).toBeVisible();
  await editor.locator('label.ant-radio-button-wrapper').filter({ hasText: 'Everyone' }).click();
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Strategy saved')).toBeVisible();
  expect(analyst.errors).toEqual([]);

  const trader = await openPage({ token: await deskUser(request, 'trader'), locale: 'en-US' });
  await trader.page.goto('/#/tool/trade/realtime');
  const adder = trader.page.getByRole('combobox', { name: 'Add instrument or strategy' });
  await adder.click();
  await adder.fill('Desk FU');
  await openSelectList(trader.page).locator('.ant-select-item-option').filter({ hasText: name }).click();
  const row = trader.page.locator('[data-testid="board-row"]').filter({ hasText: name });
  await expect(row).toBeVisible();
  // The seeded legs tick: the new spread's value (two decimals, its precision) arrives live.
  await expect(row).toHaveText(/-?\d+\.\d\d/, { timeout: 20_000 });
  expect(trader.errors).toEqual([]);
});
