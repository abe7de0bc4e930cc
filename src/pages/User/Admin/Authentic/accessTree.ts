/**
 * The permission tree of the permission page, read from config/routes.ts: one node per gated page path
 * (a group's index page is the group's own node), children under their group. A route whose flag follows
 * another path (`accessFollows`) has no box of its own: the followed node's label names it.
 */
import type { RouteConfig } from '../../../../../config/routes';
import { menuKeyOf } from '@/utils/routeTree';

export interface AccessTreeNode {
  key: string;
  /** Locale keys of the label: the route's menu name, then the names of routes that follow it. */
  labelKeys: string[];
  children?: AccessTreeNode[];
}

export function buildAccessTree(routes: RouteConfig[]): AccessTreeNode[] {
  const byPath = new Map<string, AccessTreeNode>();
  const followers: Array<{ follows: string; labelKey: string }> = [];
  const walk = (list: RouteConfig[], parents: RouteConfig[], parentPath: string | null): AccessTreeNode[] => {
    const out: AccessTreeNode[] = [];
    for (const route of list) {
      if (!route.name || route.redirect) continue;
      const chain = [...parents, route];
      if (route.accessFollows) {
        followers.push({ follows: route.accessFollows, labelKey: menuKeyOf(chain) });
        continue;
      }
      // A group's index child shares the group's path: the group node stands for it.
      if (!route.access || route.path === parentPath || byPath.has(route.path)) continue;
      const node: AccessTreeNode = { key: route.path, labelKeys: [menuKeyOf(chain)] };
      byPath.set(route.path, node);
      const children = route.routes ? walk(route.routes, chain, route.path) : [];
      if (children.length) node.children = children;
      out.push(node);
    }
    return out;
  };
  const tree = walk(routes, [], null);
  for (const { follows, labelKey } of followers) byPath.get(follows)?.labelKeys.push(labelKey);
  return tree;
}

/** Paths of the nodes without children (the boxes whose state the tree derives its parents from). */
export function leafPaths(tree: AccessTreeNode[]): string[] {
  return tree.flatMap((node) => (node.children?.length ? leafPaths(node.children) : [node.key]));
}

/**
 * The boxes to tick for stored paths: only leaves, because the tree derives every parent from its
 * children (ticking a stored parent would tick all of its children). A stored group with none of its
 * pages grants nothing the user can open, so it shows unticked.
 */
export function checkedLeavesFor(tree: AccessTreeNode[], paths: Iterable<string>): string[] {
  const held = new Set(paths);
  return leafPaths(tree).filter((p) => held.has(p));
}
