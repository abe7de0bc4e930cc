/** Reading and shaping user rows into the contract's payloads (CurrentUser, AdminUser, UserOption, UserAccess). */
import type { Kysely, Selectable } from 'kysely';
import type { AdminUser, CurrentUser, UserAccess, UserOption } from '../../../common/contract/user';
import { accessEntries, effectivePaths, isAdminRole, parseStoredPaths } from '../../infra/auth/routeAccess';
import type { Database, UsersTable } from '../../schema';
import { notFound } from '../../infra/http/apiError';

export type UserRow = Selectable<UsersTable>;

export const usernameKey = (username: string) => username.toLowerCase();

export function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function requireUser(db: Kysely<Database>, id: string): Promise<UserRow> {
  const row = await findUserById(db, id);
  if (!row) throw notFound('User');
  return row;
}

export function findUserByUsername(db: Kysely<Database>, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('username_key', '=', usernameKey(username)).executeTakeFirst();
}

export function findUserByPhone(db: Kysely<Database>, phone: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
}

function userPaths(row: Pick<UserRow, 'role' | 'access_paths'>): string[] {
  return effectivePaths(row.role, parseStoredPaths(row.access_paths));
}

/** `paths`: the effective paths when the caller already derived them (the session check did, per request). */
export function toCurrentUser(row: UserRow, paths: Iterable<string> = userPaths(row)): CurrentUser {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    phone: row.phone,
    role: row.role,
    access: accessEntries(paths),
    createdAt: row.created_at,
    lastLoginAt: row.last_login_at,
  };
}

export function toUserOption(row: UserRow): UserOption {
  return { id: row.id, name: row.name };
}

export function toAdminUser(row: UserRow): AdminUser {
  return {
    ...toUserOption(row),
    username: row.username,
    role: row.role,
    disabled: row.disabled === 1,
    phone: row.phone,
    createdAt: row.created_at,
    lastLoginAt: row.last_login_at,
    pending: row.pending === 1,
  };
}

export function toUserAccess(row: UserRow): UserAccess {
  const paths = userPaths(row);
  return { userId: row.id, administrator: isAdminRole(row.role), paths, access: accessEntries(paths) };
}
