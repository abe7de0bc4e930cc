/**
 * The branded loading state from the first byte (issue 8 item 15): inline CSS in index.html (`.umirc.ts` `styles`), so it shows before any JavaScript has loaded and adds nothing to the login
 * page's JS. While the mount element is empty the CSS draws the product name and a
 * spinner; once the app renders, `src/components/AppLoading.tsx` (Umi's initial-state loading, shown while
 * `user_info` is pending) draws the same with the same classes. A tiny head script (public/boot-locale.js) sets
 * `<html lang dir>` from the stored language (`umi_locale`) so the name and the direction are right before the
 * app's own code runs.
 * Each language's name is its `app.title`, read from the locale files (no second copy).
 */
import arEG from '../locales/ar-EG/pages';
import enUS from '../locales/en-US/pages';
import zhCN from '../locales/zh-CN/pages';

const TITLES: [lang: string, title: string][] = [
  ['en', enUS['app.title']],
  ['ar', arEG['app.title']],
];
const DEFAULT_TITLE = zhCN['app.title'];

const cssString = (text: string) => JSON.stringify(text);

export const bootSplashCss = [
  '#root:empty,.app-boot{position:fixed;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;',
  'background:#f5f7fa;color:#1f2937;font:600 20px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI","PingFang SC","Microsoft YaHei","Noto Sans Arabic",sans-serif}',
  '#root:empty::before,.app-boot-spinner{content:"";box-sizing:border-box;width:36px;height:36px;border-radius:50%;border:3px solid #d6e4ff;border-top-color:#1677ff;animation:app-boot-spin .8s linear infinite}',
  `#root:empty::after{content:${cssString(DEFAULT_TITLE)}}`,
  ...TITLES.map(([lang, title]) => `html[lang^="${lang}"] #root:empty::after{content:${cssString(title)}}`),
  '.app-boot-hint{font-size:14px;font-weight:400;color:#6b7280}',
  '@keyframes app-boot-spin{to{transform:rotate(360deg)}}',
  '@media (prefers-reduced-motion:reduce){#root:empty::before,.app-boot-spinner{animation-duration:3s}}',
].join('');

/** The head script that sets `<html lang dir>` from the stored language first (a file: the CSP allows no inline script). */
export const BOOT_LOCALE_SCRIPT = '/boot-locale.js';
