/**
 * What a WebSocket error on `/v2/stream` is logged as. @fastify/websocket's default logs every socket error at
 * `error` level, and the commonest ones are a client's doing: a frame over the size limit (ws closes with 1009) or
 * a frame that breaks the protocol. Those go to `warn`, so whoever sends them cannot flood the error log an operator
 * watches; ws closes the connection on each of them, so there is at most one such line per connection (the
 * per-address connection cap bounds how many connections one client holds). Anything else stays an error.
 */
import type { FastifyRequest } from 'fastify';
import type WebSocket from 'ws';

/** ws's codes for faults in what the client sent (ws/lib/receiver.js): `WS_ERR_*`. */
const isClientFault = (err: Error): boolean =>
  typeof (err as NodeJS.ErrnoException).code === 'string' && /^WS_ERR_/.test((err as NodeJS.ErrnoException).code ?? '');

export function onStreamSocketError(error: Error, socket: WebSocket, request: FastifyRequest): void {
  if (isClientFault(error))
    request.log.warn({ code: (error as NodeJS.ErrnoException).code, reason: error.message }, 'stream client sent a frame the socket refuses');
  else request.log.error({ err: error }, 'stream socket error');
  socket.terminate();
}
