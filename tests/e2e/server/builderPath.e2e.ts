/**
 * The builder's whole path against the real server (issue 22, "How it is verified"; docs/builder.md): an analyst (a
 * user holding the builder's keys, not an administrator) builds a two-panel page in the page editor at /list/page (a
 * history panel over the FU main contract, drawn live in the panel editor's preview, and a text panel) and saves it,
 * then publishes it at /list/route for one role, typing the role's name as a non-administrator does. A trader of that
 * role finds the report in the menu, opens it and subscribes to its chart, which then shows on home; a trader of
 * another role gets the 403 page at the same address and no report in the menu. Only the accounts, roles and keys are
 * set up through the API. Dragging, resizing and versions of the editor are builderEditor.e2e.ts's.
 */
import type { APIRequestContext } from '@playwright/test';
import { openSelectList } from '../support/app';
import { ADMIN, api, loginToken, userIdOf } from '../support/serverApi';
import { expect, test } from '../support/test';

const PASSWORD = 'Desk@e2e-12345';
const FU = 'md:SHFE.FU@main';
// The FU page grants the FU series the history panel reads (the analyst's preview, the trader's report and home).
const FU_KEYS = ['/tool/trade/realtime', '/tool/trade/realtime/fu'];
const ANALYST_KEYS = ['/list/page', '/list/route', ...FU_KEYS];
const TRADER_KEYS = ['/home', '/report/*', ...FU_KEYS];

/** A new account (of `role`, if given) holding `paths`, signed in: its token. */
async function account(request: APIRequestContext, adminToken: string, username: string, paths: string[], role?: string): Promise<string> {
  const created = await api(request, '/v1/user/admin/create', { username, password: PASSWORD, name: username, ...(role ? { role } : {}) }, adminToken);
  expect(created.code).toBe(200);
  const set = await api(request, '/v1/user/access/set', { userId: await userIdOf(request, username, adminToken), paths }, adminToken);
  expect(set.code).toBe(200);
  return loginToken(request, username, PASSWORD);
}

test('an analyst builds a two-panel page, publishes it for one role; its trader subscribes a chart onto home, another role gets 403', async ({
  request,
  openPage,
}) => {
  const stamp = Date.now().toString(36);
  const adminToken = await loginToken(request, ADMIN.username, ADMIN.password);
  const fuelRole = `fuelDesk${stamp}`;
  const ptaRole = `ptaDesk${stamp}`;
  for (const name of [fuelRole, ptaRole]) expect((await api(request, '/v1/user/role/create', { name }, adminToken)).code).toBe(200);
  const analystToken = await account(request, adminToken, `analyst_${stamp}`, ANALYST_KEYS);
  const fuelToken = await account(request, adminToken, `fuel_${stamp}`, TRADER_KEYS, fuelRole);
  const ptaToken = await account(request, adminToken, `pta_${stamp}`, TRADER_KEYS, ptaRole);

  // 1. The analyst builds the page in the editor.
  const title = `Fuel-oil morning ${stamp}`;
  const analyst = await openPage({ token: analystToken, locale: 'en-US' });
  const { page } = analyst;
  await page.goto('/#/list/page');
  await page.getByRole('button', { name: 'New page' }).click();
  await page.getByRole('textbox', { name: 'Page title' }).fill(title);

  // A history panel (the kind the add dialog starts with) over the FU main contract: the preview draws it live.
  await page.getByRole('button', { name: 'Add panel' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add a panel' });
  await expect(addDialog.getByRole('combobox', { name: 'Kind' })).toBeVisible();
  await expect(addDialog.locator('.ant-select-selection-item')).toHaveText('History chart');
  await addDialog.getByRole('button', { name: 'Add', exact: true }).click();
  const first = page.getByRole('dialog', { name: 'Panel p1' });
  const picker = first.getByRole('combobox', { name: 'Series 1', exact: true });
  await picker.click();
  // The options settle once the catalogue has answered the typed search: a click before that can land on an option
  // the answer replaces, and nothing is chosen.
  const searched = page.waitForResponse((r) => r.url().includes('/v2/marketData/catalog') && (r.request().postData() ?? '').includes('FU@main'));
  await picker.fill(FU);
  await searched;
  await openSelectList(page).locator('.ant-select-item-option').filter({ hasText: FU }).first().click();
  await expect(first.locator('.ant-select-selection-item').filter({ hasText: FU })).toBeVisible();
  await first.getByRole('textbox', { name: 'Panel title' }).fill('FU main close');
  const preview = first.getByTestId('panel-preview');
  await expect(preview.getByTestId('chart').locator('canvas').first()).toBeVisible({ timeout: 20_000 });
  await expect(preview.getByTestId('demo-badge').first()).toBeVisible();
  await first.getByRole('button', { name: 'Done' }).click();
  await expect(first).toHaveCount(0);

  // A text panel beside it.
  await page.getByRole('button', { name: 'Add panel' }).click();
  const kind = addDialog.getByRole('combobox', { name: 'Kind' });
  // Typing into the select's search opens its list (its shown value covers the input, so it takes no click).
  await kind.fill('Text');
  await openSelectList(page).getByTitle('Text', { exact: true }).click();
  await expect(addDialog.locator('.ant-select-selection-item')).toHaveText('Text');
  await addDialog.getByRole('button', { name: 'Add', exact: true }).click();
  const second = page.getByRole('dialog', { name: 'Panel p2' });
  await second.getByRole('textbox', { name: 'Panel title' }).fill('Desk note');
  await second.getByRole('textbox', { name: 'Text', exact: true }).fill('The FU main contract, daily closes (demo feed).');
  await second.getByRole('button', { name: 'Done' }).click();
  await expect(second).toHaveCount(0);

  await expect(page.getByTestId('grid-cell-p1')).toBeVisible();
  await expect(page.getByTestId('grid-cell-p2')).toBeVisible();
  await page.getByRole('button', { name: /Save$/ }).click();
  await expect(page.getByText('Saved as version 1.')).toBeVisible();
  await expect(page).toHaveURL(/#\/list\/page\?id=/);

  // 2. The analyst publishes it at /list/route for the fuel desk's role; not an administrator, they type its name.
  const slug = `fuel-oil-morning-${stamp}`;
  await page.goto('/#/list/route');
  await page.getByRole('button', { name: /Publish a page$/ }).click();
  const form = page.getByTestId('publish-form');
  await form.getByLabel('Address').fill(slug);
  await form.getByRole('combobox', { name: 'Page' }).click();
  await openSelectList(page).getByTitle(title, { exact: true }).click();
  const roles = form.getByRole('combobox', { name: 'Roles' });
  await roles.fill(fuelRole);
  // The typed name is offered as an option; Enter takes it, as the field's hint says.
  await expect(openSelectList(page).getByTitle(fuelRole, { exact: true })).toBeVisible();
  await roles.press('Enter');
  await expect(form.locator('.ant-select-selection-item').filter({ hasText: fuelRole })).toBeVisible();
  const publishDialog = page.getByRole('dialog', { name: 'Publish a page' });
  await publishDialog.getByRole('button', { name: /Publish$/ }).click();
  await expect(publishDialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: `/report/${slug}` });
  await expect(row).toContainText(fuelRole);
  await expect(row).toContainText(title);
  expect(analyst.errors).toEqual([]);

  // 3. The fuel trader: the report in the menu, opened with both panels, one chart subscribed, then on home.
  const fuel = await openPage({ token: fuelToken, locale: 'en-US' });
  await fuel.page.goto('/#/home');
  const menu = fuel.page.getByRole('menu').first();
  await menu.getByText('Report', { exact: true }).click();
  await menu.getByRole('link', { name: title }).click();
  const view = fuel.page.getByTestId('page-view');
  await expect(view).toBeVisible();
  await expect(fuel.page).toHaveURL(new RegExp(`#/report/${slug}$`));
  await expect(view.locator('[data-panel="p1"]')).toContainText('FU main close');
  await expect(view.locator('[data-panel="p2"]')).toContainText('The FU main contract, daily closes (demo feed).');
  await fuel.page.getByRole('button', { name: /Subscribe to FU main close on your home page$/ }).click();
  await expect(fuel.page.getByRole('button', { name: /FU main close is on your home page with these values$/ })).toBeVisible();
  await fuel.page.goto('/#/home');
  const subscribed = fuel.page.getByTestId('home-subscribed');
  await expect(subscribed.getByTestId('subscribed-chart')).toHaveCount(1);
  await expect(subscribed.getByText('FU main close')).toBeVisible();
  await expect(subscribed.locator('[data-panel="p1"][data-drawn="true"]')).toBeVisible({ timeout: 30_000 });
  expect(fuel.errors).toEqual([]);

  // 4. Another role: the 403 page at the same address, and no report in the menu.
  const pta = await openPage({ token: ptaToken, locale: 'en-US' });
  // The menu's reports come from report/list alone: once it has answered, a link to the report could only be there now.
  const ptaMenu = pta.page.waitForResponse((response) => response.url().endsWith('/v2/builder/report/list') && response.ok());
  await pta.page.goto(`/#/report/${slug}`);
  await expect(pta.page.getByText('No access')).toBeVisible();
  await expect(pta.page.getByTestId('page-view')).toHaveCount(0);
  await ptaMenu;
  await expect(pta.page.getByRole('link', { name: title })).toHaveCount(0);
  expect(pta.errors).toEqual([]);
});
