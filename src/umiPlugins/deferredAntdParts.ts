/**
 * Build-time Umi plugin (node side, registered in .umirc.ts; never part of the browser bundle).
 *
 * antd and pro-components import some components statically that they draw only under props or states the app's first
 * screens never reach, so home loaded them (docs/first-load.md): antd's Card and pro-layout's PageContainer import
 * Tabs for `tabList` (12 KiB gzip), the table's filter dropdown imports Tree and rc-tree for `filterMode: 'tree'`
 * (18 KiB), pro-components' error boundary and the layout plugin's 403/404 fallback import Result for a crashed or
 * unknown page (10 KiB), pro-layout's side menu imports Drawer, which holds the menu on phone-sized screens only
 * (5 KiB), and the colour picker's presets import Collapse, in the entry of every page because every Button's style
 * takes a helper from the same module (5 KiB, login included). In the build, those imports (only those: each is named
 * by the importing file and the request) get a stand-in from src/components/deferred/ that loads the real component
 * when it first mounts. Jest and the rest of the app import antd as is. tests/web/deferredAntdParts.test.tsx checks
 * that each importing file still imports what is replaced (an antd upgrade that moves it fails there) and that the
 * stand-ins draw the real thing.
 */
import path from 'node:path';
import type { IApi } from '@umijs/max';

interface DeferredPart {
  /** The importing file, as a path under node_modules (or the generated layout plugin's folder). */
  issuer: RegExp;
  /** The import's request, exactly as written in that file. */
  request: string;
  /** The stand-in, under src/components/deferred/. */
  standIn: string;
}

/** The file's path under node_modules, either slash. */
function inNodeModules(file: string): RegExp {
  const parts = file.split('/').map((part) => part.replace(/[.@-]/g, '\\$&'));
  return new RegExp(`[\\\\/]node_modules[\\\\/]${parts.join('[\\\\/]')}$`);
}

export const DEFERRED_PARTS: readonly DeferredPart[] = [
  { issuer: inNodeModules('antd/es/card/Card.js'), request: '../tabs', standIn: 'Tabs.ts' },
  { issuer: inNodeModules('@ant-design/pro-layout/es/components/PageContainer/index.js'), request: 'antd', standIn: 'antdForPageContainer.ts' },
  { issuer: inNodeModules('antd/es/color-picker/components/ColorPresets.js'), request: '../../collapse', standIn: 'Collapse.ts' },
  { issuer: inNodeModules('antd/es/table/hooks/useFilter/FilterDropdown.js'), request: '../../../tree', standIn: 'Tree.ts' },
  { issuer: inNodeModules('@ant-design/pro-utils/es/components/ErrorBoundary/index.js'), request: 'antd', standIn: 'antdWithDeferredResult.ts' },
  { issuer: /[\\/]src[\\/]\.umi[^\\/]*[\\/]plugin-layout[\\/]Exception\.tsx$/, request: 'antd', standIn: 'antdWithDeferredResult.ts' },
  { issuer: inNodeModules('@ant-design/pro-layout/es/components/SiderMenu/index.js'), request: 'antd', standIn: 'antdForSiderMenu.ts' },
];

/** The stand-in file for this import, or undefined when the import is left alone. */
export function deferredPartOf(request: string, issuer: string): string | undefined {
  return DEFERRED_PARTS.find((part) => part.request === request && part.issuer.test(issuer))?.standIn;
}

interface ResolveData {
  request: string;
  contextInfo: { issuer: string };
}

export default function deferredAntdParts(api: IApi) {
  api.chainWebpack((memo, { webpack }) => {
    const folder = path.join(api.paths.absSrcPath, 'components', 'deferred');
    memo.plugin('deferred-antd-parts').use(webpack.NormalModuleReplacementPlugin, [
      /^(antd|\.\.\/tabs|\.\.\/\.\.\/collapse|\.\.\/\.\.\/\.\.\/tree)$/,
      (resolveData: ResolveData) => {
        const standIn = deferredPartOf(resolveData.request, resolveData.contextInfo.issuer);
        if (standIn) resolveData.request = path.join(folder, standIn);
      },
    ]);
  });
}
