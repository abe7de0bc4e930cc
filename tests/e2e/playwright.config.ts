/**
 * End-to-end tests: @playwright/test in Debian's Chromium against the built app, run by scripts/e2e.sh
 * (`npm run test:e2e`), which builds the app, starts both targets and passes their addresses:
 *
 * - project `mock`   (tests/e2e/mock/)   the built app with the QA mock (mock/README.md): E2E_MOCK_URL
 * - project `server` (tests/e2e/server/) the built app with a fresh real server: E2E_SERVER_URL
 *
 * This file lives next to the tests so every tool that covers tests/ (Biome, the dependency rules,
 * tests/e2e/tsconfig.json) covers it too; run it with `-c tests/e2e/playwright.config.ts`.
 * A failed test keeps its trace (DOM snapshots, no screencast; in CI, of its retry) (`npx playwright show-trace <file>`) and a screenshot of every open
 * page under test-results/e2e/; the HTML report (test-results/e2e-report/) links them.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

function targetUrl(variable: 'E2E_MOCK_URL' | 'E2E_SERVER_URL'): string {
  const url = process.env[variable];
  if (!url) throw new Error(`${variable} is not set: run the end-to-end tests through \`npm run test:e2e\` (scripts/e2e.sh starts both targets).`);
  return url.replace(/\/$/, '');
}

export default defineConfig({
  testMatch: '**/*.e2e.ts',
  outputDir: '../../test-results/e2e',
  reporter: [['list'], ['html', { open: 'never', outputFolder: '../../test-results/e2e-report' }]],
  forbidOnly: !!process.env.CI,
  // A flaky test is a defect to fix, not to retry away.
  // One retry in CI, reported as "flaky": a clean-clone run of 2026-11-27 saw the seasonal page crash once inside
  // ECharts' setOption ("reading 'group'", then dispose "__ec_inner_"), not reproduced in the run before it. The crash
  // is a product defect under investigation (see the issue notes); the retry keeps it visible without losing the run.
  retries: process.env.CI ? 1 : 0,
  // Generous limits for a shared 2-core machine: they only delay a failure, never hide one.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Tests of one target share its state (the mock's accounts, the server's published version), so each
  // target runs its files one after another in one worker; the two targets run side by side.
  fullyParallel: false,
  workers: 2,
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1366, height: 850 },
    locale: 'en-US',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // DOM snapshots of every action, kept for a failed test, but no screencast: its frames cost a fifth of the run's
    // CPU (the nine screens tests on an idle machine: 68 -> 56 s); the failure screenshot below shows the end state.
    // In CI the trace is recorded for the retry of a failed test only: recording every passing test cost 14 % of the
    // stage's CPU (the nine screens tests: 115 -> 99 core-seconds, 2026-11-27), and a failure that repeats on its retry
    // still leaves its trace. Outside CI (no retries) every test records and a failed one keeps it.
    trace: { mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // The user's "reduce motion" setting on (src/utils/reducedMotion.ts): antd opens, closes and highlights without its
    // animations and charts draw at once, which the app honours for users who ask for it. Every frame of an animation is
    // composited in software here: the whole stage took 880 -> 754 busy core-seconds (-14 %), 471 -> 404 s, 57 of the
    // 68 tests faster (2026-11-30, the same build; docs/test-run-time.md).
    reducedMotion: 'reduce',
  },
  projects: [
    { name: 'mock', testDir: './mock', workers: 1, use: { baseURL: targetUrl('E2E_MOCK_URL') } },
    { name: 'server', testDir: './server', workers: 1, use: { baseURL: targetUrl('E2E_SERVER_URL') } },
  ],
});
