/**
 * The `test` of every end-to-end file: Playwright's, plus `openPage`, a page in a browser context of its
 * own (own localStorage, so one test can hold several signed-in users side by side). Contexts take the
 * project's options (baseURL, viewport, locale) and are traced and screenshotted on failure like the
 * built-in `page`.
 *
 * A test's pages are reused by the worker's next tests (pagePool.ts): a new tab costs Chromium about 2.5
 * core-seconds on the 2-core machine (its renderer processes), a quarter of what a typical test spends
 * (docs/test-run-time.md). Each reuse starts from an empty origin: storage, cookies, viewport, listeners and
 * the previous document are gone; a page whose test changed what cannot be reset (init scripts of its own,
 * routes, the fake clock, permissions) is closed instead. `fresh: true` asks for a new context (a cold HTTP
 * cache, for the tests of how the app is delivered).
 */
import { test as base } from '@playwright/test';
import { PagePool, type PooledPage } from './pagePool';

export { expect } from '@playwright/test';

export interface PageSetup {
  /** Session token put in localStorage before the app starts (signed in without the login page). */
  token?: string;
  /** Interface language put in localStorage (`umi_locale`) before the app starts. */
  locale?: string;
  /** A new browser context with a cold HTTP cache, closed when the test ends (not one of the worker's reused pages). */
  fresh?: boolean;
}

export interface OpenedPage {
  page: import('@playwright/test').Page;
  /** Uncaught errors of the page (`pageerror`), for `expect(errors).toEqual([])`. */
  errors: string[];
}

export const test = base.extend<{ openPage: (setup?: PageSetup) => Promise<OpenedPage> }, { pagePool: PagePool }>({
  pagePool: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const pool = new PagePool();
      await use(pool);
      await pool.close();
    },
    { scope: 'worker' },
  ],
  openPage: async ({ browser, pagePool, baseURL }, use, testInfo) => {
    const taken: PooledPage[] = [];
    await use(async ({ token, locale, fresh } = {}) => {
      const pooled = await pagePool.take(browser, { origin: baseURL ?? '', fresh: !!fresh });
      taken.push(pooled);
      const { page } = pooled;
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      if (token || locale) {
        // Once per tab: later reloads must see what the app itself stored (a removed token, a new language).
        await pooled.addOwnInitScript(
          ([t, lang]) => {
            if (window.sessionStorage.getItem('e2e-init')) return;
            window.sessionStorage.setItem('e2e-init', '1');
            if (t) window.localStorage.setItem('accessToken', t);
            if (lang) window.localStorage.setItem('umi_locale', lang);
          },
          [token, locale] as const,
        );
      }
      return { page, errors };
    });
    // A failed test's worker is replaced, so its pages are never reused.
    const passed = testInfo.status === testInfo.expectedStatus;
    await Promise.all(taken.map((pooled) => pagePool.give(pooled, { reusable: passed })));
  },
});
