/**
 * Serves the Umi mock objects on Fastify, so the contract suite can run against the mock through
 * `fastify.inject` and `scripts/serve-mock.ts` can serve the built web app with the mock API.
 * The handlers see the Express slice of mock/_lib/http.ts, exactly as under `max dev`.
 *
 * Beyond Umi's dev server it answers malformed JSON with a 400 envelope (Express would hand the
 * handler `{}`) and unknown API paths with a 404 envelope.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { FILE_MAX_BYTES } from '../../common/contract/oss';
import { MockError, sendError } from './envelope';
import { MALFORMED_JSON, type MockHandler, type MockRequest, type MockResponse } from './http';
import { mockState } from './state';

export type MockObject = Record<string, unknown>;

export interface MockAppOptions {
  /** Umi mock objects (default: every mock file, see allMocks.ts). */
  mocks: MockObject;
  /** Folder of the built web app (index.html + assets) to serve with an index.html fallback. */
  webRoot?: string;
  logger?: boolean;
}

const VALID_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'] as const;
type Method = (typeof VALID_METHODS)[number];

/** `'POST /v1/x'` -> method and path, as Umi reads mock keys (no method means GET). */
export function parseMockKey(key: string): { method: Method; path: string } {
  const parts = key.trim().split(/\s+/);
  const [method, urlPath] = parts.length === 1 ? ['GET', parts[0]] : [parts[0].toUpperCase(), parts[1]];
  if (!VALID_METHODS.includes(method as Method)) throw new Error(`Mock key "${key}": method ${method} is not supported`);
  return { method: method as Method, path: urlPath };
}

function toMockRequest(request: FastifyRequest): MockRequest {
  return {
    method: request.method,
    path: request.url.split('?')[0],
    headers: request.headers,
    query: (request.query ?? {}) as Record<string, unknown>,
    params: (request.params ?? {}) as Record<string, string>,
    body: request.body,
    ip: request.ip,
  };
}

/** Express-style response over a Fastify reply; `sent()` tells whether the handler answered. */
function toMockResponse(reply: FastifyReply): { res: MockResponse; sent: () => boolean } {
  let statusCode = 200;
  let answered = false;
  const finish = (body: unknown, type?: string) => {
    answered = true;
    reply.code(statusCode);
    if (type) reply.type(type);
    void reply.send(body);
  };
  const res: MockResponse = {
    status(code) {
      statusCode = code;
      return res;
    },
    json: (body) => finish(JSON.stringify(body), 'application/json; charset=utf-8'),
    send: (body) =>
      body !== null && typeof body === 'object' && !Buffer.isBuffer(body) ? res.json(body) : finish(body ?? ''),
    end: (body) => finish(body ?? ''),
    setHeader(name, value) {
      reply.header(name, value);
      return res;
    },
  };
  return { res, sent: () => answered };
}

/** Register every entry of a Umi mock object as a Fastify route. */
export function mountMocks(app: FastifyInstance, mocks: MockObject) {
  for (const [key, handler] of Object.entries(mocks)) {
    const { method, path: url } = parseMockKey(key);
    app.route({
      method,
      url,
      handler: async (request, reply) => {
        if (typeof handler !== 'function') return reply.code(200).send(handler); // Umi answers plain values as JSON
        const { res, sent } = toMockResponse(reply);
        // The mock handlers answer before their promise settles; one that does not is a bug in the mock.
        await (handler as MockHandler)(toMockRequest(request), res);
        if (!sent()) throw new Error(`Mock ${key} did not answer`);
        return reply;
      },
    });
  }
}

const envelopeError = (reply: FastifyReply, error: MockError) => {
  const { res } = toMockResponse(reply);
  sendError(res, mockState().version, error);
  return reply;
};

const isApiPath = (url: string) => url.startsWith('/v1/') || url.startsWith('/v2/') || url.startsWith('/__mock/');

/** A Fastify app answering the mock objects (and, with `webRoot`, serving the built web app). */
export async function buildMockApp(options: MockAppOptions): Promise<FastifyInstance> {
  // Uploads go through the same parser chain, so the limit is the file limit plus room for headers.
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: FILE_MAX_BYTES + 1024 * 1024 });

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    if (text === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text as string));
    } catch {
      done(null, MALFORMED_JSON);
    }
  });
  // Everything else arrives as raw bytes: uploads use them, JSON endpoints reject them as a bad body.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, bytes, done) => done(null, bytes));

  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    const msgKey = status === 404 ? 'api.error.notFound' : status === 500 ? 'api.error.internal' : 'api.error.badRequest';
    return envelopeError(reply, new MockError(status, msgKey, status === 500 ? 'Internal error in the mock' : (error.message ?? 'Bad request')));
  });

  if (options.webRoot) {
    const webRoot = path.resolve(options.webRoot);
    const { default: fastifyStatic } = await import('@fastify/static');
    await app.register(fastifyStatic, { root: webRoot, prefix: '/' });
    const indexHtml = path.join(webRoot, 'index.html');
    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0];
      if (request.method === 'GET' && !isApiPath(url) && fs.existsSync(indexHtml)) {
        return reply.type('text/html; charset=utf-8').send(fs.createReadStream(indexHtml));
      }
      return envelopeError(reply, new MockError(404, 'api.error.notFound', `${request.method} ${url} not found`));
    });
  } else {
    app.setNotFoundHandler((request, reply) =>
      envelopeError(reply, new MockError(404, 'api.error.notFound', `${request.method} ${request.url.split('?')[0]} not found`)),
    );
  }

  mountMocks(app, options.mocks);
  return app;
}
