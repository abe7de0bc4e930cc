/**
 * The product pages through the server's checks (issue 20, "How it is verified"): a user granted one product page
 * (with its menu ancestors, as every grant has) reads every address that page's spec shows, by call and by stream
 * topic; a user with only the PTA page gets none of the FU and LU pages' data that the board's own grant does not open
 * (the USD/CNY leg every board user reads). The specs are the shipped ones (src/pages/Tool/Trade/Product/specs), the reference data and
 * strategies the seeded ones, the access keys those of config/routes.ts.
 */
import { addressForUnit, type PageSpec, type PanelSpec, type SpecSeries } from '../../common/contract/pageSpec';
import { liveTopicOf } from '../../common/market/address';
import { ALSO_NEEDS, PRODUCT_SPECS, type ProductRoute } from '../../src/pages/Tool/Trade/Product/specs';
import { makeTestApp, type TestApp } from './helpers';
import { listen, StreamSocket } from './streamSupport';

/** Every series address a panel shows, under every unit the page offers. */
function addressesOf(spec: PageSpec): Set<string> {
  const out = new Set<string>();
  const add = (s: SpecSeries) => {
    out.add(s.address);
    for (const unit of spec.units ?? []) out.add(addressForUnit(s, unit));
  };
  const each = (panel: PanelSpec) => {
    if (panel.kind === 'live' || panel.kind === 'table') panel.rows.forEach(add);
    else if (panel.kind === 'history' || panel.kind === 'monthAverage') panel.series.forEach(add);
    else if (panel.kind === 'seasonal' || panel.kind === 'explain' || panel.kind === 'months') add(panel.series);
    else if (panel.kind === 'regression') for (const address of [panel.y, ...panel.x]) out.add(address);
    // The curve, matrix and expiry-years panels read the product's contracts, under the grant of its main contract's series.
    else if (panel.kind === 'curve' || panel.kind === 'matrix' || panel.kind === 'expiryYears') out.add(`md:${panel.product}@main`);
  };
  spec.panels.forEach(each);
  return out;
}

/** The strategies a page's months panels ask POST /v2/strategy/byMonth for, under every unit the page offers. */
function byMonthIdsOf(spec: PageSpec): string[] {
  const ids = new Set<string>();
  for (const panel of spec.panels) {
    if (panel.kind !== 'months') continue;
    for (const unit of [null, ...(spec.units ?? [])]) ids.add(addressForUnit(panel.series, unit).slice('spread:'.length));
  }
  return [...ids];
}

const pages = Object.entries(PRODUCT_SPECS).map(([path, spec]) => ({ path, addresses: addressesOf(spec), byMonth: byMonthIdsOf(spec) }));
const BOARD = '/tool/trade/realtime';
const PAGE = (name: string) => `${BOARD}/${name}`;

let t: TestApp;
let admin: string;
let url: string;
let viewerId: string;
/** The addresses of all pages a user granted only the board may read. */
let boardReadable: Set<string>;

/** A session of the viewer account granted exactly `path` (the server adds its menu ancestors). */
async function grantOnly(path: string): Promise<string> {
  const set = await t.call('/v1/user/access/set', { userId: viewerId, paths: ['/home', path, ...(ALSO_NEEDS[path as ProductRoute] ?? [])] }, admin);
  expect(set.status).toBe(200);
  return t.tokenFor('viewer');
}

const refused = async (address: string, token: string) =>
  (await t.call('/v2/marketData/series', { address, interval: '1d', maxPoints: 10 }, token)).body.msgKey === 'api.error.forbidden';

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  // A date on which every product the pages show is listed (ZCE propylene from 2025-07-22; the harness starts earlier).
  t.clock.advance(Date.UTC(2026, 2, 2, 2) - t.clock.now());
  admin = await t.tokenFor('admin');
  url = await listen(t.app);
  viewerId = (await t.db.selectFrom('users').select('id').where('username', '=', 'viewer').executeTakeFirstOrThrow()).id;
  const token = await grantOnly(BOARD);
  const all = [...new Set(pages.flatMap((p) => [...p.addresses]))];
  const open = await Promise.all(all.map(async (a) => ((await refused(a, token)) ? null : a)));
  boardReadable = new Set(open.filter((a): a is string => a !== null));
});
afterAll(async () => {
  await t?.close();
});

test('all ten product pages have a spec', () => {
  expect(pages).toHaveLength(10);
});

/** The stream's answer to subscribing `topics`: the set of topics refused. */
async function refusedTopics(token: string, addresses: Iterable<string>): Promise<{ asked: string[]; refused: Set<string> }> {
  const asked = [...new Set([...addresses].map((a) => liveTopicOf(a)?.topic).filter((x): x is NonNullable<typeof x> => x !== undefined))];
  const s = await StreamSocket.open(url, token);
  try {
    // A topic of no family is answered with an error at once: once its answer is in, every earlier topic's is too.
    const sentinel = 'nosuchfamily:x';
    s.send({ type: 'subscribe', topics: [...asked, sentinel] });
    await s.next((m) => m.type === 'error' && m.topic === sentinel);
    return { asked, refused: new Set(s.messages.filter((m) => m.type === 'error' && m.code === 'forbidden').map((m) => m.topic as string)) };
  } finally {
    s.close();
  }
}

describe.each(pages)('$path', ({ path, addresses, byMonth }) => {
  test('its grant reads every address the page shows, by call and by live topic', async () => {
    const token = await grantOnly(path);
    const own = await Promise.all([...addresses].map(async (a) => ((await refused(a, token)) ? a : null)));
    expect(own.filter(Boolean)).toEqual([]);
    // The months panels' call (POST /v2/strategy/byMonth) answers with the page's grant alone.
    const statuses = await Promise.all(byMonth.map(async (id) => [id, (await t.call('/v2/strategy/byMonth', { id, months: 2 }, token)).status]));
    expect(statuses).toEqual(byMonth.map((id) => [id, 200]));
    // The term-spread and macro pages draw curves and fits, no live value.
    const topics = await refusedTopics(token, addresses);
    expect([...topics.refused]).toEqual([]);
  });
});

test('a user with only the PTA page gets neither FU nor LU page data nor their live topics', async () => {
  const token = await grantOnly(PAGE('pta'));
  const pta = new Set([...pages.filter((p) => p.path === PAGE('pta') || p.path === PAGE('px')).flatMap((p) => [...p.addresses])]);
  const fuLu = [...new Set(pages.filter((p) => p.path === PAGE('fu') || p.path === PAGE('lu')).flatMap((p) => [...p.addresses]))].filter(
    (a) => !pta.has(a) && !boardReadable.has(a),
  );
  expect(fuLu.length).toBeGreaterThan(3);
  const open = await Promise.all(fuLu.map(async (a) => ((await refused(a, token)) ? null : a)));
  expect(open.filter(Boolean)).toEqual([]);
  const topics = await refusedTopics(token, fuLu);
  expect(topics.asked.filter((topic) => !topics.refused.has(topic))).toEqual([]);
  // The FU and LU months panels' call: no rows for a PTA-only user (a strategy one may not read does not exist).
  const byMonth = [...new Set(pages.filter((p) => p.path === PAGE('fu') || p.path === PAGE('lu')).flatMap((p) => p.byMonth))];
  expect(byMonth).toEqual(['fu_inner_outer_usd_t', 'fu_inner_outer_usd_bbl', 'lu_inner_outer_usd_t', 'lu_inner_outer_usd_bbl']);
  const answers = await Promise.all(byMonth.map(async (id) => (await t.call('/v2/strategy/byMonth', { id }, token)).status));
  expect(answers).toEqual(byMonth.map(() => 404));
});
