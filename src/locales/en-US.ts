/** English (United States). Same keys as zh-CN.ts and ar-EG.ts (tests/web/locales.test.ts). Every area file of src/locales/en-US/, in parts (src/locales/load.ts). */
import pageOwned from './parts/en-US-pageOwned';
import pages from './parts/en-US-pages';
import products from './parts/en-US-products';
import shell from './parts/en-US-shell';

export default { ...shell, ...pages, ...products, ...pageOwned } as Record<string, string>;
