/** `antd` for the web tests: its index with lazy exports (lazyExports.js). */
const { defineLazyExports } = require('./lazyExports');

Object.defineProperty(exports, '__esModule', { value: true });
defineLazyExports(exports, require.resolve('antd/lib/index.js'));
