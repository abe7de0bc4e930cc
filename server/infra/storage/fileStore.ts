/**
 * Where uploaded bytes live. Local storage (default) keeps them under `${dataDir}/files`, reached through the
 * server's signed PUT/GET addresses; S3 storage (S3_* set) hands out SigV4 presigned URLs so bytes never pass
 * through the server. Storage keys are `<random id>.<vetted extension>`: no client text reaches a path.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import type { S3Config } from '../../config';
import { apiError } from '../http/apiError';
import { presignUrl } from './s3Presign';
import { signFileToken } from './signedTokens';

export interface StoredFileRef {
  id: string;
  storageKey: string;
  name: string;
  size: number;
  contentType: string;
}

export interface UploadTarget {
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
}

export interface FileStore {
  readonly kind: 'local' | 's3';
  describe(): string;
  uploadTarget(file: StoredFileRef, expiresAt: number, now: number): UploadTarget;
  downloadUrl(file: StoredFileRef, expiresAt: number, now: number): string;
  /** True when the bytes are in the store (S3 uploads are confirmed this way; local ones by the PUT route). */
  exists(file: StoredFileRef): Promise<boolean>;
  remove(file: StoredFileRef): Promise<void>;
}

/** Upload targets and download links stay valid this long. */
export const LINK_TTL_MS = 10 * 60_000;

export const UPLOAD_PUT_PREFIX = '/v1/user/oss/upload/put/';
export const DOWNLOAD_PREFIX = '/v1/user/oss/file/';

/** RFC 6266 attachment header with an ASCII fallback and the UTF-8 name. */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export class LocalFileStore implements FileStore {
  readonly kind = 'local' as const;
  constructor(
    readonly dir: string,
    private readonly secret: Buffer,
  ) {}

  describe(): string {
    return `local (${this.dir})`;
  }

  uploadTarget(file: StoredFileRef, expiresAt: number): UploadTarget {
    return {
      url: UPLOAD_PUT_PREFIX + signFileToken(this.secret, 'put', file.id, expiresAt),
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
    };
  }

  downloadUrl(file: StoredFileRef, expiresAt: number): string {
    return DOWNLOAD_PREFIX + signFileToken(this.secret, 'get', file.id, expiresAt);
  }

  async exists(): Promise<boolean> {
    // Local rows turn 'ready' only after the PUT route stored the bytes.
    return true;
  }

  async remove(file: StoredFileRef): Promise<void> {
    await fs.promises.rm(this.pathOf(file.storageKey), { force: true });
  }

  /**
   * Removes `.part` files nobody has written to for `idleMs`: uploads a crash, a kill or a dropped connection
   * interrupted (a live upload touches its file with every chunk, and the connection time-out ends one that stalls).
   * File times are the file system's, so this compares with the real clock. Answers how many were removed.
   */
  async removeStaleParts(idleMs: number): Promise<number> {
    const names = await fs.promises.readdir(this.dir).catch(() => [] as string[]);
    const cutoff = Date.now() - idleMs;
    let removed = 0;
    for (const name of names.filter((n) => n.endsWith('.part'))) {
      const file = path.join(this.dir, name);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (stat?.isFile() && stat.mtimeMs < cutoff) {
        await fs.promises.rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  /** Storage keys are generated (`<hex id>.<ext>`); anything else is refused before touching the disk. */
  pathOf(storageKey: string): string {
    if (!/^[0-9a-z]+\.[0-9a-z]+$/.test(storageKey)) throw new Error(`invalid storage key ${storageKey}`);
    return path.join(this.dir, storageKey);
  }

  /**
   * Streams an upload to `<key>.part`, fsyncs it and renames it into place, so a crash never leaves a partial
   * file under the final name. Refuses (payloadTooLarge) as soon as more than `expectedSize` bytes arrive and (uploadIncomplete) when fewer do.
   */
  async write(storageKey: string, body: Readable, expectedSize: number): Promise<void> {
    const final = this.pathOf(storageKey);
    const part = `${final}.part`;
    await fs.promises.mkdir(this.dir, { recursive: true });
    let received = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        received += chunk.length;
        if (received > expectedSize) done(apiError('payloadTooLarge', `The upload exceeds the declared size of ${expectedSize} bytes`));
        else done(null, chunk);
      },
    });
    try {
      await pipeline(body, counter, fs.createWriteStream(part));
      if (received !== expectedSize) {
        throw apiError('uploadIncomplete', `Received ${received} of ${expectedSize} declared bytes`);
      }
      const fd = await fs.promises.open(part, 'r+');
      try {
        await fd.sync();
      } finally {
        await fd.close();
      }
      await fs.promises.rename(part, final);
    } catch (err) {
      await fs.promises.rm(part, { force: true });
      throw err;
    }
  }
}

export class S3FileStore implements FileStore {
  readonly kind = 's3' as const;
  constructor(
    private readonly s3: S3Config,
    private readonly now: () => number = Date.now,
  ) {}

  describe(): string {
    return `s3 (${this.s3.endpoint}/${this.s3.bucket})`;
  }

  private objectUrl(file: StoredFileRef): string {
    return `${this.s3.endpoint}/${this.s3.bucket}/files/${file.storageKey}`;
  }

  private sign(
    method: 'GET' | 'PUT' | 'HEAD' | 'DELETE',
    file: StoredFileRef,
    expiresSeconds: number,
    now: number,
    extra: Partial<Parameters<typeof presignUrl>[0]> = {},
  ) {
    return presignUrl({
      method,
      url: this.objectUrl(file),
      region: this.s3.region,
      accessKeyId: this.s3.accessKeyId,
      secretAccessKey: this.s3.secretAccessKey,
      expiresSeconds: Math.max(1, Math.min(604800, Math.round(expiresSeconds))),
      date: new Date(now),
      ...extra,
    });
  }

  uploadTarget(file: StoredFileRef, expiresAt: number, now: number): UploadTarget {
    // content-length is signed: S3 refuses an upload whose size differs from the declared one.
    const headers = { 'content-type': file.contentType };
    const url = this.sign('PUT', file, (expiresAt - now) / 1000, now, { headers: { ...headers, 'content-length': String(file.size) } });
    return { url, method: 'PUT', headers };
  }

  downloadUrl(file: StoredFileRef, expiresAt: number, now: number): string {
    return this.sign('GET', file, (expiresAt - now) / 1000, now, { query: { 'response-content-disposition': attachmentDisposition(file.name) } });
  }

  async exists(file: StoredFileRef): Promise<boolean> {
    const res = await fetch(this.sign('HEAD', file, 60, this.now()), { method: 'HEAD', signal: AbortSignal.timeout(3000) });
    if (res.status === 404 || res.status === 403) return false;
    if (!res.ok) throw new Error(`S3 HEAD answered ${res.status}`);
    return true;
  }

  async remove(file: StoredFileRef): Promise<void> {
    const res = await fetch(this.sign('DELETE', file, 60, this.now()), { method: 'DELETE', signal: AbortSignal.timeout(5000) });
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE answered ${res.status}`);
  }
}
