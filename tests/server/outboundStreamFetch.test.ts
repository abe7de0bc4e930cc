/**
 * The streaming outbound fetch (server/infra/http/outboundStreamFetch.ts, the assistant provider's `fetch`) against a
 * local HTTP server: the outbound policy holds (loopback refused unless allowed, a host name resolved once and the
 * checked address connected to, redirects refused); the body streams as it arrives; one time-out covers the body too
 * (a server that stops sending fails the stream, it does not hang); the size cap; the caller's abort.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type HostResolver, OutboundError } from '../../server/infra/http/outboundFetch';
import { parseAllowList } from '../../server/infra/http/outboundPolicy';
import { createOutboundStreamFetch } from '../../server/infra/http/outboundStreamFetch';

let server: http.Server;
let base = '';
const seen: { url: string; host: string; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', host: req.headers.host ?? '', body });
      if (req.url === '/redirect') return void res.writeHead(302, { location: `${base}/inner` }).end();
      if (req.url === '/big') return void res.end('x'.repeat(5000));
      if (req.url === '/bigStream') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write('x'.repeat(600));
        setTimeout(() => res.end('y'.repeat(600)), 20);
        return;
      }
      if (req.url === '/stall') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        return void res.write('data: first\n\n'); // then nothing
      }
      if (req.url === '/stream') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write('data: one\n\n');
        setTimeout(() => res.end('data: two\n\n'), 50);
        return;
      }
      res.writeHead(201, { 'x-answer': 'yes' }).end(`echo ${body}`);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const allowLoopback = { allow: parseAllowList('127.0.0.1') };
const LIMITS = { timeoutMs: 1_000, maxBytes: 1_000 };
const reasonOf = (p: Promise<unknown>) =>
  p.then(
    () => 'answered',
    (err) => (err instanceof OutboundError ? err.reason : `unexpected ${err}`),
  );

test('loopback is refused without the allow-list, before any connection', async () => {
  const fetch = createOutboundStreamFetch({ allow: parseAllowList('') }, LIMITS);
  seen.length = 0;
  expect(await reasonOf(fetch(`${base}/x`))).toBe('refused');
  expect(seen).toEqual([]);
});

test('an allowed call: method, headers, body and the answer (status, headers, text)', async () => {
  const fetch = createOutboundStreamFetch(allowLoopback, LIMITS);
  const res = await fetch(`${base}/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
  expect(res.status).toBe(201);
  expect(res.headers.get('x-answer')).toBe('yes');
  expect(await res.text()).toBe('echo {"a":1}');
});

test('a host name is resolved once and the checked address is the one connected to', async () => {
  const calls: string[] = [];
  const resolve: HostResolver = async (host) => {
    calls.push(host);
    return [{ address: '127.0.0.1', family: 4 }];
  };
  const port = new URL(base).port;
  const fetch = createOutboundStreamFetch({ allow: parseAllowList('llm.desk.internal'), resolve }, LIMITS);
  seen.length = 0;
  const res = await fetch(`http://llm.desk.internal:${port}/echo`, { method: 'POST', body: 'x' });
  expect(await res.text()).toBe('echo x');
  expect(calls).toEqual(['llm.desk.internal']);
  expect(seen[0].host).toBe(`llm.desk.internal:${port}`);
});

test('redirects are refused', async () => {
  expect(await reasonOf(createOutboundStreamFetch(allowLoopback, LIMITS)(`${base}/redirect`))).toBe('redirect');
});

test('the body streams as it arrives', async () => {
  const res = await createOutboundStreamFetch(allowLoopback, LIMITS)(`${base}/stream`);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const first = await reader.read();
  expect(new TextDecoder().decode(first.value)).toBe('data: one\n\n');
  let rest = '';
  for (let r = await reader.read(); !r.done; r = await reader.read()) rest += new TextDecoder().decode(r.value);
  expect(rest).toBe('data: two\n\n');
});

test('a server that stops sending: the time-out fails the body stream', async () => {
  const res = await createOutboundStreamFetch(allowLoopback, LIMITS)(`${base}/stall`);
  expect(res.status).toBe(200);
  const started = Date.now();
  await expect(res.text()).rejects.toMatchObject({ reason: 'timeout' });
  expect(Date.now() - started).toBeLessThan(3_000);
});

test('the size cap fails the body; the caller’s abort fails the call', async () => {
  // Announced by content-length: refused before the answer; streamed past the cap: the body fails.
  expect(await reasonOf(createOutboundStreamFetch(allowLoopback, LIMITS)(`${base}/big`))).toBe('tooLarge');
  const res = await createOutboundStreamFetch(allowLoopback, LIMITS)(`${base}/bigStream`);
  await expect(res.text()).rejects.toMatchObject({ reason: 'tooLarge' });
  const abort = new AbortController();
  const pending = createOutboundStreamFetch(allowLoopback, { ...LIMITS, timeoutMs: 10_000 })(`${base}/stall`, { signal: abort.signal });
  const stalled = await pending;
  abort.abort(new Error('user went away'));
  await expect(stalled.text()).rejects.toThrow('user went away');
});
