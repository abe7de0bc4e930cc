/**
 * S3 storage: the hand-written SigV4 presigner against AWS's published example, then the whole file flow
 * against a small local S3 stand-in that checks every presigned request (signature, expiry, signed headers).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { presignUrl, uriEncode } from '../../server/infra/storage/s3Presign';
import { makeTestApp, type TestApp } from '../api/helpers';

describe('presignUrl', () => {
  // "Authenticating Requests: Using Query Parameters (AWS Signature Version 4)", Amazon S3 API Reference.
  test('matches the example presigned URL AWS publishes', () => {
    const url = presignUrl({
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      expiresSeconds: 86400,
      date: new Date('2013-05-24T00:00:00Z'),
    });
    expect(url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
        '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
        '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
        '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  test('any change to method, key, time or signed header changes the signature', () => {
    const base = {
      method: 'PUT' as const,
      url: 'http://127.0.0.1:9000/bucket/files/a.csv',
      region: 'us-east-1',
      accessKeyId: 'AK',
      secretAccessKey: 'SK',
      expiresSeconds: 600,
      date: new Date('2025-04-01T00:00:00Z'),
      headers: { 'content-length': '10' },
    };
    const sig = (u: string) => new URL(u).searchParams.get('X-Amz-Signature');
    const ref = sig(presignUrl(base));
    expect(sig(presignUrl({ ...base, method: 'GET' }))).not.toBe(ref);
    expect(sig(presignUrl({ ...base, url: base.url.replace('a.csv', 'b.csv') }))).not.toBe(ref);
    expect(sig(presignUrl({ ...base, date: new Date('2025-04-01T00:00:01Z') }))).not.toBe(ref);
    expect(sig(presignUrl({ ...base, headers: { 'content-length': '11' } }))).not.toBe(ref);
    expect(new URL(presignUrl(base)).searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;host');
  });

  test('uriEncode follows RFC 3986 as SigV4 requires', () => {
    expect(uriEncode("a b/c~d_e.f-g!*'()")).toBe('a%20b%2Fc~d_e.f-g%21%2A%27%28%29');
  });
});

/** Minimal S3: accepts only correctly presigned, unexpired requests; stores objects in memory. */
function startFakeS3(creds: { accessKeyId: string; secretAccessKey: string; region: string }, now: () => number) {
  const objects = new Map<string, Buffer>();
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const q = url.searchParams;
    const signed = (q.get('X-Amz-SignedHeaders') ?? '').split(';').filter((h) => h !== 'host');
    const extraQuery = Object.fromEntries([...q.entries()].filter(([k]) => !k.startsWith('X-Amz-')));
    const stamp = q.get('X-Amz-Date') ?? '';
    const date = new Date(
      `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`,
    );
    const expires = Number(q.get('X-Amz-Expires'));
    const expected = presignUrl({
      method: req.method as 'GET',
      url: `http://${req.headers.host}${url.pathname}`,
      ...creds,
      expiresSeconds: expires,
      date,
      headers: Object.fromEntries(signed.map((h) => [h, String(req.headers[h] ?? '')])),
      query: extraQuery,
    });
    seen.push(`${req.method} ${url.pathname}`);
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      if (new URL(expected).searchParams.get('X-Amz-Signature') !== q.get('X-Amz-Signature')) return res.writeHead(403).end('SignatureDoesNotMatch');
      if (date.getTime() + expires * 1000 < now()) return res.writeHead(403).end('Request has expired');
      const key = url.pathname;
      if (req.method === 'PUT') {
        objects.set(key, Buffer.concat(chunks));
        return res.writeHead(200).end();
      }
      const obj = objects.get(key);
      if (req.method === 'DELETE') {
        objects.delete(key);
        return res.writeHead(204).end();
      }
      if (!obj) return res.writeHead(404).end();
      res.writeHead(200, { 'content-length': obj.length, 'content-disposition': extraQuery['response-content-disposition'] ?? '' });
      return res.end(req.method === 'HEAD' ? undefined : obj);
    });
  });
  return new Promise<{ url: string; objects: Map<string, Buffer>; seen: string[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, objects, seen, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

describe('S3 storage end to end', () => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  const creds = { accessKeyId: 'TESTKEY', secretAccessKey: 'TESTSECRET', region: 'cn-north-1' };

  beforeAll(async () => {
    let clock = () => Date.now();
    s3 = await startFakeS3(creds, () => clock());
    t = await makeTestApp({
      seedQa: true,
      env: {
        S3_ENDPOINT: s3.url,
        S3_BUCKET: 'console',
        S3_REGION: creds.region,
        S3_ACCESS_KEY_ID: creds.accessKeyId,
        S3_SECRET_ACCESS_KEY: creds.secretAccessKey,
      },
    });
    clock = t.clock.now;
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  test('getToken gives a presigned PUT; the upload appears after it lands; download and delete go to S3', async () => {
    const trader = await t.tokenFor('trader');
    const content = Buffer.from('date,location,product,volume\n2025-03-01,Ningbo,crude,1000\n');
    const tok = await t.call('/v1/user/oss/upload/getToken', { filename: 'flows.csv', size: content.length }, trader);
    expect(tok.status).toBe(200);
    const target = tok.body.data;
    expect(target.url.startsWith(`${s3.url}/console/files/${target.fileId}.csv?`)).toBe(true);
    expect(new URL(target.url).searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');

    // Nothing uploaded yet: not listed.
    expect((await t.call('/v1/user/oss/upload/getFileList', {}, trader)).body.data.total).toBe(0);

    // A wrong size is refused by the signature; the declared one is accepted.
    const wrong = await fetch(target.url, { method: 'PUT', headers: target.headers, body: Buffer.concat([content, Buffer.from('x')]) });
    expect(wrong.status).toBe(403);
    const put = await fetch(target.url, { method: 'PUT', headers: target.headers, body: content });
    expect(put.status).toBe(200);

    const listed = await t.call('/v1/user/oss/upload/getFileList', {}, trader);
    expect(listed.body.data.total).toBe(1);
    const file = listed.body.data.list[0];
    const get = await fetch(file.url);
    expect(get.status).toBe(200);
    expect(Buffer.from(await get.arrayBuffer()).equals(content)).toBe(true);
    expect(get.headers.get('content-disposition')).toContain('attachment');

    expect((await t.call('/v1/user/oss/upload/delete', { id: file.id }, trader)).status).toBe(200);
    expect(s3.objects.has(`/console/files/${file.id}.csv`)).toBe(false);
    expect(s3.seen).toContain(`DELETE /console/files/${file.id}.csv`);
  });

  test('an upload link never used is dropped once it has expired', async () => {
    const trader = await t.tokenFor('trader');
    const tok = await t.call('/v1/user/oss/upload/getToken', { filename: 'never.csv', size: 3 }, trader);
    t.clock.advance(11 * 60_000);
    expect((await t.call('/v1/user/oss/upload/getFileList', {}, trader)).body.data.total).toBe(0);
    expect(await t.db.selectFrom('files').select('id').where('id', '=', tok.body.data.fileId).executeTakeFirst()).toBeUndefined();
  });

  test('the test call reports S3 storage', async () => {
    const res = await t.call('/v1/setting/test', undefined, await t.tokenFor('admin'));
    expect(res.body.data.storage).toBe(`s3 (${s3.url}/console)`);
  });
});
