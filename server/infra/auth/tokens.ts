/** Opaque bearer tokens: 32 random bytes, base64url; only their sha256 is stored, so a database leak yields no session. */
import crypto from 'node:crypto';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newToken = (): string => crypto.randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

/** The token of an `Authorization: Bearer <token>` header, or null when absent or not shaped like one of ours. */
export function bearerToken(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m && TOKEN_PATTERN.test(m[1]) ? m[1] : null;
}
