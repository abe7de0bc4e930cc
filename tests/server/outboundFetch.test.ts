/**
 * The outbound client (server/infra/http/outboundFetch.ts) against a local HTTP server: every spelling of the
 * server's own machine and network refused before any connection, whatever NODE_ENV says; the allow-list as the one
 * exception; the host resolved once and the connection made to the checked address (a resolver that answers
 * differently the second time is never asked twice); redirects refused; the time-out and the size cap.
 * Only the network edge is faked: the name lookup.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createOutboundFetch, type HostResolver, OutboundError, outboundUrlProblem } from '../../server/infra/http/outboundFetch';
import { EMPTY_ALLOW_LIST, isRefusedAddress, parseAllowList } from '../../server/infra/http/outboundPolicy';

let server: http.Server;
let port = 0;
const seen: { url: string; host: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', host: req.headers.host ?? '' });
    if (req.url === '/redirect') return void res.writeHead(302, { location: `http://127.0.0.1:${port}/inner` }).end();
    if (req.url === '/big') return void res.end('x'.repeat(5000));
    if (req.url === '/slow') return; // never answers
    res.end('ok');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  seen.length = 0;
});

const GET = { method: 'GET' as const, timeoutMs: 2000, maxBytes: 1000 };
/** A resolver answering from a table, counting its calls. */
function resolverOf(table: Record<string, string[]>): HostResolver & { calls: string[] } {
  const calls: string[] = [];
  const fn = async (host: string) => {
    calls.push(host);
    return (table[host] ?? []).map((address) => ({ address, family: address.includes(':') ? (6 as const) : (4 as const) }));
  };
  return Object.assign(fn, { calls });
}
const reasonOf = (p: Promise<unknown>) =>
  p.then(
    () => 'answered',
    (err) => (err instanceof OutboundError ? err.reason : `unexpected ${err}`),
  );

describe('the address policy', () => {
  test.each([
    '127.0.0.1',
    '127.9.9.9',
    '0.0.0.0',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::7f00:1',
    '64:ff9b::a9fe:a9fe',
    '2002:7f00:1::1',
    '2002:a00:1::',
    'fd00::1',
    'fe80::1%eth0',
    'ff02::1',
    'not an address',
  ])('refuses %s', (ip) => expect(isRefusedAddress(ip)).toBe(true));

  test.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '64:ff9b::808:808', '2002:808:808::1', '::ffff:8.8.8.8'])('allows %s', (ip) =>
    expect(isRefusedAddress(ip)).toBe(false),
  );

  test('the allow-list takes host names, addresses and ranges, and refuses anything else', () => {
    const list = parseAllowList('hooks.corp, 10.2.0.0/16 fd00::/8');
    expect(list.allowsHost('HOOKS.corp')).toBe(true);
    expect(list.allowsHost('other.corp')).toBe(false);
    expect(list.allowsAddress('10.2.3.4')).toBe(true);
    expect(list.allowsAddress('10.3.0.1')).toBe(false);
    expect(list.allowsAddress('fd00::5')).toBe(true);
    expect(() => parseAllowList('http://hooks.corp')).toThrow(/OUTBOUND_ALLOW_HOSTS/);
    expect(() => parseAllowList('10.0.0.0/40')).toThrow(/prefix length/);
  });
});

describe('without an allow-list', () => {
  const previousEnv = process.env.NODE_ENV;
  beforeAll(() => {
    // The old webhook code refused private addresses only in production: the policy must hold in every mode.
    process.env.NODE_ENV = 'development';
  });
  afterAll(() => {
    process.env.NODE_ENV = previousEnv;
  });

  test('every spelling of the local server is refused before any connection', async () => {
    const resolve = resolverOf({ 'hooks.example': ['127.0.0.1'], 'mixed.example': ['93.184.215.14', '10.0.0.7'] });
    const fetchOut = createOutboundFetch({ allow: EMPTY_ALLOW_LIST, resolve });
    for (const url of [
      `http://127.0.0.1:${port}/`,
      `http://0x7f000001:${port}/`,
      `http://2130706433:${port}/`,
      `http://127.1:${port}/`,
      `http://[::1]:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      `http://hooks.example:${port}/`,
      'http://mixed.example/',
    ])
      expect([url, await reasonOf(fetchOut(url, GET))]).toEqual([url, 'refused']);
    expect(seen).toEqual([]);
    expect(resolve.calls).toEqual(['hooks.example', 'mixed.example']);
  });

  test('other schemes and credentials in the URL are refused', async () => {
    const fetchOut = createOutboundFetch({ allow: EMPTY_ALLOW_LIST, resolve: resolverOf({}) });
    for (const url of ['file:///etc/passwd', 'gopher://example.com/', 'http://user:pw@example.com/', 'not a url'])
      expect(await reasonOf(fetchOut(url, GET))).toBe('badUrl');
    expect(outboundUrlProblem(`http://0x7f000001:${port}/`)).toBe('refused');
    expect(outboundUrlProblem('https://example.com/hook')).toBeNull();
  });
});

describe('with the local server allow-listed', () => {
  const allow = parseAllowList('127.0.0.1');

  test('the same server is reached', async () => {
    const fetchOut = createOutboundFetch({ allow, resolve: resolverOf({}) });
    const res = await fetchOut(`http://127.0.0.1:${port}/hook`, { ...GET, method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe('ok');
    expect(seen).toEqual([{ url: '/hook', host: `127.0.0.1:${port}` }]);
  });

  test('a redirect is a failure and is not followed', async () => {
    const fetchOut = createOutboundFetch({ allow, resolve: resolverOf({}) });
    expect(await reasonOf(fetchOut(`http://127.0.0.1:${port}/redirect`, GET))).toBe('redirect');
    expect(seen.map((s) => s.url)).toEqual(['/redirect']);
  });

  test('the name is resolved once and the connection goes to the checked address (no rebinding)', async () => {
    let answers = 0;
    // First answer: the allowed address; any later lookup would answer an internal one.
    const rebinding: HostResolver = async () => [{ address: answers++ === 0 ? '127.0.0.1' : '10.9.9.9', family: 4 }];
    const fetchOut = createOutboundFetch({ allow, resolve: rebinding });
    const res = await fetchOut(`http://hooks.example:${port}/pinned`, GET);
    expect(res.status).toBe(200);
    expect(answers).toBe(1);
    // The Host header keeps the name the URL gave.
    expect(seen).toEqual([{ url: '/pinned', host: `hooks.example:${port}` }]);
  });

  test('the answer is capped and the exchange timed out', async () => {
    const fetchOut = createOutboundFetch({ allow, resolve: resolverOf({}) });
    expect(await reasonOf(fetchOut(`http://127.0.0.1:${port}/big`, GET))).toBe('tooLarge');
    expect(await reasonOf(fetchOut(`http://127.0.0.1:${port}/slow`, { ...GET, timeoutMs: 100 }))).toBe('timeout');
    const cancel = new AbortController();
    const pending = reasonOf(fetchOut(`http://127.0.0.1:${port}/slow`, { ...GET, signal: cancel.signal }));
    cancel.abort();
    expect(await pending).toBe('cancelled');
  });
});
