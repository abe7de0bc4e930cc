/**
 * A fake `fetch` for the one call the app makes with fetch rather than axios: the assistant's chat, whose answer is a
 * server-sent event stream (src/pages/Tool/Trade/Assistant/chatTransport.ts; axios in the browser reads no stream).
 * Installed per test file with `installFakeStream()`; each test sets the answer with `FakeStream.reply`:
 * - `sseReply(parts)`: status 200 and a real SSE body (`data: <json>\n\n` per part, then `data: [DONE]`), the UI message
 *   stream format the server sends (`x-vercel-ai-ui-message-stream: v1`), each part typed by the AI SDK's
 *   `UIMessageChunk` over the contract's data parts;
 * - `{ held: true }` on an SSE reply: the first parts are sent, the rest wait for `FakeStream.release()`, so a test can
 *   act while the answer streams (Stop);
 * - `envelopeReply(fakeReply)`: a refusal before the stream, the usual JSON envelope with its status.
 * The web streams the SDK's parser needs are the test environment's (tests/web/jsdomEnvironment.js).
 */
import type { UIMessageChunk } from 'ai';
import type { AssistantDataParts } from '@common/contract/assistant';
import type { FakeReply } from './fakeApi';

export type ChatPart = UIMessageChunk<unknown, AssistantDataParts>;

export interface StreamReply {
  status: number;
  /** SSE parts (status 200) or a JSON body (a refusal). */
  parts?: readonly ChatPart[];
  json?: unknown;
  /** Send only the first `held` parts until release(). */
  held?: number;
}

export interface SentStream {
  url: string;
  headers: Record<string, string>;
  body: unknown;
  signal?: AbortSignal;
}

export const sseReply = (parts: readonly ChatPart[], held?: number): StreamReply => ({ status: 200, parts, held });
export const envelopeReply = (reply: FakeReply<never>): StreamReply => ({ status: reply.status ?? 500, json: reply.body });

const encoder = new TextEncoder();
const frame = (data: string) => encoder.encode(`data: ${data}\n\n`);

interface FakeStreamState {
  reply: StreamReply | null;
  sent: SentStream[];
  /** Sends the parts held back (set while a held reply waits). */
  pending: (() => void) | null;
  release(): void;
  fetch(input: RequestInfo | URL, init?: RequestInit): Promise<unknown>;
}

export const FakeStream: FakeStreamState = {
  reply: null,
  sent: [],
  pending: null,
  /** Sends the parts held back. */
  release() {
    FakeStream.pending?.();
    FakeStream.pending = null;
  },
  async fetch(input, init) {
    const reply = FakeStream.reply;
    const sent: SentStream = {
      url: String(input),
      headers: { ...((init?.headers ?? {}) as Record<string, string>) },
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      signal: init?.signal ?? undefined,
    };
    FakeStream.sent.push(sent);
    if (!reply) throw new Error(`No fake stream reply for ${sent.url}`);
    if (reply.json !== undefined) {
      const text = JSON.stringify(reply.json);
      return { ok: false, status: reply.status, body: null, text: async () => text, json: async () => JSON.parse(text) };
    }
    const parts = reply.parts ?? [];
    const first = reply.held ?? parts.length;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const send = (from: number, to: number, close: boolean) => {
          for (const part of parts.slice(from, to)) controller.enqueue(frame(JSON.stringify(part)));
          if (close) {
            controller.enqueue(frame('[DONE]'));
            controller.close();
          }
        };
        send(0, first, first >= parts.length);
        if (first < parts.length) FakeStream.pending = () => send(first, parts.length, true);
        // A real fetch errors its body when the request is aborted (the Stop button).
        sent.signal?.addEventListener('abort', () => {
          FakeStream.pending = null;
          try {
            controller.error(new DOMException('The operation was aborted.', 'AbortError'));
          } catch {
            // already closed
          }
        });
      },
    });
    return { ok: true, status: 200, body, headers: new Map([['x-vercel-ai-ui-message-stream', 'v1']]), text: async () => '' };
  },
};

const g = globalThis as Record<string, unknown>;

/** FakeStream as the window's fetch for a test file; reset before each test. */
export function installFakeStream(): void {
  const real = g.fetch;
  beforeAll(() => {
    g.fetch = FakeStream.fetch;
  });
  afterAll(() => {
    g.fetch = real;
  });
  beforeEach(() => {
    FakeStream.reply = null;
    FakeStream.sent = [];
    FakeStream.pending = null;
  });
}
