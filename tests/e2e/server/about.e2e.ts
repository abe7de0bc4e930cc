/**
 * /user/about against the real server: an administrator publishes a new main version; an open console in
 * another browser shows the update notice once its clock passes the 120 s version poll (faked clock), not
 * before. The build's main version is published again at the end so later tests see no notice.
 */
import { ADMIN, api, createUser, loginToken } from '../support/serverApi';
import { expect, test } from '../support/test';

const NOTICE = 'A new version is available';
/** The version the server published at its first start (the build's), read by the test. */
let buildVersion: string | undefined;

test.afterEach(async ({ request }) => {
  // Back to the build's main version (a later build of it), so other tests run without the notice.
  if (!buildVersion) return;
  const adminToken = await loginToken(request, ADMIN.username, ADMIN.password);
  const res = await api(request, '/v1/setting/version/set', { version: `${buildVersion.split('.')[0]}.99`, note: 'e2e: restore main version' }, adminToken);
  expect(res.code).toBe(200);
});

test('publishing a new main version shows the update notice in an open client within 120 s', async ({ request, openPage }) => {
  const adminToken = await loginToken(request, ADMIN.username, ADMIN.password);
  buildVersion = (await api(request, '/v1/setting/version', undefined, adminToken)).data.version;
  const password = 'Viewer@12345';
  const username = await createUser(request, 'e2e_ver', password);
  const client = await openPage({ token: await loginToken(request, username, password), locale: 'en-US' });
  await client.page.clock.install();
  await client.page.goto('/#/user/about');
  await expect(client.page.getByTestId('server-version')).toHaveText(buildVersion);
  await expect(client.page.getByText('This console is up to date.')).toBeVisible();

  // A note of its own, so the history line is this run's even when the server has seen earlier runs.
  const note = `e2e: new main version ${Date.now().toString(36)}`;
  const admin = await openPage({ token: adminToken, locale: 'en-US' });
  await admin.page.goto('/#/user/about');
  await expect(admin.page.getByText('Publish a version')).toBeVisible();
  await admin.page.getByLabel('Version', { exact: true }).fill('20991231.1');
  await admin.page.getByLabel('Release note').fill(note);
  await admin.page.getByRole('button', { name: 'Publish' }).click();
  // Asked first.
  const confirm = admin.page.getByRole('dialog', { name: 'Publish version 20991231.1?', exact: true });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await expect(admin.page.getByText('Version 20991231.1 published.')).toBeVisible();
  await expect(admin.page.getByTestId('version-timeline').getByText(note)).toBeVisible();

  // Not before the next poll...
  await client.page.clock.runFor(60_000);
  await expect(client.page.getByText(NOTICE)).toHaveCount(0);
  // ...and shown once the clock passes 120 s: the notice (not the About page's own check) offers a reload.
  await client.page.clock.runFor(61_000);
  const notice = client.page.getByRole('alert').filter({ hasText: 'The server runs version 20991231.1' });
  await expect(notice.getByText(NOTICE)).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible();
  expect(client.errors).toEqual([]);
});
