/**
 * Lazy exports of a package index built by Babel to CommonJS (antd's `lib/index.js`, the icons' `lib/icons/index.js`).
 * Such an index requires every export's module when it loads: `import { Button } from 'antd'` loads all 74
 * components with their dependencies, and `import { EyeOutlined } from '@ant-design/icons'` all 831 icons, in every
 * test file (jest keeps one module registry per file). Read from the index's own source, each export becomes a getter
 * that requires its module on first use: the same values (lazyAntd.test.ts compares every one), loaded when used.
 * Only for the web tests (jest.config.ts moduleNameMapper); the build bundles the packages' ES modules and shakes them.
 */
const fs = require('node:fs');
const path = require('node:path');

/** `Object.defineProperty(exports, "Name", { enumerable: true, get: function () { return _var.default; } })` */
const EXPORT = /Object\.defineProperty\(exports, "(\w+)", \{\s*enumerable: true,\s*get: function(?: get)? ?\(\) \{\s*return (_\w+)(?:\.(\w+))?;/g;
/** `var _var = _interopRequireDefault(require("./module"))`, with Wildcard, or a plain require. */
const VARIABLE = /var (_\w+) = (_interopRequire(?:Default|Wildcard)\()?require\("(\.[^"]+)"\)/g;

/**
 * Defines on `target` a getter per export of the index at `indexFile`; returns the names defined. An export the two
 * patterns do not describe throws here, so a new package layout fails loudly instead of losing an export.
 */
function defineLazyExports(target, indexFile) {
  const source = fs.readFileSync(indexFile, 'utf8');
  const dir = path.dirname(indexFile);
  const modules = new Map();
  for (const [, name, interop, request] of source.matchAll(VARIABLE)) modules.set(name, { file: path.join(dir, request), interop: Boolean(interop) });
  const names = [];
  for (const [, exportName, variable, property] of source.matchAll(EXPORT)) {
    const module = modules.get(variable);
    if (!module) throw new Error(`lazyExports: ${indexFile} exports ${exportName} from ${variable}, which is not a require`);
    Object.defineProperty(target, exportName, {
      enumerable: true,
      configurable: true,
      get() {
        const loaded = require(module.file);
        // interopRequireDefault wraps a module without __esModule as { default: module }.
        const value = module.interop && !loaded.__esModule && property === 'default' ? loaded : property ? loaded[property] : loaded;
        Object.defineProperty(target, exportName, { enumerable: true, configurable: true, value });
        return value;
      },
    });
    names.push(exportName);
  }
  return names;
}

module.exports = { defineLazyExports };
