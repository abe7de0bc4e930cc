/**
 * Who reads saved backtests (docs/visibility.md) on SQLite, and on PostgreSQL with TEST_DATABASE_URL: the listing's
 * SQL filter and the store's pure rule (`canReadResult`, the shared model) agree on the same rows for every viewer,
 * the single read follows the same rule, and an administrator has no bypass through the calls.
 */
import { canReadResult, getResult, listResults } from '../../server/features/backtesting/store';
import type { BacktestResultsTable } from '../../server/features/backtesting/tables';
import { createUser } from '../../server/features/user/createUser';
import type { Viewer } from '../../server/infra/visibility/audience';
import { expectApiError } from './apiErrors';
import { makeTestApp, must, type TestApp } from './helpers';

const PAGE = ['/tool/calculator/backtesting'];

let t: TestApp;
let viewers: Record<'ann' | 'ben' | 'cat' | 'admin', Viewer>;
const rows: BacktestResultsTable[] = [];

const row = (owner: string, shared: number, i: number): BacktestResultsTable => ({
  id: `bv-${i}`,
  owner_id: owner,
  owner_name: owner,
  name: `result ${i}`,
  shared,
  inputs: '{}',
  result: '{}',
  cumulative_return: null,
  sharpe: null,
  max_drawdown: null,
  created_at: 1_000 + i,
  updated_at: 1_000 + i,
});

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  const now = t.clock.now();
  const user = async (username: string) => {
    const u = await createUser(t.db, now, { username, password: 'Visible@12345', role: 'trader', paths: PAGE });
    return { id: u.id, role: u.role, isAdmin: false };
  };
  const admin = must(await t.db.selectFrom('users').select(['id', 'role']).where('username', '=', 'admin').executeTakeFirst(), 'admin');
  // cat owns nothing: she reads only what is shared.
  viewers = { ann: await user('bv_ann'), ben: await user('bv_ben'), cat: await user('bv_cat'), admin: { ...admin, isAdmin: true } };
  // Every owner (one of them no longer a user) with an unshared and a shared result.
  for (const owner of [viewers.ann.id, viewers.ben.id, viewers.admin.id, 'gone-user']) for (const shared of [0, 1]) rows.push(row(owner, shared, rows.length));
  await t.db.insertInto('backtest_results').values(rows).execute();
});
afterAll(() => t?.close());

const ids = (list: readonly { id: string }[]) => list.map((r) => r.id).sort();

test.each(['ann', 'ben', 'cat', 'admin'] as const)('%s: the SQL listing and the pure rule pick the same rows, and get follows the rule', async (who) => {
  const viewer = viewers[who];
  const readable = rows.filter((r) => canReadResult(viewer, r));
  expect(ids(await listResults(t.db, viewer))).toEqual(ids(readable));
  for (const r of rows) {
    const read = getResult(t.db, viewer, r.id);
    if (canReadResult(viewer, r)) await expect(read).resolves.toMatchObject({ id: r.id });
    else await expect(read).rejects.toMatchObject({ error: 'notFound' });
  }
});

test('what the rule answers: own results and every shared one; administrators included', () => {
  const readableBy = (viewer: Viewer) => ids(rows.filter((r) => canReadResult(viewer, r)));
  const shared = rows.filter((r) => r.shared === 1);
  for (const viewer of Object.values(viewers))
    expect(readableBy(viewer)).toEqual(ids([...rows.filter((r) => r.owner_id === viewer.id && r.shared === 0), ...shared]));
  expect(readableBy(viewers.cat)).toEqual(ids(shared));
});

test("through the calls an administrator lists and reads others' shared results but not their unshared ones", async () => {
  const admin = await t.tokenFor('admin');
  const listed = await t.call('/v2/backtesting/list', undefined, admin);
  expect(listed.status).toBe(200);
  expect(ids(listed.body.data)).toEqual(ids(rows.filter((r) => r.owner_id === viewers.admin.id || r.shared === 1)));
  const bens = (shared: number) =>
    must(
      rows.find((r) => r.owner_id === viewers.ben.id && r.shared === shared),
      `ben ${shared}`,
    );
  expectApiError(await t.call('/v2/backtesting/get', { id: bens(0).id }, admin), 'notFound');
  expect((await t.call('/v2/backtesting/get', { id: bens(1).id }, admin)).body.data).toMatchObject({ id: bens(1).id, mine: false, shared: true });
});
