/**
 * The jest transform of every project (tests/support/commonJsPassThrough.cjs, set in jest.config.ts): node_modules'
 * CommonJS files pass through unchanged; ES modules, wherever a package keeps them, are still compiled by Umi's
 * transformer. Read on the project's real node_modules.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createConfig } from '@umijs/max/test';

// A CommonJS file of the test set-up (jest's own transformers are CommonJS).
const passThrough = require('../support/commonJsPassThrough.cjs') as {
  isPlainCommonJs(source: string, path: string): boolean;
  createTransformer(config: { transformer: string; options: object }): {
    process(source: string, path: string, options: unknown): { code: string };
  };
};

/** A file of the project's node_modules (read by path: packages' export maps hide most of these). */
const file = (inPackages: string) => {
  const path = join(process.cwd(), 'node_modules', inPackages);
  return { path, source: readFileSync(path, 'utf8') };
};
const plain = ({ source, path }: { source: string; path: string }) => passThrough.isPlainCommonJs(source, path);

test('a CommonJS file of a package passes through', () => {
  expect(plain(file('antd/lib/button/index.js'))).toBe(true);
  expect(plain(file('react-dom/cjs/react-dom.development.js'))).toBe(true);
});

test('ES modules are transformed: an es/ folder, a "type": "module" package, a .esm.js file, minified exports', () => {
  expect(plain(file('antd/es/button/index.js'))).toBe(false);
  // content-disposition 1.x: "type": "module", its code in dist/.
  expect(plain(file('content-disposition/dist/index.js'))).toBe(false);
  expect(plain(file('marked/lib/marked.esm.js'))).toBe(false);
  const at = '/x/node_modules/pkg/index.js';
  expect(plain({ path: at, source: 'var a=1;export{a as default};' })).toBe(false);
  expect(plain({ path: at, source: 'const m = () => import("./m.js");' })).toBe(false);
  expect(plain({ path: at, source: 'module.exports = { url: import.meta.url };' })).toBe(false);
  expect(plain({ path: at, source: '"use strict";\nmodule.exports = require("./exports");' })).toBe(true);
});

test('files outside node_modules, and other extensions, are always transformed', () => {
  expect(plain({ path: '/x/src/a.js', source: 'module.exports = 1;' })).toBe(false);
  expect(plain({ path: '/x/node_modules/pkg/a.mjs', source: 'module.exports = 1;' })).toBe(false);
  expect(plain({ path: '/x/node_modules/pkg/a.ts', source: 'module.exports = 1;' })).toBe(false);
});

test("the transformer returns a CommonJS file unchanged and compiles an ES module with Umi's transformer", () => {
  const [, entry] = Object.entries(createConfig({ target: 'node', jsTransformer: 'esbuild' }).transform ?? {})[0];
  const [transformer, options] = entry as [string, object];
  const transform = passThrough.createTransformer({ transformer, options });
  const jestOptions = { config: { rootDir: process.cwd(), globals: {} }, configString: '{}', instrument: false };
  const cjs = file('antd/lib/button/index.js');
  expect(transform.process(cjs.source, cjs.path, jestOptions).code).toBe(cjs.source);
  const esm = file('antd/es/button/index.js');
  const compiled = transform.process(esm.source, esm.path, jestOptions).code;
  expect(compiled).not.toMatch(/^import /m);
  expect(compiled).toContain('require(');
});
