/**
 * The documents themselves: complete in every locale with the same structure, pure markdown, links that lead
 * somewhere, and the figures they quote in step with the code that enforces them.
 */
import { Marked, type Token, type Tokens } from 'marked';
import routes, { type RouteConfig } from '../../../config/routes';
import { SOURCE_DEFINITIONS } from '../../../server/features/datasource/registry';
import { SOURCE_NAMES } from '@common/contract/datasource';
import { FILE_ALLOWED_EXTENSIONS, FILE_MAX_BYTES } from '@common/contract/fileUpload';
import { PASSWORD_MAX, PASSWORD_MIN } from '@common/contract/user';
import {
  CONTENT_LOCALES,
  type ContentLocale,
  contentLocaleOf,
  documentSource,
  DOCUMENTS,
  FALLBACK_LOCALE,
  INTRODUCTION_SLUGS,
  type IntroductionSlug,
  isIntroductionSlug,
} from '@/pages/User/Introduction/content';
import { documentsFor } from '@/pages/User/Introduction/library';
import { slugFromRoute } from '@/pages/User/Introduction/routing';
import arMenu from '@/locales/ar-EG/menu';
import enMenu from '@/locales/en-US/menu';
import zhMenu from '@/locales/zh-CN/menu';
import { renderMarkdown } from '@/pages/User/Introduction/markdown';
import { must } from '../../support/must';

/** A shipped document's markdown (every locale has every document: the first test says so). */
const markdownOf = (locale: ContentLocale, slug: IntroductionSlug) => must(DOCUMENTS[locale][slug], `document ${locale}/${slug}`);

const lexer = new Marked({ gfm: true });
function tokensOf(markdown: string): Token[] {
  const all: Token[] = [];
  lexer.walkTokens(lexer.lexer(markdown), (t) => {
    all.push(t);
  });
  return all;
}
const headingDepths = (markdown: string) =>
  tokensOf(markdown)
    .filter((t) => t.type === 'heading')
    .map((t) => (t as Tokens.Heading).depth);
/** The document's skeleton: headings with their level, code blocks, tables and lists with their length, in order. */
const skeleton = (markdown: string) =>
  lexer
    .lexer(markdown)
    .filter((t) => ['heading', 'code', 'table', 'list'].includes(t.type))
    .map((t) => {
      if (t.type === 'heading') return `h${(t as Tokens.Heading).depth}`;
      if (t.type === 'table') return `table:${(t as Tokens.Table).rows.length}`;
      if (t.type === 'list') return `list:${(t as Tokens.List).items.length}`;
      return `code:${(t as Tokens.Code).text.split('\n').length}`;
    });

const cases = CONTENT_LOCALES.flatMap((locale) => INTRODUCTION_SLUGS.map((slug) => [locale, slug] as const));

describe('every locale has every document', () => {
  it.each(cases)('%s/%s exists and is not a fallback', (locale, slug) => {
    const source = documentSource(locale, slug);
    expect(source).toMatchObject({ locale, isFallback: false });
    expect(must(source, `source ${locale}/${slug}`).markdown.length).toBeGreaterThan(300);
  });

  it.each(cases.filter(([l]) => l !== FALLBACK_LOCALE))('%s/%s has the structure of zh-CN (headings, code, tables, lists)', (locale, slug) => {
    expect(headingDepths(markdownOf(locale, slug))).toEqual(headingDepths(markdownOf(FALLBACK_LOCALE, slug)));
    expect(skeleton(markdownOf(locale, slug))).toEqual(skeleton(markdownOf(FALLBACK_LOCALE, slug)));
  });

  it.each(INTRODUCTION_SLUGS)('zh-CN/%s has no line break inside a Chinese sentence (browsers would show a space)', (slug) => {
    const texts = tokensOf(markdownOf('zh-CN', slug)).filter((t) => t.type === 'text' && !(t as Tokens.Text).tokens);
    const broken = texts.map((t) => (t as Tokens.Text).text).filter((text) => /\n/.test(text));
    expect(broken).toEqual([]);
  });

  it.each(cases)('%s/%s has one h1 title and a table of contents', (locale, slug) => {
    const depths = headingDepths(markdownOf(locale, slug));
    expect(depths[0]).toBe(1);
    expect(depths.filter((d) => d === 1)).toHaveLength(1);
    expect(depths.filter((d) => d === 2).length).toBeGreaterThanOrEqual(2);
  });

  it.each(CONTENT_LOCALES)('%s titles are distinct, so the area list is unambiguous', (locale) => {
    const titles = documentsFor(locale).map((d) => d.title);
    expect(titles).toHaveLength(INTRODUCTION_SLUGS.length);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it.each(cases)(`%s/%s is plain markdown: no raw HTML, and no unfilled \${} placeholder`, (locale, slug) => {
    const markdown = markdownOf(locale, slug);
    expect(tokensOf(markdown).filter((t) => t.type === 'html')).toEqual([]);
    expect(markdown).not.toMatch(/\$\{|undefined|NaN/);
  });
});

describe('links inside the documents', () => {
  function routePaths(list: RouteConfig[]): string[] {
    return list.flatMap((r) => [r.path, ...(r.routes ? routePaths(r.routes) : [])]);
  }
  const paths = routePaths(routes).filter((p) => p !== '/*');
  const isRoute = (path: string) => paths.some((p) => (p.endsWith('/*') ? path === p.slice(0, -2) || path.startsWith(p.slice(0, -1)) : path === p));

  it.each(cases)('%s/%s links only to console pages and existing documents', (locale, slug) => {
    const links = tokensOf(markdownOf(locale, slug)).filter((t) => t.type === 'link') as Tokens.Link[];
    for (const { href } of links) {
      expect(href).toMatch(/^#\//); // in-app links go through the hash router
      const path = href.slice(1);
      expect(isRoute(path)).toBe(true);
      const doc = /^\/user\/introduction\/(.+)$/.exec(path);
      if (doc) expect(isIntroductionSlug(doc[1])).toBe(true);
    }
  });
});

describe('menu names quoted by the documents', () => {
  const MENUS: Record<string, Record<string, string>> = { 'zh-CN': zhMenu, 'en-US': enMenu, 'ar-EG': arMenu };

  it.each(cases)('%s/%s: every **Section → Page** path uses the menu labels of that locale', (locale, slug) => {
    const labels = new Set(Object.values(MENUS[locale]));
    const paths = [...markdownOf(locale, slug).matchAll(/\*\*([^*]+?) [→←] ([^*]+?)\*\*/g)];
    for (const [, section, page] of paths) {
      expect(labels).toContain(section);
      expect(labels).toContain(page);
    }
  });

  it.each(CONTENT_LOCALES)('%s administration document names the example pages as the menu does', (locale) => {
    const menu = MENUS[locale];
    const text = markdownOf(locale, 'administration');
    for (const key of ['menu.tool.calculator.seasonal', 'menu.tool', 'menu.tool.calculator', 'menu.user']) {
      expect(text).toContain(`**${menu[key]}**`);
    }
  });
});

describe('figures quoted by the documents', () => {
  const mib = String(FILE_MAX_BYTES / (1024 * 1024));

  it.each(CONTENT_LOCALES)('%s files document lists every allowed type and the size limit', (locale) => {
    const text = markdownOf(locale, 'files');
    for (const ext of FILE_ALLOWED_EXTENSIONS) expect(text).toContain(`\`${ext}\``);
    expect(text).toContain(`${mib} MiB`);
  });

  it.each(CONTENT_LOCALES)('%s account document states the password length', (locale) => {
    const text = markdownOf(locale, 'account');
    expect(text).toContain(String(PASSWORD_MIN));
    expect(text).toContain(String(PASSWORD_MAX));
  });

  it.each(CONTENT_LOCALES)('%s getting-started document names all nine lights', (locale) => {
    const text = markdownOf(locale, 'getting-started');
    for (const source of SOURCE_NAMES) expect(text).toMatch(new RegExp(`\\|\\s*${source}\\s*\\|`));
  });

  it.each(CONTENT_LOCALES)('%s data-source table matches the server defaults (schedule and thresholds)', (locale) => {
    const rows = markdownOf(locale, 'data-sources').split('\n');
    for (const source of SOURCE_NAMES) {
      const row = rows.find((line) => line.startsWith(`| \`${source}\` |`));
      expect(row).toBeDefined();
      const def = SOURCE_DEFINITIONS[source];
      expect(row).toContain(`\`${def.cron}\``);
      const numbers = must(must(row, `row of ${source}`).match(/\d+/g), `numbers in the row of ${source}`).map(Number);
      expect(numbers).toContain(def.warnAfterHours);
      expect(numbers).toContain(def.errorAfterHours);
    }
    expect(DOCUMENTS[locale]['data-sources']).toContain('data/imports/<source>/');
  });
});

describe('choosing a document', () => {
  it('maps console locales to content locales, zh-CN for anything else', () => {
    expect(contentLocaleOf('en-US')).toBe('en-US');
    expect(contentLocaleOf('en-GB')).toBe('en-US');
    expect(contentLocaleOf('ar')).toBe('ar-EG');
    expect(contentLocaleOf('ar-SA')).toBe('ar-EG');
    expect(contentLocaleOf('zh-TW')).toBe('zh-CN');
    expect(contentLocaleOf('fr-FR')).toBe('zh-CN');
    expect(contentLocaleOf(undefined)).toBe('zh-CN');
  });

  it('reads the slug from the route splat, tolerating slashes', () => {
    expect(slugFromRoute(undefined)).toBe('');
    expect(slugFromRoute('')).toBe('');
    expect(slugFromRoute('files/')).toBe('files');
    expect(slugFromRoute('/account')).toBe('account');
    expect(slugFromRoute('files/extra')).toBe('files/extra'); // not a document: the page says so
  });

  it('falls back to the zh-CN document when a translation is missing', () => {
    const partial = { 'zh-CN': { files: '# 文件\n\n正文' }, 'en-US': {}, 'ar-EG': {} };
    expect(documentSource('en-US', 'files', partial)).toEqual({ slug: 'files', locale: 'zh-CN', isFallback: true, markdown: '# 文件\n\n正文' });
    expect(documentSource('en-US', 'account', partial)).toBeNull();
  });

  it('renders every shipped document without losing its headings to the sanitiser', () => {
    for (const [locale, slug] of cases) {
      const { html, toc } = renderMarkdown(markdownOf(locale, slug));
      const root = document.createElement('div');
      root.innerHTML = html;
      for (const heading of toc) expect(root.querySelector(`[id="${heading.id}"]`)).not.toBeNull();
    }
  });
});
