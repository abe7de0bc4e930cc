/**
 * Raw HTTP over one connection per request, for what `inject` cannot show: a body that never fully arrives, and
 * latencies over a real socket. Used by tests/http/bodyLimits.test.ts and the attack round of scripts/bench-api.ts.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** About `bytes` of JSON objects nested inside each other: 300 ms to 1 s of JSON.parse per 4 MB on our machines. */
export const nestedJson = (bytes: number) => {
  const levels = Math.floor(bytes / 6);
  return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
};

export interface RawAnswer {
  status: number;
  body: string;
  ms: number;
}

export interface RawPostOptions {
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** How many bytes of `body` to actually write: the rest of the declared Content-Length never comes. */
  send?: number;
  timeoutMs?: number;
}

/**
 * POST to 127.0.0.1:`port`. With `send`, an answer proves the server did not wait for the body. The server may
 * answer and close before the whole body is written: that is the point, not an error.
 */
export function rawPost(port: number, path: string, opts: RawPostOptions = {}): Promise<RawAnswer> {
  const started = performance.now();
  const timeoutMs = opts.timeoutMs ?? 10_000;
  return new Promise((resolve, reject) => {
    const body = typeof opts.body === 'string' ? Buffer.from(opts.body) : (opts.body ?? Buffer.alloc(0));
    const req = http.request(
      { host: '127.0.0.1', port, path, method: 'POST', agent: false, headers: { 'content-length': String(body.length), ...opts.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started });
          req.destroy();
        });
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer from ${path} within ${timeoutMs} ms`)));
    // A reset or broken pipe while writing may still leave the answer readable: wait for the close to decide.
    let reset: Error | undefined;
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EPIPE' || err.code === 'ECONNRESET') reset = err;
      else reject(err);
    });
    req.on('close', () => reject(reset ?? new Error(`${path}: connection closed without an answer`)));
    req.write(opts.send === undefined ? body : body.subarray(0, opts.send));
    if (opts.send === undefined) req.end();
  });
}

/** The 99th percentile of `values` (nearest rank). */
export const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.99))];

/**
 * While two paced attackers send 4 MB nested bodies to calls with and without a body (and an unknown address), one
 * user calls user_info every 5 ms for `forMs`: the answer holds that user's latencies and how many bodies were sent.
 */
export async function userInfoUnderAttack(port: number, token: string, forMs: number): Promise<{ latencies: number[]; attacks: number }> {
  const attack = Buffer.from(nestedJson(4 * 1024 * 1024));
  const targets = ['/v1/user/user_info', '/v1/no/such/call', '/v1/user/password_login', '/v1/user/register'];
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  let stop = false;
  let attacks = 0;
  const attacker = async (offset: number) => {
    for (let i = offset; !stop; i += 1) {
      await rawPost(port, targets[i % targets.length], { headers, body: attack }).catch(() => undefined);
      attacks += 1;
      // About 100 bodies (400 MB) a second: the attack's own connection set-up in the measuring process stays small.
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const attackers = [attacker(0), attacker(1)];
  // Let the attack get going, then measure a steady stream of ordinary calls.
  await new Promise((r) => setTimeout(r, 200));
  try {
    return { latencies: await userInfoLatencies(port, token, forMs), attacks };
  } finally {
    stop = true;
    await Promise.all(attackers);
  }
}

/** user_info latencies (ms) of one user calling every 5 ms for `forMs`; any answer but 200 throws. */
export async function userInfoLatencies(port: number, token: string, forMs: number): Promise<number[]> {
  const latencies: number[] = [];
  const until = performance.now() + forMs;
  while (performance.now() < until) {
    const res = await rawPost(port, '/v1/user/user_info', { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`user_info answered ${res.status}: ${res.body.slice(0, 200)}`);
    latencies.push(res.ms);
    await new Promise((r) => setTimeout(r, 5));
  }
  return latencies;
}
