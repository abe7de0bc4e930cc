import { type Config, configUmiAlias, createConfig } from '@umijs/max/test';

/**
 * Two projects: `web` (jsdom; components, access, request rules, polling, locales) and
 * `api` (node; the server through fastify.inject, the mock through the same contract suite).
 */
export default async () => {
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
