/**
 * Pure derivation of access rules from the route tree (`config/routes.ts`).
 * Imported by the web app (`src/access.ts`) and the server (`server/auth/routeAccess.ts`), so both read one list.
 */
import type { RouteConfig } from '../../config/routes';
import type { AccessEntry } from '../contract/user';

export interface GatedRoute {
  path: string;
  key: string;
  name?: string;
  /** Path whose presence in the access list grants this key (defaults to every path carrying the key). */
  follows?: string;
  /** Paths of the gated ancestors, outermost first. */
  ancestors: string[];
}

/** Every route that carries an access key, in tree order, one row per distinct (path, key). */
export function gatedRoutes(routes: RouteConfig[]): GatedRoute[] {
  const out: GatedRoute[] = [];
  const seen = new Set<string>();
  const walk = (list: RouteConfig[], ancestors: string[]) => {
    for (const r of list) {
      if (r.access && !seen.has(`${r.path} ${r.access}`)) {
        seen.add(`${r.path} ${r.access}`);
        out.push({ path: r.path, key: r.access, name: r.name, follows: r.accessFollows, ancestors: ancestors.filter((a) => a !== r.path) });
      }
      if (r.routes) walk(r.routes, r.access && !ancestors.includes(r.path) ? [...ancestors, r.path] : ancestors);
    }
  };
  walk(routes, []);
  return out;
}

/** Access key -> the paths that grant it. */
export function pathsByKey(routes: RouteConfig[]): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const g of gatedRoutes(routes)) {
    const granting = g.follows ? [g.follows] : [g.path];
    for (const p of granting) {
      map[g.key] = map[g.key] ?? [];
      if (!map[g.key].includes(p)) map[g.key].push(p);
    }
  }
  // A key declared with `follows` is granted only by the followed path, even if its own path is listed.
  for (const g of gatedRoutes(routes)) if (g.follows) map[g.key] = [g.follows];
  return map;
}

/** The set of route paths an access list holds (entries are arrays; the third element is the path). */
export function accessPaths(access: unknown): Set<string> {
  const set = new Set<string>();
  if (!Array.isArray(access)) return set;
  for (const entry of access) {
    if (Array.isArray(entry) && typeof entry[2] === 'string') set.add(entry[2]);
  }
  return set;
}

export function isAdminRole(role: unknown): boolean {
  return typeof role === 'string' && role.includes('admin');
}

/** One flag per access key plus `isAdmin`; tolerant of an undefined user. */
export function accessFlags(
  routes: RouteConfig[],
  user: { access?: unknown; role?: unknown } | undefined | null,
): Record<string, boolean> & { isAdmin: boolean } {
  const held = accessPaths(user?.access);
  const flags: Record<string, boolean> = {};
  for (const [key, paths] of Object.entries(pathsByKey(routes))) {
    flags[key] = paths.some((p) => held.has(p));
  }
  return { ...flags, isAdmin: isAdminRole(user?.role) };
}

/** True when the user's access list grants `key`. */
export function hasAccessKey(routes: RouteConfig[], access: unknown, key: string): boolean {
  const paths = pathsByKey(routes)[key];
  if (!paths) return false;
  const held = accessPaths(access);
  return paths.some((p) => held.has(p));
}

/**
 * Normalise a set of granted paths: keep only known gated paths, and add every gated ancestor
 * (a page is reachable only when its menu parents are, since Umi gates the whole subtree).
 */
export function withAncestors(routes: RouteConfig[], paths: Iterable<string>): string[] {
  const gated = gatedRoutes(routes);
  const byPath = new Map(gated.map((g) => [g.path, g]));
  const out = new Set<string>();
  for (const p of paths) {
    const g = byPath.get(p);
    if (!g) continue;
    for (const a of g.ancestors) out.add(a);
    out.add(p);
  }
  return gated.map((g) => g.path).filter((p, i, all) => out.has(p) && all.indexOf(p) === i);
}

/**
 * Every gated path a set of grants really opens: the paths and their ancestors (withAncestors), plus every page
 * whose access key one of those paths grants (pages sharing a key, e.g. the real-time overview with the contract
 * and strategy configuration, open together). A page that follows another path's flag (`accessFollows`) is not
 * added: the followed path stands for it. Storing this makes the stored grants what the user gets.
 */
export function withSharedKeys(routes: RouteConfig[], paths: Iterable<string>): string[] {
  const held = new Set(withAncestors(routes, paths));
  const byKey = pathsByKey(routes);
  const mates = gatedRoutes(routes).filter((g) => !g.follows && !held.has(g.path) && (byKey[g.key] ?? []).some((p) => held.has(p)));
  return withAncestors(routes, [...held, ...mates.map((g) => g.path)]);
}

/** Who may change what a page edits (route `editAccess`); undefined when the page grant is enough. */
export function editAccessOf(routes: RouteConfig[], path: string): 'admin' | undefined {
  const find = (list: RouteConfig[]): RouteConfig | undefined => {
    for (const r of list) {
      if (r.path === path && r.editAccess) return r;
      const inner = r.routes && find(r.routes);
      if (inner) return inner;
    }
    return undefined;
  };
  return find(routes)?.editAccess;
}

/**
 * True when the user may make the changes of page `path`: an administrator where the route says
 * `editAccess: 'admin'` (contract specifications), otherwise whoever the page's access key admits.
 */
export function canEditRoute(routes: RouteConfig[], path: string, user: { access?: unknown; role?: unknown } | null | undefined): boolean {
  if (editAccessOf(routes, path) === 'admin') return isAdminRole(user?.role);
  const route = gatedRoutes(routes).find((g) => g.path === path);
  return route ? hasAccessKey(routes, user?.access, route.key) : false;
}

/** Build access entries `[key, name, path]` for a list of paths, in route-tree order. */
export function toAccessEntries(routes: RouteConfig[], paths: Iterable<string>): AccessEntry[] {
  const want = new Set(paths);
  const seen = new Set<string>();
  const out: AccessEntry[] = [];
  for (const g of gatedRoutes(routes)) {
    if (want.has(g.path) && !seen.has(g.path)) {
      seen.add(g.path);
      out.push([g.key, g.name ?? g.key, g.path]);
    }
  }
  return out;
}

/** Every gated path (what an administrator holds). */
export function allGatedPaths(routes: RouteConfig[]): string[] {
  return [...new Set(gatedRoutes(routes).map((g) => g.path))];
}
