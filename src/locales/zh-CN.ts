/** Simplified Chinese, the default and fallback language. Same keys as en-US.ts and ar-EG.ts (tests/web/locales.test.ts). Every area file of src/locales/zh-CN/, in parts (src/locales/load.ts). */
import pageOwned from './parts/zh-CN-pageOwned';
import pages from './parts/zh-CN-pages';
import products from './parts/zh-CN-products';
import shell from './parts/zh-CN-shell';

export default { ...shell, ...pages, ...products, ...pageOwned } as Record<string, string>;
