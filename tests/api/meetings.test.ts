/**
 * Internal meetings (POST /v2/meetings/...), SQLite or PostgreSQL (TEST_DATABASE_URL): access by the page's grant,
 * create and edit with a version per save, visibility (everyone with the page, or listed users and roles; author,
 * attendees and action-item owners always; hidden = not found, also in lists and search), search in Chinese and
 * English with filters, action-item notices (once when assigned, once when due soon, with a moved clock), the
 * Markdown export and validation errors.
 */
import { randomBytes } from 'node:crypto';
import type { Meeting, MeetingListRow, MeetingVersion, MyActionItem } from '../../common/contract/meetings';
import { runDueReminders } from '../../server/features/meetings/reminders';
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';

const PAGE = '/tool/research/internal';
const HOUR = 3_600_000;

let t: TestApp;
let admin: string;
let trader: string;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

async function userWithPage(username: string, role = 'trader', paths = [PAGE]): Promise<void> {
  const created = await t.call('/v1/user/admin/create', { username, password: 'Meeting@12345', name: username, role }, admin);
  expect(created.status).toBe(200);
  const set = await t.call('/v1/user/access/set', { userId: created.body.data.id, paths }, admin);
  expect(set.status).toBe(200);
  ids[username] = created.body.data.id;
  tokens[username] = await t.tokenFor(username);
}

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  [admin, trader] = await Promise.all([t.tokenFor('admin'), t.tokenFor('trader')]);
  await t.call('/v1/user/role/create', { name: 'research' }, admin);
  await userWithPage('alice');
  await userWithPage('bob');
  await userWithPage('carol');
  await userWithPage('dave', 'research');
  await userWithPage('nopage', 'trader', ['/home']);
});
afterAll(() => t?.close());

/** Moves the clock and signs everyone in again (sessions expire when idle). */
async function advance(ms: number): Promise<void> {
  t.clock.advance(ms);
  for (const name of Object.keys(tokens)) tokens[name] = await t.tokenFor(name);
  admin = await t.tokenFor('admin');
}

const base = (over: Record<string, unknown> = {}) => ({
  title: 'Morning meeting',
  kind: 'morning',
  heldAt: t.clock.now(),
  attendeeIds: [] as string[],
  products: ['HSFO'],
  body: '## Market\nSingapore HSFO cracks firmed.',
  attachmentIds: [] as string[],
  decisions: [] as string[],
  actionItems: [] as unknown[],
  visibility: { mode: 'all', userIds: [], roles: [] },
  ...over,
});
const save = async (token: string, body: Record<string, unknown>) => {
  const res = await t.call('/v2/meetings/save', body, token);
  expect(res.status).toBe(200);
  return res.body.data as Meeting;
};
const list = async (token: string, body: Record<string, unknown> = {}) => {
  const res = await t.call('/v2/meetings/list', body, token);
  expect(res.status).toBe(200);
  return res.body.data as MeetingListRow[];
};
const notices = async (token: string) =>
  (await t.call('/v2/strategy/notification/list', undefined, token)).body.data.items as { messageKey: string; params: Record<string, string>; link: string }[];

describe('access', () => {
  test('every call needs the page grant: a user without it is refused, anonymous callers must sign in', async () => {
    expectApiError(await t.call('/v2/meetings/list', {}, tokens.nopage), 'forbidden');
    expectApiError(await t.call('/v2/meetings/list', {}, trader), 'forbidden');
    expectApiError(await t.call('/v2/meetings/list', {}), 'unauthorized');
    expect((await t.call('/v2/meetings/list', {}, tokens.alice)).status).toBe(200);
  });

  test('the people pickers list only users who can open the page', async () => {
    const users = (await t.call('/v2/meetings/users', undefined, tokens.alice)).body.data as { id: string; name: string }[];
    const names = users.map((u) => u.name);
    expect(names).toEqual(expect.arrayContaining(['alice', 'bob', 'carol', 'dave', 'Administrator']));
    expect(names).not.toContain('nopage');
    expect(names).not.toContain('Trader');
    const roles = (await t.call('/v2/meetings/roles', undefined, tokens.alice)).body.data as string[];
    expect(roles).toContain('research');
  });
});

describe('records and history', () => {
  test('create from a template body, edit, and every save keeps a version with the fields changed', async () => {
    const template = '## 市场回顾\n\n## 观点\n\n## 下一步\n';
    const heldAt = t.clock.now();
    const created = await save(tokens.alice, base({ title: '晨会 4月1日', heldAt, body: template, attendeeIds: [ids.bob] }));
    expect(created).toMatchObject({ version: 1, author: { id: ids.alice, name: 'alice' }, attendees: [{ id: ids.bob, name: 'bob' }], body: template });

    await advance(60_000);
    const edited = await save(tokens.bob, {
      ...base({ title: '晨会 4月1日', heldAt, body: `${template}高硫裂解走强`, attendeeIds: [ids.bob], decisions: ['减持高硫'] }),
      id: created.id,
      version: 1,
    });
    expect(edited.version).toBe(2);
    // Saving the same fields again writes no version.
    const same = await save(tokens.bob, {
      ...base({ title: '晨会 4月1日', heldAt, body: `${template}高硫裂解走强`, attendeeIds: [ids.bob], decisions: ['减持高硫'] }),
      id: created.id,
    });
    expect(same.version).toBe(2);

    const history = (await t.call('/v2/meetings/history', { id: created.id }, tokens.alice)).body.data as MeetingVersion[];
    expect(history.map((v) => v.version)).toEqual([2, 1]);
    expect(history[0].user).toEqual({ id: ids.bob, name: 'bob' });
    expect(history[0].changes.map((c) => c.field).sort()).toEqual(['body', 'decisions']);
    const body = history[0].changes.find((c) => c.field === 'body');
    expect(body && JSON.parse(body.before ?? 'null')).toBe(template);
    expect(body && JSON.parse(body.after)).toBe(`${template}高硫裂解走强`);
    expect(history[1].changes.every((c) => c.before === null)).toBe(true);

    // An edit over a newer save is refused, nothing written.
    expectApiError(await t.call('/v2/meetings/save', { ...base({ title: 'stale' }), id: created.id, version: 1 }, tokens.alice), 'conflict');
    // Someone who may see it but is neither author nor attendee reads it and cannot edit it.
    expect((await t.call('/v2/meetings/get', { id: created.id }, tokens.carol)).status).toBe(200);
    expectApiError(await t.call('/v2/meetings/save', { ...base(), id: created.id }, tokens.carol), 'forbidden');
    expect(((await t.call('/v2/meetings/get', { id: created.id }, tokens.alice)).body.data as Meeting).title).toBe('晨会 4月1日');
  });

  test('validation: bad kind, empty title, a non-page attendee, an unseen attachment are 400 with the field named', async () => {
    const kind = await t.call('/v2/meetings/save', base({ kind: 'lunch' }), tokens.alice);
    expectApiError(kind, 'badRequest');
    expect(Object.keys(kind.body.fields ?? {})).toContain('kind');
    const title = await t.call('/v2/meetings/save', base({ title: '   ' }), tokens.alice);
    expectApiError(title, 'badRequest');
    expect(title.body.fields).toEqual({ title: 'api.field.required' });
    const attendee = await t.call('/v2/meetings/save', base({ attendeeIds: [ids.bob, ids.nopage] }), tokens.alice);
    expect(attendee.body.fields).toEqual({ 'attendeeIds.1': 'api.field.invalid' });
    const owner = await t.call('/v2/meetings/save', base({ actionItems: [{ text: 'x', ownerId: 'nobody', dueAt: 1, status: 'open' }] }), tokens.alice);
    expect(owner.body.fields).toEqual({ 'actionItems.0.ownerId': 'api.field.invalid' });
    const file = await t.call('/v2/meetings/save', base({ attachmentIds: ['someone-elses-file'] }), tokens.alice);
    expect(file.body.fields).toEqual({ 'attachmentIds.0': 'api.field.invalid' });
    expectApiError(await t.call('/v2/meetings/get', { id: 'no-such-meeting' }, tokens.alice), 'notFound');
    expect((await t.call('/v2/meetings/save', 'not an object', tokens.alice)).status).toBe(400);
  });

  test('attachments: the author attaches their own ready file, its name comes back', async () => {
    const [fileId] = await insertFile(ids.alice, 'cracks.pdf');
    const m = await save(tokens.alice, base({ attachmentIds: [fileId] }));
    expect(m.attachments).toEqual([{ id: fileId, name: 'cracks.pdf', size: 10, url: expect.stringMatching(/^\/v1\/user\/oss\/file\//) }]);
    // bob cannot attach alice's file to his own meeting.
    expect((await t.call('/v2/meetings/save', base({ attachmentIds: [fileId] }), tokens.bob)).status).toBe(400);
  });

  test("attachments: a reader who is not the file's owner downloads it through the meeting; a hidden meeting gives no link", async () => {
    await userWithPage('erin', 'trader', [PAGE, '/user/fileUpload']);
    const bytes = Buffer.from('裂解价差 PDF bytes');
    const tok = await t.call('/v1/user/oss/upload/getToken', { filename: '价差.pdf', size: bytes.length }, tokens.erin);
    expect(tok.status).toBe(200);
    const put = await t.app.inject({ method: 'PUT', url: tok.body.data.url, headers: tok.body.data.headers, payload: bytes });
    expect(put.statusCode).toBe(200);
    const fileId = tok.body.data.fileId;
    const m = await save(tokens.erin, base({ attachmentIds: [fileId], visibility: { mode: 'restricted', userIds: [ids.bob], roles: [] } }));

    // bob reads the meeting (listed), never owned the file and has no file-management grant, and downloads it.
    const read = await t.call('/v2/meetings/get', { id: m.id }, tokens.bob);
    expect(read.status).toBe(200);
    const [att] = (read.body.data as Meeting).attachments;
    expect(att).toMatchObject({ id: fileId, name: '价差.pdf', size: bytes.length });
    const got = await t.app.inject({ method: 'GET', url: att.url });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(bytes)).toBe(true);
    expect(got.headers['content-disposition']).toContain(encodeURIComponent('价差.pdf'));
    // carol may not see the meeting: no meeting, so no link.
    expectApiError(await t.call('/v2/meetings/get', { id: m.id }, tokens.carol), 'notFound');
    expectApiError(await t.call('/v2/meetings/export/markdown', { id: m.id }, tokens.carol), 'notFound');

    // bob, an attendee-less reader, keeps erin's attachment when the author later edits; a file deleted from file
    // management drops out of the meeting instead of leaving a dead link.
    expect((await t.call('/v1/user/oss/upload/delete', { id: fileId }, tokens.erin)).status).toBe(200);
    expect(((await t.call('/v2/meetings/get', { id: m.id }, tokens.bob)).body.data as Meeting).attachments).toEqual([]);
  });
});

/** A ready file row as the file area writes it (32 hex characters: the signed download address packs the id). */
async function insertFile(ownerId: string, name: string): Promise<string[]> {
  const id = randomBytes(16).toString('hex');
  await t.db
    .insertInto('files')
    .values({
      id,
      owner_id: ownerId,
      owner_name: 'x',
      name,
      storage_key: `${id}.pdf`,
      storage: 'local',
      size: 10,
      content_type: 'application/pdf',
      state: 'ready',
      created_at: t.clock.now(),
    })
    .execute();
  return [id];
}

describe('visibility', () => {
  test('restricted: listed users and roles, the author, attendees and item owners see it; nobody else, not in lists, not in search', async () => {
    const m = await save(
      tokens.alice,
      base({
        title: 'Strategy review restricted zebra',
        kind: 'strategy',
        attendeeIds: [ids.bob],
        actionItems: [{ text: 'check zebra spreads', ownerId: ids.carol, dueAt: t.clock.now() + 72 * HOUR, status: 'open' }],
        visibility: { mode: 'restricted', userIds: [], roles: ['research'] },
      }),
    );
    for (const who of ['alice', 'bob', 'carol', 'dave']) {
      expect((await t.call('/v2/meetings/get', { id: m.id }, tokens[who])).status).toBe(200);
      expect((await list(tokens[who], { query: 'zebra' })).map((r) => r.id)).toEqual([m.id]);
    }
    // The administrator has the page but is not named: no bypass.
    for (const token of [admin]) {
      expectApiError(await t.call('/v2/meetings/get', { id: m.id }, token), 'notFound');
      expectApiError(await t.call('/v2/meetings/history', { id: m.id }, token), 'notFound');
      expectApiError(await t.call('/v2/meetings/export/markdown', { id: m.id }, token), 'notFound');
      expect((await list(token)).map((r) => r.id)).not.toContain(m.id);
      expect(await list(token, { query: 'zebra' })).toEqual([]);
    }
    // Only the author changes who sees it.
    expectApiError(await t.call('/v2/meetings/save', { ...base({ title: 'x', attendeeIds: [ids.bob] }), id: m.id }, tokens.bob), 'forbidden');
    // Listing a user by id opens it to them.
    await save(tokens.alice, {
      ...base({
        title: m.title,
        kind: 'strategy',
        attendeeIds: [ids.bob],
        actionItems: m.actionItems,
        visibility: { mode: 'restricted', userIds: [ids.alice], roles: [] },
      }),
      id: m.id,
    });
    expect((await t.call('/v2/meetings/get', { id: m.id }, tokens.dave)).status).toBe(404);
    const adminId = (await t.call('/v2/meetings/users', undefined, tokens.alice)).body.data.find((u: { name: string }) => u.name === 'Administrator')?.id;
    await save(tokens.alice, {
      ...base({
        title: m.title,
        kind: 'strategy',
        attendeeIds: [ids.bob],
        actionItems: m.actionItems,
        visibility: { mode: 'restricted', userIds: [adminId], roles: [] },
      }),
      id: m.id,
    });
    expect((await t.call('/v2/meetings/get', { id: m.id }, admin)).status).toBe(200);
  });
});

describe("who sees a meeting is the author's choice (issue 19 item 7)", () => {
  test('an attendee edits the minutes but cannot add attendees or give action items to people who do not see it', async () => {
    const m = await save(
      tokens.alice,
      base({
        title: 'Restricted desk review',
        attendeeIds: [ids.bob],
        actionItems: [{ text: 'draft the note', ownerId: ids.bob, dueAt: t.clock.now() + 72 * HOUR, status: 'open' }],
        visibility: { mode: 'restricted', userIds: [], roles: [] },
      }),
    );
    const fields = { title: m.title, attendeeIds: [ids.bob], actionItems: m.actionItems, visibility: { mode: 'restricted', userIds: [], roles: [] } };
    // Bob (attendee, not author) adds carol as an attendee: refused at the field, carol still does not see it.
    const addAttendee = await t.call('/v2/meetings/save', { ...base({ ...fields, attendeeIds: [ids.bob, ids.carol] }), id: m.id }, tokens.bob);
    expectApiError(addAttendee, 'forbidden');
    expect(addAttendee.body.fields).toEqual({ 'attendeeIds.1': 'api.error.forbidden' });
    // ... nor can he drop himself or others from the list.
    expectApiError(await t.call('/v2/meetings/save', { ...base({ ...fields, attendeeIds: [] }), id: m.id }, tokens.bob), 'forbidden');
    // An action item for carol would let her see it too.
    const item = { text: 'tell carol', ownerId: ids.carol, dueAt: t.clock.now() + 72 * HOUR, status: 'open' };
    const addOwner = await t.call('/v2/meetings/save', { ...base({ ...fields, actionItems: [...m.actionItems, item] }), id: m.id }, tokens.bob);
    expectApiError(addOwner, 'forbidden');
    expect(addOwner.body.fields).toEqual({ 'actionItems.1.ownerId': 'api.error.forbidden' });
    expectApiError(await t.call('/v2/meetings/get', { id: m.id }, tokens.carol), 'notFound');
    // Everything else stays his to edit, including items for people who already see it (here himself).
    const mine = { text: 'review the note', ownerId: ids.bob, dueAt: t.clock.now() + 96 * HOUR, status: 'open' };
    const edited = await save(tokens.bob, { ...base({ ...fields, body: 'Bob wrote the minutes', actionItems: [...m.actionItems, mine] }), id: m.id });
    expect(edited.body).toBe('Bob wrote the minutes');
    // The author adds carol.
    await save(tokens.alice, { ...base({ ...fields, attendeeIds: [ids.bob, ids.carol], actionItems: edited.actionItems }), id: m.id });
    expect((await t.call('/v2/meetings/get', { id: m.id }, tokens.carol)).status).toBe(200);
  });
});

describe('search and filters', () => {
  test('Chinese and English queries find title, body, decisions and action items, highlighted, with filters', async () => {
    const day0 = Date.UTC(2025, 2, 3, 1, 0);
    const a = await save(
      tokens.alice,
      base({ title: '周会 燃料油', kind: 'weekly', heldAt: day0, products: ['HSFO'], body: '新加坡高硫燃料油库存下降', attendeeIds: [ids.bob] }),
    );
    const b = await save(
      tokens.alice,
      base({
        title: 'LPG weekly',
        kind: 'weekly',
        heldAt: day0 + 24 * HOUR,
        products: ['LPG'],
        body: 'Propane freight eased',
        decisions: ['Buy the FEI swap'],
      }),
    );
    const c = await save(
      tokens.alice,
      base({
        title: 'PX review',
        kind: 'strategy',
        heldAt: day0 + 48 * HOUR,
        products: ['PX'],
        body: '',
        actionItems: [{ text: '复核 PX 库存数据', ownerId: ids.alice, dueAt: day0 + 72 * HOUR, status: 'done' }],
      }),
    );

    const zh = await list(tokens.alice, { query: '库存' });
    expect(zh.map((r) => r.id).sort()).toEqual([a.id, c.id].sort());
    const rowA = zh.find((r) => r.id === a.id);
    expect(rowA?.match?.snippet.filter((s) => s.hit).map((s) => s.text)).toEqual(['库存']);
    expect((await list(tokens.alice, { query: 'fei SWAP' })).map((r) => r.id)).toEqual([b.id]);
    expect((await list(tokens.alice, { query: 'propane' }))[0].match?.snippet.some((s) => s.hit && s.text === 'Propane')).toBe(true);
    // Title matches rank first.
    expect((await list(tokens.alice, { query: '燃料油' }))[0].id).toBe(a.id);

    expect((await list(tokens.alice, { query: '库存', kind: 'strategy' })).map((r) => r.id)).toEqual([c.id]);
    expect((await list(tokens.alice, { product: 'LPG' })).map((r) => r.id)).toEqual([b.id]);
    expect((await list(tokens.alice, { attendeeId: ids.bob, from: day0, to: day0 + 72 * HOUR })).map((r) => r.id)).toEqual([a.id]);
    expect((await list(tokens.alice, { from: day0, to: day0 + 72 * HOUR })).map((r) => r.id)).toEqual([c.id, b.id, a.id]);

    // A deleted meeting leaves the index; another user may not delete it.
    expectApiError(await t.call('/v2/meetings/delete', { id: b.id }, tokens.bob), 'forbidden');
    expect((await t.call('/v2/meetings/delete', { id: b.id }, tokens.alice)).status).toBe(200);
    expect(await list(tokens.alice, { query: 'fei' })).toEqual([]);
    expectApiError(await t.call('/v2/meetings/get', { id: b.id }, tokens.alice), 'notFound');
  });
});

describe('action items', () => {
  test('the owner is told once when assigned and once when due soon (per-user lead time), overdue shown as such', async () => {
    const start = t.clock.now();
    const before = (await notices(tokens.bob)).length;
    const m = await save(
      tokens.alice,
      base({
        title: 'Desk meeting',
        actionItems: [
          { text: 'Send the HSFO crack note', ownerId: ids.bob, dueAt: start + 30 * HOUR, status: 'open' },
          { text: 'Own item', ownerId: ids.alice, dueAt: start + 30 * HOUR, status: 'open' },
        ],
      }),
    );
    let bob = await notices(tokens.bob);
    expect(bob.length).toBe(before + 1);
    expect(bob[0]).toMatchObject({
      messageKey: 'meetings.notify.assigned',
      params: { item: 'Send the HSFO crack note', meeting: 'Desk meeting' },
      link: `${PAGE}?meeting=${m.id}`,
    });
    // Saving again (same owner) tells nobody again.
    await save(tokens.alice, {
      ...base({ title: 'Desk meeting', actionItems: m.actionItems.map(({ id, text, ownerId, dueAt, status }) => ({ id, text, ownerId, dueAt, status })) }),
      id: m.id,
    });
    expect((await notices(tokens.bob)).length).toBe(before + 1);

    // 30 h away: outside the default 24 h lead.
    await runDueReminders({ db: t.db, notifications: t.app.notifications }, t.clock.now());
    expect((await notices(tokens.bob)).length).toBe(before + 1);
    await advance(7 * HOUR);
    expect(await runDueReminders({ db: t.db, notifications: t.app.notifications }, t.clock.now())).toBeGreaterThanOrEqual(1);
    bob = await notices(tokens.bob);
    expect(bob.length).toBe(before + 2);
    expect(bob[0]).toMatchObject({ messageKey: 'meetings.notify.dueSoon', params: { item: 'Send the HSFO crack note' } });
    // Two processes' passes: still once.
    await Promise.all([
      runDueReminders({ db: t.db, notifications: t.app.notifications }, t.clock.now()),
      runDueReminders({ db: t.db, notifications: t.app.notifications }, t.clock.now()),
    ]);
    expect((await notices(tokens.bob)).length).toBe(before + 2);

    // alice's lead time is 48 h: her own item reached her at the first pass already.
    const aliceKeys = (await notices(tokens.alice)).map((n) => n.messageKey);
    expect(aliceKeys.filter((k) => k === 'meetings.notify.assigned')).toEqual([]);
    expect(aliceKeys).toContain('meetings.notify.dueSoon');

    await advance(24 * HOUR);
    const mine = (await t.call('/v2/meetings/actionItem/mine', undefined, tokens.bob)).body.data as MyActionItem[];
    const item = mine.find((i) => i.meetingId === m.id);
    expect(item).toMatchObject({ text: 'Send the HSFO crack note', overdue: true, status: 'open', meetingTitle: 'Desk meeting' });
    // The owner (not an attendee) marks it done; the change is in the history under their name.
    const done = await t.call('/v2/meetings/actionItem/status', { meetingId: m.id, itemId: item?.id, status: 'done' }, tokens.bob);
    expect(done.status).toBe(200);
    expect((done.body.data as Meeting).actionItems[0]).toMatchObject({ status: 'done', overdue: false });
    const history = (await t.call('/v2/meetings/history', { id: m.id }, tokens.alice)).body.data as MeetingVersion[];
    expect(history[0]).toMatchObject({ user: { name: 'bob' }, changes: [expect.objectContaining({ field: 'actionItems' })] });
    // Someone else cannot change it.
    expectApiError(await t.call('/v2/meetings/actionItem/status', { meetingId: m.id, itemId: item?.id, status: 'open' }, tokens.carol), 'forbidden');
  });

  test('an item reassigned to a new owner tells the new owner; an item first seen overdue is announced as overdue', async () => {
    const now = t.clock.now();
    const m = await save(tokens.alice, base({ title: 'Late', actionItems: [{ text: 'Late item', ownerId: ids.dave, dueAt: now - HOUR, status: 'open' }] }));
    await runDueReminders({ db: t.db, notifications: t.app.notifications }, now);
    const dave = await notices(tokens.dave);
    expect(dave.map((n) => n.messageKey).sort()).toEqual(['meetings.notify.assigned', 'meetings.notify.overdue']);
    const [it] = m.actionItems;
    await save(tokens.alice, {
      ...base({ title: 'Late', actionItems: [{ id: it.id, text: it.text, ownerId: ids.carol, dueAt: it.dueAt, status: 'open' }] }),
      id: m.id,
    });
    expect((await notices(tokens.carol))[0]).toMatchObject({ messageKey: 'meetings.notify.assigned', params: { item: 'Late item' } });
  });

  beforeAll(async () => {
    expect((await t.call('/v2/meetings/settings/get', undefined, tokens.alice)).body.data).toEqual({ reminderLeadHours: 24 });
    expect((await t.call('/v2/meetings/settings/set', { reminderLeadHours: 48 }, tokens.alice)).body.data).toEqual({ reminderLeadHours: 48 });
    expect((await t.call('/v2/meetings/settings/set', { reminderLeadHours: 0 }, tokens.alice)).status).toBe(400);
  });
});

describe('export', () => {
  test('Markdown: heading, facts, body as written, decisions and the action-item table; CJK kept in the file name', async () => {
    const m = await save(
      tokens.alice,
      base({
        title: '策略会: PX/PTA',
        kind: 'strategy',
        heldAt: Date.UTC(2025, 3, 2, 1, 30),
        attendeeIds: [ids.bob],
        products: ['PX', 'PTA'],
        body: '## 观点\nPX 加工差 | 偏强',
        decisions: ['维持多 PX 空 PTA'],
        actionItems: [{ text: '更新 | 价差表', ownerId: ids.bob, dueAt: Date.UTC(2025, 3, 3, 9, 0), status: 'open' }],
      }),
    );
    const res = await t.call('/v2/meetings/export/markdown', { id: m.id }, tokens.bob);
    expect(res.status).toBe(200);
    expect(res.body.data.fileName).toBe('2025-04-02 策略会_ PX_PTA.md');
    expect(res.body.data.content).toBe(
      [
        '# 策略会: PX/PTA',
        '',
        '- Kind: Strategy review',
        '- Held: 2025-04-02 01:30 UTC',
        '- Author: alice',
        '- Attendees: bob',
        '- Products: PX, PTA',
        '',
        '## 观点\nPX 加工差 | 偏强',
        '',
        '## Decisions',
        '',
        '1. 维持多 PX 空 PTA',
        '',
        '## Action items',
        '',
        '| Item | Owner | Due | Status |',
        '| --- | --- | --- | --- |',
        // The clock stands at 2025-04-02 09:01 UTC here: not yet due.
        '| 更新 \\| 价差表 | bob | 2025-04-03 09:00 UTC | open |',
        '',
      ].join('\n'),
    );
  });

  test("Markdown: attachments are links back to the page at the caller's origin; a bad origin is refused", async () => {
    const [fileId] = await insertFile(ids.alice, 'notes [v2].pdf');
    const m = await save(tokens.alice, base({ attachmentIds: [fileId] }));
    const link = `/#/tool/research/internal?meeting=${m.id}&attachment=${fileId}`;
    const res = await t.call('/v2/meetings/export/markdown', { id: m.id, origin: 'https://console.example.com:8443' }, tokens.bob);
    expect(res.status).toBe(200);
    expect(res.body.data.content).toContain(`## Attachments\n\n- [notes \\[v2\\].pdf](https://console.example.com:8443${link})\n`);
    // Without an origin the link is relative to wherever the file is opened from.
    const bare = await t.call('/v2/meetings/export/markdown', { id: m.id }, tokens.bob);
    expect(bare.body.data.content).toContain(`](${link})`);
    for (const origin of ['javascript:alert(1)', 'https://evil.example/path', 'https://a b']) {
      expectApiError(await t.call('/v2/meetings/export/markdown', { id: m.id, origin }, tokens.bob), 'badRequest');
    }
  });
});
