/** The permission tree read from config/routes.ts. */
import routes from '../../../config/routes';
import { allGatedPaths, canEditRoute, editAccessOf, withAncestors } from '@common/access/routeAccess';
import {
  buildAccessTree,
  checkedLeavesFor,
  grantedLeaves,
  leafPaths,
  nextTicks,
  sharedKeyUnits,
  type AccessTreeNode,
} from '@/pages/User/Admin/Authentic/accessTree';
import { must } from '../../support/must';

const tree = buildAccessTree(routes);
const all = (nodes: AccessTreeNode[]): AccessTreeNode[] => nodes.flatMap((n) => [n, ...all(n.children ?? [])]);
function find(path: string): AccessTreeNode {
  return must(
    all(tree).find((n) => n.key === path),
    `node ${path}`,
  );
}
const childKeys = (path: string) => must(find(path).children, `children of ${path}`).map((n) => n.key);

test('one node per gated path except followers; ungated and public routes are absent', () => {
  const keys = all(tree).map((n) => n.key);
  expect(new Set(keys).size).toBe(keys.length);
  expect(keys).not.toContain('/access');
  expect(keys).not.toContain('/user/login');
  expect(keys).not.toContain('/tool/trade/aiModel');
  expect([...keys].sort()).toEqual(
    allGatedPaths(routes)
      .filter((p) => p !== '/tool/trade/aiModel')
      .sort(),
  );
});

test('pages sit under their groups, labelled by menu keys; a follower is named on the page it follows', () => {
  expect(childKeys('/tool')).toContain('/tool/calculator');
  expect(childKeys('/tool/calculator')).toContain('/tool/calculator/seasonal');
  expect(find('/tool/calculator/seasonal').labelKeys).toEqual(['menu.tool.calculator.seasonal']);
  expect(find('/tool/trade/record').labelKeys).toEqual(['menu.tool.record', 'menu.tool.aiModel']);
  expect(find('/user/about').children).toBeUndefined();
});

test('stored paths tick only leaves, so a stored group does not tick all its pages', () => {
  const ticked = checkedLeavesFor(tree, routes, ['/tool', '/tool/calculator', '/tool/calculator/seasonal', '/user', '/user/about']);
  expect(ticked).toEqual(['/tool/calculator/seasonal', '/user/about']);
  expect(leafPaths(tree)).not.toContain('/tool');
});

describe('pages that share an access key are one unit', () => {
  const RT = '/tool/trade/realtime';
  const contract = `${RT}/config/contract`;
  const strategy = `${RT}/config/strategy`;

  test('what a set of ticks really grants: key-mates and the pages the ancestors open', () => {
    // fu needs its group, whose key the contract and strategy configuration pages share.
    expect(grantedLeaves(tree, routes, [`${RT}/fu`]).sort()).toEqual([contract, `${RT}/fu`, strategy].sort());
    expect(grantedLeaves(tree, routes, ['/tool/research/platts/reports'])).toEqual(['/tool/research/platts/reports', '/tool/research/platts/insights']);
    expect(grantedLeaves(tree, routes, ['/tool/calculator/seasonal'])).toEqual(['/tool/calculator/seasonal']);
  });

  test('ticking one ticks the others; unticking one unticks every tick that would grant it again', () => {
    expect(nextTicks(tree, routes, [], [contract]).sort()).toEqual([contract, strategy].sort());
    const all = nextTicks(tree, routes, [], [`${RT}/pdh`]);
    expect(all.sort()).toEqual([contract, strategy, `${RT}/lpg_fei`, `${RT}/pdh`].sort());
    // Unticking pdh removes its key-mate lpg_fei; contract and strategy stay (nothing removed grants them).
    expect(
      nextTicks(
        tree,
        routes,
        all,
        all.filter((p) => p !== `${RT}/pdh`),
      ).sort(),
    ).toEqual([contract, strategy].sort());
    // Unticking contract removes every real-time page: each of them opens the shared key through the group.
    expect(
      nextTicks(
        tree,
        routes,
        all,
        all.filter((p) => p !== contract),
      ),
    ).toEqual([]);
  });

  test('the tree names each unit, and the stored paths tick exactly the granted leaves', () => {
    expect(sharedKeyUnits(tree, routes)).toContainEqual({ key: 'auth_tool_trade_realtime', paths: [RT, contract, strategy] });
    expect(sharedKeyUnits(tree, routes)).toContainEqual({
      key: 'auth_tool_research_platts',
      paths: ['/tool/research/platts/reports', '/tool/research/platts/insights'],
    });
    const stored = withAncestors(routes, [`${RT}/fu`]);
    expect(checkedLeavesFor(tree, routes, stored).sort()).toEqual([contract, `${RT}/fu`, strategy].sort());
  });
});

describe('contract specifications: editing stays with administrators', () => {
  test('editAccessOf reads the route marker; canEditRoute asks for an administrator there, the page key elsewhere', () => {
    const contract = '/tool/trade/realtime/config/contract';
    expect(editAccessOf(routes, contract)).toBe('admin');
    expect(editAccessOf(routes, '/tool/trade/realtime/config/strategy')).toBeUndefined();
    const granted = { role: 'trader', access: [['auth_tool_trade_realtime', 'realtime', '/tool/trade/realtime']] };
    expect(canEditRoute(routes, contract, granted)).toBe(false);
    expect(canEditRoute(routes, contract, { role: 'admin', access: [] })).toBe(true);
    expect(canEditRoute(routes, '/tool/trade/realtime/config/strategy', granted)).toBe(true);
    expect(canEditRoute(routes, '/tool/calculator/seasonal', granted)).toBe(false);
  });
});
