/** English (United States). Same keys as zh-CN.ts and ar-EG.ts (tests/web/locales.test.ts). Every area file of src/locales/en-US/, in three parts and the holdings page's own (src/locales/load.ts). */
import pages from './parts/en-US-pages';
import products from './parts/en-US-products';
import shell from './parts/en-US-shell';
import position from './en-US/position';

export default { ...shell, ...pages, ...products, ...position } as Record<string, string>;
