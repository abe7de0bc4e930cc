/**
 * Stream test support: a real listening app, a `ws` client that records every message and its close, and the
 * sockets a suite opened.
 */
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { Tick } from '../../common/contract/marketData';
import { parseInstrument } from '../../common/market/address';

/**
 * The sockets one suite opens, closed after each test: `open` connects to the suite's server (its URL is known
 * once the app listens) and remembers the socket; `closeAll` in an afterEach.
 */
export function socketTracker(url: () => string) {
  const sockets: StreamSocket[] = [];
  return {
    sockets,
    open: async (token?: string) => {
      const s = await StreamSocket.open(url(), token);
      sockets.push(s);
      return s;
    },
    closeAll: () => {
      for (const s of sockets.splice(0)) s.close();
    },
  };
}

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `ws://127.0.0.1:${address.port}/v2/stream`;
}

export const tick = (instrument: string, last: number, ts = Date.now()): Tick => {
  if (!parseInstrument(instrument)) throw new Error(`bad instrument ${instrument}`);
  return { instrument, ts, last, bid: last - 1, ask: last + 1, volume: 10, oi: 100, demo: true, feed: 'test' };
};

export interface Received {
  type: string;
  topic?: string;
  seq?: number;
  data?: unknown;
  code?: string;
  msg?: string;
  /** When the frame carrying it arrived (Date.now()). */
  at: number;
  /** Index of the frame it came in. */
  frame: number;
}

/** A recording client: every message (frames that carry arrays are flattened), and how the socket closed. */
export class StreamSocket {
  readonly ws: WebSocket;
  readonly messages: Received[] = [];
  frames = 0;
  readonly opened: Promise<void>;
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: (() => void)[] = [];

  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
    });
    this.closed = new Promise((resolve) => this.ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    this.ws.on('error', () => undefined);
    this.ws.on('message', (raw) => {
      const parsed = JSON.parse(raw.toString()) as Received | Received[];
      const at = Date.now();
      const frame = this.frames++;
      for (const m of Array.isArray(parsed) ? parsed : [parsed]) this.messages.push({ ...m, at, frame });
      for (const w of this.waiters.splice(0)) w();
    });
  }

  static async open(url: string, token?: string): Promise<StreamSocket> {
    const s = new StreamSocket(url);
    await s.opened;
    if (token) s.send({ type: 'auth', token });
    return s;
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  of(topic: string): Received[] {
    return this.messages.filter((m) => m.topic === topic);
  }

  /** Resolves with the first message (from `from` on) matching `pred`; rejects after `timeoutMs`. */
  async next(pred: (m: Received) => boolean, timeoutMs = 3000, from = 0): Promise<Received> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const hit = this.messages.slice(from).find(pred);
      if (hit) return hit;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching message in ${timeoutMs} ms; got ${JSON.stringify(this.messages.slice(-5))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.ws.terminate();
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves with the close, or rejects when the socket is still open after `ms`. */
export async function closedWithin(s: StreamSocket, ms: number): Promise<{ code: number; reason: string }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([s.closed, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
