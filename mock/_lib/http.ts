/**
 * The slice of Express's request/response the mock handlers use. Umi's dev server hands them real
 * Express objects; `fastifyAdapter.ts` builds the same slice on Fastify for tests and `serve-mock`.
 */

export interface MockRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  params: Record<string, string>;
  /** Parsed JSON (Express body-parser gives `{}` for an empty body); a Buffer for raw uploads on Fastify. */
  body: unknown;
  ip?: string;
}

export interface MockResponse {
  status(code: number): MockResponse;
  json(body: unknown): unknown;
  send(body?: unknown): unknown;
  end(body?: unknown): unknown;
  setHeader(name: string, value: string | number): unknown;
}

export type MockHandler = (req: MockRequest, res: MockResponse) => void | Promise<void>;

/** Marker body the Fastify adapter puts in place of JSON it could not parse (Express would give `{}`). */
export const MALFORMED_JSON = Object.freeze({ __mockMalformedJson: true });

export function header(req: MockRequest, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(req: MockRequest): string | null {
  const value = header(req, 'authorization');
  const match = value?.match(/^Bearer\s+(\S+)\s*$/i);
  return match ? match[1] : null;
}

/**
 * The raw bytes of a request (uploads). Fastify's adapter has already read them into `req.body`;
 * under Umi's Express server the body parsers skip non-JSON types, so the stream is still unread.
 * Reading stops (returns null) once `limit` bytes are exceeded.
 */
export async function readRawBody(req: MockRequest, limit: number): Promise<Buffer | null> {
  if (Buffer.isBuffer(req.body)) return req.body.length > limit ? null : req.body;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as unknown as AsyncIterable<Buffer | string>) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    size += buf.length;
    if (size > limit) return null;
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}
