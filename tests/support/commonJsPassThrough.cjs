/**
 * A jest transformer round Umi's (esbuild): the CommonJS files of node_modules go to jest as they are, everything
 * else through Umi's transformer with the options it was given.
 *
 * Why: Umi's jest preset transforms all of node_modules (`transformIgnorePatterns: ['/node_modules/(?!)']`), so on a
 * clean clone, whose jest cache is empty, every file of antd, rc-*, React, fastify, Kysely... went through esbuild and
 * came back with an inline source map, once per jest project (the cache key holds the project's config): about 28,600
 * cached files for one pass, against 18,500 with this. A file that must be transformed (ES module syntax, `import()`,
 * which jest's CommonJS registry cannot run without --experimental-vm-modules) still is; NEEDS_TRANSFORM finds the cases
 * below by their syntax, so a package's layout (es/, esm/, dist/, "type": "module") does not matter. Passing a
 * CommonJS file through unchanged is what jest does by default for node_modules. A file wrongly taken for CommonJS
 * fails loudly at load ("Cannot use import statement outside a module"), never silently.
 * Measured (docs/test-run-time.md): the SQLite pass from an empty cache, back to back: 1,233.8 -> 1,086.1 busy
 * core-seconds; a warm cache is unchanged.
 */
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');

const THIS_FILE = readFileSync(__filename);
const IN_NODE_MODULES = /[\\/]node_modules[\\/]/;
/** Files that may be CommonJS by their name (.mjs, .ts, .jsx... are always transformed). */
const SCRIPT_NAME = /\.c?js$/;
/**
 * ES module syntax or what jest's registry cannot run: an import or export statement starting a line or following a
 * `;` or `}` (minified bundles), a dynamic `import(`, `import.meta`. Also matches JSDoc types such as
 * `{import('x').T}` and the words in strings: those files are transformed needlessly, which is harmless.
 */
const NEEDS_TRANSFORM = /(?:^|[;}])[ \t]*(?:import[\s{*"']|export[\s{*])|\bimport\s*\(|\bimport\.meta\b/m;

/** True when jest can run the file as it is. */
function isPlainCommonJs(source, path) {
  return IN_NODE_MODULES.test(path) && SCRIPT_NAME.test(path) && !NEEDS_TRANSFORM.test(source);
}

module.exports = {
  /** @param {{ transformer: string, options: object }} config Umi's transformer (its path) and its options. */
  createTransformer(config) {
    const inner = require(config.transformer).default.createTransformer(config.options);
    return {
      canInstrument: false,
      getCacheKey(source, path, transformOptions) {
        return createHash('md5')
          .update(THIS_FILE)
          .update(inner.getCacheKey(source, path, transformOptions))
          .digest('hex');
      },
      process(source, path, transformOptions) {
        if (isPlainCommonJs(source, path)) return { code: source };
        return inner.process(source, path, transformOptions);
      },
    };
  },
  isPlainCommonJs,
};
