/**
 * Time-outs and the per-address connection cap over a real listening server (issue 8 item 5): a client that sends
 * its headers slowly, or its body slowly, is cut off within the configured time-out; the connection one address
 * opens beyond MAX_CONNECTIONS_PER_ADDRESS is refused while the others keep working.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../../server/config';
import { makeTestApp, type TestApp } from '../api/helpers';

const HEADERS_TIMEOUT_MS = 600;
const REQUEST_TIMEOUT_MS = 1500;
const MAX_PER_ADDRESS = 4;

let t: TestApp;
let port: number;
const sockets: net.Socket[] = [];

beforeAll(async () => {
  t = await makeTestApp({
    seedQa: true,
    env: {
      HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      MAX_CONNECTIONS_PER_ADDRESS: String(MAX_PER_ADDRESS),
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.destroy();
});
afterAll(() => t?.close());

/** An open connection to the server (kept for clean-up). */
function connect(): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => resolve(socket));
    socket.on('error', () => undefined);
    socket.once('error', reject);
    sockets.push(socket);
  });
}

/** Resolves with the ms until the server closed `socket` and what it sent before, or null if still open after `withinMs`. */
function closedWithin(socket: net.Socket, withinMs: number): Promise<{ ms: number; received: string } | null> {
  const started = performance.now();
  let received = '';
  socket.on('data', (c: Buffer) => {
    received += c.toString('utf8');
  });
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), withinMs);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve({ ms: performance.now() - started, received });
    });
  });
}

/** Writes `text` one character every `everyMs` until the socket closes: a client that never finishes. */
function drip(socket: net.Socket, text: string, everyMs: number): () => void {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || i >= text.length) return;
    socket.write(text[i]);
    i += 1;
  }, everyMs);
  return () => clearInterval(timer);
}

/** One complete request on an open connection; answers the status line. */
function statusLine(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    socket.once('data', (c: Buffer) => resolve(c.toString('utf8').split('\r\n')[0]));
    socket.write('POST /v1/setting/healthyCheck HTTP/1.1\r\nHost: test\r\nContent-Length: 0\r\n\r\n');
  });
}

test('a client sending its headers slowly is cut off within the headers time-out', async () => {
  const socket = await connect();
  socket.write('POST /v1/setting/healthyCheck HTTP/1.1\r\nHost: test\r\n');
  const stop = drip(socket, `X-Slow: ${'a'.repeat(1000)}`, 50);
  const closed = await closedWithin(socket, HEADERS_TIMEOUT_MS + 2500);
  stop();
  expect(closed).not.toBeNull();
  expect(closed?.ms).toBeLessThan(HEADERS_TIMEOUT_MS + 2500);
  expect(closed?.received).toMatch(/^HTTP\/1\.1 408/);
});

test('a client sending its body slowly is cut off within the request time-out', async () => {
  const socket = await connect();
  socket.write('POST /v1/user/password_login HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: 2000\r\n\r\n{"username":"');
  const stop = drip(socket, 'a'.repeat(2000), 50);
  const closed = await closedWithin(socket, REQUEST_TIMEOUT_MS + 2500);
  stop();
  expect(closed).not.toBeNull();
  expect(closed?.ms).toBeLessThan(REQUEST_TIMEOUT_MS + 2500);
});

test(`the connection beyond ${MAX_PER_ADDRESS} from one address is refused; the others keep working`, async () => {
  const open = [];
  for (let i = 0; i < MAX_PER_ADDRESS; i += 1) open.push(await connect());
  const extra = await connect();
  const refused = await closedWithin(extra, 1000);
  expect(refused).toEqual({ ms: expect.any(Number), received: '' });
  for (const socket of open) expect(await statusLine(socket)).toBe('HTTP/1.1 200 OK');
  // A closed connection frees its place.
  const gone = open[0];
  await new Promise<void>((resolve) => {
    gone.once('close', () => resolve());
    gone.destroy();
  });
  await new Promise((r) => setTimeout(r, 50));
  expect(await statusLine(await connect())).toBe('HTTP/1.1 200 OK');
});

test('the time-outs are configuration with checked values', () => {
  const base = { DATA_DIR: t.dataDir, SECRET_KEY: 'a'.repeat(64) };
  const c = loadConfig(base, { envDir: null });
  expect(c.http).toEqual({
    requestTimeoutMs: 300_000,
    headersTimeoutMs: 15_000,
    connectionTimeoutMs: 120_000,
    keepAliveTimeoutMs: 72_000,
    maxConnectionsPerAddress: 256,
  });
  expect(() => loadConfig({ ...base, HEADERS_TIMEOUT_MS: '400000' }, { envDir: null })).toThrow(/HEADERS_TIMEOUT_MS/);
  // Behind a proxy every connection comes from the proxy: no cap unless one is set.
  expect(loadConfig({ ...base, TRUST_PROXY: '1' }, { envDir: null }).http.maxConnectionsPerAddress).toBe(0);
  expect(loadConfig({ ...base, TRUST_PROXY: '1', MAX_CONNECTIONS_PER_ADDRESS: '500' }, { envDir: null }).http.maxConnectionsPerAddress).toBe(500);
});
