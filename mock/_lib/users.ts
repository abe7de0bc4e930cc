/** Views of mock users in the contract's shapes, and the access rules applied to them. */
import routes from '../../config/routes';
import { allGatedPaths, hasAccessKey, isAdminRole, toAccessEntries, withAncestors } from '../../common/access/routeAccess';
import type { AccessEntry, AdminUser, CurrentUser, UserAccess, UserOption } from '../../common/contract/user';
import type { MockState, MockUser } from './state';

/** Administrators hold every gated path; everyone else what was granted. */
export function grantedPaths(user: MockUser): string[] {
  return isAdminRole(user.role) ? allGatedPaths(routes) : user.paths;
}

export const accessEntries = (user: MockUser): AccessEntry[] => toAccessEntries(routes, grantedPaths(user));

/** Normalise requested paths as the server does: known gated paths plus their gated ancestors. */
export const normalisePaths = (paths: Iterable<string>): string[] => withAncestors(routes, paths);

/** True when the user's access list grants the access key (the same check as the server's). */
export function holdsKey(user: MockUser, key: string): boolean {
  return hasAccessKey(routes, accessEntries(user), key);
}

export function toCurrentUser(user: MockUser): CurrentUser {
  const { id, username, name, phone, role, createdAt, lastLoginAt } = user;
  return { id, username, name, phone, role, access: accessEntries(user), createdAt, lastLoginAt };
}

export function toUserOption(user: MockUser): UserOption {
  return { id: user.id, username: user.username, name: user.name, role: user.role, disabled: user.disabled };
}

export function toAdminUser(user: MockUser): AdminUser {
  return { ...toUserOption(user), phone: user.phone, createdAt: user.createdAt, lastLoginAt: user.lastLoginAt };
}

export function toUserAccess(user: MockUser): UserAccess {
  return { userId: user.id, paths: grantedPaths(user), access: accessEntries(user) };
}

export const findUserById = (state: MockState, id: string) => state.users.find((u) => u.id === id);
export const findUserByName = (state: MockState, username: string) =>
  state.users.find((u) => u.username.toLowerCase() === username.toLowerCase());
export const findUserByPhone = (state: MockState, phone: string) => state.users.find((u) => u.phone === phone);

/** Case-insensitive keyword match over username and display name. */
export function matchesKeyword(user: MockUser, keyword: string | undefined): boolean {
  if (!keyword) return true;
  const k = keyword.toLowerCase();
  return user.username.toLowerCase().includes(k) || user.name.toLowerCase().includes(k);
}
