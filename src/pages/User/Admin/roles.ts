/**
 * Roles the administration forms suggest. Roles are free names (ROLE_PATTERN); the only rule the app
 * attaches to a role is that one containing 'admin' is an administrator (every page). Pages are granted
 * per user on the permission page, never per role (the server has no role grants).
 */
export const SUGGESTED_ROLES = ['user', 'trader', 'viewer', 'admin'] as const;
