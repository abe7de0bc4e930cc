/** English (United States). Same keys as zh-CN.ts and ar-EG.ts (tests/web/locales.test.ts). Every area file of src/locales/en-US/, in two parts (src/locales/load.ts). */
import pages from './parts/en-US-pages';
import shell from './parts/en-US-shell';

export default { ...shell, ...pages } as Record<string, string>;
