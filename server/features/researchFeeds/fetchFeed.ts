/**
 * Downloads a feed's XML through the server's outbound client (server/infra/http/outboundFetch.ts: http and https
 * only, never the server's own machine or network, resolved once and connected to the checked address, no
 * redirects), with a time-out and a size cap, so a slow or huge answer cannot hold a poll (or the process's memory)
 * hostage. The run message names what went wrong in words of its own: it never quotes the answer.
 */
import { OutboundError, type OutboundFetch } from '../../infra/http/outboundFetch';

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
}

/** 20 s and 5 MiB: a research feed is a few hundred KiB at most. */
export const DEFAULT_FETCH_LIMITS: FetchLimits = { timeoutMs: 20_000, maxBytes: 5 * 1024 * 1024 };

/** A failure of the download itself; `message` is what the run records. */
export class FeedFetchError extends Error {}

/** The message of a run an administrator cancelled. */
export const CANCELLED_MESSAGE = 'Cancelled by an administrator';

/** The run's message for each way the outbound call fails. */
function messageOf(err: OutboundError, limits: FetchLimits): string {
  switch (err.reason) {
    case 'badUrl':
      return 'Only http and https feeds without a user name are fetched';
    case 'refused':
      return 'The feed address is in the server’s own network, which feeds may not reach (OUTBOUND_ALLOW_HOSTS lists exceptions)';
    case 'unresolved':
      return 'The feed’s host name does not resolve';
    case 'redirect':
      return 'The feed answered with a redirect, which is not followed: enter the address it redirects to';
    case 'timeout':
      return `No answer within ${limits.timeoutMs / 1000} s`;
    case 'tooLarge':
      return `The feed is larger than ${limits.maxBytes} bytes`;
    case 'cancelled':
      return CANCELLED_MESSAGE;
    default:
      return 'The feed could not be reached';
  }
}

/** `cancel`: an administrator's "Cancel" (the download stops at once, the run fails with CANCELLED_MESSAGE). */
export async function fetchFeedText(fetchOut: OutboundFetch, url: string, limits: FetchLimits = DEFAULT_FETCH_LIMITS, cancel?: AbortSignal): Promise<string> {
  try {
    const res = await fetchOut(url, {
      method: 'GET',
      headers: { accept: 'application/rss+xml, application/atom+xml, application/xml, text/xml' },
      timeoutMs: limits.timeoutMs,
      maxBytes: limits.maxBytes,
      signal: cancel,
    });
    if (res.status < 200 || res.status >= 300) throw new FeedFetchError(`The feed answered HTTP ${res.status}`);
    return res.body.toString('utf8');
  } catch (err) {
    if (err instanceof OutboundError) throw new FeedFetchError(messageOf(err, limits));
    throw err;
  }
}
