/**
 * The data-source status page against the real server: the administrator opens /list/datasource, sees the nine
 * sources, changes Wind's schedule (a wrong cron is refused by the server's preview, a valid one previewed and
 * saved, and the server then reports it), runs "update now" and sees the run's result and its row in the history.
 * The server's import folder is empty here, so the run finds nothing new ("Nothing new").
 */
import type { Page } from '@playwright/test';
import { ADMIN, api, loginToken } from '../support/serverApi';
import { expect, test } from '../support/test';

const LOW = '/v1/finData/lowFreqData';
const sourceRow = (page: Page, name: string) => page.getByRole('table', { name: 'Sources' }).getByRole('row').filter({ hasText: name });

test('admin edits a schedule, runs "update now" and sees the run in the history', async ({ request, openPage }) => {
  const adminToken = await loginToken(request, ADMIN.username, ADMIN.password);
  const before = await api(request, `${LOW}/source/scheduler/history`, { source: 'wind' }, adminToken);
  const { page, errors } = await openPage({ token: adminToken, locale: 'en-US' });
  await page.goto('/#/list/datasource');

  await expect(page.getByRole('heading', { name: 'Data source status' }).or(page.getByText('Data source status').first())).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sources' }).getByRole('row')).toHaveCount(10);
  // Schedules read in words with their zone (issue 18: the page showed raw cron strings).
  await expect(sourceRow(page, 'Wind')).toContainText('Every day at 18:00, Asia/Shanghai');

  // The schedule: the server refuses 61 as a minute, previews and stores a valid schedule.
  await sourceRow(page, 'Wind').getByRole('button', { name: 'Details' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('tab', { name: 'Schedule' }).click();
  const cron = drawer.getByLabel('Schedule (cron)');
  await cron.fill('61 * * * *');
  await expect(drawer.getByText('This value is not valid.')).toBeVisible();
  await cron.fill('15 19 * * 1-5');
  await expect(drawer.getByRole('list', { name: 'Next runs with this schedule' }).getByRole('listitem')).toHaveCount(5);
  await drawer.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings of Wind saved.')).toBeVisible();
  await expect(sourceRow(page, 'Wind')).toContainText('Every weekday at 19:15, Asia/Shanghai');
  const stored = await api(request, `${LOW}/source/update/status`, { source: 'wind' }, adminToken);
  expect(stored.data[0]?.cron).toBe('15 19 * * 1-5');

  // Update now: the result, then the run at the top of the history.
  await drawer.getByRole('tab', { name: 'Update now' }).click();
  await drawer.getByLabel('Note for the run history (optional)').fill('e2e run');
  await drawer.getByRole('button', { name: 'Update now' }).click();
  const result = drawer.getByTestId('update-result');
  await expect(result).toContainText('Nothing new');
  await expect(result).toContainText('No new files in the import folder.');
  await drawer.getByRole('button', { name: 'Close' }).click();

  const historyRow = page.getByRole('row').filter({ hasText: 'e2e run' });
  await expect(historyRow).toContainText('Wind');
  await expect(historyRow).toContainText('Nothing new');
  await expect(historyRow).toContainText('Manual');
  const after = await api(request, `${LOW}/source/scheduler/history`, { source: 'wind' }, adminToken);
  expect(after.data.total).toBe(before.data.total + 1);
  expect(errors).toEqual([]);
});

test('the page fits phone, tablet and laptop widths: no sideways scroll of the page, the drawer full width on a phone', async ({ request, openPage }) => {
  const adminToken = await loginToken(request, ADMIN.username, ADMIN.password);
  const { page, errors } = await openPage({ token: adminToken, locale: 'en-US' });
  for (const width of [390, 1024, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/#/list/datasource');
    // Bloomberg: a schedule the other test leaves alone.
    await expect(sourceRow(page, 'Bloomberg')).toContainText('Every day at 07:00, Asia/Shanghai');
    await expect(page.getByText('Update runs', { exact: true })).toBeVisible();
    // Wide tables scroll inside their cards; the page itself never does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await sourceRow(page, 'Wind').getByRole('button', { name: 'Details' }).click();
  const box = await page.locator('.ant-drawer-content-wrapper').boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(390);
  expect(errors).toEqual([]);
});
