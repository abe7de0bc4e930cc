/**
 * Alert webhooks (docs/market-data/strategy.md, "Webhooks"): a JSON POST through the server's one outbound client
 * (server/infra/http/outboundFetch.ts): http and https only, never to the server's own machine or network in any
 * mode (docs/security.md, "Outbound requests (SSRF policy)"), resolved once and connected to the checked address,
 * no redirects, a 5 s time-out. The history records only `delivered` or `failed`: a refused target, a status, a
 * time-out and a closed port all read `failed`, so the history cannot be used to map a network. The reason goes to
 * the server log.
 */
import { OutboundError, type OutboundFetch, outboundUrlProblem } from '../../../infra/http/outboundFetch';
import type { OutboundAllowList } from '../../../infra/http/outboundPolicy';

/** What the alert history says about a webhook: 'pending' until it is known. */
export type WebhookOutcome = 'pending' | 'delivered' | 'failed';

const TIMEOUT_MS = 5000;
/** The receiver's answer is not read; a little of it is accepted so small replies complete normally. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** Null when the URL may be saved; else the field's locale key. A literal refused address is refused at once. */
export function webhookUrlProblem(url: string, allow: OutboundAllowList): string | null {
  const problem = outboundUrlProblem(url, allow);
  if (problem === 'badUrl') return 'strategy.alert.webhookScheme';
  if (problem === 'refused') return 'strategy.alert.webhookPrivate';
  return null;
}

/** The outcome as the history shows it; rows written before issue 19 held 'ok', 'http 302', 'timeout', ... */
export function webhookOutcomeOf(stored: string | null): WebhookOutcome | null {
  if (stored === null || stored === 'pending' || stored === 'delivered' || stored === 'failed') return stored;
  return stored === 'ok' ? 'delivered' : 'failed';
}

/** POSTs the event; 'delivered' on a 2xx answer, else 'failed' with the reason logged. Never throws. */
export async function postWebhook(fetchOut: OutboundFetch, url: string, payload: unknown, log: (reason: string) => void): Promise<'delivered' | 'failed'> {
  try {
    const res = await fetchOut(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      timeoutMs: TIMEOUT_MS,
      maxBytes: MAX_ANSWER_BYTES,
    });
    if (res.status >= 200 && res.status < 300) return 'delivered';
    log(`answered HTTP ${res.status}`);
  } catch (err) {
    log(err instanceof OutboundError ? `${err.reason}: ${err.message}` : String(err));
  }
  return 'failed';
}
