/**
 * The `test` of every end-to-end file: Playwright's, plus `openPage`, a page in a browser context of its
 * own (own localStorage, so one test can hold several signed-in users side by side). Contexts take the
 * project's options (baseURL, viewport, locale) and are traced and screenshotted on failure like the
 * built-in `page`; they are closed when the test ends.
 */
import { test as base, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

export interface PageSetup {
  /** Session token put in localStorage before the app starts (signed in without the login page). */
  token?: string;
  /** Interface language put in localStorage (`umi_locale`) before the app starts. */
  locale?: string;
}

export interface OpenedPage {
  page: Page;
  /** Uncaught errors of the page (`pageerror`), for `expect(errors).toEqual([])`. */
  errors: string[];
}

export const test = base.extend<{ openPage: (setup?: PageSetup) => Promise<OpenedPage> }>({
  openPage: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async ({ token, locale } = {}) => {
      const context = await browser.newContext();
      contexts.push(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      if (token || locale) {
        // Once per tab: later reloads must see what the app itself stored (a removed token, a new language).
        await page.addInitScript(
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
    await Promise.all(contexts.map((context) => context.close()));
  },
});
