/**
 * What the build gives Umi's generated locale file instead of a language's messages or antd locale
 * (src/umiPlugins/lazyLocales.ts): nothing. src/locales/load.ts loads the real ones.
 */
export default {};
