/**
 * The one way the server calls a URL a user or an administrator typed (alert webhooks, research feeds):
 * docs/security.md, "Outbound requests (SSRF policy)".
 *
 * - http and https only, no user name or password in the URL;
 * - the host is resolved once, every address it resolves to is checked (outboundPolicy.ts), and the connection goes
 *   to the checked address (a `lookup` that answers it): a DNS answer that changes between check and connect
 *   (rebinding) is never asked for;
 * - redirects are never followed (a 3xx is a failure), so an allowed host cannot bounce the call inward;
 * - one time-out over the whole exchange and a cap on the answer's size.
 *
 * Failures are OutboundError with a short `reason`; the callers keep the detail in the server log, never in what a
 * user sees.
 */
import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { EMPTY_ALLOW_LIST, isRefusedAddress, type OutboundAllowList } from './outboundPolicy';

export type OutboundFailure = 'badUrl' | 'refused' | 'unresolved' | 'redirect' | 'timeout' | 'tooLarge' | 'network' | 'cancelled';

export class OutboundError extends Error {
  constructor(
    readonly reason: OutboundFailure,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** The network edge's name lookup (tests inject one; the default asks the system resolver, like any connect would). */
export type HostResolver = (host: string) => Promise<ResolvedAddress[]>;

export const systemResolver: HostResolver = async (host) =>
  (await dns.lookup(host, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

export interface OutboundOptions {
  allow: OutboundAllowList;
  resolve?: HostResolver;
}

export interface OutboundRequest {
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs: number;
  maxBytes: number;
  /** The caller's cancel (an administrator's "Cancel"): fails with reason 'cancelled'. */
  signal?: AbortSignal;
}

export interface OutboundResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export type OutboundFetch = (url: string, request: OutboundRequest) => Promise<OutboundResponse>;

/** Why a URL may not be called before any lookup (scheme, credentials, a refused literal address); null if none. */
export function outboundUrlProblem(url: string, allow: OutboundAllowList = EMPTY_ALLOW_LIST): 'badUrl' | 'refused' | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return 'badUrl';
  }
  if ((u.protocol !== 'http:' && u.protocol !== 'https:') || u.username || u.password) return 'badUrl';
  const host = hostOf(u);
  if (net.isIP(host) && isRefusedAddress(host) && !allow.allowsHost(host)) return 'refused';
  return null;
}

/** The URL's host without IPv6 brackets (WHATWG URL already turned `0x7f000001` and `127.1` into `127.0.0.1`). */
const hostOf = (u: URL): string => u.hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** Resolves once and checks every address; the first is the one connected to. */
async function checkedAddress(host: string, allow: OutboundAllowList, resolve: HostResolver): Promise<ResolvedAddress> {
  let addresses: ResolvedAddress[];
  if (net.isIP(host)) addresses = [{ address: host, family: net.isIPv6(host) ? 6 : 4 }];
  else {
    try {
      addresses = await resolve(host);
    } catch (err) {
      throw new OutboundError('unresolved', `${host} does not resolve: ${(err as Error).message}`);
    }
  }
  if (addresses.length === 0) throw new OutboundError('unresolved', `${host} does not resolve`);
  const byName = allow.allowsHost(host);
  const refused = addresses.find((a) => !byName && isRefusedAddress(a.address) && !allow.allowsAddress(a.address));
  if (refused) throw new OutboundError('refused', `${host} resolves to ${refused.address}, which the outbound policy refuses`);
  return addresses[0];
}

/** Where a call may go: the URL, its host and the one checked address to connect to; throws OutboundError otherwise. */
export interface OutboundTarget {
  url: URL;
  host: string;
  pinned: ResolvedAddress;
}

export async function outboundTarget(url: string, options: OutboundOptions): Promise<OutboundTarget> {
  const problem = outboundUrlProblem(url, options.allow);
  if (problem === 'badUrl') throw new OutboundError('badUrl', 'Only http and https URLs without credentials are called');
  const u = new URL(url);
  const host = hostOf(u);
  if (problem === 'refused') throw new OutboundError('refused', `${host} is an address the outbound policy refuses`);
  const pinned = await checkedAddress(host, options.allow, options.resolve ?? systemResolver);
  return { url: u, host, pinned };
}

/** The request options that connect to the checked address only (shared with outboundStreamFetch.ts). */
export function pinnedRequestOptions(target: OutboundTarget, method: string, headers: Record<string, string>, bodyLength?: number): http.RequestOptions {
  const { url: u, host, pinned } = target;
  return {
    method,
    host,
    port: u.port || (u.protocol === 'https:' ? 443 : 80),
    path: `${u.pathname}${u.search}`,
    headers: { ...headers, host: u.host, ...(bodyLength !== undefined ? { 'content-length': String(bodyLength) } : {}) },
    // A fresh socket per call (no pool keyed by host name), connected to the checked address whatever DNS says now.
    agent: false,
    lookup: (_name: string, opts: { all?: boolean }, cb: (...args: unknown[]) => void) => {
      if (opts?.all) cb(null, [{ address: pinned.address, family: pinned.family }]);
      else cb(null, pinned.address, pinned.family);
    },
    // TLS checks the certificate against the host name, not the pinned address.
    ...(u.protocol === 'https:' && !net.isIP(host) ? { servername: host } : {}),
  } as http.RequestOptions;
}

export function createOutboundFetch(options: OutboundOptions): OutboundFetch {
  return async (url, request) => {
    const target = await outboundTarget(url, options);
    return exchange(target, request);
  };
}

function exchange(target: OutboundTarget, request: OutboundRequest): Promise<OutboundResponse> {
  return new Promise<OutboundResponse>((resolvePromise, reject) => {
    const client = target.url.protocol === 'https:' ? https : http;
    let settled = false;
    const fail = (err: OutboundError) => {
      if (settled) return;
      settled = true;
      cleanup();
      req.destroy();
      reject(err);
    };
    const timer = setTimeout(() => fail(new OutboundError('timeout', `No answer within ${request.timeoutMs / 1000} s`)), request.timeoutMs);
    timer.unref();
    const onCancel = () => fail(new OutboundError('cancelled', 'Cancelled'));
    const cleanup = () => {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', onCancel);
    };
    const body = request.body === undefined ? undefined : Buffer.from(request.body);
    const req = client.request(pinnedRequestOptions(target, request.method, request.headers ?? {}, body?.length));
    req.on('error', (err) => fail(new OutboundError('network', err.message)));
    if (request.signal?.aborted) return onCancel();
    request.signal?.addEventListener('abort', onCancel, { once: true });
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400) return fail(new OutboundError('redirect', `Answered ${status} (redirects are not followed)`));
      if (Number(res.headers['content-length'] ?? 0) > request.maxBytes) return fail(new OutboundError('tooLarge', `Larger than ${request.maxBytes} bytes`));
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > request.maxBytes) return fail(new OutboundError('tooLarge', `Larger than ${request.maxBytes} bytes`));
        chunks.push(chunk);
      });
      res.on('error', (err) => fail(new OutboundError('network', err.message)));
      res.on('close', () => {
        if (!res.complete) fail(new OutboundError('network', 'The connection closed before the answer ended'));
      });
      res.on('end', () => {
        if (settled) return;
        settled = true;
        cleanup();
        resolvePromise({ status, headers: res.headers, body: Buffer.concat(chunks) });
      });
    });
    req.end(body);
  });
}
