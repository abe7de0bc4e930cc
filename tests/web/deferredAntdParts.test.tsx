/**
 * The build points a few static imports inside antd and pro-components at stand-ins that load the real component when it
 * first mounts (src/umiPlugins/deferredAntdParts.ts, docs/first-load.md). Pinned here: each importing file still holds
 * the import that is replaced (an upgrade that moves or renames it fails this test instead of silently loading it again),
 * a stand-in for `antd` offers every name its importer takes from antd, only those imports are replaced, and each
 * stand-in draws the real component with the same props.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { DEFERRED_PARTS, deferredPartOf } from '../../src/umiPlugins/deferredAntdParts';
import * as forPageContainer from '@/components/deferred/antdForPageContainer';
import * as forSiderMenu from '@/components/deferred/antdForSiderMenu';
import * as withDeferredResult from '@/components/deferred/antdWithDeferredResult';
import DeferredCollapse from '@/components/deferred/Collapse';
import DeferredTabs from '@/components/deferred/Tabs';
import DeferredTree from '@/components/deferred/Tree';

const ROOT = path.join(__dirname, '../..');
const NODE_MODULES_FILES: Record<string, string> = {
  'Tabs.ts': 'node_modules/antd/es/card/Card.js',
  'Tree.ts': 'node_modules/antd/es/table/hooks/useFilter/FilterDropdown.js',
  'Collapse.ts': 'node_modules/antd/es/color-picker/components/ColorPresets.js',
  'antdForPageContainer.ts': 'node_modules/@ant-design/pro-layout/es/components/PageContainer/index.js',
  'antdWithDeferredResult.ts': 'node_modules/@ant-design/pro-utils/es/components/ErrorBoundary/index.js',
  'antdForSiderMenu.ts': 'node_modules/@ant-design/pro-layout/es/components/SiderMenu/index.js',
};
const STAND_IN_EXPORTS: Record<string, object> = {
  'antdForPageContainer.ts': forPageContainer,
  'antdWithDeferredResult.ts': withDeferredResult,
  'antdForSiderMenu.ts': forSiderMenu,
};

/** The names a file imports from `request` (`import { A, B as C } from 'request'`), or `default` for a default import. */
function importedNames(source: string, request: string): string[] {
  const escaped = request.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const named = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${escaped}['"]`).exec(source);
  if (named)
    return named[1]
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0])
      .filter(Boolean);
  return new RegExp(`import\\s+\\w+\\s+from\\s*['"]${escaped}['"]`).test(source) ? ['default'] : [];
}

test.each(Object.entries(NODE_MODULES_FILES))('%s: the importing file still imports what the build replaces', (standIn, file) => {
  const part = DEFERRED_PARTS.find((p) => p.standIn === standIn && p.issuer.test(path.join(ROOT, file)));
  expect(part).toBeDefined();
  const names = importedNames(readFileSync(path.join(ROOT, file), 'utf8'), part?.request ?? '');
  expect(names.length).toBeGreaterThan(0);
  const exported = STAND_IN_EXPORTS[standIn];
  if (exported) for (const name of names) expect([name, name in exported]).toEqual([name, true]);
});

test("the layout plugin's 403/404 fallback takes Result and Button from antd (the generated Exception.tsx)", () => {
  const template = readFileSync(require.resolve('@umijs/plugins/dist/layout.js'), 'utf8');
  expect(template).toMatch(/import \{ Result, Button \} from 'antd';/);
  expect(deferredPartOf('antd', '/app/src/.umi-production/plugin-layout/Exception.tsx')).toBe('antdWithDeferredResult.ts');
});

test('only the named imports of the named files are replaced', () => {
  expect(deferredPartOf('../tabs', '/app/node_modules/antd/es/card/Card.js')).toBe('Tabs.ts');
  expect(deferredPartOf('../tabs', '/app/node_modules/antd/es/card/index.js')).toBeUndefined();
  expect(deferredPartOf('antd', '/app/node_modules/antd/es/card/Card.js')).toBeUndefined();
  expect(deferredPartOf('antd', '/app/src/pages/Home/index.tsx')).toBeUndefined();
  expect(deferredPartOf('antd', '/app/src/.umi-production/plugin-layout/Layout.tsx')).toBeUndefined();
  expect(deferredPartOf('../../../tree', '/app/node_modules/antd/es/table/hooks/useFilter/FilterDropdown.js')).toBe('Tree.ts');
  expect(deferredPartOf('antd', '/app/node_modules/@ant-design/pro-layout/es/components/SiderMenu/SiderMenu.js')).toBeUndefined();
});

test('the deferred Tabs draws the real tabs with their props, and a later mount draws at once', async () => {
  const items = [
    { key: 'a', label: 'First tab', children: 'first pane' },
    { key: 'b', label: 'Second tab', children: 'second pane' },
  ];
  const { unmount } = render(<DeferredTabs items={items} activeKey="b" />);
  expect(await screen.findByRole('tab', { name: 'Second tab' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('second pane')).toBeInTheDocument();
  unmount();
  render(<DeferredTabs items={items} activeKey="a" />);
  expect(screen.getByRole('tab', { name: 'First tab' })).toHaveAttribute('aria-selected', 'true');
});

test('the deferred Tree draws the real tree and passes the ref on', async () => {
  let instance: unknown = null;
  const ref = (node: unknown) => {
    instance = node;
  };
  render(<DeferredTree ref={ref} checkable treeData={[{ key: 'ok', title: 'Healthy' }]} />);
  expect(await screen.findByText('Healthy')).toBeInTheDocument();
  expect(instance).not.toBeNull();
});

test('the deferred Collapse draws the real panels', async () => {
  render(<DeferredCollapse defaultActiveKey={['a']} items={[{ key: 'a', label: 'Recommended', children: 'preset colours' }]} />);
  expect(await screen.findByRole('button', { name: /Recommended/ })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('preset colours')).toBeInTheDocument();
});

test('the deferred Result draws the real result', async () => {
  const { Result } = withDeferredResult;
  render(<Result status="404" title="Nothing here" subTitle="No such page" />);
  expect(await screen.findByText('Nothing here')).toBeInTheDocument();
  expect(screen.getByText('No such page')).toBeInTheDocument();
});

test('the deferred Drawer (the side menu on a phone) draws the real drawer when open', async () => {
  const { Drawer } = forSiderMenu;
  render(
    <Drawer open placement="left" closable={false} getContainer={false}>
      menu items
    </Drawer>,
  );
  expect(await screen.findByText('menu items')).toBeInTheDocument();
  expect(document.querySelector('.ant-drawer-left')).not.toBeNull();
});
