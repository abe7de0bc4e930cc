/**
 * The permission tree of the permission page, read from config/routes.ts: one node per gated page path
 * (a group's index page is the group's own node), children under their group. A route whose flag follows
 * another path (`accessFollows`) has no box of its own: the followed node's label names it.
 *
 * Grants are per access key, so pages sharing a key are one unit (the real-time overview, contract and strategy
 * configuration share `auth_tool_trade_realtime`; every real-time page needs its group and so opens them too).
 * The ticks always show what the ticks grant (`grantedLeaves`, the same rule the server stores with:
 * `withSharedKeys`), so what is saved and reloaded is what was shown.
 */
import type { RouteConfig } from '../../../../../config/routes';
import { gatedRoutes, withSharedKeys } from '@common/access/routeAccess';
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

/** The leaves a set of paths really opens: their own, their key-mates' and those their ancestors' keys open. */
export function grantedLeaves(tree: AccessTreeNode[], routes: RouteConfig[], paths: Iterable<string>): string[] {
  const granted = new Set(withSharedKeys(routes, paths));
  return leafPaths(tree).filter((p) => granted.has(p));
}

/**
 * The boxes to tick for stored paths: only leaves, because the tree derives every parent from its
 * children (ticking a stored parent would tick all of its children). A stored group with none of its
 * pages grants nothing the user can open, so it shows unticked.
 */
export function checkedLeavesFor(tree: AccessTreeNode[], routes: RouteConfig[], paths: Iterable<string>): string[] {
  return grantedLeaves(tree, routes, paths);
}

/**
 * The ticks after the user changed `prev` into `next` (leaves; parents are derived). A tick adds what it grants
 * with it; an untick removes every tick that would grant the unticked page again (unticking the contract
 * configuration unticks every real-time page, since each opens the shared key through the group).
 */
export function nextTicks(tree: AccessTreeNode[], routes: RouteConfig[], prev: readonly string[], next: readonly string[]): string[] {
  const leaves = new Set(leafPaths(tree));
  const nextLeaves = next.filter((p) => leaves.has(p));
  const removed = prev.filter((p) => !nextLeaves.includes(p));
  if (!removed.length) return grantedLeaves(tree, routes, nextLeaves);
  const kept = nextLeaves.filter((p) => !grantedLeaves(tree, routes, [p]).some((g) => removed.includes(g)));
  return grantedLeaves(tree, routes, kept);
}

/** Access keys shared by several nodes of the tree, with those nodes' paths in tree order: each is one unit. */
export function sharedKeyUnits(tree: AccessTreeNode[], routes: RouteConfig[]): Array<{ key: string; paths: string[] }> {
  const inTree = new Set<string>();
  const visit = (nodes: AccessTreeNode[]) =>
    nodes.forEach((n) => {
      inTree.add(n.key);
      if (n.children) visit(n.children);
    });
  visit(tree);
  const byKey = new Map<string, string[]>();
  for (const g of gatedRoutes(routes)) {
    if (!inTree.has(g.path)) continue;
    const paths = byKey.get(g.key) ?? [];
    if (!paths.includes(g.path)) paths.push(g.path);
    byKey.set(g.key, paths);
  }
  return [...byKey].filter(([, paths]) => paths.length > 1).map(([key, paths]) => ({ key, paths }));
}
