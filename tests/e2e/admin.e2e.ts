/**
 * Administration against the real server: the administrator creates an account on /user/admin/account and
 * grants it exactly two pages on /user/admin/authentic; the user logs in and the menu shows exactly those
 * pages (and their group); the administrator revokes one and the user's next call of that page is refused
 * by the server (401 with msg), and after a reload the menu entry is gone and the page says "No access".
 * The pages are /user/about and /user/fileUpload: the file page is one whose calls the server gates, so the
 * refusal is visible on the wire (/tool/calculator/seasonal makes no gated call yet).
 */
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newPage, serverUrl } from './browser';
import { ADMIN, api, loginToken, signedInPage, waitForHash } from './userAreaApi';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const treeBox = (page: Page, title: string) => page.locator('.ant-tree-treenode', { has: page.locator(`[title="${title}"]`) }).locator('.ant-tree-checkbox');
const isTicked = async (page: Page, title: string) => (await treeBox(page, title).getAttribute('class'))?.includes('ant-tree-checkbox-checked') ?? false;
async function setTick(page: Page, title: string, ticked: boolean) {
  if ((await isTicked(page, title)) !== ticked) await treeBox(page, title).click();
  expect(await isTicked(page, title)).toBe(ticked);
}

/** Labels of the side menu: top-level entries, and the entries of the open group. */
async function menuLabels(page: Page): Promise<{ top: string[]; open: string[] }> {
  await page.locator('.ant-pro-sider .ant-menu-root').waitFor();
  const top = await page.locator('.ant-pro-sider .ant-menu-root > li.ant-menu-item, .ant-pro-sider .ant-menu-root > li.ant-menu-submenu > .ant-menu-submenu-title').allInnerTexts();
  const open = await page.locator('.ant-pro-sider .ant-menu-submenu-open .ant-menu-sub li.ant-menu-item').allInnerTexts();
  return { top: top.map((t) => t.trim()).filter(Boolean), open: open.map((t) => t.trim()).filter(Boolean) };
}

test('grant two pages, the user sees exactly them; revoke one, the server refuses it at once', async () => {
  const username = `e2e_grant_${Date.now().toString(36)}`;
  const password = 'Grant@12345';
  const adminToken = await loginToken(ADMIN.username, ADMIN.password);
  const admin = await signedInPage(browser, adminToken);

  // Create the account in the UI.
  await admin.page.goto(`${serverUrl()}/#/user/admin/account`);
  await admin.page.locator('tr.ant-table-row').first().waitFor();
  await admin.page.getByRole('button', { name: 'New account' }).click();
  const dialog = admin.page.getByRole('dialog');
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  await dialog.getByLabel('Initial password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await admin.page.getByText(`Account ${username} created.`).waitFor();

  // Grant exactly About and File management.
  await admin.page.goto(`${serverUrl()}/#/user/admin/authentic`);
  await admin.page.getByRole('combobox', { name: 'User' }).click();
  await admin.page.getByRole('combobox', { name: 'User' }).fill(username);
  await admin.page.locator(`.ant-select-item-option[title="${username}"]`).click();
  await admin.page.getByText(`Pages of ${username}`).waitFor();
  await setTick(admin.page, 'Home', false);
  await setTick(admin.page, 'Account', false);
  await setTick(admin.page, 'Usage instructions', false);
  await setTick(admin.page, 'About', true);
  await setTick(admin.page, 'File management', true);
  await admin.page.getByRole('button', { name: 'Save' }).click();
  await admin.page.getByText(`Pages of ${username} saved.`).waitFor();
  await admin.page.locator('td', { hasText: 'auth_user_fileUpload' }).waitFor();

  const { data: users } = await api<{ list: Array<{ id: string; username: string }> }>('/v1/user/admin/list', { keyword: username }, adminToken);
  const userId = users.list.find((u) => u.username === username)!.id;
  const stored = await api<{ paths: string[] }>('/v1/user/access/get', { userId }, adminToken);
  expect(stored.data.paths.sort()).toEqual(['/user', '/user/about', '/user/fileUpload']);

  // The user logs in through the login page of a second browser.
  const user = await newPage(browser, { locale: 'en-US' });
  await user.page.addInitScript(() => window.localStorage.setItem('umi_locale', 'en-US'));
  await user.page.goto(`${serverUrl()}/#/user/login?redirect=${encodeURIComponent('/user/fileUpload')}`);
  await user.page.getByLabel('Username', { exact: true }).fill(username);
  await user.page.locator('input[type=password]').fill(password);
  await user.page.getByRole('button', { name: 'Log in' }).click();
  await waitForHash(user.page, '/user/fileUpload');
  await user.page.getByText('No files yet. Upload one above.').waitFor();
  // The permission demo (/access) has no access key: every signed-in user has it.
  expect(await menuLabels(user.page)).toEqual({ top: ['User area', 'Permission demo'], open: ['About', 'File management'] });

  // Revoke File management.
  await setTick(admin.page, 'File management', false);
  await admin.page.getByRole('button', { name: 'Save' }).click();
  await admin.page.getByText(`Pages of ${username} saved.`).nth(0).waitFor();
  await admin.page.waitForFunction(() => ![...document.querySelectorAll('td')].some((td) => td.textContent === 'auth_user_fileUpload'));

  // The user's next call of the page (the table's reload) is refused by the server: 401 with msg.
  const refused = user.page.waitForResponse((r) => r.url().endsWith('/v1/user/oss/upload/getFileList'));
  await user.page.locator('.ant-pro-table-list-toolbar-setting-item .anticon-reload').click();
  const response = await refused;
  expect(response.status()).toBe(401);
  expect((await response.json()).msg).toBeTruthy();
  await user.page.getByText('You have no permission for this resource.').waitFor();
  // Still signed in (a permission refusal is not a lost session).
  expect(await user.page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeTruthy();

  // After a reload the menu has only About, and the page itself says "No access".
  await user.page.reload();
  await user.page.getByText('No access').waitFor();
  expect(await menuLabels(user.page)).toEqual({ top: ['User area', 'Permission demo'], open: ['About'] });

  expect(admin.errors).toEqual([]);
  expect(user.errors).toEqual([]);
});

test('the audit trail shows what the administrator did', async () => {
  const admin = await signedInPage(browser, await loginToken(ADMIN.username, ADMIN.password));
  await admin.page.goto(`${serverUrl()}/#/user/admin/account`);
  await admin.page.getByRole('tab', { name: 'Audit trail' }).click();
  await admin.page.locator('td', { hasText: 'Pages granted' }).first().waitFor();
  await admin.page.locator('td', { hasText: 'Account created' }).first().waitFor();
  expect(admin.errors).toEqual([]);
});
