/**
 * Signed, expiring capability tokens for the local upload/download addresses:
 * base64url(file id (16 bytes) + expiry (uint64 ms)) "." base64url(first 16 bytes of
 * HMAC-SHA256(secretKey, purpose + payload)). The purpose is part of the MAC, so an upload token cannot be used
 * to download and vice versa. Binary packing keeps the URL short (55 characters).
 */
import crypto from 'node:crypto';

export type TokenPurpose = 'put' | 'get';

const FILE_ID = /^[0-9a-f]{32}$/;

const mac = (secret: Buffer, purpose: TokenPurpose, payload: string) =>
  crypto.createHmac('sha256', secret).update(`oss:${purpose}:${payload}`).digest().subarray(0, 16).toString('base64url');

/** `fileId` is the 32-hex-character id getToken generates. */
export function signFileToken(secret: Buffer, purpose: TokenPurpose, fileId: string, expiresAt: number): string {
  if (!FILE_ID.test(fileId)) throw new Error('file ids are 32 hex characters');
  const raw = Buffer.alloc(24);
  Buffer.from(fileId, 'hex').copy(raw, 0);
  raw.writeBigUInt64BE(BigInt(Math.max(0, Math.floor(expiresAt))), 16);
  const payload = raw.toString('base64url');
  return `${payload}.${mac(secret, purpose, payload)}`;
}

/** The file id, or null when the token is malformed, forged, for the other purpose, or expired. */
export function verifyFileToken(secret: Buffer, purpose: TokenPurpose, token: string, now: number): string | null {
  if (token.length > 100) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, purpose, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  const raw = Buffer.from(payload, 'base64url');
  if (raw.length !== 24) return null;
  const expiresAt = Number(raw.readBigUInt64BE(16));
  return expiresAt > now ? raw.subarray(0, 16).toString('hex') : null;
}
