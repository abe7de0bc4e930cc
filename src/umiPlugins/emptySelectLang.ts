/**
 * What the build gives Umi's locale plugin instead of its language menu (src/umiPlugins/lazyLocales.ts): the layout
 * plugin's default header names `<SelectLang />` but the app's header (components/RightContent.tsx) never renders
 * it; the app's menu is components/LanguageSwitcher.tsx.
 */
export function SelectLang(): null {
  return null;
}
