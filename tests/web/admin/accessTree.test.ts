/** The permission tree read from config/routes.ts. */
import routes from '../../../config/routes';
import { allGatedPaths } from '@common/access/routeAccess';
import { buildAccessTree, checkedLeavesFor, leafPaths, type AccessTreeNode } from '@/pages/User/Admin/Authentic/accessTree';
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
  const ticked = checkedLeavesFor(tree, ['/tool', '/tool/calculator', '/tool/calculator/seasonal', '/user', '/user/about']);
  expect(ticked).toEqual(['/tool/calculator/seasonal', '/user/about']);
  expect(leafPaths(tree)).not.toContain('/tool');
});
