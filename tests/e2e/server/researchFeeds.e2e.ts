/**
 * The research feeds section of the library page against the real server: the administrator adds a feed whose
 * address is a local HTTP server serving the RSS fixture (an ftp:// address is refused first), polls it now, sees
 * the result and the run history, and finds the polled item in the library's list.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ADMIN, api, loginToken } from '../support/serverApi';
import { expect, test } from '../support/test';

const PAGE = '/#/tool/research/platts/reports';
const RSS = fs.readFileSync(path.join(__dirname, '../../fixtures/researchFeeds/valid.rss'));

let server: http.Server;
let feedUrl = '';

test.beforeAll(async () => {
  server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(RSS));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`;
});
test.afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

test('an administrator adds a feed, polls it now and finds its items in the library', async ({ request, openPage }) => {
  const token = await loginToken(request, ADMIN.username, ADMIN.password);
  const { page, errors } = await openPage({ token, locale: 'en-US' });
  await page.goto(PAGE);
  await page.getByRole('tab', { name: 'Research feeds' }).click();
  const section = page.getByTestId('research-feeds');
  await section.getByRole('button', { name: 'Add feed' }).click();
  const drawer = page.getByRole('dialog');
  const name = `E2E feed ${Date.now()}`;
  await drawer.getByLabel('Name').fill(name);
  await drawer.getByLabel('Feed address (RSS or Atom)').fill('ftp://example.com/feed.xml');
  await drawer.getByLabel('Publisher').fill('E2E Research');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('Enter an http:// or https:// address.')).toBeVisible();
  await drawer.getByLabel('Feed address (RSS or Atom)').fill(feedUrl);
  // Items are filed as reports (the form's default), which this route lists.
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Feed "${name}" saved.`)).toBeVisible();

  const row = section.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Unknown');
  await row.getByRole('button', { name: 'Poll now' }).click();
  await expect(page.getByText(`Poll of "${name}" finished: 2 new, 0 duplicates, 0 refused.`)).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText('OK');

  await row.getByRole('button', { name: 'Run history' }).click();
  const history = page.getByRole('dialog', { name: `Run history of "${name}"` });
  await expect(history.getByRole('table', { name: 'Runs' })).toContainText('Succeeded');
  await history.getByRole('button', { name: 'Close' }).click();

  const feeds = await api(request, '/v2/researchFeeds/list', undefined, token);
  expect(feeds.data.find((f) => f.name === name)).toMatchObject({ itemsAdded: 2, health: { state: 'OK' } });
  await page.reload();
  await expect(page.getByTestId('research-item').filter({ hasText: 'Propane cargoes into East Asia' })).toBeVisible();
  expect(errors).toEqual([]);
});
