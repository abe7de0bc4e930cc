/**
 * Internal meetings against the real server: an administrator writes a morning meeting from its template with a
 * decision, an action item they own and an uploaded attachment; finds it by a Chinese word; opens its history;
 * exports it as Markdown (the downloaded file holds the meeting and the attachment's link); and the page raises
 * no CSP violation or console error on the way.
 */
import fs from 'node:fs/promises';
import { ADMIN, loginToken } from '../support/serverApi';
import { expect, test } from '../support/test';

test('a morning meeting with a decision, an own action item and an attachment: search, history, Markdown export', async ({ request, openPage }) => {
  const token = await loginToken(request, ADMIN.username, ADMIN.password);
  const { page, errors } = await openPage({ token, locale: 'en-US' });
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  const tag = Date.now().toString(36);
  const title = `Morning ${tag}`;
  const fileName = `cracks-${tag}.csv`;

  await page.goto('/#/tool/research/internal');
  await page.getByRole('button', { name: 'New meeting' }).click();
  const body = page.getByRole('textbox', { name: 'Body (Markdown)' });
  // The morning meeting's template fills a new meeting.
  await expect(body).toHaveValue(/## Overnight markets/);
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await body.fill(`## Overnight markets\n\n新加坡高硫裂解价差走强 ${tag}`);
  await page.getByRole('button', { name: /Add decision/ }).click();
  await page.getByRole('textbox', { name: 'Decision 1' }).fill('Keep the HSFO crack long');
  await page.getByRole('button', { name: /Add action item/ }).click();
  await page.getByRole('textbox', { name: 'Action' }).fill(`Update the crack sheet ${tag}`);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Upload a new file/ }).click();
  await (await chooser).setFiles([{ name: fileName, mimeType: 'text/csv', buffer: Buffer.from('date,crack\n2025-04-01,12.5\n') }]);
  await expect(page.getByText('(download link after saving)')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Saved: the attachment is now a signed download link.
  await expect(page.getByRole('link', { name: fileName })).toBeVisible();
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  // The drawer slides out: until it is gone its preview still covers the list (a click there would land on it).
  await expect(page.getByTestId('meeting-preview')).toBeHidden();

  // Found by a Chinese word inside the unsegmented body.
  await page.getByPlaceholder('Search titles, bodies, decisions, action items').fill('裂解');
  await page.getByPlaceholder('Search titles, bodies, decisions, action items').press('Enter');
  const row = page.getByRole('table', { name: 'Meetings list' }).getByRole('row').filter({ hasText: tag });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'History' }).click();
  await expect(page.getByTestId('history-entry').first()).toContainText('Version 1');
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByTestId('history-entry')).toHaveCount(0);

  await row.getByRole('button', { name: 'Open' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Markdown' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`${title}\\.md$`));
  const content = await fs.readFile(await file.path(), 'utf8');
  expect(content).toContain(`# ${title}`);
  expect(content).toContain('新加坡高硫裂解价差走强');
  expect(content).toContain('1. Keep the HSFO crack long');
  expect(content).toContain(`Update the crack sheet ${tag}`);
  expect(content).toMatch(new RegExp(`- \\[${fileName}\\]\\(http://[^)]+/#/tool/research/internal\\?meeting=\\w+&attachment=[0-9a-f]{32}\\)`));

  expect(problems).toEqual([]);
  expect(errors).toEqual([]);
});
