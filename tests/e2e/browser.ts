/**
 * Chromium launched by playwright-core outside the Playwright test runner. Only scripts/bench.ts uses it
 * (the end-to-end tests get their browser from playwright.config.ts): delete this file once the bench
 * launches Chromium from ./chromium itself.
 */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}
