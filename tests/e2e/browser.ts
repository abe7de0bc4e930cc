/**
 * Shared browser set-up for the end-to-end tests: Debian's Chromium driven by playwright-core.
 * E2E_MOCK_URL (the built app + the QA mock) and E2E_SERVER_URL (the built app + the real server) come from scripts/e2e.sh.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
}

export function mockUrl(): string {
  const url = process.env.E2E_MOCK_URL;
  if (!url) throw new Error('E2E_MOCK_URL is not set: run the e2e tests through `npm run test:e2e`');
  return url.replace(/\/$/, '');
}

export function serverUrl(): string {
  const url = process.env.E2E_SERVER_URL;
  if (!url) throw new Error('E2E_SERVER_URL is not set: run the e2e tests through `npm run test:e2e`');
  return url.replace(/\/$/, '');
}

/** A fresh context (empty localStorage) with a console-error collector. */
export async function newPage(browser: Browser, init?: { locale?: string }): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 850 }, locale: init?.locale ?? 'en-US' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, errors };
}

/** Current hash route of the page ('/home' for http://host/#/home). */
export function hashPath(page: Page): string {
  const hash = new URL(page.url()).hash.replace(/^#/, '');
  return hash.split('?')[0] || '/';
}
