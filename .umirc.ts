import path from 'node:path';
import { defineConfig } from '@umijs/max';
import routes from './config/routes';
import proxy from './config/proxy';
import defaultSettings from './config/defaultSettings';
import { BOOT_LOCALE_SCRIPT, bootSplashCss } from './src/umiPlugins/bootSplash';
import { toastCss } from './src/umiPlugins/toastCss';

// antd's own packages (rc-*, @rc-component/*, cssinjs, colors) are plain ES modules without a `sideEffects` field, so
// webpack kept every module a barrel re-exports or a file imports, even when nothing it exports is used (cssinjs'
// linters and extractStyle, rc-select's prop warnings, rc-progress in the notification...). Declaring them free of side
// effects lets webpack drop those: home 587.8 -> 574.0 KiB gzip, login 311.9 -> 309.3 (docs/first-load.md).
// Umi's request plugin re-exports ahooks' useRequest (30 KiB with lodash's throttle and debounce, in the entry) that no
// code of ours calls: the same declaration drops it.
const SIDE_EFFECT_FREE_PACKAGES =
  /[\\/]node_modules[\\/](rc-[^\\/]+|@rc-component[\\/][^\\/]+|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)|@ahooksjs[\\/]use-request|react-helmet-async)[\\/]/;

/** call() (src/services/call.ts) and the call table the build generates for it (src/umiPlugins/contractCalls.ts). */
const CALL_MODULES = /[\\/]src[\\/]services[\\/]call\.ts$|[\\/]plugin-contractCalls[\\/]endpoints\.ts$/;

export default defineConfig({
  antd: {},
  // No page sets <head> through Helmet (titles come from pageTitleRender): no HelmetProvider round the app, and
  // react-helmet-async (14 KiB before minifying) leaves the entry.
  helmet: false,
  access: {},
  model: {},
  // The branded loading screen while the start-up user lookup runs (before it: src/umiPlugins/bootSplash.ts in the HTML).
  initialState: { loading: '@/components/AppLoading' },
  request: { dataField: '' },
  // TanStack Query for server state. No client in the root container: it would put react-query into the login
  // page's first load (over the 350 KiB budget); src/components/QueryProvider.tsx provides it inside the
  // signed-in layout instead (docs/decisions.md, "Server state").
  reactQuery: { devtool: false, queryClient: false },
  layout: { locale: true, ...defaultSettings },
  locale: { default: 'zh-CN', baseNavigator: false, antd: true, baseSeparator: '-', title: false },
  history: { type: 'hash' },
  base: '/',
  publicPath: '/',
  hash: true,
  // WEB_DIST: build elsewhere than dist/ (scripts/serve-mock.ts and the bundle check read the same variable).
  outputPath: process.env.WEB_DIST || 'dist',
  routes,
  // Code shared by the web app and the server (contract, access rules): common/, outside both (docs/adding-a-feature.md).
  alias: { '@common': path.join(__dirname, 'common') },
  // The proxy only with MOCK=none: Umi registers it before the mock, so with it `max preview` (which always
  // loads mock/) would send the API to API_TARGET instead of the QA server.
  proxy: process.env.MOCK === 'none' ? proxy.dev : undefined,
  // Umi loads every mock/**/*.ts as a mock file; mock/qa/ holds the QA server and its scenario plugin (mock/README.md).
  // Keep this line: tests/contract/umiMockFiles.test.ts fails without it, and so does `max dev`'s mock.
  mock: { exclude: ['mock/qa/**'] },
  npmClient: 'npm',
  title: 'Commodity Console',
  favicons: ['/favicon.svg'],
  // A branded loading state from the first byte, inline in index.html (src/umiPlugins/bootSplash.ts).
  // Toasts let clicks through to the controls under them (src/umiPlugins/toastCss.ts).
  styles: [bootSplashCss, toastCss],
  headScripts: [BOOT_LOCALE_SCRIPT],
  // Bundle weight (the login page must stay under 350 KiB gzipped JS + CSS; docs/web-shell.md):
  // - webpack, not mako: mako puts every async use of a package into one chunk per package (or one
  //   "lib" chunk), so the login page downloaded every antd and pro-components module any page uses;
  //   webpack's granular chunks give the login page only what it imports.
  // - staff browsers are current: modern targets and no core-js polyfills.
  // - antd 5 works on dayjs; the locale plugin loads dayjs instead of moment.
  // - Umi's route preload helper reads location.pathname, always `/` with hash history: the plugin
  //   below makes it read the hash, so each page preloads its own chunks (and login not the layout).
  codeSplitting: { jsStrategy: 'granularChunks' },
  targets: { chrome: 100, edge: 100, firefox: 100, safari: 15 },
  polyfill: false,
  moment2dayjs: { preset: 'none', plugins: [] },
  // Only the active language's messages and antd locale load (src/umiPlugins/lazyLocales.ts, src/locales/load.ts).
  // antd parts the first screens import but never draw load when first drawn (src/umiPlugins/deferredAntdParts.ts).
  plugins: [
    './src/umiPlugins/hashRoutePreload.ts',
    './src/umiPlugins/lazyLocales.ts',
    './src/umiPlugins/contractCalls.ts',
    './src/umiPlugins/deferredAntdParts.ts',
  ],
  // Umi provides a global Buffer polyfill (about 6 KiB gzipped) to any module that mentions Buffer; only
  // axios' Node-only branches do. Keep the `process` shim, drop Buffer.
  chainWebpack(memo) {
    memo.plugin('node-polyfill-provider').tap(([provided]) => [{ process: provided.process }]);
    // webpack merges shared chunks once a page would need more than 30 async requests (its default); with the tool
    // pages of issue 9 that merging put Progress, Spin and other pages' modules into chunks the login page loads
    // (341.6 -> 364.6 KiB gzipped). 100 keeps every shared chunk to the pages that use it: login 328.1 KiB.
    // call() with its generated call table (src/umiPlugins/contractCalls.ts, 1.9 KiB gzipped) is under webpack's minSize
    // for a shared chunk, so every async chunk that needed it carried a copy: three on the board, three on home. One
    // chunk of its own, loaded once by the pages that call the API (the login page does not load it first).
    const splitChunks = memo.optimization.get('splitChunks') ?? {};
    memo.optimization.splitChunks({
      ...splitChunks,
      maxAsyncRequests: 100,
      cacheGroups: {
        ...splitChunks.cacheGroups,
        contractCalls: { test: CALL_MODULES, name: 'contract-calls', chunks: 'async', enforce: true, priority: 30 },
      },
    });
    // umi and @umijs/renderer-react bring their own older @babel/runtime (7.23): one copy of the helpers, not two.
    memo.resolve.alias.set('@babel/runtime', path.dirname(require.resolve('@babel/runtime/package.json')));
    // None of these packages imports a module for its effect (no CSS, no polyfill): see SIDE_EFFECT_FREE_PACKAGES.
    memo.module.rule('side-effect-free-packages').test(SIDE_EFFECT_FREE_PACKAGES).sideEffects(false);
  },
  // esbuild's minifier hoists its helpers to top-level names that can collide between async chunks;
  // Umi's helper checker then fails the build (seen once the user-area pages were added). IIFE-wrapping fixes it.
  esbuildMinifyIIFE: true,
  srcTranspiler: 'esbuild',
  srcTranspilerOptions: { esbuild: { target: 'chrome100', jsx: 'automatic' } },
  // `ANALYZE=1 max build`: what each chunk holds, as report.json next to the build (no server; docs/first-load.md).
  analyze: { analyzerMode: 'json', reportFilename: 'report.json', generateStatsFile: false },
});
