/** Simplified Chinese, the default and fallback language. Same keys as en-US.ts and ar-EG.ts (tests/web/locales.test.ts). Every area file of src/locales/zh-CN/, in two parts (src/locales/load.ts). */
import pages from './parts/zh-CN-pages';
import shell from './parts/zh-CN-shell';

export default { ...shell, ...pages } as Record<string, string>;
