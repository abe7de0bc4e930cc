// First: it turns Umi's file logger off before Umi's modules read the setting.
import './tests/support/noUmiFileLogger.cjs';
import { type Config, configUmiAlias, createConfig } from '@umijs/max/test';

/**
 * Five projects:
 * - `web` (jsdom): components, pages, access, request rules, polling, locales;
 * - `web-unit` (jsdom, `tests/web/**\/*.unit.test.ts`): the web app's functions tested without rendering, without the
 *   per-file set-up only rendering needs (tests/web/setupUnit.ts); a file whose imports load Umi's runtime anyway
 *   (the request layer, `@umijs/max`, the harness) stays a `.test.ts` in `web`;
 * - `node`: everything on Node that needs no database server: domain math (tests/domain), market units
 *   (tests/market), server modules alone (tests/server), and the QA mock through Umi's mock entry (its server runs on
 *   an in-memory SQLite whatever the run's database);
 * - `api`: the server through fastify.inject on a real database: SQLite, and PostgreSQL with TEST_DATABASE_URL
 *   (scripts/test-all.sh runs this project twice, the others once);
 * - `http`: the server's transport over a real app (tests/http), whose behaviour does not depend on the database:
 *   SQLite only.
 */
/**
 * `--selectProjects` takes every word after it: `jest --selectProjects api tests/api/x.test.ts` reads the path as a
 * second project name and silently runs the whole `api` project (many minutes). Refuse that with the fix.
 */
function refuseUnknownProjects(known: readonly string[]): void {
  const unknown = (selectedProjects() ?? []).filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `jest: --selectProjects read ${unknown.join(', ')} as project names (known: ${known.join(', ')}). ` +
        'Put test paths before --selectProjects: npx jest tests/api/x.test.ts --selectProjects api',
    );
  }
}

/** The projects `--selectProjects` names, or null when it is not given (every project runs). */
function selectedProjects(): string[] | null {
  const at = process.argv.indexOf('--selectProjects');
  if (at < 0) return null;
  const names = [];
  for (const arg of process.argv.slice(at + 1)) {
    if (arg.startsWith('-')) break;
    names.push(arg);
  }
  return names;
}

/**
 * Umi's transform with node_modules' CommonJS files passed through as they are (tests/support/commonJsPassThrough.cjs):
 * Umi's preset transforms all of node_modules, which a clean clone's empty cache paid for in every project.
 */
function passCommonJsThrough(transform: Config.InitialOptions['transform']): Config.InitialOptions['transform'] {
  return Object.fromEntries(
    Object.entries(transform ?? {}).map(([pattern, entry]) => {
      const [transformer, options] = Array.isArray(entry) ? entry : [entry, {}];
      return [pattern, ['<rootDir>/tests/support/commonJsPassThrough.cjs', { transformer, options }]];
    }),
  );
}

/** The web-unit project's test files, which the web project leaves out. */
const UNIT_TEST = '\\.unit\\.test\\.ts$';

/**
 * The web project: Umi's aliases come from running Umi's setup (about 15 s of CPU, and it rewrites src/.umi-test),
 * so a run that does not select the web project does not build it.
 */
async function webProject(): Promise<Config.InitialOptions> {
  const web: Config.InitialOptions = await configUmiAlias({
    ...createConfig({
      target: 'browser',
      jsTransformer: 'esbuild',
      // `supported`: compile import() to require() so lazily loaded modules (React.lazy, on-demand
      // services) load in jest without --experimental-vm-modules.
      jsTransformerOpts: { jsx: 'automatic', supported: { 'dynamic-import': false } },
    }),
  });
  // testTimeout is a global option: jest warns when a project carries it.
  delete web.testTimeout;
  web.transform = passCommonJsThrough(web.transform);
  // antd's and the icons' CommonJS indexes load every component and icon in every test file; these load each on
  // first use, with the same values (tests/web/harness/lazyExports.js, checked by tests/web/lazyAntd.test.ts).
  web.moduleNameMapper = {
    ...web.moduleNameMapper,
    '^antd$': '<rootDir>/tests/web/harness/lazyAntd.js',
    '^@ant-design/icons$': '<rootDir>/tests/web/harness/lazyIcons.js',
  };
  return {
    ...web,
    displayName: 'web',
    // jest's jsdom environment with jsdom's style cascade indexed: the same answers, a fraction of the cost
    // (tests/web/harness/styleRuleIndex.js).
    testEnvironment: '<rootDir>/tests/web/jsdomEnvironment.js',
    testMatch: ['<rootDir>/tests/web/**/*.test.(ts|tsx)', '<rootDir>/src/**/*.test.(ts|tsx)'],
    // The web-unit project's files (below).
    testPathIgnorePatterns: [...(web.testPathIgnorePatterns ?? []), UNIT_TEST],
    setupFiles: [...(web.setupFiles ?? []), '<rootDir>/tests/web/setupEnv.ts'],
    setupFilesAfterEnv: ['<rootDir>/tests/web/setupTests.ts'],
  };
}

/**
 * The web app's functions tested without rendering (`tests/web/**\/*.unit.test.ts`): the web project's transform and
 * aliases, none of its per-file set-up (Umi's plugin runtime, the request layer, Testing Library: tests/web/setupUnit.ts).
 */
function webUnitProject(web: Config.InitialOptions): Config.InitialOptions {
  return {
    ...web,
    displayName: 'web-unit',
    testEnvironment: '<rootDir>/tests/web/jsdomEnvironment.js',
    testMatch: ['<rootDir>/tests/web/**/*.unit.test.ts'],
    testPathIgnorePatterns: (web.testPathIgnorePatterns ?? []).filter((pattern) => pattern !== UNIT_TEST),
    setupFilesAfterEnv: ['<rootDir>/tests/web/setupUnit.ts'],
  };
}

/** The web and web-unit projects, when selected (both need Umi's aliases, see webProject). */
async function webProjects(selected: readonly string[]): Promise<Config.InitialOptions[]> {
  if (!selected.includes('web') && !selected.includes('web-unit')) return [];
  const web = await webProject();
  return [...(selected.includes('web') ? [web] : []), ...(selected.includes('web-unit') ? [webUnitProject(web)] : [])];
}

/**
 * The environment of the Node-side projects: jest's own, in a context whose global object has no interceptors
 * (tests/support/nodeEnvironment.js): the node project ran in 105.8 s instead of 200.6.
 */
const NODE_ENVIRONMENT = '<rootDir>/tests/support/nodeEnvironment.js';

const PROJECTS = ['web', 'web-unit', 'node', 'api', 'http'];

export default async () => {
  refuseUnknownProjects(PROJECTS);
  const selected = selectedProjects() ?? PROJECTS;
  // import() compiled to require() here too: the server loads heavy modules on first use (exceljs), and jest's module
  // registry cannot run a native dynamic import without --experimental-vm-modules.
  const nodeBase = createConfig({ target: 'node', jsTransformer: 'esbuild', jsTransformerOpts: { supported: { 'dynamic-import': false } } });
  delete nodeBase.testTimeout;
  nodeBase.transform = passCommonJsThrough(nodeBase.transform);
  const node: Config.InitialOptions = {
    ...nodeBase,
    displayName: 'node',
    testEnvironment: NODE_ENVIRONMENT,
    testMatch: [
      '<rootDir>/tests/domain/**/*.test.ts',
      '<rootDir>/tests/market/**/*.test.ts',
      '<rootDir>/tests/server/**/*.test.ts',
      '<rootDir>/tests/contract/mock*.test.ts',
      '<rootDir>/tests/contract/umiMock*.test.ts',
    ],
  };
  const api: Config.InitialOptions = {
    ...nodeBase,
    displayName: 'api',
    testEnvironment: NODE_ENVIRONMENT,
    testMatch: ['<rootDir>/tests/api/**/*.test.ts', '<rootDir>/tests/contract/server.test.ts'],
  };
  // The server's transport (compression, body and connection limits, the stream's protocol and flow control, framework
  // errors, the S3 client): through a real app like `api`, but nothing in them depends on the database underneath, so
  // they run on SQLite only and the PostgreSQL pass (`--selectProjects api`) leaves them out.
  const http: Config.InitialOptions = { ...api, displayName: 'http', testMatch: ['<rootDir>/tests/http/**/*.test.ts'] };
  return {
    testTimeout: 30_000,
    // jest's default is one worker fewer than the cores: one worker on the two-core machines this project runs on.
    maxWorkers: 2,
    // A worker whose heap is over this after a test file is replaced by a fresh one. Without a limit the workers reach
    // 1.3 GB and more, and freeing that much when the run ends took more than jest's 500 ms ("A worker process has failed
    // to exit gracefully and has been force exited", 2026-11-29; tests/support/quickExit.js now ends a worker without
    // that disposal). Not lower: a fresh worker loses V8's compilation cache of the modules every file loads again
    // (antd, React, jsdom...), so the web project took 514-547 busy core-seconds at 700 MB against 430-448 at 1,400 MB,
    // back to back (docs/test-run-time.md).
    workerIdleMemoryLimit: '1400MB',
    // One id and folder per run for the template databases the API apps are copied from (tests/api/templateDatabase.ts).
    globalSetup: '<rootDir>/tests/support/jestGlobalSetup.cjs',
    globalTeardown: '<rootDir>/tests/support/jestGlobalTeardown.cjs',
    projects: [...(await webProjects(selected)), node, api, http],
  };
};
