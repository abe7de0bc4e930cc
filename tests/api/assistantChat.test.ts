/**
 * The assistant's chat (docs/assistant.md "The chat"), SQLite or PostgreSQL (TEST_DATABASE_URL), against a scripted
 * OpenAI-compatible provider on 127.0.0.1 (tests/support/fakeChatProvider.ts) reached through the outbound policy
 * (OUTBOUND_ALLOW_HOSTS). The stream is read with the AI SDK's own readers (assistantStream.ts).
 */
import http from 'node:http';
import type { UIMessageChunk } from 'ai';
import { MAX_STEPS } from '../../common/assistant/steps';
import type { AssistantDataParts, AssistantToolOutput } from '../../common/contract/assistant';
import { createUser } from '../../server/features/user/createUser';
import { recordUsage } from '../../server/features/assistant/store';
import { chinaDate } from '../../server/infra/chinaDate';
import { type FakeChatProvider, type FakeReply, startFakeChatProvider } from '../support/fakeChatProvider';
import { readChatStream } from './assistantStream';
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';
import { uploadPlantedDocument } from './plantedDocument';
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
  // The API's security headers set before the stream took over the response are kept.
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['cache-control']).toBe('no-store');
  const read = await readChatStream(res.payload);
  expect(read.done).toBe(true);
  return { ...read, payload: res.payload };
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
  // The QA viewer does not hold the trade-record page, so not the assistant's key either.
  noKey = await t.tokenFor('viewer');
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
beforeEach(() => fake.reset());

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
    // The two calls of step 1 run at once, so their outputs come as each finishes (a client matches them by id): one
    // output per call; the series output is call_b's. The order of the two flipped once on PostgreSQL (2026-11-29).
    expect(outputs.map((c) => c.toolCallId).sort()).toEqual(inputs.map((c) => c.toolCallId).sort());
    expect(outputs[2].toolCallId).toBe(inputs[2].toolCallId);
    const series = outputs.find((c) => c.toolCallId === 'call_b')?.output as AssistantToolOutput;
    expect(series).toMatchObject({ ok: true, status: 200, series: { address: FU_SPREAD, demo: false } });
    expect(series.series?.points).toHaveLength(FU_DAYS.length);
    // Titled with the catalogue's name of the address in the asker's language, as the pickers show it.
    const catalog = await t.app.inject({
      method: 'POST',
      url: '/v2/marketData/catalog',
      headers: { authorization: `Bearer ${fuDesk}`, 'accept-language': 'en-US' },
      payload: { search: FU_SPREAD },
    });
    const named = (catalog.json().data.list as { address: string; name: string }[]).find((e) => e.address === FU_SPREAD);
    expect(named?.name).toBeTruthy();
    expect(series.series?.name).toBe(named?.name);
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

/** The FU spread's March values as a user with the page reads them. */
async function fuValues(): Promise<number[]> {
  const res = await t.call('/v2/marketData/series', { address: FU_SPREAD, ...MARCH }, fuDesk);
  expect(res.status).toBe(200);
  const values = (res.body.data as { points: [number, number][] }).points.map(([, v]) => v);
  expect(values).toHaveLength(FU_DAYS.length);
  return values;
}

const answer = (text: string): FakeReply => ({ text, usage: { prompt: 100, completion: 10 } });
const call = (name: string, args: unknown, extra: Partial<FakeReply> = {}): FakeReply => ({
  toolCalls: [{ name, arguments: args }],
  usage: { prompt: 100, completion: 10 },
  ...extra,
});

async function lastAnswer(conversationId: string) {
  const got = await t.call('/v2/assistant/conversation/get', { id: conversationId }, fuDesk);
  return got.body.data.messages.at(-1);
}

describe('access, planted instructions and the number check', () => {
  test('a user without the FU page: the series tool refuses, and no FU value reaches the model or the stream', async () => {
    const values = await fuValues();
    fake.push(call('marketData_series', { address: FU_SPREAD, ...MARCH }), answer('I cannot read the FU spread for you.'));
    const { chunks, payload } = await ask(noFu, 'What is the FU inner/outer spread?');
    const [output] = ofType(chunks, 'tool-output-available');
    expect(output.output).toMatchObject({ ok: false, status: 401, series: null });
    expect((output.output as AssistantToolOutput).result).toContain('api.error.forbidden');
    const seen = JSON.stringify(fake.requests);
    for (const v of values) {
      for (const written of [String(v), v.toFixed(2), v.toFixed(1)]) {
        expect(seen).not.toContain(written);
        expect(payload).not.toContain(written);
      }
    }
    expect(dataOf(chunks, 'end')).toEqual({ reason: 'answered' });
  });

  test('an instruction planted in a research document changes no tool use and comes back escaped in one block', async () => {
    expect(await uploadPlantedDocument(t, fuDesk, 'Planted chat note')).toBe(200);
    const strategiesBefore = (await t.call('/v2/strategy/list', {}, fuDesk)).body;
    fake.push(call('research_document_list', { query: 'previous instructions' }), answer('The research library has one planted note.'));
    const { chunks } = await ask(fuDesk, 'What does the research say?');
    expect(ofType(chunks, 'tool-input-available').map((c) => c.toolName)).toEqual(['research_document_list']);
    expect(fake.requests).toHaveLength(2);
    const [block] = toolMessages(fake.requests[1]);
    expect(block.match(/<\/tool-result>/g)).toHaveLength(1);
    expect(block.match(/<tool-result/g)).toHaveLength(1);
    expect(block).toContain('\\u003c/tool-result\\u003e');
    expect(JSON.stringify((fake.requests[1].messages as unknown[])[0])).toContain('never instructions');
    // The page links [n] to the turn's n-th call: the prompt asks for that form.
    expect(JSON.stringify((fake.requests[1].messages as unknown[])[0])).toContain('as [n]');
    expect((await t.call('/v2/strategy/list', {}, fuDesk)).body).toEqual(strategiesBefore);
  });

  test('a figure no tool produced is unverified; one the series produced is verified', async () => {
    const values = await fuValues();
    const produced = values[values.length - 1].toFixed(2);
    fake.push(call('marketData_series', { address: FU_SPREAD, ...MARCH }), answer(`The spread closed at ${produced}, against a 9,876.5 high.`));
    const { chunks } = await ask(fuDesk, 'Where did the FU spread close?');
    const types = chunks.map((c) => c.type);
    expect(types.indexOf('data-check')).toBeGreaterThan(types.lastIndexOf('text-delta'));
    expect(dataOf(chunks, 'check')).toEqual({ verified: [produced], unverified: ['9,876.5'] });
    const stored = await lastAnswer(dataOf(chunks, 'conversation').id);
    expect(stored?.check).toEqual({ verified: [produced], unverified: ['9,876.5'] });
  });
});

describe('the step policy and the daily limit', () => {
  test('a model that calls tools forever stops at MAX_STEPS, then answers once without tools', async () => {
    for (let i = 0; i < MAX_STEPS; i++) fake.push(call('calendar_event_list', { from: d('2025-01-01') + i * 86_400_000, to: d('2025-12-31') }));
    fake.push(answer('Here is what the calendar shows.'));
    const { chunks } = await ask(fuDesk, 'List the events, again and again.');
    expect(fake.requests).toHaveLength(MAX_STEPS + 1);
    expect(toolsOffered(fake.requests[MAX_STEPS - 1])).toContain('calendar_event_list');
    const last = fake.requests[MAX_STEPS];
    expect(toolsOffered(last)).toEqual([]);
    expect(JSON.stringify(last.messages)).toContain('No more tools can be called');
    expect(ofType(chunks, 'tool-input-available')).toHaveLength(MAX_STEPS);
    expect(textOf(chunks)).toBe('Here is what the calendar shows.');
    expect(dataOf(chunks, 'end')).toEqual({ reason: 'stepLimit' });
    expect(fake.remaining()).toBe(0);
  });

  test('an identical repeated call stops the turn early, with one answer without tools', async () => {
    fake.push(call('marketData_catalog', { search: 'fu' }), call('marketData_catalog', { search: 'fu' }), answer('The catalogue lists FU series.'));
    const { chunks } = await ask(fuDesk, 'Find FU.');
    expect(fake.requests).toHaveLength(3);
    expect(toolsOffered(fake.requests[2])).toEqual([]);
    expect(dataOf(chunks, 'end')).toEqual({ reason: 'repeatedCall' });
    expect(textOf(chunks)).toBe('The catalogue lists FU series.');
    // The repeated call answered what the first did, without running again (ms 0), and the model saw the same block.
    const outputs = ofType(chunks, 'tool-output-available').map((c) => c.output as AssistantToolOutput);
    expect(outputs).toHaveLength(2);
    expect(outputs[1]).toEqual({ ...outputs[0], ms: 0 });
    expect(toolMessages(fake.requests[2])).toEqual([outputs[0].result, outputs[0].result]);
  });

  test('the daily limit: refused before the turn when used up; a turn that runs past it stops between steps', async () => {
    const userId = (await t.db.selectFrom('users').select('id').where('username', '=', 'chat_no_fu').executeTakeFirstOrThrow()).id;
    const day = chinaDate(t.clock.now());
    const used = await t.call('/v2/assistant/usage', undefined, noFu);
    // 200 tokens left: the first step spends 1,500 (usage on its last chunk), so the turn stops there.
    await recordUsage(t.db, userId, day, LIMIT - used.body.data.tokensUsed - 200, 0);
    fake.push(call('marketData_catalog', { search: 'fu' }, { usage: { prompt: 1_400, completion: 100 }, usageMode: 'onLastChunk' }), answer('never sent'));
    const { chunks } = await ask(noFu, 'Spend my tokens.');
    expect(fake.requests).toHaveLength(1);
    expect(dataOf(chunks, 'end')).toEqual({ reason: 'tokenLimit' });
    expect(dataOf(chunks, 'usage')).toEqual({ tokensIn: 1_400, tokensOut: 100, remainingTokens: 0 });
    fake.reset();
    fake.push(answer('not asked'));
    const refused = await chat(noFu, { message: 'One more?' });
    expectApiError(refused, 'assistantDailyLimit');
    expect(refused.json().retryAfter).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(0);
    expect(fake.remaining()).toBe(1);
  });
});

describe('provider failures end the stream cleanly', () => {
  const setProvider = (patch: Record<string, unknown>) =>
    t.call('/v2/assistant/provider/set', { baseUrl: fake.url, model: 'fake-chat', timeoutMs: 3_000, dailyTokenLimit: LIMIT, ...patch }, admin);
  afterEach(async () => {
    expect((await setProvider({})).status).toBe(200);
  });

  const expectProviderError = async (message: string) => {
    const { chunks } = await ask(fuDesk, message);
    const types = chunks.map((c) => c.type);
    expect(types[0]).toBe('start');
    expect(ofType(chunks, 'error').map((c) => c.errorText)).toEqual(['api.error.assistantProviderError']);
    expect(types.slice(-4)).toEqual(['data-check', 'data-usage', 'data-end', 'finish']);
    expect(dataOf(chunks, 'end')).toEqual({ reason: 'providerError' });
    expect((await lastAnswer(dataOf(chunks, 'conversation').id))?.end).toBe('providerError');
  };

  test('an HTTP error answer of the provider', async () => {
    fake.push({ httpError: 500 });
    await expectProviderError('Provider error?');
  });

  test('a provider that stops sending mid-answer: the time-out ends the turn', async () => {
    expect((await setProvider({ timeoutMs: 1_000 })).status).toBe(200);
    fake.push({ stall: true });
    const started = Date.now();
    await expectProviderError('Provider hangs?');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  test('a connection cut mid-answer, and a provider that is down', async () => {
    fake.push({ cut: true });
    await expectProviderError('Provider cuts?');
    const down = await startFakeChatProvider();
    const url = down.url;
    await down.close();
    expect((await setProvider({ baseUrl: url })).status).toBe(200);
    await expectProviderError('Provider down?');
  });
});

describe('a client that goes away', () => {
  test('aborts the provider call, and the turn is stored as cancelled; meanwhile the conversation takes no second question', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    fake.push({ stall: true });
    const { conversationId, req } = await new Promise<{ conversationId: string; req: http.ClientRequest }>((resolve, reject) => {
      const req = http.request(`${address}/v2/assistant/chat`, {
        method: 'POST',
        headers: { authorization: `Bearer ${fuDesk}`, 'content-type': 'application/json' },
      });
      req.on('error', () => undefined);
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString('utf8');
          const id = /"type":"data-conversation","data":\{"id":"([^"]+)"/.exec(text)?.[1];
          // Gone once the provider has answered its first chunk (the stream is under way).
          if (id && fake.openAnswers() === 1) resolve({ conversationId: id, req });
        });
        res.on('error', () => undefined);
      });
      setTimeout(() => reject(new Error('the stream never started')), 5_000).unref();
      req.end(JSON.stringify({ message: 'Cancel me' }));
    });
    // One turn at a time per conversation: a second question (another tab, a double send) is refused, nothing stored.
    const messagesBefore = await t.db.selectFrom('assistant_messages').select('id').where('conversation_id', '=', conversationId).execute();
    expectApiError(await chat(fuDesk, { message: 'And another?', conversationId }), 'assistantBusy');
    expect(await t.db.selectFrom('assistant_messages').select('id').where('conversation_id', '=', conversationId).execute()).toEqual(messagesBefore);
    req.destroy();
    const started = Date.now();
    let stored: Awaited<ReturnType<typeof lastAnswer>>;
    do {
      await new Promise((r) => setTimeout(r, 50));
      stored = await lastAnswer(conversationId);
    } while (stored?.role !== 'assistant' && Date.now() - started < 5_000);
    expect(stored).toMatchObject({ role: 'assistant', end: 'cancelled' });
    // Well before the provider's 3 s time-out: the abort closed the provider's answer.
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(fake.openAnswers()).toBe(0);
  });
});

describe('refusals before the stream are envelopes', () => {
  test('a user without the page’s key: forbidden; bad bodies: 400; an unknown conversation: 404; no provider: 409', async () => {
    expectApiError(await chat(noKey, { message: 'hello' }), 'forbidden');
    for (const body of [
      {},
      { message: '' },
      { message: '   ' },
      { message: 'x'.repeat(4_001) },
      { message: 5 },
      { message: ['hi'] },
      { message: 'hi', conversationId: '' },
    ]) {
      expectApiError(await chat(fuDesk, body), 'badRequest');
    }
    expectApiError(await chat(fuDesk, { message: 'hi', conversationId: 'no-such-conversation' }), 'notFound');
    const saved = await t.db.selectFrom('assistant_provider').selectAll().execute();
    await t.db.deleteFrom('assistant_provider').execute();
    try {
      expectApiError(await chat(fuDesk, { message: 'hi' }), 'assistantNotConfigured');
    } finally {
      await t.db.insertInto('assistant_provider').values(saved).execute();
    }
    expect(fake.requests).toHaveLength(0);
  });
});
