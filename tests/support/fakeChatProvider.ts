/**
 * A scripted OpenAI-compatible chat-completions server for tests (docs/assistant.md "Testing against a fake
 * provider"): `startFakeChatProvider(script)` listens on 127.0.0.1 at a free port and answers each
 * `POST <url>/chat/completions` with the next scripted reply, streamed as real server-sent events (`data: {...}\n\n`
 * chunks, `data: [DONE]`), the way DeepSeek, DashScope, Moonshot, GLM, Ollama and vLLM stream. It records every request
 * body, so a test asserts what the model was shown. Usable from jest and Playwright alike (node:http only).
 *
 * A reply is text, tool calls, or both, and can carry the providers' quirks:
 * - tool call arguments split into fragments across chunks (`fragments`);
 * - two tool calls sent with the same `index: 0`, told apart by their id (`index`, `idOnEveryChunk`);
 * - a tool call without an id (`id: null`);
 * - usage on the last content chunk instead of a separate usage chunk (`usage: 'onLastChunk'`), or none;
 * - `reasoning_content` deltas before the answer (`reasoning`);
 * and the failures: an HTTP error answer (`httpError`), a stream that stops sending (`stall`), a connection closed
 * mid-answer (`cut`).
 *
 * The app under test reaches it through the outbound policy the documented way: `OUTBOUND_ALLOW_HOSTS=127.0.0.1`.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface FakeToolCall {
  name: string;
  /** An object (sent as its JSON) or the exact argument text. */
  arguments: unknown;
  /** The call's id; `null` sends none (some providers omit it); default `call_<n>`. */
  id?: string | null;
  /** The `index` sent with every delta of the call; default its position in the reply. */
  index?: number;
  /** The argument text is sent in this many pieces, one per chunk (default 1). */
  fragments?: number;
  /** Send the id with every fragment, not only the first (providers that number every call 0 do). */
  idOnEveryChunk?: boolean;
}

export interface FakeReply {
  /** Answer text, streamed in a few content deltas. */
  text?: string;
  toolCalls?: FakeToolCall[];
  /** `reasoning_content` deltas (DeepSeek-R1, Qwen's thinking mode) sent first. */
  reasoning?: string;
  /** Token counts; where they go is `usageMode`. */
  usage?: { prompt: number; completion: number };
  /** 'separate' (default): a chunk with empty choices after the finish, as OpenAI does with include_usage; 'onLastChunk': on the finishing chunk; 'none'. */
  usageMode?: 'separate' | 'onLastChunk' | 'none';
  /** Answer this HTTP status with a JSON error body instead of a stream. */
  httpError?: number;
  /** Send the first chunk, then nothing more, never ending the answer (the provider hangs). */
  stall?: boolean;
  /** Send the first chunk, then close the connection without finishing. */
  cut?: boolean;
}

/**
 * A scripted reply, or a function of the request it answers (the model "reading" the tool results it was sent, as a
 * browser test needs to quote a demo value it cannot know in advance).
 */
export type ScriptedReply = FakeReply | ((request: Record<string, unknown>) => FakeReply);

export interface FakeChatProvider {
  /** The base URL to configure (`http://127.0.0.1:<port>/v1`). */
  url: string;
  /** The JSON body of each request, in order. */
  requests: Array<Record<string, unknown>>;
  /** Adds replies to the script (answered after those already queued). */
  push: (...replies: ScriptedReply[]) => void;
  /** Replies not used yet. */
  remaining: () => number;
  /** Answers still streaming (a stalled one stays open until the client goes away). */
  openAnswers: () => number;
  /** Forgets the replies not used yet and the recorded requests (between tests). */
  reset: () => void;
  close: () => Promise<void>;
}

/** When the script runs out, the server answers this (a plain text answer) so a test fails on content, not a hang. */
const SCRIPT_EXHAUSTED: FakeReply = { text: 'SCRIPT EXHAUSTED', usage: { prompt: 1, completion: 1 } };

/** Cuts text into `n` pieces (the last takes the rest), by code point. */
function pieces(text: string, n: number): string[] {
  const chars = [...text];
  const count = Math.max(1, Math.min(n, chars.length || 1));
  const size = Math.ceil(chars.length / count);
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(chars.slice(i * size, (i + 1) * size).join(''));
  return out.filter((p, i) => p !== '' || i === 0);
}

/** The SSE chunks of one reply, as `chat.completion.chunk` objects. */
export function replyChunks(reply: FakeReply, model: string, seq: number): Array<Record<string, unknown>> {
  const id = `chatcmpl-fake-${seq}`;
  const created = 1_700_000_000 + seq;
  const chunk = (delta: Record<string, unknown>, finish: string | null = null, extra: Record<string, unknown> = {}) => ({
    id,
    object: 'chat.completion.chunk',
    created,
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
    ...extra,
  });
  const out: Array<Record<string, unknown>> = [chunk({ role: 'assistant', content: '' })];
  if (reply.reasoning) for (const p of pieces(reply.reasoning, 2)) out.push(chunk({ reasoning_content: p }));
  if (reply.text) for (const p of pieces(reply.text, 3)) out.push(chunk({ content: p }));
  (reply.toolCalls ?? []).forEach((call, position) => {
    const index = call.index ?? position;
    const callId = call.id === undefined ? `call_${seq}_${position}` : call.id;
    const args = typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments);
    const parts = pieces(args, call.fragments ?? 1);
    parts.forEach((part, i) => {
      const withId = callId !== null && (i === 0 || call.idOnEveryChunk);
      out.push(
        chunk({
          tool_calls: [
            {
              index,
              ...(withId ? { id: callId } : {}),
              ...(i === 0 ? { type: 'function' } : {}),
              function: { ...(i === 0 ? { name: call.name } : {}), arguments: part },
            },
          ],
        }),
      );
    });
  });
  const finish = reply.toolCalls?.length ? 'tool_calls' : 'stop';
  const usage = reply.usage && {
    prompt_tokens: reply.usage.prompt,
    completion_tokens: reply.usage.completion,
    total_tokens: reply.usage.prompt + reply.usage.completion,
  };
  const mode = reply.usageMode ?? 'separate';
  out.push(chunk({}, finish, usage && mode === 'onLastChunk' ? { usage } : {}));
  if (usage && mode === 'separate') out.push({ id, object: 'chat.completion.chunk', created, model, choices: [], usage });
  return out;
}

export async function startFakeChatProvider(script: ScriptedReply[] = []): Promise<FakeChatProvider> {
  const queue = [...script];
  const requests: Array<Record<string, unknown>> = [];
  const sockets = new Set<Socket>();
  let seq = 0;
  let open = 0;

  const server = http.createServer((req, res) => {
    const body: Buffer[] = [];
    req.on('data', (c: Buffer) => body.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      let parsed: Record<string, unknown> = {};
      try {
        parsed = JSON.parse(Buffer.concat(body).toString('utf8')) as Record<string, unknown>;
      } catch {
        parsed = { unparsable: true };
      }
      requests.push(parsed);
      seq += 1;
      const next = queue.shift() ?? SCRIPT_EXHAUSTED;
      const reply = typeof next === 'function' ? next(parsed) : next;
      if (reply.httpError) {
        res
          .writeHead(reply.httpError, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'scripted provider error', type: 'server_error', code: reply.httpError } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      open += 1;
      res.on('close', () => {
        open -= 1;
      });
      const chunks = replyChunks(reply, String(parsed.model ?? 'fake-model'), seq);
      if (reply.stall || reply.cut) {
        res.write(`data: ${JSON.stringify(chunks[0])}\n\n`);
        if (reply.cut) res.socket?.destroy();
        return;
      }
      for (const c of chunks) res.write(`data: ${JSON.stringify(c)}\n\n`);
      res.end('data: [DONE]\n\n');
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    push: (...replies) => queue.push(...replies),
    remaining: () => queue.length,
    openAnswers: () => open,
    reset: () => {
      queue.length = 0;
      requests.length = 0;
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
