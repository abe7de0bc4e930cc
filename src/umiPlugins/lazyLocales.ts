/**
 * Build-time Umi plugin (node side, registered in .umirc.ts; never part of the browser bundle).
 *
 * Umi's locale plugin imports every language's messages (src/locales/<lang>.ts) and antd locale statically in
 * its generated `plugin-locale/localeExports.ts`, so the entry file carried all three languages. In the webpack
 * build those imports (and only those: the importer must be that generated file) are replaced by an empty module;
 * Umi still lists every language (`getAllLocales`), and src/locales/load.ts loads the active one's messages and
 * antd locale as a chunk before the first render and registers them with `addLocale`.
 * The plugin's own language menu (`SelectLang`, with antd Dropdown and Menu) went into the entry file as well, only
 * because the layout plugin's default header names it; the app has its own header and menu
 * (components/LanguageSwitcher.tsx), so the build gives Umi's an empty stand-in (./emptySelectLang.ts).
 * Jest does not go through webpack: tests keep the plugin's static imports (and LAZY_LOCALES is unset there).
 */
import path from 'node:path';
import type { IApi } from '@umijs/max';

const GENERATED_LOCALE_EXPORTS = /[\\/]plugin-locale[\\/]localeExports\.ts$/;
const GENERATED_LOCALE_INDEX = /[\\/]plugin-locale[\\/]index\.ts$/;
/** What the generated file imports per language: the index file (absolute path) and antd's locale. */
const EAGER_LOCALE_IMPORT = /[\\/]src[\\/]locales[\\/][a-z]{2}-[A-Z]{2}\.ts$|^antd\/(es|lib)\/locale\/[a-z]{2}_[A-Z]{2}$/;

interface ResolveData {
  request: string;
  contextInfo: { issuer: string };
}

/** True for an import the locale plugin's generated file makes of one language's messages or antd locale. */
export function isEagerLocaleImport(request: string, issuer: string): boolean {
  return GENERATED_LOCALE_EXPORTS.test(issuer) && EAGER_LOCALE_IMPORT.test(request);
}

/** True for the locale plugin's import of its language menu (`SelectLang`). */
export function isSelectLangImport(request: string, issuer: string): boolean {
  return GENERATED_LOCALE_INDEX.test(issuer) && request === './SelectLang';
}

export default function lazyLocales(api: IApi) {
  const emptyModule = path.join(__dirname, 'emptyLocale.ts');
  const emptySelectLang = path.join(__dirname, 'emptySelectLang.ts');
  api.chainWebpack((memo, { webpack }) => {
    memo.plugin('lazy-locales').use(webpack.NormalModuleReplacementPlugin, [
      /locale|SelectLang/,
      (resolveData: ResolveData) => {
        const { request, contextInfo } = resolveData;
        if (isEagerLocaleImport(request, contextInfo.issuer)) resolveData.request = emptyModule;
        else if (isSelectLangImport(request, contextInfo.issuer)) resolveData.request = emptySelectLang;
      },
    ]);
    // src/locales/load.ts: pages outside the shell wait for the rest of the messages only where they load lazily.
    memo.plugin('lazy-locales-flag').use(webpack.DefinePlugin, [{ 'process.env.LAZY_LOCALES': JSON.stringify('1') }]);
    return memo;
  });
}
