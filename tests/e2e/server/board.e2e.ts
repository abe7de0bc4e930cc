/**
 * The real-time board against the real server with the demo feed running (scripts/e2e.sh): prices arrive live over
 * the stream and are badged DEMO DATA; an administrator's publisher pushes ticks of a product switched to the push
 * feed, and one crossing of an alert level raises exactly one notification in the header.
 */
import { ADMIN, api, loginToken } from '../support/serverApi';
import { expect, test } from '../support/test';

test('the board updates live from the demo feed and says the values are demo data', async ({ request, openPage }) => {
  const token = await loginToken(request, ADMIN.username, ADMIN.password);
  const { page, errors } = await openPage({ token, locale: 'en-US' });
  await page.goto('/#/tool/trade/realtime');
  const fu = page.locator('[data-testid="board-row"][data-address="md:SHFE.FU@main"]');
  await expect(fu).toBeVisible();
  // The demo feed ticks every second: the row's text changes while the page stays open.
  await expect(fu.locator('td').first()).toHaveText(/\d/, { timeout: 15_000 });
  const first = await fu.innerText();
  await expect.poll(() => fu.innerText(), { timeout: 20_000 }).not.toBe(first);
  await expect(page.getByTestId('demo-badge').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('pushed ticks crossing an alert level raise one notification', async ({ request, openPage }) => {
  const token = await loginToken(request, ADMIN.username, ADMIN.password);
  // Dubai moves to the push feed; the first listed contract today is the instrument.
  const assigned = await api(request, '/v2/feeds/assignment/set', { product: 'ICE.DUBAI', feed: 'push' }, token);
  expect(assigned.code).toBe(200);
  const today = new Date().toISOString().slice(0, 10);
  const contracts = await api(request, '/v2/reference/contract/list', { exchange: 'ICE', code: 'DUBAI', date: today }, token);
  const instrument = contracts.data.contracts[0].instrument;
  const key = await api(request, '/v2/feeds/key/create', { name: 'e2e gateway' }, token);
  const rule = await api(
    request,
    '/v2/strategy/alert/save',
    { target: `md:${instrument}`, kind: 'level', params: { level: 80, direction: 'up' }, active: true },
    token,
  );
  expect(rule.code).toBe(200);

  const push = async (last: number) => {
    const res = await request.post('/v2/feeds/push', {
      headers: { authorization: `Publisher ${key.data.secret}` },
      // Stamped now: the demo feed's last Dubai tick before the reassignment is newer than now - 1 s, and an older
      // tick never replaces the live value (issue 19, push plausibility: `outOfOrder`).
      data: { ticks: [{ instrument, ts: Date.now(), last }] },
    });
    const body = await res.json();
    expect([res.status(), body.data.accepted, body.data.errors]).toEqual([200, 1, []]);
  };
  await push(75); // below: the rule arms
  await push(85); // crosses: fires once
  await push(86); // still above: no second notification
  await push(87);

  const { page } = await openPage({ token, locale: 'en-US' });
  await page.goto('/#/home');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(/1 unread/, { timeout: 15_000 });
  await bell.click();
  await expect(page.getByRole('tooltip', { name: /Notifications/ })).toContainText(instrument);
  const history = await api(request, '/v2/strategy/alert/history', { ruleId: rule.data.id }, token);
  expect(history.data.items).toHaveLength(1);
});
