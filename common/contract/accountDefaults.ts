/**
 * What a new account starts with, in production as everywhere: a self-registered or administrator-created
 * account gets DEFAULT_USER_ROLE and DEFAULT_USER_PATHS (home and the own-account pages). The server
 * normalises the paths (gated ancestors added) before storing them.
 */

export const DEFAULT_USER_ROLE = 'user';

export const DEFAULT_USER_PATHS: readonly string[] = ['/home', '/user', '/user/account', '/user/about', '/user/introduction/*'];

/** The administrator role: protected (never renamed or deleted). */
export const ADMIN_ROLE = 'admin';

/** Roles the managed role list starts with (migration 0004_roles adds every role an account already holds). */
export const SEEDED_ROLES: readonly string[] = [ADMIN_ROLE, DEFAULT_USER_ROLE, 'trader', 'viewer'];
