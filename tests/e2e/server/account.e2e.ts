/**
 * /user/account against the real server: changing the password in one browser signs out the other
 * browser of the same account (its next request sends it to the login page), while the browser that
 * changed it stays signed in; the old password stops working and the new one works.
 */
import { atRoute, dataRows, storedToken } from '../support/app';
import { api, createUser, loginToken } from '../support/serverApi';
import { expect, test } from '../support/test';

test('changing the password signs out the other session of the same user', async ({ request, openPage }) => {
  const oldPassword = 'Start@12345';
  const newPassword = 'Changed@12345';
  const username = await createUser(request, 'e2e_pw', oldPassword);
  const a = await openPage({ token: await loginToken(request, username, oldPassword), locale: 'en-US' });
  const b = await openPage({ token: await loginToken(request, username, oldPassword), locale: 'en-US' });

  // The other browser is signed in and working.
  await b.page.goto('/#/home');
  await expect(b.page.getByText('Your areas')).toBeVisible();

  // The account page lists both sessions, the current one marked.
  await a.page.goto('/#/user/account');
  const sessions = dataRows(a.page.getByRole('table', { name: 'Active sessions' }));
  await expect(sessions).toHaveCount(2);
  await expect(a.page.getByText('The new password has 8 to 64 characters.')).toBeVisible();

  await a.page.getByLabel('Current password', { exact: true }).fill(oldPassword);
  await a.page.getByLabel('New password', { exact: true }).fill(newPassword);
  await a.page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await a.page.getByRole('button', { name: 'Change password' }).click();
  await expect(a.page.getByText('Password changed. 1 other session was signed out.')).toBeVisible();
  await expect(sessions).toHaveCount(1);

  // The other browser's next request is refused: to the login page.
  await b.page.evaluate(() => {
    window.location.hash = '#/user/about';
  });
  await expect(b.page).toHaveURL(atRoute('/user/login'));
  await expect.poll(() => storedToken(b.page)).toBeNull();

  // This browser is still signed in.
  await a.page.reload();
  await expect(a.page.getByText('Active sessions')).toBeVisible();
  await expect(a.page).toHaveURL(atRoute('/user/account'));

  expect((await api(request, '/v1/user/password_login', { username, password: oldPassword })).code).toBe(400);
  expect((await api(request, '/v1/user/password_login', { username, password: newPassword })).code).toBe(200);
  expect(a.errors).toEqual([]);
  expect(b.errors).toEqual([]);
});
