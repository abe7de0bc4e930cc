/**
 * Dependency rules of the project, checked by `npm run lint:deps` (part of `npm test`).
 * The layers and why they are kept apart: docs/adding-a-feature.md ("Layers and the rules that keep them").
 *
 * Paths are relative to the repository root. `@/` and `@common/` resolve through tsconfig.json's `paths`.
 */
const fs = require('node:fs');
const path = require('node:path');

const ROOT = __dirname;
const PAGES = 'src/pages';

/** Route components of config/routes.ts: `component: './User/Login'` and the shared consts (`'./Placeholder'`). */
function routeComponents() {
  const source = fs.readFileSync(path.join(ROOT, 'config/routes.ts'), 'utf8');
  return [...source.matchAll(/'\.\/([\w/-]+)'/g)].map((m) => m[1]);
}

/**
 * Folders under src/pages holding an index.tsx: a page under construction counts before its route exists.
 * `components/` folders hold parts (a component may be a folder with an index.tsx), never pages.
 */
function folderPages(dir = PAGES) {
  const found = [];
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'components') continue;
    const child = `${dir}/${entry.name}`;
    if (fs.existsSync(path.join(ROOT, child, 'index.tsx'))) found.push(child.slice(PAGES.length + 1));
    found.push(...folderPages(child));
  }
  return found;
}

/**
 * A page is the folder of a route component (`src/pages/User/Login/`, with its index.tsx) or a single-file
 * route component (`src/pages/404.tsx`). Longest first, so a page nested in another page's folder is matched
 * as itself.
 */
const pages = [...new Set([...routeComponents(), ...folderPages()])]
  .filter((page) => fs.existsSync(path.join(ROOT, PAGES, page, 'index.tsx')) || fs.existsSync(path.join(ROOT, PAGES, `${page}.tsx`)))
  .sort((a, b) => b.length - a.length);
const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PAGE = `(${pages.map(escapeRegExp).join('|')})(?:/|\\.tsx$)`;

/** Packages and Node built-ins: what a "may import only X" rule leaves to the package rules below. */
const PACKAGES = ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-bundled', 'npm-no-pkg', 'npm-unknown', 'core'];

/** Code that ships: the web app, the shared code and the API server (tests next to code excepted). */
const PRODUCTION = '^(src|common|server)/';
const TEST_FILE = '\\.test\\.tsx?$|\\.typetest\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'web-not-to-server-or-mock',
      comment: 'The web app (src/) talks to the server over HTTP only; what both sides need lives in common/.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(server|mock)/' },
    },
    {
      name: 'server-not-to-web-or-mock',
      comment: "The server builds without the web app's folders and never loads QA code: it may import common/ and config/routes.ts.",
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(src|mock|tests|scripts)/|^config/(?!routes\\.ts$)' },
    },
    {
      name: 'server-infra-not-to-features',
      comment:
        'server/infra/ is what features stand on (docs/server.md, "Layout"): it never imports a feature or the composition at the ' +
        "server's root (app.ts, appFactory.ts, index.ts, bootstrap.ts, qaAccounts.ts). It may import config.ts and schema.ts.",
      severity: 'error',
      from: { path: '^server/infra/' },
      to: { path: '^server/(features/|(app|appFactory|index|bootstrap|qaAccounts)\\.ts$)' },
    },
    {
      name: 'server-feature-not-to-composition',
      comment:
        "A feature is registered by the app; it never imports the server's composition (app.ts, appFactory.ts, index.ts, bootstrap.ts, features/index.ts).",
      severity: 'error',
      from: { path: '^server/features/[^/]+/' },
      to: { path: '^server/((app|appFactory|index|bootstrap|qaAccounts)\\.ts$|features/index\\.ts$)' },
    },
    {
      name: 'server-feature-not-to-other-feature',
      comment:
        "A feature reaches another feature's services only through the decorators that feature declares (app.reference, app.bus, " +
        'app.series, app.strategy, app.tradeBooks, app.calendarEvents, app.researchLibrary, ...; typed in server/infra/<area>/ports.ts), ' +
        "named in its plugin's `decorators`; what several features share and no feature owns is infrastructure " +
        '(docs/server.md, "Layout"). No exceptions.',
      severity: 'error',
      from: { path: '^server/features/([^/]+)/' },
      to: { path: '^server/features/', pathNot: '^server/features/$1/' },
    },
    {
      name: 'server-feature-routes-no-sql',
      comment:
        "SQL lives in a feature's store modules (docs/adding-a-feature.md): a feature's plugin.ts and *Routes.ts call the store and " +
        'never build a query, so they import nothing of kysely but its types (`sql` included). The query-builder calls on app.db ' +
        '(.selectFrom(, .insertInto(, ...), which an import rule cannot see, are refused by tests/server/sqlInStores.test.ts.',
      severity: 'error',
      from: { path: '^server/features/[^/]+/(plugin|[^/]*Routes)\\.ts$' },
      to: { path: '(^|/)node_modules/kysely/|^kysely$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'config-not-to-code',
      comment: 'config/ (route tree, proxy, layout settings) is read by the web app, the server and common/: it imports no code of theirs.',
      severity: 'error',
      from: { path: '^config/' },
      to: { path: '^(src|server|mock|tests|scripts)/' },
    },
    {
      name: 'common-only-common-and-routes',
      comment: 'common/ is imported by the web app and the server alike: it imports only common/, config/routes.ts and packages.',
      severity: 'error',
      from: { path: '^common/' },
      to: { pathNot: '^(common/|config/routes\\.ts$)', dependencyTypesNot: PACKAGES },
    },
    {
      name: 'common-no-node-builtins',
      comment: 'common/ runs in the browser too: no Node built-in modules (fs, path, crypto, ...).',
      severity: 'error',
      from: { path: '^common/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'domain-pure',
      comment: 'common/domain/ is pure domain math (common/domain/README.md): it imports common/domain/ and nothing else, not even packages.',
      severity: 'error',
      from: { path: '^common/domain/' },
      to: { pathNot: '^common/domain/' },
    },
    {
      name: 'mock-only-app-factory',
      comment:
        "mock/ mounts the real server: from server/ it imports only the app factory (server/appFactory.ts); otherwise mock/, common/ and packages. Server internals stay the server's.",
      severity: 'error',
      from: { path: '^mock/' },
      to: { pathNot: '^(mock/|common/|server/appFactory\\.ts$)', dependencyTypesNot: PACKAGES },
    },
    {
      name: 'page-not-to-other-page',
      comment:
        "A page (the folder of a route component in config/routes.ts, e.g. src/pages/User/Login/) never imports another page's files. " +
        'What several pages of an area share lives in the area folder outside every page (src/pages/<Area>/components/, e.g. ' +
        'src/pages/User/components/); what several areas share lives in src/components/, src/hooks/ or src/services/.',
      severity: 'error',
      from: { path: `^${PAGES}/${PAGE}` },
      to: { path: `^${PAGES}/${PAGE}`, pathNot: `^${PAGES}/$1(?:/|\\.tsx$)` },
    },
    {
      name: 'area-shared-not-to-page',
      comment: "An area's shared files (src/pages/<Area>/components/ and other files outside every page folder) serve the pages: they import no page.",
      severity: 'error',
      from: { path: `^${PAGES}/`, pathNot: `^${PAGES}/${PAGE}` },
      to: { path: `^${PAGES}/${PAGE}` },
    },
    {
      name: 'app-not-to-pages',
      comment: 'Pages are loaded by the router from config/routes.ts; the rest of the web app (components, hooks, services, session) never imports them.',
      severity: 'error',
      from: { path: '^src/', pathNot: `^${PAGES}/|${TEST_FILE}` },
      to: { path: `^${PAGES}/` },
    },
    {
      name: 'production-not-to-tests-or-scripts',
      comment: 'Shipped code never imports test helpers, fixtures or scripts.',
      severity: 'error',
      from: { path: PRODUCTION, pathNot: TEST_FILE },
      to: { path: '^(tests|scripts)/' },
    },
    {
      name: 'production-not-to-dev-dependencies',
      comment:
        "Shipped code (src, common, server) imports only package.json's dependencies: a devDependency is missing from a production install. Type-only imports are erased.",
      severity: 'error',
      from: { path: PRODUCTION, pathNot: TEST_FILE },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-circular',
      comment: 'Modules that import each other cannot be understood, tested or loaded one at a time: extract what both need.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-orphans',
      comment:
        'A module nothing imports and that imports nothing is dead code: use it or remove it. Entry points that tools load by name ' +
        '(Umi build plugins in src/umiPlugins/, jest and Playwright configs, type declarations, dotfile configs) are exempt.',
      severity: 'error',
      from: {
        orphan: true,
        pathNot: '\\.d\\.ts$|(^|/)tsconfig\\.json$|(^|/)\\.[^/]+\\.(c|m)?js$|^src/umiPlugins/|(^|/)(jest|playwright)\\.config\\.ts$',
      },
      to: {},
    },
    {
      name: 'not-to-unresolvable',
      comment: 'The import names a file or package that does not exist.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-non-package-json',
      comment: "The import names a package that package.json does not list: it arrives only as some other package's dependency.",
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'no-deprecated-core',
      comment: 'A Node built-in module that Node has deprecated.',
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['core'], path: '^(punycode|domain|constants|sys|_linklist|_stream_wrap)$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Umi's generated folders and build output are not ours to check.
    exclude: { path: '^(src/\\.umi[^/]*|dist)/' },
    // `import type` counts: a type from the server in the web app is still a dependency on the server.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
