/**
 * Security headers. For the web app: helmet's set (CSP, HSTS, X-Content-Type-Options, X-Frame-Options, ...) computed once.
 * @fastify/helmet rebuilds its middleware, CSP parsing included, on every request (about 4 % of the CPU of a
 * user_info call here), so its output is captured once from a probe instance with the same options and then
 * set as a fixed header block on every answer.
 */
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { isApiPath } from '../../../common/contract/paths';

/** Headers of the probe's answer that come from Fastify itself, not from helmet. */
const NOT_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, options);
  probe.get('/', async () => 'probe');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (!NOT_HELMET.has(name) && value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/**
 * Answers of the JSON API are not documents: CSP, COOP, referrer and the like do nothing for them. They get the
 * set the OWASP REST Security Cheat Sheet recommends for APIs instead (five headers rather than twelve, which is
 * measurable per call); the web app, and anything else outside the API prefixes, gets helmet's full set.
 */
const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** Sets the security headers an answer to `request` gets. */
export type SecurityHeaderSetter = (request: FastifyRequest, reply: FastifyReply) => void;

/**
 * Sets the headers on every answer that passes through a route (onRequest hook) and answers the setter, which
 * answers Fastify writes before any route or hook runs (frameworkErrors: a malformed URL) must call themselves.
 */
export async function installSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<SecurityHeaderSetter> {
  const documentHeaders = await helmetHeaders(options);
  const setHeaders: SecurityHeaderSetter = (request, reply) => {
    reply.headers(isApiPath(request.url) ? API_SECURITY_HEADERS : documentHeaders);
  };
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request, reply);
    done();
  });
  return setHeaders;
}
