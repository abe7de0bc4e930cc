/**
 * Locale files: the same keys in every language, a menu name for every named route, a placeholder
 * sentence for every placeholder page, every message key the code asks for, and every error key the
 * server and mock send.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import routes, { type RouteConfig } from '../../config/routes';
import { API_ERRORS, CLIENT_ERROR_KEYS } from '@common/contract/errors';
import arEG from '@/locales/ar-EG';
import enUS from '@/locales/en-US';
import zhCNMessages from '@/locales/zh-CN';
import arEGPageOwned from '@/locales/parts/ar-EG-pageOwned';
import arEGPages from '@/locales/parts/ar-EG-pages';
import arEGProducts from '@/locales/parts/ar-EG-products';
import arEGShell from '@/locales/parts/ar-EG-shell';
import enUSPageOwned from '@/locales/parts/en-US-pageOwned';
import enUSPages from '@/locales/parts/en-US-pages';
import enUSProducts from '@/locales/parts/en-US-products';
import enUSShell from '@/locales/parts/en-US-shell';
import zhCNPageOwned from '@/locales/parts/zh-CN-pageOwned';
import zhCNPages from '@/locales/parts/zh-CN-pages';
import zhCNProducts from '@/locales/parts/zh-CN-products';
import zhCNShell from '@/locales/parts/zh-CN-shell';
import { PAGE_OWNED_AREAS } from '@/locales/pageOwnedAreas';
import { menuKeyOf, placeholderKeyOf } from '@/utils/routeTree';

const ROOT = join(__dirname, '../..');
const zhCN: Record<string, string> = zhCNMessages;
const LOCALES: Record<string, Record<string, string>> = { 'zh-CN': zhCN, 'en-US': enUS, 'ar-EG': arEG };

function files(dir: string, ext: RegExp): string[] {
  let out: string[] = [];
  let entries: string[] = [];
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of entries) {
    if (name === 'node_modules' || name.startsWith('.umi')) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out = out.concat(files(full, ext));
    else if (ext.test(name)) out.push(full);
  }
  return out;
}

function namedChains(list: RouteConfig[], parents: RouteConfig[] = []): RouteConfig[][] {
  return list.flatMap((r) => {
    if (!r.name) return [];
    const chain = [...parents, r];
    return [chain, ...(r.routes ? namedChains(r.routes, chain) : [])];
  });
}

test('every locale has exactly the keys of zh-CN, and no empty message', () => {
  const reference = Object.keys(zhCN).sort();
  expect(reference.length).toBeGreaterThan(150);
  for (const [lang, messages] of Object.entries(LOCALES)) {
    expect([lang, Object.keys(messages).sort()]).toEqual([lang, reference]);
    for (const [key, text] of Object.entries(messages)) expect([lang, key, typeof text === 'string' && text.trim().length > 0]).toEqual([lang, key, true]);
  }
});

test('the area files are the same set in every language', () => {
  const sets = Object.keys(LOCALES).map((lang) => readdirSync(join(ROOT, 'src/locales', lang)).sort());
  for (const s of sets) expect(s).toEqual(sets[0]);
});

test('placeholders ({name}) match across languages', () => {
  const params = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
  for (const key of Object.keys(zhCN)) {
    for (const lang of ['en-US', 'ar-EG']) expect([lang, key, params(LOCALES[lang][key])]).toEqual([lang, key, params(zhCN[key])]);
  }
});

test('every named route has a menu name, every placeholder page a sentence (and only those)', () => {
  const chains = namedChains(routes);
  expect(chains.length).toBeGreaterThan(55);
  const sentences: string[] = [];
  for (const chain of chains) {
    expect(zhCN).toHaveProperty([menuKeyOf(chain)]);
    if (chain[chain.length - 1].component === './Placeholder') sentences.push(placeholderKeyOf(chain));
  }
  // A sanity floor: it falls as placeholders become pages (issue 20: the product pages; issue 21: the oil watch, holdings, warehouse and cargo locations, window spot trades; issue 22: the builder's data sets, components, pages, reports and their routes; issue 23: the assistant, the last one: every page of the specification is built).
  expect(sentences.length).toBe(0);
  // A page that got built keeps no stale "this page will hold" sentence.
  expect(
    Object.keys(zhCN)
      .filter((k) => k.startsWith('placeholder.'))
      .sort(),
  ).toEqual(sentences.sort());
});

test('every message id the shell code asks for exists', () => {
  const sources = files(join(ROOT, 'src'), /\.(ts|tsx)$/).filter((f) => !f.includes('/locales/') && !f.includes('/Introduction/'));
  const ids = new Set<string>();
  const patterns = [/formatMessage\(\s*\{\s*id:\s*'([^']+)'/g, /\bt\(\s*'([^']+)'/g, /\bf\(\s*'([^']+)'/g, /required\(\s*'([^']+)'/g];
  for (const file of sources) {
    const text = readFileSync(file, 'utf8');
    for (const re of patterns) for (const m of text.matchAll(re)) ids.add(m[1]);
  }
  expect(ids.size).toBeGreaterThan(60);
  const missing = [...ids].filter((id) => !(id in zhCN));
  expect(missing).toEqual([]);
});

test('every api.error.* / api.field.* / datasource.health.* key sent by the server or mock has a message', () => {
  const senders = ['server', 'mock', 'common/contract'].flatMap((d) => files(join(ROOT, d), /\.ts$/));
  // The error catalogue's keys (the server builds every error answer from it) and the client's own.
  const keys = new Set<string>([...Object.values(API_ERRORS).map((e) => e.msgKey), ...Object.values(CLIENT_ERROR_KEYS)]);
  for (const file of senders) {
    for (const m of readFileSync(file, 'utf8').matchAll(/'((?:api\.(?:error|field)|datasource\.health)\.[A-Za-z0-9_]+)'/g)) keys.add(m[1]);
  }
  expect(keys.size).toBeGreaterThan(20);
  const sentBy = (k: string) => senders.filter((f) => readFileSync(f, 'utf8').includes(`'${k}'`)).map((f) => relative(ROOT, f));
  const missing = [...keys].filter((k) => !(k in zhCN)).map((k) => `${k} (${sentBy(k).join(', ') || 'common/contract/errors.ts'})`);
  expect(missing).toEqual([]);
});

test("the parts of each language (shell first, the shared areas with the pages, the product pages' own, the areas one page owns) hold every area file, each key once", () => {
  const PARTS: Record<string, Record<string, string>[]> = {
    'zh-CN': [zhCNShell, zhCNPages, zhCNProducts, zhCNPageOwned],
    'en-US': [enUSShell, enUSPages, enUSProducts, enUSPageOwned],
    'ar-EG': [arEGShell, arEGPages, arEGProducts, arEGPageOwned],
  };
  const areaKeys = (lang: string) =>
    readdirSync(join(ROOT, 'src/locales', lang)).flatMap((name) =>
      [...readFileSync(join(ROOT, 'src/locales', lang, name), 'utf8').matchAll(/^ {2}'([^']+)':/gm)].map((m) => m[1]),
    );
  for (const [lang, parts] of Object.entries(PARTS)) {
    const keys = parts.flatMap((part) => Object.keys(part));
    expect([lang, keys.filter((key, i) => keys.indexOf(key) !== i)]).toEqual([lang, []]);
    expect([lang, [...keys].sort()]).toEqual([lang, areaKeys(lang).sort()]);
  }
});

test("the spec pages' part holds their areas only (pageView, pagePanels, products; keys pageView.*, pagePanels.*, product.*): no route-card summary, which the section pages draw", () => {
  for (const part of [zhCNProducts, enUSProducts, arEGProducts])
    expect([...new Set(Object.keys(part).map((key) => key.split('.')[0]))].sort()).toEqual(['pagePanels', 'pageView', 'product']);
});

/**
 * An area one page owns is loaded with that page only (src/locales/pageOwnedAreas.ts): a key of it named anywhere else
 * (another page, a shared component, a notification the server sends) would show as its bare key there. Allowed: the
 * page folder whose route component registers and awaits the part, and the area's own contract and server feature,
 * whose keys (row errors of its imports) only that page shows.
 */
test('the keys of an area one page owns are named only by that page (and its own contract and server feature)', () => {
  const sources = ['src', 'common', 'server', 'config'].flatMap((d) => files(join(ROOT, d), /\.(ts|tsx)$/)).filter((f) => !f.includes('/src/locales/'));
  const pageFiles = files(join(ROOT, 'src/pages'), /^index\.tsx$/);
  for (const area of PAGE_OWNED_AREAS) {
    const owners = pageFiles.filter((f) => {
      const text = readFileSync(f, 'utf8');
      return text.includes(`useMessagePart('${area}')`) && text.includes(`import '@/locales/pageParts/${area}';`);
    });
    expect([area, owners.length]).toEqual([area, 1]);
    const pageFolder = owners[0].slice(0, -'index.tsx'.length);
    const allowed = (f: string) =>
      // The audit actions' names (`position.cot.import`) are stored data, not message keys: their labels are `admin.audit.action.*`.
      f === join(ROOT, 'src/pages/User/Admin/Account/auditActions.ts') ||
      // The credential cipher's scopes (`assistant.provider`) are authenticated data of a sealed value, not message keys.
      f === join(ROOT, 'server/infra/credentials/credentialCipher.ts') ||
      f.startsWith(pageFolder) ||
      f === join(ROOT, 'common/contract', `${area}.ts`) ||
      f.startsWith(`${join(ROOT, 'server/features', area)}/`);
    // Its file holds its own keys only: a route card's summary or an audit label in it would be missing where the
    // section page or the audit table shows it (those live in parts every page loads: pageSummaries.ts, admin.ts).
    for (const lang of Object.keys(LOCALES)) {
      const file = readFileSync(join(ROOT, 'src/locales', lang, `${area}.ts`), 'utf8');
      const foreign = [...file.matchAll(/^ {2}'([^']+)':/gm)].map((m) => m[1]).filter((key) => !key.startsWith(`${area}.`));
      expect([area, lang, foreign]).toEqual([area, lang, []]);
    }
    const naming = new RegExp(`['"\`]${area}\\.`);
    const strangers = sources.filter((f) => !allowed(f) && naming.test(readFileSync(f, 'utf8'))).map((f) => relative(ROOT, f));
    expect([area, strangers]).toEqual([area, []]);
  }
});
