/**
 * Published reports against the real server (issue 22, docs/builder.md): an analyst (the administrator) saves a
 * two-panel page through the API (the page editor is another part of the issue), publishes it at /list/route for one
 * role; a trader of that role finds it in the menu, opens it and subscribes to one chart, which then shows on home;
 * a trader of another role gets the 403 page at the same address.
 */
import { ADMIN, api, loginToken, userIdOf } from '../support/serverApi';
import { expect, test } from '../support/test';

const PASSWORD = 'Trader@12345';
const FU = 'md:SHFE.FU@main';

test('a report for one role: in its trader’s menu, a chart subscribed onto home; another role gets 403', async ({ request, openPage }) => {
  const stamp = Date.now().toString(36);
  const adminToken = await loginToken(request, ADMIN.username, ADMIN.password);
  const roleA = `fuelDesk${stamp}`;
  const roleB = `ptaDesk${stamp}`;
  for (const name of [roleA, roleB]) expect((await api(request, '/v1/user/role/create', { name }, adminToken)).code).toBe(200);
  const trader = async (prefix: string, role: string) => {
    const username = `${prefix}_${stamp}`;
    expect((await api(request, '/v1/user/admin/create', { username, password: PASSWORD, name: username, role }, adminToken)).code).toBe(200);
    const userId = await userIdOf(request, username, adminToken);
    const paths = ['/home', '/report/*', '/tool/trade/realtime', '/tool/trade/realtime/fu'];
    expect((await api(request, '/v1/user/access/set', { userId, paths }, adminToken)).code).toBe(200);
    return loginToken(request, username, PASSWORD);
  };
  const fuelTrader = await trader('fuel', roleA);
  const ptaTrader = await trader('pta', roleB);

  // The analyst's two-panel page, saved through the API.
  const title = `Fuel-oil morning ${stamp}`;
  const saved = await api(
    request,
    '/v2/builder/page/save',
    {
      title,
      panels: [
        { kind: 'history', id: 'fu', title: { text: 'FU main close' }, series: [{ address: FU }] },
        { kind: 'text', id: 'note', title: { text: 'Desk note' }, body: { text: 'The FU main contract, daily closes (demo feed).' } },
      ],
      layout: { fu: { x: 0, y: 0, w: 16, h: 4 }, note: { x: 16, y: 0, w: 8, h: 4 } },
    } as never, // the body schema types only each panel's kind, id and layout (common/contract/builder.ts)
    adminToken,
  );
  expect(saved.code).toBe(200);

  // Published in the UI at /list/route for the fuel desk's role.
  const slug = `fuel-oil-morning-${stamp}`;
  const analyst = await openPage({ token: adminToken, locale: 'en-US' });
  await analyst.page.goto('/#/list/route');
  await analyst.page.getByRole('button', { name: /Publish a page/ }).click();
  const form = analyst.page.getByTestId('publish-form');
  await form.getByLabel('Address').fill(slug);
  await form.getByRole('combobox', { name: 'Page' }).click();
  await analyst.page.getByTitle(title, { exact: true }).last().click();
  await form.getByRole('combobox', { name: 'Roles' }).click();
  await analyst.page.getByTitle(roleA, { exact: true }).last().click();
  await analyst.page.keyboard.press('Escape');
  await analyst.page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(analyst.page.getByRole('row').filter({ hasText: `/report/${slug}` })).toContainText(roleA);
  expect(analyst.errors).toEqual([]);

  // The fuel trader: the report in the menu, opened, one chart subscribed, then on home.
  const fuel = await openPage({ token: fuelTrader, locale: 'en-US' });
  await fuel.page.goto('/#/home');
  const menu = fuel.page.getByRole('menu').first();
  await menu.getByText('Report', { exact: true }).click();
  await menu.getByRole('link', { name: title }).click();
  await expect(fuel.page.getByTestId('page-view')).toBeVisible();
  await expect(fuel.page).toHaveURL(new RegExp(`#/report/${slug}$`));
  await fuel.page.getByRole('button', { name: 'Subscribe to FU main close on your home page' }).click();
  await expect(fuel.page.getByRole('button', { name: 'FU main close is on your home page with these values' })).toBeVisible();
  await fuel.page.goto('/#/home');
  const subscribed = fuel.page.getByTestId('home-subscribed');
  await expect(subscribed.getByTestId('subscribed-chart')).toHaveCount(1);
  await expect(subscribed.getByText('FU main close')).toBeVisible();
  await expect(subscribed.locator('[data-panel="fu"][data-drawn="true"]')).toBeVisible({ timeout: 30_000 });
  expect(fuel.errors).toEqual([]);

  // Another role: the 403 page at the same address, and no report in the menu.
  const pta = await openPage({ token: ptaTrader, locale: 'en-US' });
  await pta.page.goto(`/#/report/${slug}`);
  await expect(pta.page.getByText('No access')).toBeVisible();
  await expect(pta.page.getByTestId('page-view')).toHaveCount(0);
  await expect(pta.page.getByRole('link', { name: title })).toHaveCount(0);
});
