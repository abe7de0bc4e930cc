/**
 * AWS Signature Version 4 presigned URLs (query-string authentication), written out by hand so the server
 * needs no AWS SDK. Follows "Authenticating Requests: Using Query Parameters (AWS Signature Version 4)" of the
 * S3 API reference; tests/http/s3Storage.test.ts checks it against the example signature published there.
 */
import crypto from 'node:crypto';

export interface PresignInput {
  method: 'GET' | 'PUT' | 'HEAD' | 'DELETE';
  /** Full object URL, e.g. https://s3.example.com/bucket/key (path style) or https://bucket.s3.amazonaws.com/key. */
  url: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  expiresSeconds: number;
  /** Signing time. */
  date: Date;
  /** Extra headers the client must send unchanged (e.g. content-length, content-type); `host` is always signed. */
  headers?: Record<string, string>;
  service?: string;
  /** Extra signed query parameters (e.g. response-content-disposition). */
  query?: Record<string, string>;
}

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ is percent-encoded. */
export const uriEncode = (s: string): string => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Object-key paths keep their slashes; each segment is encoded. */
const encodePath = (path: string): string => path.split('/').map(uriEncode).join('/');

const sha256Hex = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest('hex');
const hmac = (key: crypto.BinaryLike, s: string) => crypto.createHmac('sha256', key).update(s, 'utf8').digest();

/** 20130524T000000Z */
const amzDate = (d: Date): string =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function signingKey(secretAccessKey: string, day: string, region: string, service: string): Buffer {
  const kDate = hmac(`AWS4${secretAccessKey}`, day);
  const kRegion = hmac(kDate, region);
  const kService = hmac(kRegion, service);
  return hmac(kService, 'aws4_request');
}

export function presignUrl(input: PresignInput): string {
  const service = input.service ?? 's3';
  const url = new URL(input.url);
  const stamp = amzDate(input.date);
  const day = stamp.slice(0, 8);
  const scope = `${day}/${input.region}/${service}/aws4_request`;

  const headers: Record<string, string> = { host: url.host };
  for (const [k, v] of Object.entries(input.headers ?? {})) headers[k.toLowerCase()] = String(v).trim().replace(/\s+/g, ' ');
  const headerNames = Object.keys(headers).sort();
  const signedHeaders = headerNames.join(';');

  const query: [string, string][] = [
    ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
    ['X-Amz-Credential', `${input.accessKeyId}/${scope}`],
    ['X-Amz-Date', stamp],
    ['X-Amz-Expires', String(input.expiresSeconds)],
    ['X-Amz-SignedHeaders', signedHeaders],
    ...Object.entries(input.query ?? {}),
  ];
  const canonicalQuery = query
    .map(([k, v]) => [uriEncode(k), uriEncode(v)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');

  // url.pathname is already percent-encoded by URL; decode then encode the SigV4 way so both agree.
  const canonicalPath = encodePath(decodeURIComponent(url.pathname));
  const canonicalRequest = [
    input.method,
    canonicalPath,
    canonicalQuery,
    headerNames.map((h) => `${h}:${headers[h]}\n`).join(''),
    signedHeaders,
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const signature = hmac(signingKey(input.secretAccessKey, day, input.region, service), stringToSign).toString('hex');
  return `${url.origin}${canonicalPath}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}
