/**
 * A WHATWG `fetch` over the outbound policy (outboundFetch.ts) whose answer streams: for a library that takes a
 * `fetch` option and reads a server-sent event stream as it arrives (the assistant's model provider through the AI SDK,
 * docs/assistant.md "Reaching the provider"). The same rules as every outbound call: http(s) only, the host resolved
 * once and every address checked, the connection made to the checked address, no redirects, one time-out over the
 * whole exchange (headers and the streamed body: a provider that stops sending mid-answer fails, it does not hang),
 * a cap on the answer's size. Failures are OutboundError (before the answer) or an error of the body stream (after).
 */
import http from 'node:http';
import https from 'node:https';
import { OutboundError, type OutboundOptions, outboundTarget, pinnedRequestOptions } from './outboundFetch';

export interface StreamFetchLimits {
  timeoutMs: number;
  maxBytes: number;
}

type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

const urlOf = (input: string | URL | Request): string => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

/** Statuses whose Response may not carry a body. */
const NO_BODY = new Set([101, 204, 205, 304]);

function responseHeaders(headers: http.IncomingHttpHeaders): Headers {
  const out = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) out.append(name, v);
  }
  return out;
}

export function createOutboundStreamFetch(options: OutboundOptions, limits: StreamFetchLimits): FetchLike {
  return async (input, init) => {
    const target = await outboundTarget(urlOf(input), options);
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    if (init?.body != null && typeof init.body !== 'string') throw new OutboundError('badUrl', 'Only text bodies are sent');
    const body = init?.body == null ? undefined : Buffer.from(init.body);
    const signal = init?.signal ?? undefined;

    return new Promise<Response>((resolve, reject) => {
      const client = target.url.protocol === 'https:' ? https : http;
      let answered = false;
      let done = false;
      /** Ends the body stream with an error once the answer has started. */
      let failBody: ((err: Error) => void) | null = null;
      const cleanup = () => {
        done = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onCancel);
      };
      const fail = (err: Error) => {
        if (done) return;
        cleanup();
        req.destroy();
        if (answered) failBody?.(err);
        else reject(err);
      };
      const timer = setTimeout(() => fail(new OutboundError('timeout', `No complete answer within ${limits.timeoutMs / 1000} s`)), limits.timeoutMs);
      timer.unref();
      // An abort is the caller's: the AI SDK expects the AbortError DOMException it raised.
      const onCancel = () => fail(signal?.reason instanceof Error ? signal.reason : new OutboundError('cancelled', 'Cancelled'));
      const req = client.request(pinnedRequestOptions(target, method, headers, body?.length));
      req.on('error', (err) => fail(new OutboundError('network', err.message)));
      if (signal?.aborted) return onCancel();
      signal?.addEventListener('abort', onCancel, { once: true });
      req.on('response', (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400) return fail(new OutboundError('redirect', `Answered ${status} (redirects are not followed)`));
        if (Number(res.headers['content-length'] ?? 0) > limits.maxBytes) return fail(new OutboundError('tooLarge', `Larger than ${limits.maxBytes} bytes`));
        answered = true;
        let size = 0;
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            failBody = (err) => controller.error(err);
            res.on('data', (chunk: Buffer) => {
              size += chunk.length;
              if (size > limits.maxBytes) return fail(new OutboundError('tooLarge', `Larger than ${limits.maxBytes} bytes`));
              if (!done) controller.enqueue(new Uint8Array(chunk));
            });
            res.on('error', (err) => fail(new OutboundError('network', err.message)));
            res.on('close', () => {
              if (!res.complete) fail(new OutboundError('network', 'The connection closed before the answer ended'));
            });
            res.on('end', () => {
              if (done) return;
              cleanup();
              controller.close();
            });
          },
          cancel() {
            cleanup();
            req.destroy();
          },
        });
        resolve(new Response(NO_BODY.has(status) ? null : stream, { status, statusText: res.statusMessage ?? '', headers: responseHeaders(res.headers) }));
      });
      req.end(body);
    });
  };
}
