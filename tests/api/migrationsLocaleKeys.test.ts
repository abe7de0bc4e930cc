/**
 * Migration 0019 (SQLite or PostgreSQL): notifications stored with the locale keys of before issue 17's rename
 * (`calendar.*`, `research.*`) read back with the feature's keys (`events.*`, `library.*`), so a reminder sent before
 * the upgrade still shows its text; other keys, `researchFeeds.*` included, are left as they are; and stepping back
 * gives the old code its keys again.
 */
import { createMigrator, migrateToLatest } from '../../server/infra/db/migrate';
import { makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: string;
let adminId: string;

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  admin = await t.tokenFor('admin');
  adminId = (await t.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
});
afterAll(() => t?.close());

/** Stored key -> the key it must read back with after the migration. */
const KEYS: Record<string, string> = {
  'calendar.reminder.message': 'events.reminder.message',
  'research.kind.report': 'library.kind.report',
  'meetings.notify.assigned': 'meetings.notify.assigned',
  'researchFeeds.enabled': 'researchFeeds.enabled',
  'strategy.notify.level': 'strategy.notify.level',
};

const storedKeys = async () =>
  (await t.db.selectFrom('notifications').select('message_key').where('user_id', '=', adminId).orderBy('message_key').execute()).map((r) => r.message_key);

test('notifications stored with the old key prefixes read back with the new ones after migration 0019', async () => {
  const migrator = await createMigrator(t.db);
  const back = await migrator.migrateTo('0018_outlook');
  expect(back.error).toBeUndefined();
  // Later migrations (0020_exchange_holidays, issue 18) go down first.
  expect(back.results?.map((r) => [r.migrationName, r.direction, r.status]).at(-1)).toEqual(['0019_locale_key_names', 'Down', 'Success']);
  expect(back.results?.every((r) => r.direction === 'Down' && r.status === 'Success')).toBe(true);

  // What the server before the rename stored (server/features/events/reminders.ts sent `calendar.reminder.message`).
  let at = t.clock.now();
  for (const key of Object.keys(KEYS)) {
    at += 1;
    await t.db
      .insertInto('notifications')
      .values({
        id: `n-${key}`,
        user_id: adminId,
        title: 'US CPI YoY',
        message_key: key,
        params_json: '{"minutes":"30"}',
        link: '',
        read_at: null,
        created_at: at,
      })
      .execute();
  }

  expect((await migrateToLatest(t.db))[0]).toBe('0019_locale_key_names');
  const list = await t.call('/v2/strategy/notification/list', undefined, admin);
  expect(list.status).toBe(200);
  const read = Object.fromEntries(list.body.data.items.filter((n) => n.id.startsWith('n-')).map((n) => [n.id.slice(2), n.messageKey]));
  expect(read).toEqual(KEYS);
  // The rest of the row is untouched.
  expect(list.body.data.items.find((n) => n.id === 'n-calendar.reminder.message')).toMatchObject({ title: 'US CPI YoY', params: { minutes: '30' } });

  // Stepping back restores what the old code looks up; forward again gives the new keys.
  expect((await migrator.migrateTo('0018_outlook')).error).toBeUndefined();
  expect(await storedKeys()).toEqual(Object.keys(KEYS).sort());
  expect((await migrateToLatest(t.db))[0]).toBe('0019_locale_key_names');
  expect(await storedKeys()).toEqual(Object.values(KEYS).sort());
});
