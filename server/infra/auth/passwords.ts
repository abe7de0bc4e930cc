/**
 * Password hashing: argon2id with OWASP's minimum (m = 19 MiB, t = 2, p = 1). @node-rs/argon2 runs off the
 * event loop (about 9 ms per hash here), so logins do not stall other requests.
 */
import { hash, verify, type Options } from '@node-rs/argon2';

// `Algorithm` is a const enum in the typings (no runtime object): 2 is Argon2id.
const ARGON2ID = 2 as NonNullable<Options['algorithm']>;

const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    // A damaged hash in the database means "no match", never a 500.
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/** Spends the same time as a real check, so a missing account cannot be told from a wrong password by timing. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
}
