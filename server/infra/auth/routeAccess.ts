/**
 * Server-side permission checks, derived from the same route tree and pure functions as the web app's access
 * flags (common/access/routeAccess.ts), so what user_info reports is exactly what is enforced.
 */
import routes from '../../../config/routes';
import { allGatedPaths, hasAccessKey, isAdminRole, toAccessEntries, withSharedKeys } from '../../../common/access/routeAccess';
import type { EndpointAccess } from '../../../common/contract/endpoints';
import { DEFAULT_USER_PATHS as DEFAULT_PATHS } from '../../../common/contract/accountDefaults';
import type { AccessEntry } from '../../../common/contract/user';
import type { AuthUser } from './authUser';
import { parseStringList } from '../db/jsonList';

const ADMIN_PATHS = allGatedPaths(routes);

/** The paths a user holds: administrators every gated path, others their stored grants. */
export function effectivePaths(role: string, storedPaths: readonly string[]): string[] {
  return isAdminRole(role) ? ADMIN_PATHS : [...storedPaths];
}

/**
 * Memo of pure results per distinct grant set: the route tree is fixed while the server runs and users share
 * few distinct grant sets, so each set's derivation runs once instead of on every request. Bounded.
 */
const MEMO_LIMIT = 2000;
const entriesMemo = new Map<string, AccessEntry[]>();
const keyMemo = new Map<string, boolean>();
const memo = <T>(map: Map<string, T>, key: string, compute: () => T): T => {
  const hit = map.get(key);
  if (hit !== undefined) return hit;
  if (map.size >= MEMO_LIMIT) map.clear();
  const value = compute();
  map.set(key, value);
  return value;
};
const setKey = (paths: Iterable<string>) => [...paths].sort().join('\u0001');

/** The access list `[key, name, path]` the web app receives. Callers must not mutate the result. */
export function accessEntries(paths: Iterable<string>): AccessEntry[] {
  const list = [...paths];
  return memo(entriesMemo, setKey(list), () => toAccessEntries(routes, list));
}

/**
 * Normalises granted paths: known gated paths only, plus their gated ancestors and the pages sharing a key with
 * them, so what is stored (and shown in the permission tree) is every page the user can open.
 */
export function normalisePaths(paths: Iterable<string>): string[] {
  return withSharedKeys(routes, paths);
}

/** Default deny: unknown access values allow nobody. */
export function allows(user: AuthUser | null, access: EndpointAccess | string): boolean {
  if (access === 'public') return true;
  if (!user) return false;
  if (access === 'user') return true;
  if (access === 'admin') return user.isAdmin;
  if (!access.startsWith('auth_')) return false;
  return memo(keyMemo, `${access}\u0002${setKey(user.paths)}`, () => hasAccessKey(routes, accessEntries(user.paths), access));
}

/** Parses the stored JSON list; anything malformed counts as no grants. */
export const parseStoredPaths = (json: string): string[] => parseStringList(json);

/** Access list given to new accounts (register and admin/create): the home page and the own-account pages. */
export const DEFAULT_USER_PATHS: readonly string[] = normalisePaths([...DEFAULT_PATHS]);

export { isAdminRole };
