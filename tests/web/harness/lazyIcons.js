/**
 * `@ant-design/icons` for the web tests: the icon components load on first use (lazyExports.js); the package's own
 * parts (the Icon base as default, IconProvider, createFromIconfontCN, the two-tone colour functions) as its index has them.
 */
const { defineLazyExports } = require('./lazyExports');

const lib = (file) => require(require.resolve(`@ant-design/icons/lib/${file}`));
const interop = (module) => (module?.__esModule ? module : { default: module });

Object.defineProperty(exports, '__esModule', { value: true });
defineLazyExports(exports, require.resolve('@ant-design/icons/lib/icons/index.js'));
exports.IconProvider = interop(lib('components/Context')).default.Provider;
exports.createFromIconfontCN = interop(lib('components/IconFont')).default;
exports.default = interop(lib('components/Icon')).default;
const twoTone = lib('components/twoTonePrimaryColor');
for (const key of Object.keys(twoTone)) if (key !== 'default' && key !== '__esModule') exports[key] = twoTone[key];
