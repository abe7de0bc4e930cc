/**
 * Data sets in Chromium against the real server: the administrator makes a data set of the USD/CNY reference rate
 * with a rolling mean, sees its preview chart, saves it, and finds it by its `set:` address in the series picker of a
 * new data set (the catalogue lists data sets).
 */
import { openSelectList } from '../support/app';
import { ADMIN, loginToken } from '../support/serverApi';
import { expect, test } from '../support/test';

test('a data set with a transform: preview, save, and found by set: in a picker', async ({ request, openPage }) => {
  const token = await loginToken(request, ADMIN.username, ADMIN.password);
  const { page, errors } = await openPage({ token, locale: 'en-US' });
  await page.goto('/#/list/data');
  await page.getByRole('button', { name: 'New data set' }).click({ timeout: 20_000 });
  const editor = page.getByTestId('dataset-editor');

  // Input a: the USD/CNY reference rate, typed into the series picker.
  const input = editor.getByRole('combobox', { name: 'Input a' });
  await input.click({ force: true });
  await input.fill('ref:fx.usdcny');
  await openSelectList(page)
    .getByTitle(/ref:fx\.usdcny/)
    .first()
    .click();

  // A rolling mean of 2 observations.
  await editor.getByRole('combobox', { name: 'Add transform' }).click({ force: true });
  await openSelectList(page).getByTitle('Rolling mean', { exact: true }).click();
  await editor.getByRole('spinbutton', { name: 'Observations (1)' }).fill('2');

  // The preview chart draws the definition; data sets are history only.
  const preview = page.getByTestId('dataset-preview');
  await expect(preview.getByText('History only: a data set has no live value.')).toBeVisible();
  await expect(preview.getByRole('img', { name: 'Preview (last year, daily)' })).toBeVisible();
  await expect(page.getByTestId('preview-error')).toHaveCount(0);
  await expect(page.getByText('The definition gives no points in the last year.')).toHaveCount(0);

  const name = `USD/CNY 2-step mean e2e ${Date.now()}`;
  await editor.getByRole('textbox', { name: 'Name' }).fill(name);
  await editor.getByRole('textbox', { name: 'Unit of the result' }).fill('CNY/USD');
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  const address = page.getByTestId('dataset-address');
  await expect(address).toContainText('set:');
  const text = ((await address.textContent()) ?? '').trim();
  await expect(page.getByRole('table', { name: 'Data sets' })).toContainText(name);

  // A new data set's picker finds the saved one by its set: address (the catalogue's entry: name, unit, address; the
  // option's title, as antd's virtual list draws it).
  await editor.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'New data set' }).click();
  const picker = page.getByTestId('dataset-editor').getByRole('combobox', { name: 'Input a' });
  await picker.click({ force: true });
  await picker.fill(text);
  await expect(page.getByTitle(`${name} (CNY/USD) ${text}`, { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});
