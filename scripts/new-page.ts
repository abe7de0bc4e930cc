/**
 * `npm run new:page -- <route path> [--name <feature>] [--folder <Area>/<Feature>] [--dry-run] [--root <dir>]`
 *
 * Turns a placeholder route of config/routes.ts into a page of its own, the first step of the recipe in
 * docs/adding-a-feature.md:
 *  - src/pages/<Folder>/index.tsx: the page's menu title and what it will hold (the route's placeholder sentence);
 *  - src/locales/<lang>/<feature>.ts for zh-CN, en-US and ar-EG with `<feature>.intro` (the sentence moves out of
 *    placeholder.ts, as the locale test wants a sentence for placeholder pages only), registered in src/locales/<lang>.ts;
 *  - config/routes.ts: the route's component becomes the new folder;
 *  - tests/web/<feature>/page.test.tsx: the page renders its title and sentence in the three languages.
 * It shows no sample data and registers no endpoint: service.ts, data.d.ts, components/, the contract module and
 * the server plugin come with the feature's first endpoint (an empty module would be dead code), as the printed
 * next steps say.
 *
 * --name: the feature's one name across layers (default: the route's name, e.g. `basis`); --folder: the page folder
 * under src/pages (default: the route path in PascalCase, `/tool/calculator/basis` -> `Tool/Calculator/Basis`);
 * --dry-run: print what would be written and change nothing; --root: work on another copy of the repository.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouteConfig } from '../config/routes';

const LANGS = ['zh-CN', 'en-US', 'ar-EG'] as const;
type Lang = (typeof LANGS)[number];

interface Options {
  routePath: string;
  name?: string;
  folder?: string;
  dryRun: boolean;
  root: string;
}

interface Change {
  file: string;
  /** New content of the whole file. */
  content: string;
  /** For the dry run: what changes in an existing file; undefined for a new file. */
  edit?: string;
}

class UsageError extends Error {}

function parseArgs(argv: string[]): Options {
  const options: Options = { routePath: '', dryRun: false, root: path.join(__dirname, '..') };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new UsageError(`${arg} needs a value`);
      return next;
    };
    if (arg === '--dry-run') options.dryRun = true;
    else if (arg === '--name') options.name = value();
    else if (arg === '--folder') options.folder = value();
    else if (arg === '--root') options.root = path.resolve(value());
    else if (arg.startsWith('/') && !options.routePath) options.routePath = arg;
    else throw new UsageError(`unexpected argument: ${arg}`);
  }
  if (!options.routePath) throw new UsageError('give the route path of config/routes.ts, e.g. /tool/calculator/basis');
  return options;
}

/** The named routes from the top of the tree down to the route with `routePath`. */
function findChain(routes: RouteConfig[], routePath: string): RouteConfig[] | null {
  for (const route of routes) {
    if (route.path === routePath && !route.routes) return [route];
    if (route.routes) {
      const inner = findChain(route.routes, routePath);
      if (inner) return route.name ? [route, ...inner] : inner;
    }
  }
  return null;
}

const pascal = (segment: string) => segment.replace(/(^|[_-])([a-zA-Z0-9])/g, (_m, _sep, c: string) => c.toUpperCase());
const rel = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/');
const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** `'key': 'text',` in a locale file: the string literal as written (escapes kept) and the whole entry. */
function findLocaleEntry(source: string, key: string): { literal: string; entry: string } | null {
  const pattern = new RegExp(
    `\\n[ \\t]*${quote(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\s*('(?:\\\\.|[^'\\\\])*'|"(?:\\\\.|[^"\\\\])*"),?[ \\t]*(?=\\n)`,
  );
  const match = pattern.exec(source);
  return match ? { literal: match[1], entry: match[0] } : null;
}

/** Adds `import <name> from './<lang>/<name>';` and `...<name>` to src/locales/<lang>.ts. */
function registerLocale(source: string, lang: Lang, name: string): string {
  const importLine = `import ${name} from './${lang}/${name}';`;
  if (source.includes(importLine)) return source;
  const imports = [...source.matchAll(/^import .*;$/gm)];
  const lastImport = imports[imports.length - 1];
  const exportAt = source.indexOf('export default {');
  if (!lastImport || exportAt < 0) throw new Error(`src/locales/${lang}.ts: expected imports and \`export default { ... }\``);
  const close = source.indexOf('}', exportAt);
  const body = source.slice(exportAt, close);
  const spread = body.includes('\n') ? `  ...${name},\n` : `, ...${name} `;
  const withSpread = body.includes('\n')
    ? `${source.slice(0, close)}${spread}${source.slice(close)}`
    : `${source.slice(0, close).replace(/\s*$/, '')}${spread}${source.slice(close)}`;
  const at = (lastImport.index ?? 0) + lastImport[0].length;
  return `${withSpread.slice(0, at)}\n${importLine}${withSpread.slice(at)}`;
}

/** Points the route's `component: placeholder` at the new folder. */
function switchRoute(source: string, routePath: string, folder: string): string {
  const pathAt = source.indexOf(`path: ${quote(routePath)}`);
  if (pathAt < 0) throw new Error(`config/routes.ts: no \`path: ${quote(routePath)}\``);
  const nextPath = source.indexOf('path: ', pathAt + 1);
  const end = nextPath < 0 ? source.length : nextPath;
  const componentAt = source.indexOf('component: placeholder', pathAt);
  if (componentAt < 0 || componentAt > end) throw new Error(`config/routes.ts: ${routePath} does not use \`component: placeholder\``);
  return `${source.slice(0, componentAt)}component: ${quote(`./${folder}`)}${source.slice(componentAt + 'component: placeholder'.length)}`;
}

function pageSource(o: { routePath: string; menuKey: string; introKey: string; component: string }): string {
  return `/**
 * ${o.routePath}: the page's title and what it will hold (\`${o.introKey}\`), until its content is built
 * (docs/adding-a-feature.md).
 */
import { PageContainer } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Card, Typography } from 'antd';

export default function ${o.component}() {
  const intl = useIntl();
  return (
    <PageContainer title={intl.formatMessage({ id: '${o.menuKey}' })}>
      <Card>
        <Typography.Paragraph>{intl.formatMessage({ id: '${o.introKey}' })}</Typography.Paragraph>
      </Card>
    </PageContainer>
  );
}
`;
}

function localeSource(o: { routePath: string; introKey: string; literal: string }): string {
  return `/** ${o.routePath}. */
export default {
  ${quote(o.introKey)}: ${o.literal},
};
`;
}

/**
 * The page test, through the one page-test harness of tests/web (tests/web/harness: the real locale files, where
 * a missing key throws). The expected texts are the ones the generator moved, so the test fails when a language
 * loses its text.
 */
function pageTestSource(o: { routePath: string; folder: string; component: string; texts: Record<Lang, string>; titles: Record<Lang, string> }): string {
  const cases = LANGS.map((lang) => `  ['${lang}', ${quote(o.titles[lang])}, ${quote(o.texts[lang])}],`).join('\n');
  return `/** ${o.routePath}: the page's title and what it will hold, in every language. */
import { screen } from '@testing-library/react';
import ${o.component} from '@/pages/${o.folder}';
import { type Locale, makeUser, renderPage } from '../harness';

test.each<[Locale, string, string]>([
${cases}
])('in %s', (locale, title, sentence) => {
  renderPage(<${o.component} />, { user: makeUser({ paths: [${quote(o.routePath)}] }), locale, path: ${quote(o.routePath.replace(/\*$/, ''))} });
  expect(screen.getByText(title)).toBeInTheDocument();
  expect(screen.getByText(sentence)).toBeInTheDocument();
});
`;
}

/** The text of a locale string literal as written in the file (single or double quotes, simple escapes). */
const literalText = (literal: string) => literal.slice(1, -1).replace(/\\(.)/g, '$1');

async function plan(o: Options): Promise<{ changes: Change[]; feature: string; folder: string; access: string }> {
  const routesFile = path.join(o.root, 'config/routes.ts');
  const routes: RouteConfig[] = (await import(pathToFileURL(routesFile).href)).default;
  const chain = findChain(routes, o.routePath);
  if (!chain) throw new UsageError(`no route ${o.routePath} in config/routes.ts: add it first (docs/adding-a-feature.md, step 1)`);
  const route = chain[chain.length - 1];
  if (route.component !== './Placeholder') {
    throw new UsageError(`${o.routePath} shows ${route.component ?? 'no component'}, not the placeholder: its page exists already`);
  }
  if (!route.access) throw new UsageError(`${o.routePath} has no access key in config/routes.ts`);
  const feature = o.name ?? route.name ?? '';
  if (!/^[a-z][A-Za-z0-9]*$/.test(feature)) throw new UsageError(`the feature name must be camelCase letters and digits, got "${feature}"`);
  const folder =
    o.folder ??
    o.routePath
      .split('/')
      .filter((s) => s && s !== '*')
      .map(pascal)
      .join('/');
  if (!/^[A-Z][A-Za-z0-9]*(\/[A-Z][A-Za-z0-9]*)*$/.test(folder)) throw new UsageError(`the folder must be PascalCase segments, got "${folder}"`);
  const component = folder.split('/').pop() as string;
  const names = chain.map((r) => r.name as string);
  const menuKey = `menu.${names.join('.')}`;
  const placeholderKey = `placeholder.${names.join('.')}`;
  const introKey = `${feature}.intro`;

  const read = (file: string) => fs.readFileSync(path.join(o.root, file), 'utf8');
  const exists = (file: string) => fs.existsSync(path.join(o.root, file));
  const pageDir = `src/pages/${folder}`;
  const testFile = `tests/web/${feature}/page.test.tsx`;
  for (const file of [pageDir, testFile]) if (exists(file)) throw new UsageError(`${file} exists already`);

  const changes: Change[] = [];
  const texts = {} as Record<Lang, string>;
  const titles = {} as Record<Lang, string>;
  for (const lang of LANGS) {
    const placeholderFile = `src/locales/${lang}/placeholder.ts`;
    const placeholders = read(placeholderFile);
    const found = findLocaleEntry(placeholders, placeholderKey);
    if (!found) throw new Error(`${placeholderFile}: no ${placeholderKey}`);
    const menu = findLocaleEntry(read(`src/locales/${lang}/menu.ts`), menuKey);
    if (!menu) throw new Error(`src/locales/${lang}/menu.ts: no ${menuKey}`);
    texts[lang] = literalText(found.literal);
    titles[lang] = literalText(menu.literal);
    changes.push({ file: placeholderFile, content: placeholders.replace(found.entry, ''), edit: `remove ${placeholderKey} (moves to ${introKey})` });

    const localeFile = `src/locales/${lang}/${feature}.ts`;
    if (exists(localeFile)) {
      const current = read(localeFile);
      const close = current.lastIndexOf('};');
      if (close < 0 || findLocaleEntry(current, introKey)) throw new UsageError(`${localeFile}: cannot add ${introKey}`);
      changes.push({
        file: localeFile,
        content: `${current.slice(0, close)}  ${quote(introKey)}: ${found.literal},\n${current.slice(close)}`,
        edit: `add ${introKey}`,
      });
    } else {
      changes.push({ file: localeFile, content: localeSource({ routePath: o.routePath, introKey, literal: found.literal }) });
      const indexFile = `src/locales/${lang}.ts`;
      changes.push({ file: indexFile, content: registerLocale(read(indexFile), lang, feature), edit: `register ./${lang}/${feature}` });
    }
  }
  changes.push({
    file: 'config/routes.ts',
    content: switchRoute(read('config/routes.ts'), o.routePath, folder),
    edit: `${o.routePath}: component placeholder -> './${folder}'`,
  });
  changes.push({ file: `${pageDir}/index.tsx`, content: pageSource({ routePath: o.routePath, menuKey, introKey, component }) });
  changes.push({ file: testFile, content: pageTestSource({ routePath: o.routePath, folder, component, texts, titles }) });
  return { changes, feature, folder, access: route.access };
}

function nextSteps(feature: string, folder: string, access: string): string {
  return `Next (docs/adding-a-feature.md), each when the feature gets its first endpoint:
  common/contract/${feature}.ts          TypeBox schemas; entries in ENDPOINTS (common/contract/endpoints.ts), access '${access}'
  server/features/${feature}/plugin.ts     registerEndpoint(app, path, handler) per entry; list the plugin in server/features/index.ts
  src/pages/${folder}/service.ts   TanStack Query hooks over call(path, body)
  src/pages/${folder}/data.d.ts    view types of the page (API types come from the contract)
  src/pages/${folder}/components/  the page's parts
  tests/api/${feature}.test.ts            rules and errors through fastify.inject
  tests/contract/                         a success recipe and sample body per new path (the suite will not compile without)
  tests/e2e/${feature}.e2e.ts              the user's path through the page in Chromium`;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const { changes, feature, folder, access } = await plan(options);
  if (options.dryRun) {
    for (const change of changes) {
      if (change.edit) console.log(`--- edit ${change.file}: ${change.edit}`);
      else console.log(`--- new ${change.file}\n${change.content}`);
    }
    console.log(`(dry run: nothing written)\n\n${nextSteps(feature, folder, access)}`);
    return;
  }
  for (const change of changes) {
    const file = path.join(options.root, change.file);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, change.content);
    console.log(`${change.edit ? 'edited' : 'created'} ${rel(options.root, file)}`);
  }
  const biome = path.join(options.root, 'node_modules/.bin/biome');
  const format = spawnSync(biome, ['format', '--write', ...changes.map((c) => c.file)], { cwd: options.root, stdio: 'inherit' });
  if (format.status !== 0) throw new Error('biome format failed on the written files');
  console.log(`\n${nextSteps(feature, folder, access)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof UsageError ? `new:page: ${error.message}` : error);
  process.exit(error instanceof UsageError ? 2 : 1);
});
