import { type Config, configUmiAlias, createConfig } from '@umijs/max/test';

/**
 * Two projects: `web` (jsdom; components, access, request rules, polling, locales) and
 * `api` (node; the server through fastify.inject, the mock through the same contract suite).
 */
/**
 * `--selectProjects` takes every word after it: `jest --selectProjects api tests/api/x.test.ts` reads the path as a
 * second project name and silently runs the whole `api` project (many minutes). Refuse that with the fix.
 */
function refuseUnknownProjects(known: readonly string[]): void {
  const at = process.argv.indexOf('--selectProjects');
  if (at < 0) return;
  const names = [];
  for (const arg of process.argv.slice(at + 1)) {
    if (arg.startsWith('-')) break;
    names.push(arg);
  }
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `jest: --selectProjects read ${unknown.join(', ')} as project names (known: ${known.join(', ')}). ` +
        'Put test paths before --selectProjects: npx jest tests/api/x.test.ts --selectProjects api',
    );
  }
}

export default async () => {
  refuseUnknownProjects(['web', 'api']);
  const web: Config.InitialOptions = await configUmiAlias({
    ...createConfig({
      target: 'browser',
      jsTransformer: 'esbuild',
      // `supported`: compile import() to require() so lazily loaded modules (React.lazy, on-demand
      // services) load in jest without --experimental-vm-modules.
      jsTransformerOpts: { jsx: 'automatic', supported: { 'dynamic-import': false } },
    }),
  });
  const node = createConfig({ target: 'node', jsTransformer: 'esbuild' });
  // testTimeout is a global option: jest warns when a project carries it.
  delete web.testTimeout;
  delete node.testTimeout;
  return {
    testTimeout: 30_000,
    projects: [
      {
        ...web,
        displayName: 'web',
        testMatch: ['<rootDir>/tests/web/**/*.test.(ts|tsx)', '<rootDir>/src/**/*.test.(ts|tsx)'],
        setupFiles: [...(web.setupFiles ?? []), '<rootDir>/tests/web/setupEnv.ts'],
        setupFilesAfterEnv: ['<rootDir>/tests/web/setupTests.ts'],
      },
      {
        ...node,
        displayName: 'api',
        testEnvironment: 'node',
        testMatch: [
          '<rootDir>/tests/api/**/*.test.ts',
          '<rootDir>/tests/contract/**/*.test.ts',
          '<rootDir>/tests/domain/**/*.test.ts',
          '<rootDir>/tests/market/**/*.test.ts',
        ],
      },
    ],
  };
};
