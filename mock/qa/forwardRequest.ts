/**
 * A Umi mock handler that hands the request to the QA server (app.inject) and copies its answer back: status,
 * headers, bytes. Umi's mock middleware has run body-parser before the handler: JSON (and form) bodies arrive
 * parsed, so they are sent on re-serialised; raw bodies (file uploads) are still unread and go on as the stream.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { QaServer } from './qaServer';

/** The request as Umi's mock middleware hands it over (an Express request). */
type UmiRequest = IncomingMessage & { body?: unknown; originalUrl?: string };

/** Headers about one connection, not about the answer. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding']);
/** Headers of the bytes as the client sent them, wrong once the body is sent on re-serialised. */
const SENT_BODY_HEADERS = [...HOP_HEADERS, 'content-length', 'content-encoding'];

const isJson = (req: IncomingMessage) => /^application\/([\w.+-]+\+)?json\b/i.test(req.headers['content-type'] ?? '');

const isEmptyObject = (value: unknown) => !!value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0;

/**
 * The JSON text to send on. body-parser leaves `{}` in place of a body it could not parse, and that must not
 * become a valid `{}`: a body that declared more bytes than `{}` but parsed to nothing is sent on as malformed
 * JSON, so the server answers its 400. (Clients send `{}` exactly; `{ }` with spaces is taken as malformed.)
 */
function jsonText(req: UmiRequest): string {
  const declared = Number(req.headers['content-length']);
  if (isEmptyObject(req.body) && declared > 2) return '{';
  return JSON.stringify(req.body ?? null);
}

function payloadOf(req: UmiRequest): { payload?: string | IncomingMessage; headers: Record<string, string | string[] | undefined> } {
  const headers = { ...req.headers };
  // Not read by body-parser (uploads, bodies of no parsed type, no body): the stream goes on as it is.
  if (!req.readableEnded) return { payload: req, headers };
  for (const name of SENT_BODY_HEADERS) delete headers[name];
  // Form and multipart bodies: the server ignores every body that is not JSON, so none is sent.
  return isJson(req) ? { payload: jsonText(req), headers } : { headers };
}

export function forwardTo(qa: QaServer) {
  return async (req: UmiRequest, res: ServerResponse): Promise<void> => {
    try {
      const app = await qa.app();
      const { payload, headers } = payloadOf(req);
      const answer = await app.inject({
        method: req.method as 'GET',
        url: req.originalUrl ?? req.url ?? '/',
        headers,
        ...(payload === undefined ? {} : { payload }),
        remoteAddress: req.socket?.remoteAddress,
      });
      res.statusCode = answer.statusCode;
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !HOP_HEADERS.has(name)) res.setHeader(name, value);
      }
      if (answer.headers['content-length'] === undefined) res.setHeader('content-length', answer.rawPayload.length);
      res.end(answer.rawPayload);
    } catch (err) {
      res.statusCode = 500;
      res.setHeader('content-type', 'text/plain; charset=utf-8');
      res.end(`The QA server failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  };
}
