/**
 * /user/about against the real server: an administrator publishes a new main version; an open console in
 * another browser shows the update notice once its clock passes the 120 s version poll (faked clock), not
 * before. The build's main version is published again at the end so later tests see no notice.
 */
import type { Browser } from 'playwright-core';
import { launchChromium, serverUrl } from './browser';
import { ADMIN, api, createUser, loginToken, signedInPage } from './userAreaApi';

const NOTICE = 'A new version is available';
let browser: Browser;
let adminToken: string;
let buildVersion: string;

beforeAll(async () => {
  browser = await launchChromium();
  adminToken = await loginToken(ADMIN.username, ADMIN.password);
  buildVersion = (await api<{ version: string }>('/v1/setting/version', {}, adminToken)).version;
});
afterAll(async () => {
  // Back to the build's main version (a later build of it), so other tests run without the notice.
  if (adminToken && buildVersion) await api('/v1/setting/version/set', { version: `${buildVersion.split('.')[0]}.99`, note: 'e2e: restore main version' }, adminToken);
  await browser?.close();
});

test('publishing a new main version shows the update notice in an open client within 120 s', async () => {
  const password = 'Viewer@12345';
  const username = await createUser('e2e_ver', password);
  const client = await signedInPage(browser, await loginToken(username, password));
  await client.page.clock.install();
  await client.page.goto(`${serverUrl()}/#/user/about`);
  await client.page.getByTestId('server-version').waitFor();
  expect(await client.page.getByTestId('server-version').textContent()).toBe(buildVersion);
  await client.page.getByText('This console is up to date.').waitFor();

  const admin = await signedInPage(browser, adminToken);
  await admin.page.goto(`${serverUrl()}/#/user/about`);
  await admin.page.getByText('Publish a version').waitFor();
  await admin.page.getByLabel('Version', { exact: true }).fill('20991231.1');
  await admin.page.getByLabel('Release note').fill('e2e: new main version');
  await admin.page.locator('form button[type="submit"]').click();
  // Asked first (antd also renders a hidden copy of the title for screen readers).
  await admin.page.locator('.ant-modal-confirm-title').getByText('Publish version 20991231.1?').waitFor();
  await admin.page.locator('.ant-modal-confirm .ant-btn-primary').click();
  await admin.page.getByText('Version 20991231.1 published.').waitFor();
  await admin.page.locator('[data-testid="version-timeline"]').getByText('e2e: new main version').waitFor();

  // Not before the next poll...
  await client.page.clock.runFor(60_000);
  expect(await client.page.getByText(NOTICE).count()).toBe(0);
  // ...and shown once the clock passes 120 s.
  await client.page.clock.runFor(61_000);
  await client.page.locator('.ant-notification').getByText(NOTICE).waitFor({ timeout: 10_000 });
  await client.page.locator('.ant-notification').getByRole('button', { name: 'Reload' }).waitFor();
  expect(client.errors).toEqual([]);
});
