/**
 * The branded loading state (issue 8 item 15): index.html carries inline CSS and a head script that draw the
 * product name before any JavaScript loads, in the stored language and direction; while the start-up lookup is
 * pending the app shows the same screen (Umi's initial-state loading component).
 */
import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOT_LOCALE_SCRIPT, bootSplashCss } from '@/umiPlugins/bootSplash';
import { RTL_LANGUAGE_PREFIXES } from '@/constants';
import AppLoading from '@/components/AppLoading';
import arEG from '@/locales/ar-EG';
import enUS from '@/locales/en-US';
import zhCN from '@/locales/zh-CN';
import { switchLocale } from '../harness';

test('the HTML splash names the product in each language while the mount element is empty', () => {
  expect(bootSplashCss).toContain('#root:empty');
  expect(bootSplashCss).toContain(`#root:empty::after{content:${JSON.stringify(zhCN['app.title'])}}`);
  expect(bootSplashCss).toContain(`html[lang^="en"] #root:empty::after{content:${JSON.stringify(enUS['app.title'])}}`);
  expect(bootSplashCss).toContain(`html[lang^="ar"] #root:empty::after{content:${JSON.stringify(arEG['app.title'])}}`);
});

const ROOT = join(__dirname, '../../..');
const bootScript = readFileSync(join(ROOT, 'public', BOOT_LOCALE_SCRIPT), 'utf8');

test("the head script knows the app's right-to-left languages and Umi's locale key", () => {
  expect(bootScript).toContain(`/^(${RTL_LANGUAGE_PREFIXES.join('|')})/`);
  expect(bootScript).toContain("localStorage.getItem('umi_locale')");
});

test.each([
  [null, 'zh-CN', 'ltr'],
  ['en-US', 'en-US', 'ltr'],
  ['ar-EG', 'ar-EG', 'rtl'],
])('the head script sets <html lang dir> from the stored language %s before the app runs', (stored, lang, dir) => {
  if (stored) window.localStorage.setItem('umi_locale', stored);
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
  new Function(bootScript)();
  expect([document.documentElement.lang, document.documentElement.dir]).toEqual([lang, dir]);
});

test('.umirc.ts puts both into the document and the loading component into the initial-state plugin', () => {
  const config = readFileSync(join(ROOT, '.umirc.ts'), 'utf8');
  expect(config).toMatch(/styles: \[bootSplashCss, toastCss\]/);
  expect(config).toMatch(/headScripts: \[BOOT_LOCALE_SCRIPT\]/);
  expect(config).toMatch(/initialState: \{ loading: '@\/components\/AppLoading' \}/);
  expect(config).toMatch(/favicons: \['\/favicon\.svg'\]/);
});

test.each([
  ['en-US', 'Commodity Console', 'Loading the console…'],
  ['ar-EG', arEG['app.title'], arEG['app.loading']],
] as const)('while user_info is pending (%s): the branded screen with the product name', (locale, title, hint) => {
  switchLocale(locale);
  render(<AppLoading />);
  const status = screen.getByRole('status');
  expect(status).toHaveClass('app-boot');
  expect(status).toHaveTextContent(title);
  expect(status).toHaveTextContent(hint);
});
