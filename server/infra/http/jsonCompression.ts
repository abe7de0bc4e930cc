/**
 * JSON API answers go out compressed when the browser accepts it (issue 17: the board's first load fetched 289 KiB of
 * series JSON uncompressed). @fastify/compress on the root instance, so its hook applies to every route registered
 * after it, limited to what needs it:
 *  - only `application/json` answers: the web app's scripts and stylesheets are compressed once at build time
 *    (scripts/compressBuild.ts) and sent as they are (an answer that already has a Content-Encoding is left alone);
 *    downloads, uploads' previews and the stream's WebSocket upgrade are not JSON answers and pass untouched;
 *  - from 1 KiB: below that the headers cost more than the bytes saved;
 *  - always through zlib's streams (syncThreshold 0), which run off the event loop, never the synchronous path, so a
 *    large answer cannot hold the loop (docs/adding-a-feature.md: no step blocks it for 100 ms);
 *  - brotli at quality 4 and gzip at level 6: most of the gain for little CPU per request;
 *  - answers only: compressed request bodies are refused as before (decompressing them would step around the body
 *    limits, server/http/bodyParsers.ts).
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import zlib from 'node:zlib';

/** Smallest JSON answer worth compressing, in bytes. */
export const JSON_COMPRESSION_THRESHOLD = 1024;

export async function installJsonCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    customTypes: /^application\/json\b/,
    threshold: JSON_COMPRESSION_THRESHOLD,
    syncThreshold: 0,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
