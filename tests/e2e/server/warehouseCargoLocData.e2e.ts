/**
 * Warehouse and cargo locations in Chromium against the real server: the administrator writes the demo receipts
 * (the DEMO badge shows), imports a receipt file in the SHFE report's columns (previewed, then imported) and reads
 * its changes in the table; then a Kpler export (uploaded through the file area and imported by the data-source
 * run) is searched, generated for two locations, shown on the schematic map and in the flows table.
 */
import { ADMIN, api, loginToken } from '../support/serverApi';
import { expect, test } from '../support/test';

const LOW = '/v1/finData/lowFreqData';
const RECEIPTS = [
  'date,exchange,product,warehouse,previous,receipts,change,unit',
  '2025-03-03,SHFE,E2E-FU,Zhoushan E2E,2800,3000,200,t',
  '2025-03-04,SHFE,E2E-FU,Zhoushan E2E,3000,2700,-300,t',
].join('\n');
const KPLER = [
  'date,location,product,volume,kind',
  '2025-03-03,Singapore E2E,Fuel oil,100,loading',
  '2025-03-04,Singapore E2E,Fuel oil,50,loading',
  '2025-03-04,Rotterdam E2E,Fuel oil,70,discharge',
].join('\n');

test('demo receipts, a receipt import, and cargo flows of two locations on the map', async ({ request, openPage }) => {
  const token = await loginToken(request, ADMIN.username, ADMIN.password);
  // A Kpler export, through the file area and the data-source run (the server's import folder is not the test's).
  const upload = await api(request, '/v1/user/oss/upload/getToken', { filename: 'kpler-e2e.csv', size: Buffer.byteLength(KPLER) }, token);
  expect(upload.httpStatus).toBe(200);
  const put = await request.put(upload.data.url, { headers: upload.data.headers, data: KPLER });
  expect(put.status()).toBe(200);
  expect((await api(request, `${LOW}/source/update/kpler`, { fileId: upload.data.fileId }, token)).data).toMatchObject({ state: 'success', rows: 3 });

  const { page, errors } = await openPage({ token, locale: 'en-US' });
  await page.goto('/#/tool/calculator/warehouseCargoLocData');
  await expect(page.getByRole('tab', { name: 'Warehouse receipts' })).toBeVisible({ timeout: 20_000 });

  // Demo receipts: labelled, shown with the DEMO badge.
  await page.getByRole('button', { name: 'Write demo receipts' }).click();
  await expect(page.getByText(/demo figures written/)).toBeVisible();
  await expect(page.getByTestId('demo-badge').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Warehouse receipts by day' })).toContainText('(demo)');

  // A receipt file: checked first, then imported; its product's changes read back.
  await page.locator('input[type="file"]').setInputFiles({ name: 'receipts.csv', mimeType: 'text/csv', buffer: Buffer.from(RECEIPTS) });
  await page.getByRole('button', { name: /Preview$/ }).click();
  await expect(page.getByText('2 rows can be imported, 0 errors.')).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('2 figures imported.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Product' }).click({ force: true });
  await page.getByText(/^SHFE E2E-FU: 1 warehouses/).click();
  const receipts = page.getByRole('table', { name: 'Warehouse receipts by day' });
  await expect(receipts.getByRole('row').filter({ hasText: '2025-03-04' })).toContainText('-300');
  await expect(page.getByTestId('demo-badge')).toHaveCount(0);

  // Cargo flows: two locations, generated and read back, on the map and in the table.
  await page.getByRole('tab', { name: 'Cargo flows' }).click();
  const form = page.getByRole('form', { name: 'Cargo flow dataset' });
  const picker = form.getByRole('combobox');
  await picker.click({ force: true });
  await picker.fill('E2E');
  await page.getByText('Singapore E2E (loading, 2 rows)').click();
  await page.getByText('Rotterdam E2E (discharge, 1 rows)').click();
  await form.getByLabel('From').fill('2025-03-01');
  await form.getByLabel('To').fill('2025-03-31');
  await form.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByTestId('flows-total')).toHaveText('Total volume 220 over 2 locations');
  await expect(page.getByTestId('flow-map')).toBeVisible();
  await expect(page.getByTestId('hub-ara').locator('circle')).toHaveCount(2);
  const flows = page.getByRole('table', { name: 'Cargo flows' });
  await expect(flows.getByRole('row').filter({ hasText: 'Singapore E2E' }).first()).toContainText('loading');
  expect(errors).toEqual([]);
});
