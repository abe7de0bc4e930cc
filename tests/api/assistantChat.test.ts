/**
 * The assistant's chat (docs/assistant.md "The chat"), SQLite or PostgreSQL (TEST_DATABASE_URL), against a scripted
 * OpenAI-compatible provider on 127.0.0.1 (tests/support/fakeChatProvider.ts) reached through the outbound policy
 * (OUTBOUND_ALLOW_HOSTS). The stream is read with the AI SDK's own readers (assistantStream.ts).
 */
import type { UIMessageChunk } from 'ai';
import { MAX_STEPS } from '../../common/assistant/steps';
import type { AssistantDataParts, AssistantToolOutput } from '../../common/contract/assistant';
import { createUser } from '../../server/features/user/createUser';
import { chinaDate } from '../../server/infra/chinaDate';
import { type FakeChatProvider, type FakeReply, startFakeChatProvider } from '../support/fakeChatProvider';
import { readChatStream } from './assistantStream';
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';
import { dailyBar } from './marketRows';

const FU_SPREAD = 'spread:fu_inner_outer_usd_t';
const RECORD = '/tool/trade/record';
const BOARD = '/tool/trade/realtime';
const FU_PAGE = '/tool/trade/realtime/fu';
const RESEARCH = '/tool/research/platts/reports';
const CALENDAR = '/tool/calendar/events';
const d = (s: string) => Date.parse(`${s}T00:00:00Z`);
const MARCH = { from: d('2025-03-01'), to: d('2025-03-31'), interval: '1d' };
const FU_DAYS = ['2025-03-03', '2025-03-04', '2025-03-05'];
const LIMIT = 50_000;

let t: TestApp;
let fake: FakeChatProvider;
let admin: string;
let fuDesk: string;
let noFu: string;
let noKey: string;

async function token(username: string, paths: string[]): Promise<string> {
  await createUser(t.db, t.clock.now(), { username, password: 'Assistant@12345', role: 'fuelDesk', paths });
  return t.tokenFor(username);
}

async function chat(who: string, body: unknown) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v2/assistant/chat',
    headers: { authorization: `Bearer ${who}`, 'content-type': 'application/json', 'accept-language': 'en-US' },
    payload: JSON.stringify(body),
  });
  return res;
}

async function ask(who: string, message: string, conversationId?: string) {
  const res = await chat(who, { message, ...(conversationId ? { conversationId } : {}) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
  expect(res.headers['x-vercel-ai-ui-message-stream']).toBe('v1');
  return { ...(await readChatStream(res.payload)), payload: res.payload };
}

const ofType = <T extends UIMessageChunk['type']>(chunks: UIMessageChunk[], type: T) =>
  chunks.filter((c): c is Extract<UIMessageChunk, { type: T }> => c.type === type);
function dataOf<K extends 'conversation' | 'check' | 'usage' | 'end'>(chunks: UIMessageChunk[], name: K): AssistantDataParts[K] {
  const part = chunks.find((c) => c.type === `data-${name}`) as { data: AssistantDataParts[K] } | undefined;
  if (!part) throw new Error(`no data-${name} part`);
  return part.data;
}
const textOf = (chunks: UIMessageChunk[]) =>
  ofType(chunks, 'text-delta')
    .map((c) => c.delta)
    .join('');

/** The tool names each request offered the model, and the tool results it was shown. */
const toolsOffered = (request: Record<string, unknown>) => ((request.tools as { function: { name: string } }[] | undefined) ?? []).map((x) => x.function.name);
const toolMessages = (request: Record<string, unknown>) =>
  (request.messages as { role: string; content: unknown }[]).filter((m) => m.role === 'tool').map((m) => String(m.content));

beforeAll(async () => {
  fake = await startFakeChatProvider();
  t = await makeTestApp({ seedQa: true, env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.1' } });
  admin = await t.tokenFor('admin');
  fuDesk = await token('chat_fu_desk', [RECORD, BOARD, FU_PAGE, RESEARCH, CALENDAR]);
  noFu = await token('chat_no_fu', [RECORD, BOARD, RESEARCH, CALENDAR]);
  noKey = await token('chat_no_key', [BOARD, FU_PAGE]);
  await t.app.bars.upsert([
    ...FU_DAYS.map((day, i) => ({ ...dailyBar('SHFE.FU2601', day, 2800 + 7.7 * i), oi: 1000 })),
    ...FU_DAYS.map((day, i) => ({ ...dailyBar('ICE.SG3802512', day, 392.55 + i), oi: 1000 })),
  ]);
  const set = await t.call(
    '/v2/assistant/provider/set',
    { baseUrl: fake.url, model: 'fake-chat', apiKey: 'sk-fake-provider-key', timeoutMs: 3_000, dailyTokenLimit: LIMIT },
    admin,
  );
  expect(set.status).toBe(200);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

describe('a round trip through real SSE with the providers’ quirks', () => {
  test('two tool steps then an answer: parts in order, tool outputs, the final text, stored and audited', async () => {
    fake.push(
      // Step 1: reasoning first, then two calls both sent as index 0 (told apart by id), arguments in fragments.
      {
        reasoning: 'The user wants the FU spread; look it up.',
        toolCalls: [
          { name: 'marketData_catalog', arguments: { search: 'fu_inner' }, id: 'call_a', index: 0, fragments: 3, idOnEveryChunk: true },
          { name: 'marketData_series', arguments: { address: FU_SPREAD, ...MARCH }, id: 'call_b', index: 0, fragments: 4, idOnEveryChunk: true },
        ],
        usage: { prompt: 1200, completion: 40 },
      },
      // Step 2: a call without an id, usage on the last content chunk.
      {
        toolCalls: [{ name: 'calendar_event_list', arguments: { from: d('2025-03-01'), to: d('2025-03-31') }, id: null, fragments: 2 }],
        usage: { prompt: 1500, completion: 20 },
        usageMode: 'onLastChunk',
      },
      // The answer, usage again on the last chunk only.
      { text: 'The FU inner/outer spread closed the month as shown; no events changed it.', usage: { prompt: 1800, completion: 30 }, usageMode: 'onLastChunk' },
    );
    const { chunks, message } = await ask(fuDesk, 'How wide is the FU inner/outer spread this month?');
    const types = chunks.map((c) => c.type);
    expect(types[0]).toBe('start');
    expect(types[1]).toBe('data-conversation');
    expect(types.slice(-4)).toEqual(['data-check', 'data-usage', 'data-end', 'finish']);
    expect(types).not.toContain('error');
    expect(types).not.toContain('reasoning-delta');

    const inputs = ofType(chunks, 'tool-input-available');
    expect(inputs.map((c) => c.toolName)).toEqual(['marketData_catalog', 'marketData_series', 'calendar_event_list']);
    expect(inputs[1].input).toEqual({ address: FU_SPREAD, ...MARCH });
    expect(inputs[1].toolCallId).toBe('call_b');
    expect(inputs[2].toolCallId).toBeTruthy();
    const outputs = ofType(chunks, 'tool-output-available');
    expect(outputs.map((c) => c.toolCallId)).toEqual(inputs.map((c) => c.toolCallId));
    const series = outputs[1].output as AssistantToolOutput;
    expect(series).toMatchObject({ ok: true, status: 200, series: { address: FU_SPREAD, demo: false } });
    expect(series.series?.points).toHaveLength(FU_DAYS.length);
    expect(series.result.startsWith('<tool-result name="marketData_series" status="200" ok="true">')).toBe(true);
    // Each output comes after its input, and the answer's text after the last output.
    for (const input of inputs) {
      expect(types.indexOf('tool-output-available', chunks.indexOf(input))).toBeGreaterThan(chunks.indexOf(input));
    }
    expect(chunks.findIndex((c) => c.type === 'text-delta')).toBeGreaterThan(chunks.indexOf(outputs[2]));
    expect(textOf(chunks)).toBe('The FU inner/outer spread closed the month as shown; no events changed it.');
    expect(dataOf(chunks, 'end')).toEqual({ reason: 'answered' });
    // Usage from the separate chunk and from the last content chunks.
    expect(dataOf(chunks, 'usage')).toEqual({ tokensIn: 4500, tokensOut: 90, remainingTokens: expect.any(Number) });

    // What the model saw: three requests, tools offered, the compact blocks as tool results (never the token).
    expect(fake.requests).toHaveLength(3);
    expect(toolsOffered(fake.requests[0])).toContain('marketData_series');
    const seen = toolMessages(fake.requests[2]);
    expect(seen).toHaveLength(3);
    expect(seen[1]).toBe(series.result);
    expect(JSON.stringify(fake.requests)).not.toContain(fuDesk);
    expect(JSON.stringify(fake.requests[0].messages)).toContain('<tool-result>');

    // The SDK's message: the text, three tool parts with outputs, the data parts.
    expect(
      message?.parts
        .filter((p) => p.type === 'text')
        .map((p) => (p as { text: string }).text)
        .join(''),
    ).toContain('FU inner/outer');
    expect(message?.parts.filter((p) => p.type.startsWith('tool-'))).toHaveLength(3);

    // Stored: the question and the answer with its steps; usage recorded; one audit row without the key.
    const conversationId = dataOf(chunks, 'conversation').id;
    const got = await t.call('/v2/assistant/conversation/get', { id: conversationId }, fuDesk);
    expect(got.status).toBe(200);
    const [question, answer] = got.body.data.messages;
    expect(question).toMatchObject({ role: 'user', text: 'How wide is the FU inner/outer spread this month?' });
    expect(answer).toMatchObject({ role: 'assistant', end: 'answered', tokensIn: 4500, tokensOut: 90 });
    expect(answer.steps.map((s) => s.tool)).toEqual(['marketData_catalog', 'marketData_series', 'calendar_event_list']);
    const usage = await t.call('/v2/assistant/usage', undefined, fuDesk);
    expect(usage.body.data).toMatchObject({ tokensIn: 4500, tokensOut: 90, turns: 1 });
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'assistant.chat').where('target_id', '=', conversationId).execute();
    expect(audit).toHaveLength(1);
    const detail = JSON.parse(audit[0].detail);
    expect(detail).toMatchObject({
      conversation: conversationId,
      question: 'How wide is the FU inner/outer spread this month?',
      end: 'answered',
      tokensIn: 4500,
    });
    expect(detail.tools.map((x: { tool: string }) => x.tool)).toEqual(['marketData_catalog', 'marketData_series', 'calendar_event_list']);
    expect(audit[0].detail).not.toContain('sk-fake-provider-key');
    expect(audit[0].detail).not.toContain(fuDesk);
  });
});
