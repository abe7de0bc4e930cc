import { createConfig } from '@umijs/max/test';

/** End-to-end tests: Chromium (playwright-core) against the built app; run through scripts/e2e.sh. */
export default {
  ...createConfig({ target: 'node', jsTransformer: 'esbuild' }),
  rootDir: '../..',
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/e2e/**/*.e2e.ts'],
  testTimeout: 60_000,
  maxWorkers: 1,
};
