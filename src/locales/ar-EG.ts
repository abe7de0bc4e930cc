/** Arabic (Egypt), right to left. Same keys as zh-CN.ts and en-US.ts (tests/web/locales.test.ts). Every area file of src/locales/ar-EG/, in two parts (src/locales/load.ts). */
import pages from './parts/ar-EG-pages';
import shell from './parts/ar-EG-shell';

export default { ...shell, ...pages } as Record<string, string>;
