/**
 * The spot trade record against the real server: a user with the page downloads the labelled sample window, imports
 * it through the page (preview, then commit), sees the day's records with the after-close rule, the firms, and the
 * Dubai partials of the sample converging into one cargo; a record sent by /v1/setting/mocTrade/update shows too.
 */
import { readFile } from 'node:fs/promises';
import { ADMIN, api, createUser, loginToken, userIdOf } from '../support/serverApi';
import { expect, test } from '../support/test';

const PAGE = '/#/tool/calculator/spotTradeRecord';

test('import the sample window, then the day, the firms and the Dubai convergence', async ({ request, openPage }) => {
  const adminToken = await loginToken(request, ADMIN.username, ADMIN.password);
  const username = await createUser(request, 'windower', 'Window@12345');
  const userId = await userIdOf(request, username, adminToken);
  expect((await api(request, '/v1/user/access/set', { userId, paths: ['/tool/calculator/spotTradeRecord'] }, adminToken)).code).toBe(200);
  const token = await loginToken(request, username, 'Window@12345');

  const { page, errors } = await openPage({ token, locale: 'en-US' });
  await page.goto(PAGE);
  await expect(page.getByRole('table', { name: 'Window records' })).toBeVisible();
  // The page's day is the browser's today; the sample is built for it.
  const day = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });

  await page.getByRole('tab', { name: 'Import' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Download the sample window/ }).click()]);
  expect(download.suggestedFilename()).toBe(`spot-trade-window-SAMPLE-${day}.csv`);
  const sample = await readFile(await download.path());
  await page.locator('input[type="file"]').setInputFiles({ name: 'sample.csv', mimeType: 'text/csv', buffer: sample });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('25 row(s) ready, 0 error(s).')).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText(/Imported: \d+ new, \d+ updated\./)).toBeVisible();

  // One more record by the specification's call, after the close.
  const late = {
    date: day,
    product: 'Gasoil 10ppm',
    instrument: 'cargo',
    side: 'trade',
    buyer: 'Late firm',
    seller: 'Sample firm B',
    priceBasis: 'fixed',
    price: 95.5,
    volume: 150000,
    time: '16:31:00',
  } as const;
  expect((await api(request, '/v1/setting/mocTrade/update', { records: [late] }, token)).code).toBe(200);

  await page.getByRole('tab', { name: "The day's window" }).click();
  const records = page.getByRole('table', { name: 'Window records' });
  await page.reload();
  // 26 records, 10 a page in time order: the table's search finds the late one.
  await expect(records.getByRole('row')).toHaveCount(11);
  await page.getByRole('tabpanel').getByRole('searchbox').fill('Late firm');
  await expect(records.getByText('Late firm')).toBeVisible();
  await expect(records.getByRole('row').filter({ hasText: 'Late firm' })).toContainText('after close');

  await page.getByRole('tab', { name: 'By firm' }).click();
  const firms = page.getByRole('table', { name: 'By firm' });
  await expect(firms.getByRole('row').filter({ hasText: 'Sample firm A' })).toBeVisible();

  await page.getByRole('tab', { name: 'Dubai convergence' }).click();
  await expect(page.getByText('Convergences found: 1')).toBeVisible();
  const found = page.getByRole('table', { name: 'Convergences found' });
  await expect(found.getByRole('row').filter({ hasText: 'Sample firm C' })).toContainText('500,000');

  const convergence = await api(request, '/v2/spotTradeRecord/convergence', { from: day, to: day }, token);
  expect(convergence.data.convergences).toEqual([
    expect.objectContaining({ seller: 'Sample firm C', buyer: 'Sample firm A', partials: 20, cargoBarrels: 500000 }),
  ]);
  expect(errors).toEqual([]);
});
