/**
 * One digit system on every page: Latin digits (0-9) in every language (docs/decisions.md, "Digits").
 * Arabic (ar-EG) formats dates and numbers with Arabic-Indic digits by default, while message arguments, codes,
 * versions, paths and antd's own numbers (pagination, counts) stay Latin, so a page mixed both. The intl object's
 * locale gets the Unicode extension `-u-nu-latn` where the language's default is not Latin; react-intl's format
 * options cannot carry `numberingSystem` (it filters them), the locale tag can.
 */

/** `ar-EG` -> `ar-EG-u-nu-latn`; locales already on Latin digits (zh-CN, en-US) stay as they are. */
export function withLatinDigits(locale: string): string {
  if (/-u-(?:.*-)?nu-/.test(locale)) return locale;
  let numbering = 'latn';
  try {
    numbering = new Intl.NumberFormat(locale).resolvedOptions().numberingSystem;
  } catch {
    return locale; // not a tag Intl knows: leave it to the caller's fallback
  }
  if (numbering === 'latn') return locale;
  return locale.includes('-u-') ? `${locale}-nu-latn` : `${locale}-u-nu-latn`;
}

interface RuntimeLocale {
  locale?: string;
}

/** Umi's runtime `locale` hook (app.tsx): the intl object of every language formats with Latin digits. */
export function latinDigitsLocale<T extends RuntimeLocale>(config: T): T {
  return config?.locale ? { ...config, locale: withLatinDigits(config.locale) } : config;
}
