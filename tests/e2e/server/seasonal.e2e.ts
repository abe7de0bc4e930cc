/**
 * Seasonality of Brent (the public EIA history the server imports on start) in Chromium against the real server: the
 * page opens on ds:eia:RBRTE with bands over the 5 years before this one, names the source, shows the numbers behind
 * the chart, and redraws by week of year.
 */
import { ADMIN, loginToken } from '../support/serverApi';
import { expect, test } from '../support/test';

test('seasonality of Brent with bands, by day then by week', async ({ request, openPage }) => {
  const token = await loginToken(request, ADMIN.username, ADMIN.password);
  const { page, errors } = await openPage({ token, locale: 'en-US' });
  await page.goto('/#/tool/calculator/seasonal');
  await expect(page.getByText('Source: U.S. EIA, public domain')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Bands over \d{4}–\d{4} \(5 years\)/)).toBeVisible();
  // The chart drew (a canvas inside the chart box) and the legend names the bands.
  const chart = page.getByTestId('chart');
  await expect(chart.locator('canvas').first()).toBeVisible();
  await expect(page.getByTestId('chart-state')).toHaveCount(0);
  // 365 days of numbers, 10 a page; Jan 2 holds a real band value.
  await expect(page.getByText('365 rows')).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(2)).toContainText('01-02');
  await expect(table.getByRole('row').nth(2)).toContainText(/\d+\.\d{2}/);
  // The radio input itself is hidden under its button face: click the face's text, as a user does.
  await page.getByText('Week of year', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Week of year' })).toBeChecked();
  await expect(page.getByText('52 rows')).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('W1');
  await expect(page.getByTestId('demo-badge')).toHaveCount(0);
  expect(errors).toEqual([]);
});
