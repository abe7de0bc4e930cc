/**
 * The built web app goes out pre-compressed (issue 8 item 24): the build step (scripts/compressBuild.ts, run by
 * `npm run build`) writes brotli and gzip copies, and the server sends the one the browser accepts, the raw file to
 * a browser that accepts neither; hashed assets are cached for a year, index.html is revalidated on every load,
 * whichever encoding went out.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { brotliQuality, compressBuild } from '../../scripts/compressBuild';
import { makeTestApp, type TestApp } from '../api/helpers';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const INDEX = `<!doctype html><html><head><link rel="stylesheet" href="/umi.0f1e2d3c.css"></head><body><div id="root"></div><script src="/umi.1a2b3c4d.js"></script>${'<!-- padding -->'.repeat(100)}</body></html>`;
// A script big enough that compression matters, repetitive like minified code.
const SCRIPT = Array.from({ length: 2000 }, (_, i) => `function f${i}(a){return a+${i}}`).join(';');
const STYLE = Array.from({ length: 500 }, (_, i) => `.c${i}{margin:${i}px}`).join('');

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'console-web-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'umi.1a2b3c4d.js'), SCRIPT);
  fs.writeFileSync(path.join(dist, 'umi.0f1e2d3c.css'), STYLE);
  // Webpack's lazily loaded chunks: hash, then `.async.js` / `.chunk.css`.
  fs.writeFileSync(path.join(dist, 'p__Home__index.993a579a.async.js'), SCRIPT);
  fs.writeFileSync(path.join(dist, 'shared-IXhhVoCPAHKSGJspCD8ZB-T1Z7I_.1bc82024.async.js'), SCRIPT);
  fs.writeFileSync(path.join(dist, 't__plugin-layout__Layout.e2ec6e92.chunk.css'), STYLE);
  fs.mkdirSync(path.join(dist, 'static'));
  fs.writeFileSync(path.join(dist, 'static', 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await compressBuild(dist);
  t = await makeTestApp({ env: { WEB_DIST: dist } });
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, accept = '*/*') =>
  t.app.inject({ method: 'GET', url, headers: { accept, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) } });

describe('the build step', () => {
  test('writes a brotli and a gzip copy of every text file, not of images', () => {
    for (const name of ['index.html', 'umi.1a2b3c4d.js', 'umi.0f1e2d3c.css']) {
      const raw = fs.readFileSync(path.join(dist, name));
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dist, `${name}.br`)))).toEqual(raw);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(dist, `${name}.gz`)))).toEqual(raw);
    }
    expect(fs.existsSync(path.join(dist, 'static', 'logo.png.br'))).toBe(false);
  });
});

describe('serving', () => {
  test.each([
    ['br', 'br', zlib.brotliDecompressSync],
    ['gzip', 'gzip', zlib.gunzipSync],
    ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
  ])('a hashed script with Accept-Encoding "%s" goes out as %s, cached for a year', async (acceptEncoding, encoding, decode) => {
    const res = await get('/umi.1a2b3c4d.js', acceptEncoding);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(Number(res.headers['content-length'])).toBeLessThan(SCRIPT.length / 4);
    expect(decode(res.rawPayload).toString()).toBe(SCRIPT);
  });

  test('no Accept-Encoding (or only identity): the raw file, still cached for a year', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const res = await get('/umi.1a2b3c4d.js', acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(SCRIPT);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  test.each(['/p__Home__index.993a579a.async.js', '/shared-IXhhVoCPAHKSGJspCD8ZB-T1Z7I_.1bc82024.async.js', '/t__plugin-layout__Layout.e2ec6e92.chunk.css'])(
    'lazily loaded chunk %s: compressed and cached for a year',
    async (url) => {
      const res = await get(url, 'br');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    },
  );

  test('stylesheets too', async () => {
    const res = await get('/umi.0f1e2d3c.css', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/css/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  test.each(['/', '/index.html'])('%s: compressed, never cached without revalidation', async (url) => {
    const br = await get(url, 'br', 'text/html');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/text\/html/);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(INDEX);
    const raw = await get(url, undefined, 'text/html');
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.headers['cache-control']).toBe('no-cache');
    expect(raw.body).toBe(INDEX);
  });

  test('the page fallback (an address of the app) sends index.html compressed, with no-cache', async () => {
    const res = await get('/some/page', 'gzip', 'text/html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(INDEX);
  });

  test('a file without compressed copies (an image) goes out raw', async () => {
    const res = await get('/static/logo.png', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });

  test('a compressed copy asked for by name is not passed off as a script', async () => {
    const res = await get('/umi.1a2b3c4d.js.br');
    // Served as a download at most, never as a script: no script type, no content-encoding claim.
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(String(res.headers['content-type'])).not.toMatch(/javascript/);
  });
});

describe('brotli quality of the build', () => {
  test('quality 11 unless BUILD_BROTLI_QUALITY names another (test builds); a bad value is an error, not a silent default', () => {
    expect(brotliQuality(undefined)).toBe(11);
    expect(brotliQuality('')).toBe(11);
    expect(brotliQuality('5')).toBe(5);
    expect(brotliQuality('0')).toBe(0);
    expect(() => brotliQuality('12')).toThrow(/BUILD_BROTLI_QUALITY/);
    expect(() => brotliQuality('fast')).toThrow(/BUILD_BROTLI_QUALITY/);
  });
});
