/**
 * The builder's page editor against the real server (issue 22, docs/builder.md "The page editor"): an analyst builds a
 * two-panel page (a history panel over the seeded FU inner/outer spread, drawn live in the panel editor's preview and
 * badged DEMO, and a text panel), resizes the history panel on the grid by dragging its corner, saves version 1, edits and saves
 * version 2, then restores version 1 (saved again as version 3).
 */
import type { APIRequestContext } from '@playwright/test';
import { openSelectList } from '../support/app';
import { ADMIN, api, createUser, loginToken, userIdOf } from '../support/serverApi';
import { expect, test } from '../support/test';

const PASSWORD = 'Desk@e2e-12345';
// The FU page grants the FU series the spread reads.
const PATHS = ['/list/page', '/tool/trade/realtime', '/tool/trade/realtime/fu'];
const SPREAD = 'spread:fu_inner_outer_usd_t';

async function analystToken(request: APIRequestContext): Promise<string> {
  const adminToken = await loginToken(request, ADMIN.username, ADMIN.password);
  const username = await createUser(request, 'builder', PASSWORD);
  const set = await api(request, '/v1/user/access/set', { userId: await userIdOf(request, username, adminToken), paths: PATHS }, adminToken);
  expect(set.code).toBe(200);
  return loginToken(request, username, PASSWORD);
}

test('an analyst builds a two-panel page, saves two versions and restores the first', async ({ request, openPage }) => {
  const title = `FU morning ${Date.now().toString(36)}`;
  const { page, errors } = await openPage({ token: await analystToken(request), locale: 'en-US' });
  await page.goto('/#/list/page');
  await page.getByRole('button', { name: 'New page' }).click();
  await page.getByRole('textbox', { name: 'Page title' }).fill(title);

  // A history panel over the seeded spread: the preview draws it live.
  // As in builderPath.e2e.ts: the add dialog settled on its first kind before Add, the panel's own drawer by name, and
  // the catalogue's answer to the typed search before an option is clicked (a clean-clone run of session 34 once
  // found no "Series 1" picker within 15 s).
  await page.getByRole('button', { name: 'Add panel' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add a panel' });
  await expect(addDialog.locator('.ant-select-selection-item')).toHaveText('History chart');
  await addDialog.getByRole('button', { name: 'Add', exact: true }).click();
  const first = page.getByRole('dialog', { name: 'Panel p1' });
  const picker = first.getByRole('combobox', { name: 'Series 1', exact: true });
  await picker.click();
  const searched = page.waitForResponse((r) => r.url().includes('/v2/marketData/catalog') && (r.request().postData() ?? '').includes(SPREAD));
  await picker.fill(SPREAD);
  await searched;
  await openSelectList(page).locator('.ant-select-item-option').filter({ hasText: SPREAD }).first().click();
  await expect(first.locator('.ant-select-selection-item').filter({ hasText: SPREAD })).toBeVisible();
  await first.getByRole('textbox', { name: 'Panel title' }).fill('FU inner/outer');
  const preview = first.getByTestId('panel-preview');
  await expect(preview.getByTestId('chart').locator('canvas').first()).toBeVisible({ timeout: 20_000 });
  await expect(preview.getByTestId('demo-badge').first()).toBeVisible();
  await first.getByRole('button', { name: 'Done' }).click();
  await expect(first).toHaveCount(0);
  const drawer = page.locator('.ant-drawer-content');

  // A text panel.
  await page.getByRole('button', { name: 'Add panel' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('.ant-select-selector').click();
  await openSelectList(page)
    .locator('.ant-select-item-option')
    .filter({ hasText: /^Text$/ })
    .click();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await drawer.getByRole('textbox', { name: 'Text', exact: true }).fill('Inner/outer widened on Singapore weakness.');
  await drawer.getByRole('button', { name: 'Done' }).click();

  // Resize the history panel by dragging its corner (react-grid-layout): half width -> wider.
  const cell = page.getByTestId('grid-cell-p1');
  await expect(cell).toContainText('12×4');
  // The panel drawer's closing mask must be gone, or it takes the mouse.
  await expect(page.locator('.ant-drawer-mask')).toHaveCount(0);
  const handle = cell.locator('.react-resizable-handle');
  await handle.scrollIntoViewIfNeeded();
  await handle.hover();
  const box = await handle.boundingBox();
  if (!box) throw new Error('no resize handle');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 300, box.y + 10, { steps: 8 });
  await page.mouse.up();
  await expect(cell).not.toContainText('12×4');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved as version 1.')).toBeVisible();
  await expect(page).toHaveURL(/#\/list\/page\?id=/);
  await expect(page.getByText('Version 1', { exact: true })).toBeVisible();

  await page.getByRole('textbox', { name: 'Page title' }).fill(`${title} (v2)`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved as version 2.')).toBeVisible();

  await page.getByRole('button', { name: 'Versions' }).click();
  const versions = page.locator('.ant-drawer-content').filter({ hasText: 'Newest' });
  await versions.getByRole('row').filter({ hasText: /^1/ }).getByRole('button', { name: 'Restore' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Version 1 restored as version 3.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Page title' })).toHaveValue(title);
  await expect(page.getByText('Version 3', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});
