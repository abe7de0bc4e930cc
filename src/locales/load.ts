/**
 * Loads one language at a time (issue 8 item 26). Umi's locale plugin would put every language's messages and
 * antd locale into the entry file; the build leaves them out (src/umiPlugins/lazyLocales.ts) and this module loads
 * the active language's before the first render (app.tsx `render`) and another one when the user switches to it
 * (components/LanguageSwitcher.tsx), registering it with Umi's `addLocale`. Each language is its own chunk: the index
 * file src/locales/<lang>.ts (every area file of that language) plus antd's locale.
 *
 * In jest the plugin's own static imports stay (every language is there from the start); loading again is harmless.
 */
import { addLocale } from '@umijs/max';
import type { Locale as AntdLocale } from 'antd/es/locale';

type Messages = Record<string, string>;

interface LanguagePack {
  messages: Messages;
  antd: AntdLocale;
}

/** The languages of the app (the index files src/locales/<lang>.ts); zh-CN is the default and the fallback. */
const PACKS: Record<string, () => Promise<LanguagePack>> = {
  'zh-CN': async () => {
    const [messages, antd] = await Promise.all([import(/* webpackChunkName: "locale-zh-CN" */ './zh-CN'), import('antd/es/locale/zh_CN')]);
    return { messages: messages.default, antd: antd.default };
  },
  'en-US': async () => {
    const [messages, antd] = await Promise.all([import(/* webpackChunkName: "locale-en-US" */ './en-US'), import('antd/es/locale/en_US')]);
    return { messages: messages.default, antd: antd.default };
  },
  'ar-EG': async () => {
    const [messages, antd] = await Promise.all([import(/* webpackChunkName: "locale-ar-EG" */ './ar-EG'), import('antd/es/locale/ar_EG')]);
    return { messages: messages.default, antd: antd.default };
  },
};

/** dayjs locale names, as Umi's plugin derives them (it imports those three dayjs locales itself). */
const DAYJS_LOCALE: Record<string, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en', 'ar-EG': 'ar' };

export const DEFAULT_LANGUAGE = 'zh-CN';

/** The language that will show for `lang`: itself when the app has it, else the default (as Umi's getIntl does). */
export function supportedLanguage(lang: string | null | undefined): string {
  return lang && lang in PACKS ? lang : DEFAULT_LANGUAGE;
}

const loaded = new Map<string, Promise<void>>();

/** Loads `lang` (or the default for a language the app lacks) and registers it with Umi; once per language. */
export function loadLanguage(lang: string | null | undefined): Promise<void> {
  const name = supportedLanguage(lang);
  let done = loaded.get(name);
  if (!done) {
    done = PACKS[name]().then(({ messages, antd }) => addLocale(name, messages, { momentLocale: DAYJS_LOCALE[name], antd }));
    // A failed load (a lost connection) may be tried again.
    done.catch(() => loaded.delete(name));
    loaded.set(name, done);
  }
  return done;
}
