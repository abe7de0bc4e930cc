/**
 * Stream test support: a real listening app, a `ws` client that records every message and its close, and the
 * products' access keys of docs/market-data.md when the reference area is not in this build.
 */
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { Tick } from '../../common/contract/marketData';
import { parseInstrument, productKeyOf } from '../../common/market/address';
import type { ProductSpec, ReferenceData } from '../../server/market/ports';

/** Access keys of docs/market-data.md "Instruments and who may read them" (the fixed table). */
const ACCESS_KEYS: Record<string, string> = {
  'SHFE.FU': 'auth_tool_trade_realtime_fu',
  'INE.LU': 'auth_tool_trade_realtime_lu',
  'INE.SC': 'auth_tool_trade_realtime_oilOtc',
  'DCE.PG': 'auth_tool_trade_realtime_ngl',
  'ZCE.TA': 'auth_tool_trade_realtime_pta',
  'ZCE.PX': 'auth_tool_trade_realtime_pta',
  'ZCE.PL': 'auth_tool_trade_realtime_ngl',
  'ICE.SG380': 'auth_tool_trade_realtime_fu',
  'ICE.MF05': 'auth_tool_trade_realtime_lu',
  'NYMEX.FEI': 'auth_tool_trade_realtime_ngl',
  'ICE.BRENT': 'auth_tool_trade_realtime_oilOtc',
  'ICE.DUBAI': 'auth_tool_trade_realtime_oilOtc',
  'NYMEX.WTI': 'auth_tool_trade_realtime_oilOtc',
  'FX.USDCNY': 'auth_tool_trade_realtime',
};

/** Fills `app.market.reference` with the fixed access keys when no reference area registered one. */
export function ensureReference(app: FastifyInstance): void {
  if (app.market.reference) return;
  const reference: Pick<ReferenceData, 'resolveInstrument'> = {
    resolveInstrument: (ref) => {
      const accessKey = ACCESS_KEYS[productKeyOf(ref)];
      return accessKey ? ({ exchange: ref.exchange, code: ref.code, accessKey } as ProductSpec) : undefined;
    },
  };
  app.market.reference = reference as ReferenceData;
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
