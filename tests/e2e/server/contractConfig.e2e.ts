/**
 * The contract configuration page against the real server: the administrator adds a version of SHFE.FU and a dated
 * VAT rate (the server then answers them as of their dates); a reader with the real-time pages sees the same data
 * with no edit controls and the note saying why.
 */
import type { Page } from '@playwright/test';
import { addDays } from '../../../common/domain/zonedTime';
import { ADMIN, api, createUser, loginToken, userIdOf } from '../support/serverApi';
import { expect, test } from '../support/test';

const PAGE = '/#/tool/trade/realtime/config/contract';
const fuRow = (page: Page) => page.getByRole('table', { name: 'Products' }).getByRole('row').filter({ hasText: 'SHFE.FU' });
/** Fourteen products fill more than the first page of ten: the search finds FU. */
const findFu = (page: Page) => page.getByRole('searchbox', { name: 'Search this table' }).fill('SHFE.FU');

/** The later of two ISO dates. */
const later = (a: string, b: string) => (a > b ? a : b);

test('an administrator adds an FU version and a VAT rate; both are in force from their dates', async ({ request, openPage }) => {
  const adminToken = await loginToken(request, ADMIN.username, ADMIN.password);
  // The server keeps what an earlier attempt (a retry, --repeat-each) added: the new rows go after it.
  const seeded = await api(request, '/v2/reference/product/versions', { exchange: 'SHFE', code: 'FU' }, adminToken);
  const versionDate = later('2027-01-04', addDays(seeded.data[0].validFrom, 7));
  const rates = await api(request, '/v2/reference/rate/history', { key: 'vat.cn.lpg' }, adminToken);
  const rateDate = later('2027-01-01', addDays(rates.data[0].validFrom, 7));
  const { page, errors } = await openPage({ token: adminToken, locale: 'en-US' });
  await page.goto(PAGE);

  await findFu(page);
  await expect(fuRow(page)).toContainText('Fuel oil 380 (bonded)');
  await fuRow(page).getByRole('button', { name: 'Version history' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('2004-08-25')).toBeVisible();
  await drawer.getByRole('button', { name: 'Add version' }).click();
  await drawer.getByLabel('Valid from').fill('2018-01-01');
  await drawer.getByLabel('Version note').fill('e2e: lot 20 t');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText("A new version must take effect after the product's latest version.")).toBeVisible();
  await drawer.getByLabel('Valid from').fill(versionDate);
  await drawer.getByLabel('Lot').fill('20');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Version from ${versionDate} added to SHFE.FU.`)).toBeVisible();
  await expect(drawer.getByRole('row').filter({ hasText: versionDate })).toContainText('20 (t)');
  const versions = await api(request, '/v2/reference/product/versions', { exchange: 'SHFE', code: 'FU' }, adminToken);
  expect(versions.data.map((v) => [v.validFrom, v.lot])).toEqual([[versionDate, 20], ...seeded.data.map((v) => [v.validFrom, v.lot])]);
  expect(versions.data.slice(-2).map((v) => [v.validFrom, v.lot])).toEqual([
    ['2018-07-16', 10],
    ['2004-08-25', 50],
  ]);
  // The toast above may still show over the drawer's close button: toasts let clicks through (src/umiPlugins/toastCss.ts).
  await expect(page.locator('.ant-message-notice-content').first()).toHaveCSS('pointer-events', 'none');
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();

  await page.getByRole('tab', { name: 'Reference rates' }).click();
  const form = page.getByRole('form', { name: 'Add a dated rate' });
  await form.getByLabel('Key').fill('vat.cn.lpg');
  await form.getByLabel('Valid from').click();
  await expect(form.getByLabel('Unit')).toHaveValue('ratio');
  await form.getByLabel('Valid from').fill(rateDate);
  await form.getByRole('spinbutton', { name: 'Value' }).fill('0.08');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`vat.cn.lpg from ${rateDate} added.`)).toBeVisible();
  const before = await api(request, '/v2/reference/rate/asOf', { key: 'vat.cn.lpg', date: addDays(rateDate, -1) }, adminToken);
  const after = await api(request, '/v2/reference/rate/asOf', { key: 'vat.cn.lpg', date: rateDate }, adminToken);
  expect([before.data?.value, after.data?.value]).toEqual([rates.data[0].value, 0.08]);
  expect(errors).toEqual([]);
});

test('a reader sees the reference data without edit controls', async ({ request, openPage }) => {
  const adminToken = await loginToken(request, ADMIN.username, ADMIN.password);
  const username = await createUser(request, 'reader', 'Reader@12345');
  const userId = await userIdOf(request, username, adminToken);
  const set = await api(request, '/v1/user/access/set', { userId, paths: ['/tool/trade/realtime', '/tool/trade/realtime/config/contract'] }, adminToken);
  expect(set.code).toBe(200);
  const token = await loginToken(request, username, 'Reader@12345');
  const { page, errors } = await openPage({ token, locale: 'en-US' });
  await page.goto(PAGE);

  await expect(page.getByText('You can view everything here; only administrators add versions, rates and mappings.')).toBeVisible();
  await findFu(page);
  await fuRow(page).getByRole('button', { name: 'Version history' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('2018-07-16')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Add version' })).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('tab', { name: 'Month mappings' }).click();
  await expect(page.getByRole('table', { name: 'Month mappings' })).toContainText('ICE.SG380');
  await expect(page.getByRole('form', { name: 'Set mapping' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Reference rates' }).click();
  await expect(page.getByRole('table', { name: 'Reference rates' })).toContainText('fx.usdcny');
  await expect(page.getByRole('form', { name: 'Add a dated rate' })).toHaveCount(0);
  // The server refuses the reader's change too.
  const refused = await api(
    request,
    '/v2/reference/rate/add',
    { key: 'vat.cn.lpg', validFrom: '2028-01-01', value: 0.01, unit: 'ratio', source: 'x', note: '' },
    token,
  );
  expect(refused.httpStatus).toBe(401);
  expect(errors).toEqual([]);
});
