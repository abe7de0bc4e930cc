/**
 * The login page does not grow (issue 9, "Speed"): the stream client is not in its bundle. Follows the static
 * imports (dynamic `import()` makes a separate chunk and is not followed) from the app's runtime entry (src/app.tsx,
 * loaded on every page) and from the login page, and checks neither reaches the stream client nor ECharts.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../../..');
const ALIASES: [string, string][] = [
  ['@/', 'src/'],
  ['@common/', 'common/'],
];
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolve(from: string, spec: string): string | null {
  let base: string | null = null;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  for (const [alias, dir] of ALIASES) if (spec.startsWith(alias)) base = path.join(ROOT, dir, spec.slice(alias.length));
  if (!base) return null; // a package: not the project's code
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext;
  return null;
}

/** Every project file and package reached by static imports from `entries`. */
function staticGraph(entries: string[]): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const todo = entries.map((e) => path.join(ROOT, e));
  while (todo.length > 0) {
    const file = todo.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, false);
    for (const ref of info.importedFiles) {
      const target = resolve(file, ref.fileName);
      if (target) todo.push(target);
      else if (!ref.fileName.startsWith('.') && !ref.fileName.startsWith('@/') && !ref.fileName.startsWith('@@/')) packages.add(ref.fileName);
    }
  }
  return { files, packages };
}

test('neither the app runtime nor the login page statically imports the stream client or ECharts', () => {
  const { files, packages } = staticGraph(['src/app.tsx', 'src/pages/User/Login/index.tsx']);
  // The walk did reach the login page's own pieces and the session code.
  expect([...files].some((f) => f.endsWith('src/pages/User/Login/PasswordLoginForm.tsx'))).toBe(true);
  expect([...files].some((f) => f.endsWith('src/session/forgetServerState.ts'))).toBe(true);
  const relative = [...files].map((f) => path.relative(ROOT, f));
  expect(relative.filter((f) => /services\/stream/.test(f))).toEqual([]);
  expect([...packages].filter((p) => /^(echarts|ws)(\/|$)/.test(p))).toEqual([]);
});
