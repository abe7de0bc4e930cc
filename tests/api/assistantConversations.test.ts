/**
 * The assistant's conversations (docs/assistant.md "Conversations"), SQLite or PostgreSQL: turns through the chat with
 * a scripted provider (tests/support/fakeChatProvider.ts), then list (newest first), get, a second turn that shows the
 * model the history, rename, export as Markdown (unverified figures marked, steps, check, a safe file name), delete
 * (messages too), another user's id answering 404 on every call, and the audit rows of rename and delete.
 */
import { ASSISTANT_TITLE_MAX } from '../../common/contract/assistant';
import { createUser } from '../../server/features/user/createUser';
import { type FakeChatProvider, startFakeChatProvider } from '../support/fakeChatProvider';
import { expectApiError } from './apiErrors';
import { readChatStream } from './assistantStream';
import { makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let fake: FakeChatProvider;
let alice: string;
let bob: string;

async function ask(who: string, message: string, conversationId?: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v2/assistant/chat',
    headers: { authorization: `Bearer ${who}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ message, ...(conversationId ? { conversationId } : {}) }),
  });
  expect(res.statusCode).toBe(200);
  const { chunks } = await readChatStream(res.payload);
  const part = chunks.find((c) => c.type === 'data-conversation') as { data: { id: string } } | undefined;
  if (!part) throw new Error('no data-conversation part');
  return part.data.id;
}

beforeAll(async () => {
  fake = await startFakeChatProvider();
  t = await makeTestApp({ seedQa: true, env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.1' } });
  const admin = await t.tokenFor('admin');
  for (const name of ['conv_alice', 'conv_bob']) {
    await createUser(t.db, t.clock.now(), { username: name, password: 'Assistant@12345', role: 'fuelDesk', paths: ['/tool/trade/record'] });
  }
  alice = await t.tokenFor('conv_alice');
  bob = await t.tokenFor('conv_bob');
  expect((await t.call('/v2/assistant/provider/set', { baseUrl: fake.url, model: 'fake-chat', dailyTokenLimit: 100_000 }, admin)).status).toBe(200);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

test('list, get, a follow-up with history, rename, export, delete; another user gets 404 everywhere', async () => {
  const longQuestion = `Compare PTA processing margins this year with the last five ${'and more '.repeat(30)}`;
  fake.push(
    { toolCalls: [{ name: 'marketData_catalog', arguments: { search: 'pta' } }], usage: { prompt: 10, completion: 5 } },
    { text: 'Margins averaged 412.5 this year; no tool said 777.7.', usage: { prompt: 20, completion: 8 } },
  );
  const first = await ask(alice, longQuestion);
  t.clock.advance(1_000);
  fake.push({ text: 'A second conversation.', usage: { prompt: 5, completion: 2 } });
  const second = await ask(alice, 'Second question');

  const list = await t.call('/v2/assistant/conversation/list', undefined, alice);
  expect(list.status).toBe(200);
  expect(list.body.data.map((c) => c.id)).toEqual([second, first]);
  const title = list.body.data[1].title;
  expect([...title]).toHaveLength(ASSISTANT_TITLE_MAX);
  expect(title.endsWith('…')).toBe(true);
  expect((await t.call('/v2/assistant/conversation/list', undefined, bob)).body.data).toEqual([]);

  // A follow-up in the first conversation: the model is shown the earlier question and answer.
  t.clock.advance(1_000);
  fake.reset();
  fake.push({ text: 'Follow-up answer.', usage: { prompt: 30, completion: 3 } });
  expect(await ask(alice, 'And last year?', first)).toBe(first);
  const shown = JSON.stringify(fake.requests[0].messages);
  expect(shown).toContain('Compare PTA processing margins');
  expect(shown).toContain('Margins averaged 412.5');
  const got = await t.call('/v2/assistant/conversation/get', { id: first }, alice);
  expect(got.status).toBe(200);
  expect(got.body.data.conversation).toMatchObject({ id: first, turns: 2 });
  expect(got.body.data.messages.map((m) => [m.role, m.end])).toEqual([
    ['user', null],
    ['assistant', 'answered'],
    ['user', null],
    ['assistant', 'answered'],
  ]);
  expect(got.body.data.messages[1].steps[0]).toMatchObject({ tool: 'marketData_catalog', path: '/v2/marketData/catalog', input: { search: 'pta' } });
  expect(got.body.data.messages[1].check).toEqual({ verified: [], unverified: ['412.5', '777.7'] });
  expect((await t.call('/v2/assistant/conversation/list', undefined, alice)).body.data[0].id).toBe(first);

  const renamed = await t.call('/v2/assistant/conversation/rename', { id: first, title: '  PTA / margins: "five years"  ' }, alice);
  expect(renamed.status).toBe(200);
  expect(renamed.body.data).toMatchObject({ id: first, title: 'PTA / margins: "five years"' });

  const exported = await t.call('/v2/assistant/conversation/export', { id: first }, alice);
  expect(exported.status).toBe(200);
  const { fileName, markdown } = exported.body.data;
  expect(fileName).toMatch(/^\d{4}-\d{2}-\d{2} PTA _ margins_ _five years_\.md$/);
  expect(markdown).toContain('# PTA / margins: "five years"');
  expect(markdown).toContain('## Question');
  expect(markdown).toContain('Margins averaged 412.5 ⚠(unverified) this year; no tool said 777.7 ⚠(unverified).');
  expect(markdown).toContain('`marketData_catalog` (/v2/marketData/catalog)');
  expect(markdown).toContain('"search": "pta"');
  expect(markdown).toContain('<tool-result name="marketData_catalog"');
  expect(markdown).toContain('- Unverified: 412.5, 777.7');

  // Bob: every call on Alice's conversation is a 404, and nothing changes.
  expectApiError(
    await t.app.inject({
      method: 'POST',
      url: '/v2/assistant/conversation/get',
      headers: { authorization: `Bearer ${bob}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ id: first }),
    }),
    'notFound',
  );
  for (const [path, body] of [
    ['/v2/assistant/conversation/rename', { id: first, title: 'stolen' }],
    ['/v2/assistant/conversation/delete', { id: first }],
    ['/v2/assistant/conversation/export', { id: first }],
    ['/v2/assistant/chat', { conversationId: first, message: 'Peek?' }],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { authorization: `Bearer ${bob}`, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expectApiError(res, 'notFound');
  }
  expect((await t.call('/v2/assistant/conversation/get', { id: first }, alice)).body.data.conversation.title).toBe('PTA / margins: "five years"');

  const deleted = await t.call('/v2/assistant/conversation/delete', { id: first }, alice);
  expect(deleted.status).toBe(200);
  expect(deleted.body.data).toEqual({ id: first });
  expect(await t.db.selectFrom('assistant_messages').select('id').where('conversation_id', '=', first).execute()).toEqual([]);
  expect((await t.call('/v2/assistant/conversation/list', undefined, alice)).body.data.map((c) => c.id)).toEqual([second]);
  expect((await t.call('/v2/assistant/conversation/get', { id: first }, alice)).status).toBe(404);

  const audit = await t.db
    .selectFrom('audit_log')
    .select(['action', 'actor_name', 'target_id'])
    .where('target_id', '=', first)
    .orderBy('at')
    .orderBy('id')
    .execute();
  expect(audit.map((a) => a.action)).toEqual(['assistant.chat', 'assistant.chat', 'assistant.conversation.rename', 'assistant.conversation.delete']);
  expect(new Set(audit.map((a) => a.actor_name))).toEqual(new Set(['conv_alice']));
});
