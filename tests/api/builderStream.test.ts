/**
 * The builder's leak case on the stream (issue 22: "neither the report call nor the stream gives FU values"): a
 * report places the FU inner/outer spread; a reader of the report without the FU page who asks the stream for the
 * live topics of the report's series (its FU spread and that spread's FU leg) is refused each one and gets no FU value,
 * while a reader with the FU page streams the same topics. The stream checks each topic against the reader, whatever
 * page asked for it.
 */
import type { ReportData } from '../../common/contract/builder';
import { liveTopicOf } from '../../common/market/address';
import { createUser } from '../../server/features/user/createUser';
import { makeTestApp, type TestApp } from './helpers';
import { listen, sleep, socketTracker, tick } from './streamSupport';

const FU_SPREAD = 'spread:fu_inner_outer_usd_t';
const FU_LEG = 'md:SHFE.FU2601:close';
const REPORT = '/report/*';
const BOARD = '/tool/trade/realtime';
const FU_PAGE = '/tool/trade/realtime/fu';

let t: TestApp;
let url = '';
const { open, closeAll } = socketTracker(() => url);

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  url = await listen(t.app);
});
afterEach(closeAll);
afterAll(async () => {
  await t?.close();
});

async function user(username: string, paths: string[]): Promise<string> {
  await createUser(t.db, t.clock.now(), { username, password: 'Builder@12345', role: 'fuelDesk', paths });
  return t.tokenFor(username);
}

test('a report reader without the FU page is refused the live topics of its FU series; one with it streams them', async () => {
  const analyst = await user('stream_analyst', ['/list/page', '/list/route', REPORT, BOARD, FU_PAGE]);
  const noFu = await user('stream_no_fu', [REPORT, BOARD]);
  const fuDesk = await user('stream_fu_desk', [REPORT, BOARD, FU_PAGE]);
  const panels = [{ kind: 'history', title: { text: 'FU' }, series: [{ address: FU_SPREAD }, { address: FU_LEG }] }];
  const saved = await t.call('/v2/builder/page/save', { title: 'Stream leak', panels, layout: {} }, analyst);
  expect(saved.status).toBe(200);
  expect((await t.call('/v2/builder/route/save', { slug: 'stream-leak', pageId: saved.body.data.id, roles: ['fuelDesk'] }, analyst)).status).toBe(200);

  // The topics a page drawing this report would follow: those of the series the report names.
  const report: ReportData = (await t.call('/v2/builder/report/get', { slug: 'stream-leak' }, noFu)).body.data;
  const topics: string[] = report.panels.flatMap((p) => p.series.flatMap((s) => liveTopicOf(s.address)?.topic ?? []));
  expect(topics.sort()).toEqual(['spread:fu_inner_outer_usd_t', 'tick:SHFE.FU2601']);

  const refused = await open(noFu);
  refused.send({ type: 'subscribe', topics });
  for (const topic of topics) expect(await refused.next((m) => m.topic === topic && m.type === 'error')).toMatchObject({ code: 'forbidden' });
  const allowed = await open(fuDesk);
  allowed.send({ type: 'subscribe', topics });
  for (const topic of topics) expect((await allowed.next((m) => m.topic === topic)).type).toBe('snapshot');

  // A FU tick reaches the reader who may read it and never the other.
  t.app.bus.publish([tick('SHFE.FU2601', 2873.5)]);
  await allowed.next((m) => m.topic === 'tick:SHFE.FU2601' && JSON.stringify(m.data ?? null).includes('2873.5'));
  await sleep(100);
  expect(JSON.stringify(refused.messages)).not.toContain('2873.5');
  expect(refused.messages.filter((m) => m.type === 'snapshot' || m.type === 'delta')).toEqual([]);
});
