/**
 * Request body parsing for the JSON API:
 * - JSON with Fastify's own prototype-poisoning checks; an empty body counts as no body (so a call that takes
 *   none accepts `content-type: application/json` with nothing in it);
 * - strings holding U+0000 are refused (PostgreSQL cannot store them in text, and no field needs one);
 * - any other content type is read (within the body limit) and ignored: the endpoint then sees no body, and its
 *   schema answers 400 with field errors if it needed one.
 */
import type { FastifyInstance } from 'fastify';
import { BODY_FIELD, FIELD_ERROR_KEYS } from '../../common/contract/fieldErrors';
import { badRequest } from './apiError';

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => k.includes('\u0000') || holdsNul(v));
  return false;
}

/** A body nested deeper than the stack allows counts as containing one (refused, not a crash). */
function holdsNulSafely(value: unknown): boolean {
  try {
    return holdsNul(value);
  } catch {
    return true;
  }
}

export function installJsonApiParsers(app: FastifyInstance): void {
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    defaultJson(request, text, (err: Error | null, value?: unknown) => {
      if (err) return done(badRequest('The request body is not valid JSON', { [BODY_FIELD]: FIELD_ERROR_KEYS.invalid }), undefined);
      // The escape is the only way a NUL reaches a JSON string, so most bodies skip the walk.
      if (text.includes('\\u0000') && holdsNulSafely(value))
        return done(badRequest('Text must not contain NUL characters', { [BODY_FIELD]: FIELD_ERROR_KEYS.invalid }), undefined);
      done(null, value);
    });
  });
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, undefined));
}
