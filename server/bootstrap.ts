/**
 * First-start and every-start data: configuration defaults, the initial published version and, on an empty
 * database, the first administrator (ADMIN_USERNAME / ADMIN_PASSWORD, or a generated password printed once).
 */
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { recordAudit } from './infra/audit/auditLog';
import type { ServerConfig } from './config';
import type { Database } from './schema';
import { seedConfigDefaults } from './features/setting/configValues';
import { seedInitialVersion } from './infra/versions/versions';
import { createUser } from './features/user/createUser';

export async function seedReferenceData(db: Kysely<Database>, config: Pick<ServerConfig, 'initialVersion' | 'now'>): Promise<void> {
  await seedConfigDefaults(db);
  await seedInitialVersion(db, config.initialVersion, config.now());
}

export interface FirstAdmin {
  username: string;
  /** Set only when the server generated it (it is shown once and never stored in clear). */
  generatedPassword: string | null;
}

/** Creates the first administrator when there are no users at all; null when accounts exist. */
export async function ensureFirstAdmin(
  db: Kysely<Database>,
  config: Pick<ServerConfig, 'adminUsername' | 'adminPassword' | 'now'>,
): Promise<FirstAdmin | null> {
  const any = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (any) return null;
  const generated = config.adminPassword ? null : crypto.randomBytes(12).toString('base64url');
  const now = config.now();
  const admin = await createUser(db, now, {
    username: config.adminUsername,
    password: generated ?? config.adminPassword,
    role: 'admin',
    name: config.adminUsername,
  });
  await recordAudit(db, now, null, 'admin.bootstrap', { id: admin.id, name: admin.username }, { passwordGenerated: generated !== null });
  return { username: admin.username, generatedPassword: generated };
}
