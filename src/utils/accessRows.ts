/**
 * The access flags as rows for people (the permission demo /access and the account page's access
 * summary): each access key of config/routes.ts with the route paths it guards, the menu name of those
 * routes and whether the current user holds it.
 */
import { gatedRoutes, pathsByKey } from '@common/access/routeAccess';
import { findRouteChain, menuKeyOf, routeTree, type AccessFlags } from './routeTree';

export interface AccessRow {
  key: string;
  /** The routes this key guards (a key may guard several pages). */
  paths: string[];
  /** The paths whose grant gives the key (differs from `paths` for keys that follow another page). */
  grantedBy: string[];
  /** Locale keys of the guarded routes' menu names. */
  menuKeys: string[];
  granted: boolean;
}

/**
 * Locale key of the menu name of the route at `path` (a wildcard path such as `/user/introduction/*`
 * included). A group's own index route is named by the group (`/list` -> `menu.list`).
 */
export function menuKeyOfPath(path: string): string | null {
  const chain = findRouteChain(path);
  if (!chain) return null;
  const last = chain[chain.length - 1];
  const parent = chain[chain.length - 2];
  return menuKeyOf(parent && parent.path === last.path ? chain.slice(0, -1) : chain);
}

export function accessRows(access: AccessFlags, routes = routeTree): AccessRow[] {
  const byKey = new Map<string, AccessRow>();
  const granting = pathsByKey(routes);
  for (const g of gatedRoutes(routes)) {
    const row = byKey.get(g.key) ?? { key: g.key, paths: [], grantedBy: granting[g.key] ?? [], menuKeys: [], granted: !!access[g.key] };
    if (!row.paths.includes(g.path)) row.paths.push(g.path);
    const menuKey = menuKeyOfPath(g.path);
    if (menuKey && !row.menuKeys.includes(menuKey)) row.menuKeys.push(menuKey);
    byKey.set(g.key, row);
  }
  return [...byKey.values()];
}
