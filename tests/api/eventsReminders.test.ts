/**
 * Calendar reminders, SQLite or PostgreSQL: subscriptions by event and by importance, the per-user lead time, the
 * job notifying once per (release, user) however often it runs and however the clock moves, a moved release
 * reminded of again, and users without the page (or not subscribed) getting nothing.
 */
import type { CalendarEvent, CalendarSubscription } from '../../common/contract/events';
import { sendDueReminders } from '../../server/features/events/reminders';
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';

const PAGE = '/tool/calendar/events';
const MIN = 60_000;

let t: TestApp;
let admin: string;
let alice: string;
let bob: string;
let aliceId: string;
let bobId: string;

async function userWithPage(username: string): Promise<[string, string]> {
  const created = await t.call('/v1/user/admin/create', { username, password: 'Booker@12345', name: username, role: 'trader' }, admin);
  expect(created.status).toBe(200);
  expect((await t.call('/v1/user/access/set', { userId: created.body.data.id, paths: [PAGE] }, admin)).status).toBe(200);
  return [await t.tokenFor(username), created.body.data.id];
}

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  admin = await t.tokenFor('admin');
  [alice, aliceId] = await userWithPage('alice');
  [bob, bobId] = await userWithPage('bob');
});
afterAll(() => t?.close());

const save = async (fields: Record<string, unknown>) => {
  const body = {
    country: 'US',
    currency: 'USD',
    title: 'CPI YoY',
    period: '',
    dateStatus: 'official',
    importance: 2,
    actual: null,
    consensus: null,
    previous: null,
    revised: null,
    unit: '',
    source: 'test',
    products: [],
    ...fields,
  };
  const res = await t.call('/v2/calendar/event/save', body, admin);
  expect(res.status).toBe(200);
  return res.body.data as CalendarEvent;
};
const run = () => sendDueReminders(t.db, t.app.notifications, t.clock.now());
const calendarNotes = async (userId: string) =>
  t.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).where('message_key', '=', 'events.reminder.message').execute();

test('subscribe validates its body, is idempotent, and unsubscribe is limited to the owner', async () => {
  expect((await t.call('/v2/calendar/reminder/subscribe', {}, alice)).status).toBe(400);
  expect((await t.call('/v2/calendar/reminder/subscribe', { eventKey: 'X', minImportance: 3 }, alice)).status).toBe(400);
  const a = await t.call('/v2/calendar/reminder/subscribe', { eventKey: 'TMP.KEY' }, alice);
  const again = await t.call('/v2/calendar/reminder/subscribe', { eventKey: 'TMP.KEY' }, alice);
  expect((again.body.data as CalendarSubscription).id).toBe((a.body.data as CalendarSubscription).id);
  expectApiError(await t.call('/v2/calendar/reminder/unsubscribe', { id: (a.body.data as CalendarSubscription).id }, bob), 'notFound');
  expect((await t.call('/v2/calendar/reminder/unsubscribe', { id: (a.body.data as CalendarSubscription).id }, alice)).status).toBe(200);
  expect((await t.call('/v2/calendar/reminder/get', undefined, alice)).body.data).toEqual({
    settings: { minutesBefore: 30, timeZone: 'browser' },
    subscriptions: [],
  });
});

test('by event and by importance, N minutes before, once per (release, user) with a moving clock', async () => {
  const base = t.clock.now();
  // alice follows one event with a 60-minute lead; bob follows every high-importance event with the default 30.
  expect((await t.call('/v2/calendar/reminder/settings', { minutesBefore: 60, timeZone: 'Asia/Shanghai' }, alice)).status).toBe(200);
  expect((await t.call('/v2/calendar/reminder/subscribe', { eventKey: 'R.CPI' }, alice)).status).toBe(200);
  expect((await t.call('/v2/calendar/reminder/subscribe', { minImportance: 3 }, bob)).status).toBe(200);
  const cpi = await save({ eventKey: 'R.CPI', importance: 2, releaseAt: base + 90 * MIN });
  const nfp = await save({ eventKey: 'R.NFP', importance: 3, releaseAt: base + 90 * MIN });
  await save({ eventKey: 'R.LOW', importance: 1, releaseAt: base + 90 * MIN });
  await save({ eventKey: 'R.DATE', importance: 3, dateStatus: 'dateOnly', releaseAt: base + 45 * MIN });

  expect(await run()).toBe(0); // 90 minutes away: nobody's lead reaches it.
  t.clock.advance(31 * MIN); // 59 minutes before: inside alice's 60, outside bob's 30.
  expect(await run()).toBe(1);
  expect(await run()).toBe(0);
  t.clock.advance(30 * MIN); // 29 minutes before: bob's turn; alice was already reminded.
  expect(await run()).toBe(1);
  t.clock.advance(-10 * MIN); // a clock moved back does not send again
  expect(await run()).toBe(0);
  const aliceNotes = await calendarNotes(aliceId);
  const bobNotes = await calendarNotes(bobId);
  expect(aliceNotes.map((n) => n.link)).toEqual([`/tool/calendar/events?event=${cpi.id}`]);
  expect(bobNotes.map((n) => n.link)).toEqual([`/tool/calendar/events?event=${nfp.id}`]);
  expect(JSON.parse(aliceNotes[0].params_json)).toMatchObject({ title: 'CPI YoY', minutes: '59' });

  // The release is moved later: a new reminder for the new time, once.
  const moved = await t.call('/v2/calendar/event/save', { ...nfp, id: nfp.id, releaseAt: nfp.releaseAt + 60 * MIN }, admin);
  expect(moved.status).toBe(200);
  t.clock.advance(70 * MIN);
  expect(await run()).toBe(1);
  expect(await run()).toBe(0);
  expect(await calendarNotes(bobId)).toHaveLength(2);
  // After the release nothing more is sent.
  t.clock.advance(120 * MIN);
  expect(await run()).toBe(0);
});

test('a subscriber who loses the page gets no reminder', async () => {
  const base = t.clock.now();
  const [carol, carolId] = await userWithPage('carol');
  expect((await t.call('/v2/calendar/reminder/subscribe', { eventKey: 'R.LOST' }, carol)).status).toBe(200);
  expect((await t.call('/v1/user/access/set', { userId: carolId, paths: [] }, admin)).status).toBe(200);
  await save({ eventKey: 'R.LOST', releaseAt: base + 10 * MIN });
  expect(await run()).toBe(0);
  expect(await calendarNotes(carolId)).toHaveLength(0);
});
