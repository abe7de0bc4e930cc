/**
 * Holdings against the real server: a user with the page imports the CFTC disaggregated sample through the page (a
 * copy with one row off the open-interest identity is refused first, its row named, Import held back), sees the
 * market's weekly table and charts, then generates the DEMO member rankings and reads a contract's three lists with
 * the DEMO badge, and one member across contracts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN, api, createUser, loginToken, userIdOf } from '../support/serverApi';
import { expect, test } from '../support/test';

const PAGE = '/#/tool/calculator/position';
const SAMPLE = fs.readFileSync(path.join(__dirname, '../../../public/samples/position/sample-cot-disaggregated.csv'), 'utf8');

test('import a COT file (refused with a broken row, then clean), read its weeks, then the DEMO member rankings', async ({ request, openPage }) => {
  const adminToken = await loginToken(request, ADMIN.username, ADMIN.password);
  const username = await createUser(request, 'holder', 'Holder@12345');
  const userId = await userIdOf(request, username, adminToken);
  expect((await api(request, '/v1/user/access/set', { userId, paths: ['/tool/calculator/position'] }, adminToken)).code).toBe(200);
  const token = await loginToken(request, username, 'Holder@12345');

  const { page, errors: pageErrors } = await openPage({ token, locale: 'en-US' });
  await page.goto(PAGE);
  await expect(page.getByRole('tab', { name: 'CFTC COT' })).toBeVisible();
  await page.getByRole('button', { name: 'Import COT file' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: /Download the sample/ })).toHaveAttribute('href', '/samples/position/sample-cot-disaggregated.csv');

  // Row 3's open interest raised by 2: longs and shorts no longer add up to it.
  const lines = SAMPLE.split('\r\n');
  const cells = lines[2].split(',');
  cells[7] = String(Number(cells[7]) + 2);
  const broken = [lines[0], lines[1], cells.join(','), ...lines.slice(3)].join('\r\n');
  const input = dialog.locator('input[type="file"]');
  await input.setInputFiles({ name: 'f_year.csv', mimeType: 'text/csv', buffer: Buffer.from(broken) });
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const errors = dialog.getByRole('table', { name: 'Row errors' });
  await expect(errors).toContainText('Open interest does not add up');
  await expect(errors.getByRole('row').nth(1)).toContainText('3');
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  await input.setInputFiles({ name: 'f_year.csv', mimeType: 'text/csv', buffer: Buffer.from(SAMPLE) });
  // Picking a file clears the last preview: wait for that before asking for the new one.
  await expect(errors).toBeHidden();
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText('No errors: the file can be imported.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByText('60 rows imported.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  const table = page.getByRole('table', { name: 'Weekly positions' });
  await expect(table.getByRole('row').nth(1)).toContainText('2025-07-29');
  await expect(page.getByText('Net positions by category: WTI-PHYSICAL - NEW YORK MERCANTILE EXCHANGE')).toBeVisible();
  await expect(page.getByText('COT index over 156 weeks', { exact: false })).toBeVisible();

  await page.getByRole('tab', { name: 'Member rankings' }).click();
  await expect(page.getByText('No rankings yet. Import an exchange file or generate demo rankings.')).toBeVisible();
  await page.getByRole('button', { name: 'Generate demo rankings' }).click();
  await expect(page.getByText(/Demo rankings generated/)).toBeVisible();
  const long = page.getByRole('table', { name: 'Long open interest' });
  await expect(long.getByRole('row').nth(1)).toContainText('演示会员');
  await expect(page.getByRole('table', { name: 'Short open interest' })).toBeVisible();
  await expect(page.getByTestId('demo-badge').first()).toBeVisible();
  await expect(page.getByText(/Net long of the top 5\/10\/20 members/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Member positions by contract' }).getByRole('row').nth(1)).toBeVisible();
  expect(pageErrors).toEqual([]);
});
