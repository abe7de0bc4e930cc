/**
 * File management against the real server: a user uploads a CSV (and is refused a file type before any
 * call), previews it as a table, deletes it after confirmation; a second user sees none of the first
 * user's files, neither on the page nor through the API.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, api, createUser, loginToken, userIdOf } from '../support/serverApi';
import { expect, test } from '../support/test';

/** A new account that may open the file page. */
async function fileUser(request: APIRequestContext, prefix: string, password: string): Promise<{ username: string; token: string }> {
  const username = await createUser(request, prefix, password);
  const adminToken = await loginToken(request, ADMIN.username, ADMIN.password);
  const userId = await userIdOf(request, username, adminToken);
  const set = await api(request, '/v1/user/access/set', { userId, paths: ['/home', '/user/fileUpload'] }, adminToken);
  expect(set.code).toBe(200);
  return { username, token: await loginToken(request, username, password) };
}

type ChosenFile = { name: string; mimeType: string; buffer: Buffer };

/** Chooses files in the drop zone's file dialog, as a user clicking the zone does. */
async function chooseFiles(page: Page, files: ChosenFile[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Click or drag files here to upload/ }).click();
  await (await chooser).setFiles(files);
}

const fileRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('upload, preview and delete a file; another user cannot see it', async ({ request, openPage }) => {
  const a = await fileUser(request, 'e2e_fa', 'Files@12345');
  const b = await fileUser(request, 'e2e_fb', 'Files@12345');
  const name = `prices-${Date.now().toString(36)}.csv`;
  const kept = `kept-${Date.now().toString(36)}.csv`;

  const { page, errors } = await openPage({ token: a.token, locale: 'en-US' });
  await page.goto('/#/user/fileUpload');
  await expect(page.getByText('No files yet. Upload one above.')).toBeVisible();
  await expect(page.getByText(/Up to 50 MB per file/)).toBeVisible();

  // A refused type never reaches the server.
  let tokenCalls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/v1/user/oss/upload/getToken')) tokenCalls++;
  });
  await chooseFiles(page, [{ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') }]);
  await expect(page.getByText('tool.exe: this file type may not be uploaded.')).toBeVisible();
  expect(tokenCalls).toBe(0);

  // Two uploads at once.
  await chooseFiles(page, [
    { name, mimeType: 'text/csv', buffer: Buffer.from('date,price\n2025-04-01,"1,234.5"\n2025-04-02,99\n') },
    { name: kept, mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2\n') },
  ]);
  await expect(fileRow(page, name)).toBeVisible();
  await expect(fileRow(page, kept)).toBeVisible();
  expect(tokenCalls).toBe(2);

  // Preview: the CSV as a table.
  await fileRow(page, name).getByText('Preview').click();
  const preview = page.getByTestId('file-preview');
  await expect(preview.getByText('1,234.5')).toBeVisible();
  await expect(preview.getByText('2 rows.')).toBeVisible();
  await page.getByRole('dialog', { name }).getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();

  // The second user sees none of it.
  const other = await openPage({ token: b.token, locale: 'en-US' });
  await other.page.goto('/#/user/fileUpload');
  await expect(other.page.getByText('No files yet. Upload one above.')).toBeVisible();
  const theirView = await api(request, '/v1/user/oss/upload/getFileList', { scope: 'all' }, b.token);
  expect(theirView.code).toBe(200);
  expect(theirView.data.total).toBe(0);
  const mine = await api(request, '/v1/user/oss/upload/getFileList', {}, a.token);
  const keptFile = mine.data.list.find((f) => f.name === kept);
  expect(keptFile).toBeDefined();
  expect((await api(request, '/v1/user/oss/upload/delete', { id: keptFile?.id ?? '' }, b.token)).code).toBe(404);

  // Delete after confirmation.
  await fileRow(page, name).getByText('Delete').click();
  await expect(page.getByText(`Delete ${name}? This cannot be undone.`)).toBeVisible();
  await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${name} deleted.`)).toBeVisible();
  await expect(fileRow(page, name)).toHaveCount(0);
  await expect(fileRow(page, kept)).toBeVisible();

  expect(errors).toEqual([]);
  expect(other.errors).toEqual([]);
});
