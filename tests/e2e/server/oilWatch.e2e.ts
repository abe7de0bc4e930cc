/**
 * The daily oil watch's stocks (issue 21) against the real server: before any stock series is imported the panel names
 * the EIA ids it looks for; a vendor's CSV dropped into the Bloomberg connector's import folder and an "update now"
 * later, the U.S. crude row shows its report date, its weekly change and its place against the five years before
 * (the constructed report of tests/domain/weeklyStocks.test.ts: 460, +5, average 430 in 410-450, +30).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN, api, loginToken } from '../support/serverApi';
import { expect, test } from '../support/test';

const LOW = '/v1/finData/lowFreqData';
const REPORT = [
  ['2021-11-19', 420],
  ['2022-11-18', 430],
  ['2023-11-17', 410],
  ['2024-11-22', 440],
  ['2025-11-21', 450],
  ['2026-11-13', 455],
  ['2026-11-20', 460],
] as const;

test('the stocks panel names what to import, then shows the imported EIA crude stocks against their five-year average', async ({ request, openPage }) => {
  const token = await loginToken(request, ADMIN.username, ADMIN.password);
  const { page, errors } = await openPage({ token, locale: 'en-US' });
  await page.goto('/#/tool/calculator/oilDaliyWatchdog');
  const stocks = page.locator('[data-panel="stocks"]');
  await expect(stocks.getByText(/Not imported yet: US commercial crude \(ex\. SPR\) \(WCESTUS1\)/)).toBeVisible();

  // A vendor connector drops its file; the administrator runs the update.
  const [status] = (await api(request, `${LOW}/source/update/status`, { source: 'bloomberg' }, token)).data;
  expect(status?.importDir).toBeTruthy();
  const dir = status?.importDir ?? '';
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'eia-weekly-stocks.csv'), `series,date,value,unit\n${REPORT.map(([d, v]) => `WCESTUS1,${d},${v},kb`).join('\n')}\n`);
  const run = await api(request, `${LOW}/source/update/bloomberg`, {}, token);
  expect(run.data).toMatchObject({ state: 'success', rows: REPORT.length });

  await page.reload();
  const crude = stocks.getByRole('row').filter({ hasText: 'US commercial crude (ex. SPR)' });
  await expect(crude).toContainText('ds:bloomberg:WCESTUS1');
  await expect(crude).toContainText('11/20/2026');
  await expect(crude).toContainText('460 kb');
  await expect(crude).toContainText('430 (410 – 450)');
  await expect(stocks.getByText(/Not imported yet: Cushing/)).toBeVisible();
  expect(errors).toEqual([]);
});
