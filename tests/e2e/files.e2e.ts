/**
 * File management against the real server: a user uploads a CSV (and is refused a file type before any
 * call), previews it as a table, deletes it after confirmation; a second user sees none of the first
 * user's files, neither on the page nor through the API.
 */
import type { Browser } from 'playwright-core';
import { launchChromium, serverUrl } from './browser';
import { ADMIN, api, createUser, loginToken, signedInPage } from './userAreaApi';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A new account that may open the file page. */
async function fileUser(prefix: string, password: string): Promise<{ username: string; token: string }> {
  const username = await createUser(prefix, password);
  const adminToken = await loginToken(ADMIN.username, ADMIN.password);
  const { data } = await api<{ list: Array<{ id: string; username: string }> }>('/v1/user/admin/list', { keyword: username }, adminToken);
  const userId = data.list.find((u) => u.username === username)!.id;
  const set = await api('/v1/user/access/set', { userId, paths: ['/home', '/user/fileUpload'] }, adminToken);
  expect(set.code).toBe(200);
  return { username, token: await loginToken(username, password) };
}

test('upload, preview and delete a file; another user cannot see it', async () => {
  const a = await fileUser('e2e_fa', 'Files@12345');
  const b = await fileUser('e2e_fb', 'Files@12345');
  const name = `prices-${Date.now().toString(36)}.csv`;
  const kept = `kept-${Date.now().toString(36)}.csv`;

  const { page, errors } = await signedInPage(browser, a.token);
  await page.goto(`${serverUrl()}/#/user/fileUpload`);
  await page.getByText('No files yet. Upload one above.').waitFor();
  await page.getByText(/Up to 50 MB per file/).waitFor();
  const input = page.locator('input[type=file]');

  // A refused type never reaches the server.
  let tokenCalls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/v1/user/oss/upload/getToken')) tokenCalls++;
  });
  await input.setInputFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await page.getByText('tool.exe: this file type may not be uploaded.').waitFor();
  expect(tokenCalls).toBe(0);

  // Two uploads at once.
  await input.setInputFiles([
    { name, mimeType: 'text/csv', buffer: Buffer.from('date,price\n2025-04-01,"1,234.5"\n2025-04-02,99\n') },
    { name: kept, mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2\n') },
  ]);
  await page.locator('tr.ant-table-row', { hasText: name }).waitFor();
  await page.locator('tr.ant-table-row', { hasText: kept }).waitFor();
  expect(tokenCalls).toBe(2);

  // Preview: the CSV as a table.
  await page.locator('tr.ant-table-row', { hasText: name }).getByText('Preview').click();
  const preview = page.getByTestId('file-preview');
  await preview.getByText('1,234.5').waitFor();
  await preview.getByText('2 rows.').waitFor();
  await page.locator('.ant-modal-close').click();
  await preview.waitFor({ state: 'hidden' });

  // The second user sees none of it.
  const other = await signedInPage(browser, b.token);
  await other.page.goto(`${serverUrl()}/#/user/fileUpload`);
  await other.page.getByText('No files yet. Upload one above.').waitFor();
  const theirView = await api<{ total: number; list: Array<{ id: string; name: string }> }>('/v1/user/oss/upload/getFileList', { scope: 'all' }, b.token);
  expect(theirView.code).toBe(200);
  expect(theirView.data.total).toBe(0);
  const mine = await api<{ list: Array<{ id: string; name: string }> }>('/v1/user/oss/upload/getFileList', {}, a.token);
  const keptId = mine.data.list.find((f) => f.name === kept)!.id;
  expect((await api('/v1/user/oss/upload/delete', { id: keptId }, b.token)).code).toBe(404);

  // Delete after confirmation.
  await page.locator('tr.ant-table-row', { hasText: name }).getByText('Delete').click();
  await page.getByText(`Delete ${name}? This cannot be undone.`).waitFor();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
  await page.getByText(`${name} deleted.`).waitFor();
  await page.locator('tr.ant-table-row', { hasText: name }).waitFor({ state: 'detached' });
  await page.locator('tr.ant-table-row', { hasText: kept }).waitFor();

  expect(errors).toEqual([]);
  expect(other.errors).toEqual([]);
});
