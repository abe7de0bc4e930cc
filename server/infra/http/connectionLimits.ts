/**
 * Time-outs and a per-address connection cap for the HTTP server (issue 8 item 5; configuration in server/config.ts,
 * documented in docs/server.md). Without them a client that sends its headers or body a byte at a time, or simply
 * opens connections and sends nothing, holds them for ever.
 */
import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { HttpLimitsConfig } from '../../config';

/** How often Node checks open requests against the headers and request time-outs (its default, 30 s, lets a time-out overrun by that much). */
const checkIntervalMs = (c: HttpLimitsConfig) => Math.max(50, Math.min(1000, Math.floor(c.headersTimeoutMs / 4)));

/** The Fastify server options the time-outs set (`http` goes to node's http.createServer). */
export interface TimeoutOptions {
  requestTimeout: number;
  connectionTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
}

/** Fastify's server options for the time-outs (Fastify itself leaves request time-outs off). */
export function timeoutOptions(c: HttpLimitsConfig): TimeoutOptions {
  return {
    requestTimeout: c.requestTimeoutMs,
    connectionTimeout: c.connectionTimeoutMs,
    keepAliveTimeout: c.keepAliveTimeoutMs,
    http: { requestTimeout: c.requestTimeoutMs, headersTimeout: c.headersTimeoutMs, connectionsCheckingInterval: checkIntervalMs(c) },
  };
}

/**
 * Refuses (closes at once, before any byte is read) a connection beyond `max` open ones from the same address. The
 * address is the socket's peer: behind a proxy that is the proxy, which is why the cap defaults to off there.
 */
export function capConnectionsPerAddress(server: Server, max: number, log: FastifyBaseLogger): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  /** Addresses refused since they last dropped below the cap: logged once per episode, not once per attempt. */
  const refusing = new Set<string>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      if (!refusing.has(address)) log.warn({ address, max }, 'connections refused: too many open connections from this address');
      refusing.add(address);
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      refusing.delete(address);
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
