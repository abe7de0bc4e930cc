/**
 * The economic calendar end to end against the real server: a researcher imports a CSV calendar (generated here,
 * releases tomorrow at 02:30 UTC) through the events page, switches the page to Asia/Shanghai and sees tomorrow's
 * release at 10:30, enters a forecast on the outlook page, publishes the actual through the events page's edit
 * form (which locks the forecasts), and finds the forecast's error in the outlook leaderboard.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { openSelectList } from '../support/app';
import { ADMIN, api, createUser, loginToken, userIdOf } from '../support/serverApi';
import { expect, test } from '../support/test';

const PASSWORD = 'Calendar@e2e-12345';
const PATHS = ['/home', '/tool/calendar/events', '/tool/calendar/prdiction'];

/**
 * Shows the week holding the release `title`: the current week, or the next when tomorrow falls in it. Which one
 * depends on the hour and the page's zone (on a Sunday evening UTC, Shanghai is already on Monday), so the test
 * looks rather than computes.
 */
async function showWeekOf(page: Page, title: string): Promise<void> {
  const row = page.getByRole('row').filter({ hasText: title });
  const shown = await row
    .waitFor({ timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  if (!shown) await page.getByRole('button', { name: 'Next week' }).click();
  await expect(row).toBeVisible();
}

async function researcher(request: APIRequestContext): Promise<string> {
  const adminToken = await loginToken(request, ADMIN.username, ADMIN.password);
  const username = await createUser(request, 'calendar', PASSWORD);
  const set = await api(request, '/v1/user/access/set', { userId: await userIdOf(request, username, adminToken), paths: PATHS }, adminToken);
  expect(set.code).toBe(200);
  return loginToken(request, username, PASSWORD);
}

test('import a calendar, see tomorrow in Shanghai time, forecast, publish the actual, see the score', async ({ request, openPage }) => {
  const tag = Date.now().toString(36).toUpperCase();
  const title = `E2E PMI ${tag}`;
  const eventKey = `E2E.PMI.${tag}`;
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const csv = [
    'uid,event_key,date,time,timezone,country,currency,event,period,importance,status,actual,consensus,previous,unit,source,products',
    `e2e-${tag},${eventKey},${tomorrow},02:30,UTC,CN,CNY,${title},2026-11,high,official,,50.2,49.8,,e2e,PX`,
  ].join('\n');

  const { page, errors } = await openPage({ token: await researcher(request), locale: 'en-US' });
  await page.goto('/#/tool/calendar/events');
  await page.getByRole('tab', { name: 'Import' }).click();
  await page.locator('input[type="file"]').setInputFiles({ name: 'calendar.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('1 new, 0 updated, 0 unchanged, 0 refused, 0 warning(s)')).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Imported: 1 new, 0 updated, 0 unchanged, 0 refused')).toBeVisible();

  // Tomorrow's release, shown in Shanghai time (02:30 UTC = 10:30 UTC+8).
  await page.getByRole('tab', { name: 'Events' }).click();
  // force: the selected value's label covers the (search-less) select's input.
  await page.getByRole('combobox', { name: 'Time zone' }).click({ force: true });
  await openSelectList(page).getByTitle('Asia/Shanghai', { exact: true }).click();
  await showWeekOf(page, title);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByTestId('event-time')).toHaveText('10:30');
  await expect(page.getByRole('columnheader', { name: 'Time (Asia/Shanghai)' })).toBeVisible();

  // A forecast on the outlook page, before the release.
  await page.goto('/#/tool/calendar/prdiction');
  const outlookRow = page.getByRole('row').filter({ hasText: title });
  await outlookRow.getByRole('spinbutton', { name: 'My forecast' }).fill('50.5');
  const saved = page.waitForResponse((r) => r.url().endsWith('/v2/outlook/forecast/save') && r.status() === 200);
  await outlookRow.getByRole('button', { name: 'Save' }).click();
  await saved;

  // Publish the actual through the events page's edit form.
  await page.goto('/#/tool/calendar/events');
  await showWeekOf(page, title);
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(/^Time/)).toHaveValue('10:30');
  await dialog.getByLabel('Actual', { exact: true }).fill('50.8');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Release saved')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('50.8');

  // The forecast is locked and scored: |50.8 - 50.5| = 0.3.
  await page.goto('/#/tool/calendar/prdiction');
  await expect(page.getByRole('row').filter({ hasText: title }).getByLabel('Locked: the release time has passed or the actual is out')).toBeVisible();
  await page.getByRole('tab', { name: 'Leaderboard' }).click();
  await page.getByRole('combobox', { name: 'Choose an event' }).click();
  await openSelectList(page).getByTitle(`${title} (${eventKey})`, { exact: true }).click();
  const userRow = page.getByRole('row').filter({ hasText: 'Desk member' });
  await expect(userRow).toContainText('0.3000');
  expect(errors).toEqual([]);
});
