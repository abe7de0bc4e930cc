/**
 * Administration against the real server: the administrator creates an account on /user/admin/account and
 * grants it exactly two pages on /user/admin/authentic; the user logs in and the menu shows exactly those
 * pages (and their group); the administrator revokes one and the user's next call of that page is refused
 * by the server (401 with msg), and after a reload the menu entry is gone and the page says "No access".
 * The pages are /user/about and /user/fileUpload: the file page is one whose calls the server gates, so the
 * refusal is visible on the wire (/tool/calculator/seasonal makes no gated call yet).
 */
import type { Page } from '@playwright/test';
import { atRoute, dataRows, logInWithPassword, openSelectList, storedToken } from '../support/app';
import { ADMIN, api, loginToken, userIdOf } from '../support/serverApi';
import { expect, test } from '../support/test';

/** The check box of a page in the access tree (the tree names each one "Select <page>"). */
const tickBox = (page: Page, title: string) => page.getByRole('tree').getByRole('checkbox', { name: `Select ${title}`, exact: true });

async function setTick(page: Page, title: string, ticked: boolean) {
  const box = tickBox(page, title);
  if ((await box.isChecked()) !== ticked) await box.click();
  await expect(box).toBeChecked({ checked: ticked });
}

/** Labels of the side menu: top-level entries, and the entries of the open group. */
async function menuLabels(page: Page): Promise<{ top: string[]; open: string[] }> {
  const items = page.getByRole('complementary').getByRole('menu').first().getByRole('menuitem');
  const labelled = await items.evaluateAll((elements) => {
    // The first entry belongs to the top-level menu; an open group's entries sit in a menu of their own.
    const root = elements[0]?.closest('[role="menu"]');
    return elements.map((el) => ({ label: (el.textContent ?? '').trim(), top: el.closest('[role="menu"]') === root }));
  });
  const labels = (top: boolean) => labelled.filter((item) => item.top === top && item.label).map((item) => item.label);
  return { top: labels(true), open: labels(false) };
}

test('grant two pages, the user sees exactly them; revoke one, the server refuses it at once', async ({ request, openPage }) => {
  const username = `e2e_grant_${Date.now().toString(36)}`;
  const password = 'Grant@12345';
  const adminToken = await loginToken(request, ADMIN.username, ADMIN.password);
  const admin = await openPage({ token: adminToken, locale: 'en-US' });

  // Create the account in the UI.
  await admin.page.goto('/#/user/admin/account');
  await expect(dataRows(admin.page.getByRole('tabpanel', { name: 'Accounts' }).getByRole('table')).first()).toBeVisible();
  await admin.page.getByRole('button', { name: 'New account' }).click();
  const dialog = admin.page.getByRole('dialog');
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  await dialog.getByLabel('Initial password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(admin.page.getByText(`Account ${username} created.`)).toBeVisible();

  // Grant exactly About and File management.
  await admin.page.goto('/#/user/admin/authentic');
  const picker = admin.page.getByRole('combobox', { name: 'User' });
  await picker.click();
  await picker.fill(username);
  // The listed choice (its title is the user's label: the username, as the account has no other name).
  await openSelectList(admin.page).getByTitle(username, { exact: true }).click();
  await expect(admin.page.getByText(`Pages of ${username}`)).toBeVisible();
  await setTick(admin.page, 'Home', false);
  await setTick(admin.page, 'Account', false);
  await setTick(admin.page, 'Usage instructions', false);
  await setTick(admin.page, 'About', true);
  await setTick(admin.page, 'File management', true);
  await admin.page.getByRole('button', { name: 'Save' }).click();
  await expect(admin.page.getByText(`Pages of ${username} saved.`)).toBeVisible();
  await expect(admin.page.getByRole('cell', { name: 'auth_user_fileUpload', exact: true })).toBeVisible();

  const userId = await userIdOf(request, username, adminToken);
  const stored = await api(request, '/v1/user/access/get', { userId }, adminToken);
  expect(stored.data.paths.sort()).toEqual(['/user', '/user/about', '/user/fileUpload']);

  // The user logs in through the login page of a second browser.
  const user = await openPage({ locale: 'en-US' });
  await user.page.goto(`/#/user/login?redirect=${encodeURIComponent('/user/fileUpload')}`);
  await logInWithPassword(user.page, username, password);
  await expect(user.page).toHaveURL(atRoute('/user/fileUpload'));
  await expect(user.page.getByText('No files yet. Upload one above.')).toBeVisible();
  // The permission demo (/access) has no access key: every signed-in user has it.
  await expect.poll(() => menuLabels(user.page)).toEqual({ top: ['User area', 'Permission demo'], open: ['About', 'File management'] });

  // Revoke File management. (Button names are matched by substring: after a save, antd may leave its
  // collapsed loading icon in the button, which then reads "loading Save".)
  await setTick(admin.page, 'File management', false);
  await admin.page.getByRole('button', { name: 'Save' }).click();
  // The notice of the first save may still be showing.
  await expect(admin.page.getByText(`Pages of ${username} saved.`).first()).toBeVisible();
  await expect(admin.page.getByRole('cell', { name: 'auth_user_fileUpload', exact: true })).toHaveCount(0);

  // The user's next call of the page (the table's reload) is refused by the server: 401 with msg.
  const refused = user.page.waitForResponse((r) => r.url().endsWith('/v1/user/oss/upload/getFileList'));
  await user.page.getByRole('main').getByRole('img', { name: 'reload', exact: true }).click();
  const response = await refused;
  expect(response.status()).toBe(401);
  expect((await response.json()).msg).toBeTruthy();
  await expect(user.page.getByText('You have no permission for this resource.')).toBeVisible();
  // Still signed in (a permission refusal is not a lost session).
  await expect.poll(() => storedToken(user.page)).toBeTruthy();

  // After a reload the menu has only About, and the page itself says "No access".
  await user.page.reload();
  await expect(user.page.getByText('No access')).toBeVisible();
  await expect.poll(() => menuLabels(user.page)).toEqual({ top: ['User area', 'Permission demo'], open: ['About'] });

  expect(admin.errors).toEqual([]);
  expect(user.errors).toEqual([]);
});

test('the audit trail shows what the administrator did', async ({ request, openPage }) => {
  const admin = await openPage({ token: await loginToken(request, ADMIN.username, ADMIN.password), locale: 'en-US' });
  await admin.page.goto('/#/user/admin/account');
  await admin.page.getByRole('tab', { name: 'Audit trail' }).click();
  await expect(admin.page.getByRole('cell', { name: 'Pages granted' }).first()).toBeVisible();
  await expect(admin.page.getByRole('cell', { name: 'Account created' }).first()).toBeVisible();
  expect(admin.errors).toEqual([]);
});
