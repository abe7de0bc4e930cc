/**
 * Serves the built web app (dist/) at /. Files go out pre-compressed (brotli or gzip, whichever the browser accepts;
 * written by the build step, scripts/compressBuild.ts), raw to a browser that accepts neither. Hashed assets are
 * cached for a year; index.html is revalidated on each load so a new build is picked up at once. Unknown non-API
 * GETs that accept HTML get index.html (SPA fallback).
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '../../../common/contract/paths';

/** A content-hashed build file: `umi.<hash>.js`, and webpack's lazy chunks `<name>.<hash>.async.js` / `.chunk.css`. */
const HASHED_ASSET = /\.[0-9a-f]{8,}(\.async|\.chunk)?\.(js|css|woff2?|png|svg|jpg|gif|webp)$/i;
/** The pre-compressed copy's suffix: caching follows the file it is a copy of. */
const COMPRESSED_SUFFIX = /\.(br|gz)$/;

export type GetFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/** Registers static serving when dist/index.html exists; answers the not-found fallback (or null without a build). */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<GetFallback | null> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn(`No web build at ${webDist}: only the API is served (run \`npm run build\` or \`npm start\`).`);
    return null;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    setHeaders: (res, sentPath) => {
      const filePath = sentPath.replace(COMPRESSED_SUFFIX, '');
      if (filePath.endsWith('index.html')) res.header('cache-control', 'no-cache');
      else if (HASHED_ASSET.test(filePath)) res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  return async (request, reply) => {
    const url = request.url;
    if (isApiPath(url) || !String(request.headers.accept ?? '').includes('text/html')) return false;
    await reply.header('cache-control', 'no-cache').sendFile('index.html');
    return true;
  };
}
