/**
 * Alert webhooks (docs/market-data/strategy.md, "Webhooks"): a JSON POST with a 5 s timeout, http and https only,
 * no redirects followed. In production (NODE_ENV=production) a host that resolves to a loopback, private, link-local,
 * CGNAT or unique-local address is refused (no SSRF into the server's own network); elsewhere it is allowed so
 * tests and local setups can point at localhost.
 */
import dns from 'node:dns/promises';
import net from 'node:net';

const BLOCKED = new net.BlockList();
for (const [addr, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  BLOCKED.addSubnet(addr, prefix, 'ipv4');
for (const [addr, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['::ffff:0:0', 96],
] as const)
  BLOCKED.addSubnet(addr, prefix, 'ipv6');

export const isPrivateAddress = (ip: string): boolean => BLOCKED.check(ip, net.isIPv6(ip) ? 'ipv6' : 'ipv4');

/** Null when the URL may be saved; else the field's locale key. */
export function webhookUrlProblem(url: string): string | null {
  try {
    const u = new URL(url);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return 'strategy.alert.webhookScheme';
    if (u.username || u.password) return 'strategy.alert.webhookScheme';
    return null;
  } catch {
    return 'api.field.invalid';
  }
}

export interface WebhookOptions {
  allowPrivate: boolean;
  timeoutMs?: number;
}

/** POSTs the event; returns 'ok' or a short reason (kept in the alert history). Never throws. */
export async function postWebhook(url: string, payload: unknown, o: WebhookOptions): Promise<string> {
  try {
    if (webhookUrlProblem(url)) return 'refused: scheme';
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    if (!o.allowPrivate) {
      const addrs = net.isIP(host) ? [host] : (await dns.lookup(host, { all: true })).map((a) => a.address);
      if (addrs.length === 0 || addrs.some(isPrivateAddress)) return 'refused: private address';
    }
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      redirect: 'manual',
      signal: AbortSignal.timeout(o.timeoutMs ?? 5000),
    });
    return res.ok ? 'ok' : `http ${res.status}`;
  } catch (err) {
    return (err as Error).name === 'TimeoutError' ? 'timeout' : 'failed';
  }
}
