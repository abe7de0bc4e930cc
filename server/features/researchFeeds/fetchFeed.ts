/**
 * Downloads a feed's XML with a time-out and a size cap, so a slow or huge answer cannot hold a poll (or the
 * process's memory) hostage. Only http and https URLs are fetched.
 */

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

/** `cancel`: an administrator's "Cancel" (the download stops at once, the run fails with CANCELLED_MESSAGE). */
export async function fetchFeedText(url: string, limits: FetchLimits = DEFAULT_FETCH_LIMITS, cancel?: AbortSignal): Promise<string> {
  const protocol = new URL(url).protocol;
  if (protocol !== 'http:' && protocol !== 'https:') throw new FeedFetchError(`Only http and https feeds are fetched, not ${protocol}`);
  const timeout = AbortSignal.timeout(limits.timeoutMs);
  const signal = cancel ? AbortSignal.any([timeout, cancel]) : timeout;
  const stopped = (err: unknown) =>
    new FeedFetchError(
      cancel?.aborted ? CANCELLED_MESSAGE : timeout.aborted ? `No answer within ${limits.timeoutMs / 1000} s` : `Fetch failed: ${(err as Error).message}`,
    );
  let response: Response;
  try {
    response = await fetch(url, { signal, redirect: 'follow', headers: { accept: 'application/rss+xml, application/atom+xml, application/xml, text/xml' } });
  } catch (err) {
    throw stopped(err);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new FeedFetchError(`The feed answered HTTP ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > limits.maxBytes) {
    await response.body?.cancel();
    throw new FeedFetchError(`The feed is larger than ${limits.maxBytes} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  // A reader loop rather than `for await`: the DOM typings some projects compile with give streams no async iterator.
  const reader = response.body?.getReader();
  try {
    for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
      const chunk = part.value;
      size += chunk.byteLength;
      if (size > limits.maxBytes) {
        await reader?.cancel().catch(() => undefined);
        throw new FeedFetchError(`The feed is larger than ${limits.maxBytes} bytes`);
      }
      chunks.push(chunk);
    }
  } catch (err) {
    if (err instanceof FeedFetchError) throw err;
    throw stopped(err);
  }
  return Buffer.concat(chunks).toString('utf8');
}
