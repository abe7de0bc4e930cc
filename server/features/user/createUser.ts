/**
 * Account creation shared by register, admin/create, the first-start administrator and the QA seed.
 * Username uniqueness ignores case; phone numbers are unique too. Both answer usernameTaken / phoneTaken naming the offending field.
 */
import type { Kysely } from 'kysely';
import { DEFAULT_USER_ROLE } from '../../../common/contract/accountDefaults';
import { DEFAULT_USER_PATHS, normalisePaths } from '../../infra/auth/routeAccess';
import { hashPassword } from '../../infra/auth/passwords';
import { isUniqueViolation } from '../../infra/db/errors';
import { newId } from '../../infra/db/ids';
import type { Database } from '../../schema';
import { fieldApiError } from '../../infra/http/apiError';
import { ensureRole } from './roleList';
import { findUserByPhone, findUserByUsername, usernameKey, type UserRow } from './userRecords';

export interface NewUser {
  username: string;
  password: string;
  name?: string;
  phone?: string | null;
  role?: string;
  /** Granted paths; default DEFAULT_USER_PATHS. Normalised with withAncestors. */
  paths?: readonly string[];
  /** Waits for an administrator's approval before it can sign in (self-registration in `approval` mode). */
  pending?: boolean;
}

export const usernameTaken = () => fieldApiError('usernameTaken', 'username', 'This username is taken');
export const phoneTaken = () => fieldApiError('phoneTaken', 'phone', 'This phone number belongs to another account');

export async function createUser(db: Kysely<Database>, now: number, input: NewUser): Promise<UserRow> {
  if (await findUserByUsername(db, input.username)) throw usernameTaken();
  const phone = input.phone || null;
  if (phone && (await findUserByPhone(db, phone))) throw phoneTaken();
  const row: UserRow = {
    id: newId(),
    username: input.username,
    username_key: usernameKey(input.username),
    name: input.name?.trim() || input.username,
    phone,
    password_hash: await hashPassword(input.password),
    role: input.role ?? DEFAULT_USER_ROLE,
    access_paths: JSON.stringify(normalisePaths(input.paths ?? DEFAULT_USER_PATHS)),
    disabled: 0,
    pending: input.pending ? 1 : 0,
    created_at: now,
    updated_at: now,
    last_login_at: null,
  };
  // Administrators' calls check the role against the list first (requireRole); the server's own seeding lists it.
  await ensureRole(db, row.role, now);
  try {
    await db.insertInto('users').values(row).execute();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // Lost a race with a concurrent insert: tell which field clashed.
    if (await findUserByUsername(db, input.username)) throw usernameTaken();
    throw phoneTaken();
  }
  return row;
}
