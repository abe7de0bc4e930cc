/**
 * Secrets at rest (data-source connector credentials, the assistant's provider key): AES-256-GCM with a key derived
 * (HKDF-SHA256) from the server's secretKey, a fresh 96-bit IV per seal, and a scope name (the data source's name,
 * `assistant.provider`) as additional authenticated data so a sealed value cannot be moved to another scope.
 * Sealed text: `v1.<iv>.<tag>.<ciphertext>` (base64url parts).
 *
 * Infrastructure because two features seal with it (datasource, assistant); the HKDF info string keeps its first
 * name so values sealed before the move still open.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const HKDF_INFO = 'commodity-console/datasource-credentials/v1';

export class CredentialTamperError extends Error {}

export function deriveCredentialKey(secretKey: string | Buffer): Buffer {
  const ikm = typeof secretKey === 'string' ? Buffer.from(secretKey, 'utf8') : secretKey;
  if (ikm.length < 16) throw new Error('secretKey is too short to derive the credential key');
  return Buffer.from(hkdfSync('sha256', ikm, Buffer.alloc(0), HKDF_INFO, 32));
}

export function sealCredentials(key: Buffer, scope: string, credentials: Record<string, string>): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(scope, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(credentials), 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64url'), tag.toString('base64url'), ciphertext.toString('base64url')].join('.');
}

/** Throws CredentialTamperError when the sealed text was altered, sealed for another scope, or under another key. */
export function openCredentials(key: Buffer, scope: string, sealed: string): Record<string, string> {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new CredentialTamperError('Sealed credentials are malformed');
  const tagBytes = Buffer.from(tag, 'base64url');
  // A shortened tag would weaken the authentication: only the full 16 bytes are accepted.
  if (tagBytes.length !== 16) throw new CredentialTamperError('Sealed credentials are malformed');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: 16 });
    decipher.setAAD(Buffer.from(scope, 'utf8'));
    decipher.setAuthTag(tagBytes);
    const plain = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    return JSON.parse(plain) as Record<string, string>;
  } catch {
    throw new CredentialTamperError('Sealed credentials failed authentication (altered, wrong source or wrong key)');
  }
}
