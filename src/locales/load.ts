/**
 * Loads one language at a time (issue 8 item 26), and of it first what the shell needs (issue 17). Umi's locale
 * plugin would put every language's messages and antd locale into the entry file; the build leaves them out
 * (src/umiPlugins/lazyLocales.ts) and this module loads, registering them with Umi's `addLocale`:
 *  - before the first render (app.tsx `render`), the active language's shell part (src/locales/parts/<lang>-shell.ts:
 *    header, menu, errors, login, register, home) with antd's locale: one chunk;
 *  - with the first page outside the shell (components/PageMessages.tsx), the part with every other area's strings:
 *    another chunk, fetched beside that page's own chunks;
 *  - with a product page (src/pages/Tool/Trade/Product, issue 20), the product pages' part (pageView, pagePanels,
 *    products): a third chunk, so the board and the other pages do not carry the product pages' strings;
 *  - with a page whose area only it shows (backtesting, the trade record, ...: ./pageParts/), that area alone, so
 *    a new page's strings do not grow every other page's first load (issue 17: tool pages load only what they draw);
 *  - on a language switch (components/LanguageSwitcher.tsx), the new language's parts that the current one has.
 * So the login and home pages do not wait for, nor download, the strings of the 30-odd areas they never show.
 *
 * In jest the plugin's own static imports stay (every language is there from the start); loading again is harmless.
 */
import { addLocale, getLocale } from '@umijs/max';
import type { Locale as AntdLocale } from 'antd/es/locale';
import type { PageOwnedArea } from './pageOwnedAreas';

type Messages = Record<string, string>;

interface LanguagePack {
  messages: Messages;
  antd: AntdLocale;
}

/** The languages of the app (the index files src/locales/<lang>.ts); zh-CN is the default and the fallback. */
const SHELL_PACKS: Record<string, () => Promise<LanguagePack>> = {
  'zh-CN': async () => {
    const [messages, antd] = await Promise.all([import(/* webpackChunkName: "locale-zh-CN" */ './parts/zh-CN-shell'), import('antd/es/locale/zh_CN')]);
    return { messages: messages.default, antd: antd.default };
  },
  'en-US': async () => {
    const [messages, antd] = await Promise.all([import(/* webpackChunkName: "locale-en-US" */ './parts/en-US-shell'), import('antd/es/locale/en_US')]);
    return { messages: messages.default, antd: antd.default };
  },
  'ar-EG': async () => {
    const [messages, antd] = await Promise.all([import(/* webpackChunkName: "locale-ar-EG" */ './parts/ar-EG-shell'), import('antd/es/locale/ar_EG')]);
    return { messages: messages.default, antd: antd.default };
  },
};

/**
 * The parts after the shell, each loaded with the first page that needs it: `pages`, the areas several pages share
 * (any page outside the shell); `products`, the product pages' renderer, panels and page texts (areas pageView,
 * pagePanels, products), registered by the product page's own chunk (./productParts.ts) so that neither the entry
 * file nor the board carries them; and one part per area that a single page shows (./pageParts/<area>.ts, the
 * area's name), registered by that page's chunk.
 */
export type MessagePart = 'pages' | 'products' | PageOwnedArea | SharedEditorArea;

/** Areas two pages show and no other (the builder's editor on /list/page and /list/comp): a part of their own too. */
export type SharedEditorArea = 'builderEditor';

/** A language's part: its messages, or a module whose default export they are (an area file). */
type PartLoader = () => Promise<Messages | { default: Messages }>;

const PARTS: Partial<Record<MessagePart, Record<string, PartLoader>>> = {
  pages: {
    'zh-CN': () => import(/* webpackChunkName: "locale-zh-CN-pages" */ './parts/zh-CN-pages'),
    'en-US': () => import(/* webpackChunkName: "locale-en-US-pages" */ './parts/en-US-pages'),
    'ar-EG': () => import(/* webpackChunkName: "locale-ar-EG-pages" */ './parts/ar-EG-pages'),
  },
};

/**
 * Makes `part` loadable (each language's loader); a page's chunk calls it when it is evaluated, before the page asks
 * for the part. In builds with lazy languages the active language's part starts loading at once: the page renders
 * only after the layout's `pages` part, and asking then would fetch the two one after the other.
 */
export function registerMessagePart(part: MessagePart, loaders: Record<string, PartLoader>): void {
  PARTS[part] = loaders;
  if (process.env.LAZY_LOCALES === '1') loadMessagePart(part, getLocale()).catch(() => undefined);
}

/** dayjs locale names, as Umi's plugin derives them (it imports those three dayjs locales itself). */
const DAYJS_LOCALE: Record<string, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en', 'ar-EG': 'ar' };

export const DEFAULT_LANGUAGE = 'zh-CN';

/** The language that will show for `lang`: itself when the app has it, else the default (as Umi's getIntl does). */
export function supportedLanguage(lang: string | null | undefined): string {
  return lang && lang in SHELL_PACKS ? lang : DEFAULT_LANGUAGE;
}

/** Loads once per key; a failed load (a lost connection) may be tried again. */
function once(cache: Map<string, Promise<void>>, key: string, load: () => Promise<void>): Promise<void> {
  let done = cache.get(key);
  if (!done) {
    done = load();
    done.catch(() => cache.delete(key));
    cache.set(key, done);
  }
  return done;
}

const shellLoads = new Map<string, Promise<void>>();
/** `part:lang` -> its load. */
const partLoads = new Map<string, Promise<void>>();
/** Per part, the languages whose part is registered (read synchronously by PageMessages and the pages). */
const partsReady = new Map<MessagePart, Set<string>>();
const readyOf = (part: MessagePart): Set<string> => {
  const ready = partsReady.get(part) ?? new Set<string>();
  partsReady.set(part, ready);
  return ready;
};

const loadShell = (name: string): Promise<void> =>
  once(shellLoads, name, () => SHELL_PACKS[name]().then(({ messages, antd }) => addLocale(name, messages, { momentLocale: DAYJS_LOCALE[name], antd })));

/**
 * Loads `lang`'s shell part (or the default language's, for a language the app lacks) and registers it with Umi; with
 * it, this language's other parts that are already loaded for some language (a switch on a page outside the shell).
 */
export function loadLanguage(lang: string | null | undefined): Promise<void> {
  const name = supportedLanguage(lang);
  const parts = [...partsReady].filter(([, ready]) => ready.size > 0).map(([part]) => part);
  return Promise.all([loadShell(name), ...parts.map((part) => loadMessagePart(part, name))]).then(() => undefined);
}

/** Loads `lang`'s `part` and adds it to the language's messages. */
export function loadMessagePart(part: MessagePart, lang: string | null | undefined): Promise<void> {
  const name = supportedLanguage(lang);
  return once(partLoads, `${part}:${name}`, async () => {
    const loader = PARTS[part]?.[name];
    if (!loader) throw new Error(`messages part ${part} is not registered`);
    const [loaded] = await Promise.all([loader(), loadShell(name)]);
    const messages = ('default' in loaded ? loaded.default : loaded) as Messages;
    // addLocale merges into the language's messages (and re-renders when it is the active one); with no antd locale
    // given it keeps the one the shell part registered.
    addLocale(name, messages, undefined as unknown as Parameters<typeof addLocale>[2]);
    readyOf(part).add(name);
  });
}

/** Loads `lang`'s pages' part (every area outside the shell but the product pages'). */
export const loadPageMessages = (lang: string | null | undefined): Promise<void> => loadMessagePart('pages', lang);

/**
 * True when a page must wait for `lang`'s `part`: in builds with lazy languages (src/umiPlugins/lazyLocales.ts defines
 * LAZY_LOCALES), until it is registered. In jest every message is there.
 */
export const messagePartPending = (part: MessagePart, lang: string | null | undefined): boolean =>
  process.env.LAZY_LOCALES === '1' && !readyOf(part).has(supportedLanguage(lang));

/**
 * True when a page outside the shell must wait for `lang`'s pages' part: in builds with lazy languages
 * (src/umiPlugins/lazyLocales.ts defines LAZY_LOCALES), until it is registered. In jest every message is there.
 */
export const pageMessagesPending = (lang: string | null | undefined): boolean => messagePartPending('pages', lang);
