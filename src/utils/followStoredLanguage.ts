/**
 * Every open tab follows a language switch made in another one (issue 18). Umi keeps the chosen language in
 * localStorage (`umi_locale`) and reads it there on every `getLocale()`, but only the tab that switched loads the
 * new language's messages and rebuilds its intl object: a second tab, reading the new name without its messages, fell
 * back to bare keys (`app.title`). The `storage` event tells the other tabs; each loads the language and switches.
 *
 * Umi's `setLocale` cannot be used here: it acts only when the stored language differs from the one asked for,
 * and the other tab has already stored it. So this does what `setLocale(lang, false)` does after its storage write:
 * rebuild the global intl object (`t()`), tell Umi's locale container (React's intl and antd's locale), and fire
 * `languagechange` (<html dir>, src/utils/direction.ts).
 */
import { event, LANG_CHANGE_EVENT, setIntl } from '@@/plugin-locale/localeExports';
import { loadLanguage, supportedLanguage } from '@/locales/load';

/** Umi's storage key for the chosen language (src/.umi/plugin-locale/localeExports.ts). */
export const LOCALE_STORAGE_KEY = 'umi_locale';

/** Switches this tab to `lang` once its messages are loaded, without writing the storage (no echo to other tabs). */
export async function adoptLanguage(lang: string): Promise<void> {
  const name = supportedLanguage(lang);
  await loadLanguage(name);
  setIntl(name);
  event.emit(LANG_CHANGE_EVENT, name);
  window.dispatchEvent(new Event('languagechange'));
}

/** Listens for language switches in other tabs; returns the function that stops listening. */
export function followStoredLanguage(): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key !== LOCALE_STORAGE_KEY || !e.newValue || e.newValue === e.oldValue) return;
    adoptLanguage(e.newValue).catch((error: unknown) => console.error(error));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
