/**
 * Request body parsing for the JSON API. Reading and parsing a body is the one thing an anonymous client can make
 * the server do at length (4 MB of nested JSON is about a second of JSON.parse, during which nothing else runs), so:
 * - a call that takes no body (ENDPOINTS `body: null`, route config `takesBody: false`) and an unknown address never
 *   read one: the answer goes out at once and Node discards whatever arrives afterwards;
 * - a body is read only up to its call's limit (common/contract/bodyLimits.ts, the route's `bodyLimit`): a declared
 *   Content-Length above it answers 413 before a byte is read, a stream crossing it answers 413 at that byte;
 * - JSON nested deeper than MAX_JSON_DEPTH is refused by a linear scan before JSON.parse builds anything;
 * - JSON gets Fastify's own prototype-poisoning checks; an empty body counts as no body (so a call that takes none
 *   accepts `content-type: application/json` with nothing in it);
 * - strings holding U+0000 are refused (PostgreSQL cannot store them in text, and no field needs one);
 * - any other content type is not read: the endpoint then sees no body, and its schema answers 400 with field
 *   errors if it needed one.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BODY_FIELD, FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import { apiError, badRequest } from './apiError';
import './fastifyTypes';

/** Deepest JSON nesting a body may have (the contract's bodies need 3). */
export const MAX_JSON_DEPTH = 16;

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => k.includes('\u0000') || holdsNul(v));
  return false;
}

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** True when `text` opens more than `max` objects or arrays inside each other (brackets in strings do not count). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth -= 1;
  }
  return false;
}

/** A body this request must not read: its call takes none, or its address is unknown. */
const bodyIgnored = (request: FastifyRequest): boolean => request.is404 || request.routeOptions.config.takesBody === false;

const tooLarge = () => apiError('payloadTooLarge', 'The request body is too large');

/**
 * Reads the body as UTF-8 text, at most `limit` bytes: refuses a larger declared Content-Length before reading and
 * stops at the first byte over the limit.
 */
function readLimited(request: FastifyRequest, payload: NodeJS.ReadableStream, limit: number, done: (err: Error | null, text?: string) => void): void {
  const declared = Number(request.headers['content-length']);
  if (declared > limit) {
    done(tooLarge());
    return;
  }
  const chunks: Buffer[] = [];
  let received = 0;
  const finish = (err: Error | null, text?: string) => {
    payload.removeListener('data', onData);
    payload.removeListener('end', onEnd);
    payload.removeListener('error', onError);
    done(err, text);
  };
  const onData = (chunk: Buffer | string) => {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    received += bytes.length;
    if (received > limit) finish(tooLarge());
    else chunks.push(bytes);
  };
  const onEnd = () => {
    if (!Number.isNaN(declared) && received !== declared) finish(badRequest('The body does not match its Content-Length'));
    else finish(null, Buffer.concat(chunks, received).toString('utf8'));
  };
  const onError = (err: Error) => finish(badRequest(`The body could not be read: ${err.message}`));
  payload.on('data', onData);
  payload.on('end', onEnd);
  payload.on('error', onError);
  payload.resume();
}

const invalidBody = (message: string) => badRequest(message, { [BODY_FIELD]: FIELD_ERROR_KEYS.invalid });

export function installJsonApiParsers(app: FastifyInstance): void {
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', (request, payload, done) => {
    if (bodyIgnored(request)) return done(null, undefined);
    readLimited(request, payload, request.routeOptions.bodyLimit, (readErr, text = '') => {
      if (readErr) return done(readErr, undefined);
      if (text.trim() === '') return done(null, undefined);
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(invalidBody(`The body nests deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      defaultJson(request, text, (err: Error | null, value?: unknown) => {
        if (err) return done(invalidBody('The request body is not valid JSON'), undefined);
        // The escape is the only way a NUL reaches a JSON string, so most bodies skip the walk.
        if (text.includes('\\u0000') && holdsNul(value)) return done(invalidBody('Text must not contain NUL characters'), undefined);
        done(null, value);
      });
    });
  });
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
}
