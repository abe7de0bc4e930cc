/** Arabic (Egypt), right to left. Same keys as zh-CN.ts and en-US.ts (tests/web/locales.test.ts). Every area file of src/locales/ar-EG/, in parts (src/locales/load.ts). */
import pageOwned from './parts/ar-EG-pageOwned';
import pages from './parts/ar-EG-pages';
import products from './parts/ar-EG-products';
import shell from './parts/ar-EG-shell';

export default { ...shell, ...pages, ...products, ...pageOwned } as Record<string, string>;
