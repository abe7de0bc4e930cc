/** AES-256-GCM sealing of connector credentials (server/infra/credentials/credentialCipher.ts). */
import { randomBytes } from 'node:crypto';
import { CredentialTamperError, deriveCredentialKey, openCredentials, sealCredentials } from '../../server/infra/credentials/credentialCipher';

const key = deriveCredentialKey(randomBytes(32));
const creds = { apiKey: 'k-123', password: 'p@ss wörd' };

/** Flips one bit of the base64url part `index` of a sealed value. */
function flip(sealed: string, index: number): string {
  const parts = sealed.split('.');
  const bytes = Buffer.from(parts[index], 'base64url');
  bytes[0] ^= 0x01;
  parts[index] = bytes.toString('base64url');
  return parts.join('.');
}

describe('credential sealing', () => {
  it('round-trips and never contains the plain text', () => {
    const sealed = sealCredentials(key, 'kpler', creds);
    expect(sealed).not.toContain('k-123');
    expect(openCredentials(key, 'kpler', sealed)).toEqual(creds);
  });

  it('uses a fresh IV each time', () => {
    expect(sealCredentials(key, 'kpler', creds)).not.toBe(sealCredentials(key, 'kpler', creds));
  });

  it('derives the same key from the same secret and another from another secret', () => {
    const secret = randomBytes(32);
    const sealed = sealCredentials(deriveCredentialKey(secret), 'wind', creds);
    expect(openCredentials(deriveCredentialKey(Buffer.from(secret)), 'wind', sealed)).toEqual(creds);
    expect(() => openCredentials(deriveCredentialKey(randomBytes(32)), 'wind', sealed)).toThrow(CredentialTamperError);
  });

  it.each([
    ['IV', 1],
    ['tag', 2],
    ['ciphertext', 3],
  ])('detects a flipped bit in the %s', (_part, index) => {
    const sealed = sealCredentials(key, 'wind', creds);
    expect(() => openCredentials(key, 'wind', flip(sealed, index))).toThrow(CredentialTamperError);
  });

  it('refuses a value sealed for another source (AAD) and malformed or truncated values', () => {
    const sealed = sealCredentials(key, 'wind', creds);
    expect(() => openCredentials(key, 'bloomberg', sealed)).toThrow(CredentialTamperError);
    expect(() => openCredentials(key, 'wind', 'garbage')).toThrow(CredentialTamperError);
    const parts = sealed.split('.');
    parts[2] = Buffer.from(parts[2], 'base64url').subarray(0, 8).toString('base64url');
    expect(() => openCredentials(key, 'wind', parts.join('.'))).toThrow(CredentialTamperError);
  });

  it('refuses a secret too short to derive from', () => {
    expect(() => deriveCredentialKey('short')).toThrow();
  });
});
