/**
 * Reading config/routes.ts (the single source of truth for pages) for the shell's own pages:
 * which route an address shows, its menu locale key, the children a group page lists, and whether
 * the current user may open a route (the same rule Umi's access plugin applies to the menu).
 */
import routes, { type RouteConfig } from '../../config/routes';

export type AccessFlags = Record<string, boolean | undefined>;

const WILDCARD = '/*';

/** True when `route.path` matches `pathname` exactly, or as a prefix for a trailing `/*`. */
export function pathMatches(routePath: string, pathname: string): boolean {
  if (routePath.endsWith(WILDCARD)) {
    const base = routePath.slice(0, -WILDCARD.length);
    return pathname === base || pathname.startsWith(`${base}/`);
  }
  return routePath === pathname;
}

/** The address a link to `routePath` should use: `/user/introduction/*` -> `/user/introduction/`. */
export function linkPathOf(routePath: string): string {
  return routePath.endsWith(WILDCARD) ? routePath.slice(0, -1) : routePath;
}

/**
 * The chain of named routes (outermost first) of the page `pathname` shows; for a group path that is
 * the group and its index child (`/list` -> [list, list overview]). Null when nothing matches.
 */
export function findRouteChain(pathname: string, list: RouteConfig[] = routes): RouteConfig[] | null {
  for (const route of list) {
    if (route.redirect || !route.name) continue;
    if (route.routes) {
      const inner = findRouteChain(pathname, route.routes);
      if (inner) return [route, ...inner];
      continue;
    }
    if (pathMatches(route.path, pathname)) return [route];
  }
  return null;
}

/**
 * The chain that names the page: a group's index page (`/tool/trade/realtime` shown by the group's hidden
 * `overview` child) is named by its group, as the menu and the breadcrumb name it.
 */
export function pageChainOf(chain: RouteConfig[]): RouteConfig[] {
  const [parent, last] = chain.slice(-2);
  return chain.length > 1 && parent.path === last.path ? chain.slice(0, -1) : chain;
}

/** pro-layout's menu key: `menu.` + the names of the chain joined by dots (`menu.tool.realtime.fu`). */
export function menuKeyOf(chain: RouteConfig[]): string {
  return ['menu', ...chain.map((r) => r.name)].join('.');
}

/** Locale key of a placeholder page's sentence: `placeholder.` + the chain's names (`placeholder.tool.realtime.fu`). */
export function placeholderKeyOf(chain: RouteConfig[]): string {
  return ['placeholder', ...chain.map((r) => r.name)].join('.');
}

/** Locale key of the one-line summary of a finished single page (pages.summary.*), shown on link cards. */
export function summaryKeyOf(chain: RouteConfig[]): string {
  return ['pages.summary', ...chain.map((r) => r.name)].join('.');
}

/**
 * May the user open `route`? Its key must be granted (no key = open to every signed-in user), and a
 * group needs at least one child the user may open (Umi marks such a group inaccessible too).
 */
export function isRouteAllowed(route: RouteConfig, access: AccessFlags): boolean {
  if (route.access && !access[route.access]) return false;
  if (route.routes?.length) return route.routes.some((child) => isRouteAllowed(child, access));
  return true;
}

export interface RouteCard {
  route: RouteConfig;
  /** The chain down to this route, for its menu key. */
  chain: RouteConfig[];
  link: string;
}

/**
 * The pages a group page links to: the group's menu children (not its own index page, not hidden
 * entries) that the user may open.
 */
export function childCards(groupChain: RouteConfig[], access: AccessFlags): RouteCard[] {
  const group = groupChain[groupChain.length - 1];
  return (group.routes ?? [])
    .filter((child) => child.name && !child.hideInMenu && child.path !== group.path && !child.redirect)
    .filter((child) => isRouteAllowed(child, access))
    .map((child) => ({ route: child, chain: [...groupChain, child], link: linkPathOf(child.path) }));
}

/** The top-level pages inside the layout the user may open (for the home page). */
export function topLevelCards(access: AccessFlags, exclude: string[] = []): RouteCard[] {
  return routes
    .filter((r) => r.name && !r.hideInMenu && r.layout !== false && !r.redirect && !exclude.includes(r.path))
    .filter((r) => isRouteAllowed(r, access))
    .map((r) => ({ route: r, chain: [r], link: linkPathOf(r.path) }));
}

export { routes as routeTree };
