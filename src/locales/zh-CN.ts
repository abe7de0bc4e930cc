/** Simplified Chinese, the default and fallback language. Same keys as en-US.ts and ar-EG.ts (tests/web/locales.test.ts). Every area file of src/locales/zh-CN/, in three parts and the holdings page's own (src/locales/load.ts). */
import pages from './parts/zh-CN-pages';
import products from './parts/zh-CN-products';
import shell from './parts/zh-CN-shell';
import position from './zh-CN/position';

export default { ...shell, ...pages, ...products, ...position } as Record<string, string>;
