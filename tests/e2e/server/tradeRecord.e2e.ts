/**
 * Trade records against the real server (demo feed with a quarter of daily history): a user with the page imports a
 * trade file through the page, then sees the position marked to a demo settlement (DEMO DATA) and the daily NAV.
 */
import { ADMIN, api, createUser, loginToken, userIdOf } from '../support/serverApi';
import { expect, test } from '../support/test';

const PAGE = '/#/tool/trade/record';

test('import a trade file, then positions and NAV are marked to the stored settlements', async ({ request, openPage }) => {
  const adminToken = await loginToken(request, ADMIN.username, ADMIN.password);
  const username = await createUser(request, 'booker', 'Booker@12345');
  const userId = await userIdOf(request, username, adminToken);
  expect((await api(request, '/v1/user/access/set', { userId, paths: ['/tool/trade/record'] }, adminToken)).code).toBe(200);
  const token = await loginToken(request, username, 'Booker@12345');

  // A listed FU contract with demo settlements: the trade goes in on a day that has one, 10 lots at that settlement.
  const today = new Date().toISOString().slice(0, 10);
  const contracts = await api(request, '/v2/reference/contract/list', { exchange: 'SHFE', code: 'FU', date: today }, adminToken);
  let instrument = '';
  let settles: [number, number][] = [];
  for (const c of contracts.data.contracts) {
    const series = await api(
      request,
      '/v2/marketData/series',
      { address: `md:${c.instrument}:settle`, interval: '1d', from: Date.now() - 60 * 86_400_000 },
      adminToken,
    );
    if (series.code === 200 && series.data.points.length >= 5) {
      instrument = c.instrument;
      settles = series.data.points as [number, number][];
      break;
    }
  }
  expect(instrument).not.toBe('');
  const [tradeDay, price] = settles[settles.length - 5];
  const date = new Date(tradeDay).toISOString().slice(0, 10);
  const book = await api(request, '/v2/tradeRecord/book/create', { name: 'e2e book', initialCash: 1_000_000, startDate: date }, token);
  expect(book.code).toBe(200);

  const { page, errors } = await openPage({ token, locale: 'en-US' });
  await page.goto(PAGE);
  await expect(page.getByRole('table', { name: 'Trades' })).toBeVisible();
  await page.getByRole('tab', { name: 'Import' }).click();
  const csv = `time,instrument,side,lots,price,fee\n${date} 10:00,${instrument},buy,10,${price},12\n${date} 10:00,SHFE.XX2601,buy,1,3000,0\n`;
  await page.locator('input[type="file"]').setInputFiles({ name: 'fills.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  // /Preview$/: after a preview antd's button keeps its (hidden) loading icon, named "loading", in the accessibility tree.
  await page.getByRole('button', { name: /Preview$/ }).click();
  await expect(page.getByText('1 rows ready, 1 errors, 0 warnings.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Row errors' })).toContainText('Unknown instrument');
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  const clean = `time,instrument,side,lots,price,fee\n${date} 10:00,${instrument},buy,10,${price},12\n`;
  await page.locator('input[type="file"]').setInputFiles({ name: 'fills.csv', mimeType: 'text/csv', buffer: Buffer.from(clean) });
  // Picking a file clears the last preview: wait for that before asking for the new one.
  await expect(page.getByText('1 rows ready, 1 errors, 0 warnings.')).toBeHidden();
  await page.getByRole('button', { name: /Preview$/ }).click();
  await expect(page.getByText('1 rows ready, 0 errors, 0 warnings.')).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('1 trades imported.')).toBeVisible();

  // The demo feed keeps revising today's daily bar (and opens a new day's bar while the test runs), so the latest
  // stored settlement is read before and after each look: the position is marked to one of them, never to an
  // older or invented figure.
  const latestSettle = async () => {
    const s = await api(request, '/v2/marketData/series', { address: `md:${instrument}:settle`, interval: '1d', from: tradeDay }, adminToken);
    const points = s.data.points as [number, number][];
    const [ts, value] = points[points.length - 1];
    return { date: new Date(ts).toISOString().slice(0, 10), value };
  };
  const shownBefore = await latestSettle();
  await page.getByRole('tab', { name: 'Positions' }).click();
  const row = page.getByRole('table', { name: 'Positions' }).getByRole('row').filter({ hasText: instrument });
  await expect(row).toContainText('10');
  const shownAfter = await latestSettle();
  await expect(row).toContainText(new RegExp(`\\((${shownBefore.date}|${shownAfter.date})\\)`));
  await expect(page.getByTestId('demo-badge').first()).toBeVisible();

  const before = await latestSettle();
  const positions = await api(request, '/v2/tradeRecord/positions', { bookId: book.data.id }, token);
  const after = await latestSettle();
  const position = positions.data.positions[0];
  expect(position).toMatchObject({ instrument, netLots: 10, demo: true });
  expect([before, after]).toContainEqual({ date: position.settleDate, value: position.settle });
  // Unrealised = (latest settlement - trade price) x 10 lots x 10 t, as the server computed it.
  expect(position.unrealised).toBeCloseTo(((position.settle ?? Number.NaN) - price) * 100, 6);

  await page.getByRole('tab', { name: 'Net value' }).click();
  await expect(page.getByTestId('nav-drawdown')).toBeVisible();
  const daily = page.getByRole('table', { name: 'Daily net value' });
  await expect(daily.getByRole('row').filter({ hasText: date })).toBeVisible();
  const nav = await api(request, '/v2/tradeRecord/nav', { bookId: book.data.id }, token);
  expect(nav.data.demo).toBe(true);
  // The first day: 10 lots bought at its settlement, so only the fee moved the equity.
  expect(nav.data.points[0]).toMatchObject({ date, unrealised: 0, fees: 12, equity: 1_000_000 - 12 });
  expect(errors).toEqual([]);
});
