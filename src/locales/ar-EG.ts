/** Arabic (Egypt), right to left. Same keys as zh-CN.ts and en-US.ts (tests/web/locales.test.ts). Every area file of src/locales/ar-EG/, in three parts and the holdings page's own (src/locales/load.ts). */
import pages from './parts/ar-EG-pages';
import products from './parts/ar-EG-products';
import shell from './parts/ar-EG-shell';
import position from './ar-EG/position';

export default { ...shell, ...pages, ...products, ...position } as Record<string, string>;
