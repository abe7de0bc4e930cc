/**
 * The usage documents of every locale and how the page picks one: the user's locale when it has the document,
 * else zh-CN (the console's default language).
 */
import arEG from './ar-EG';
import enUS from './en-US';
import { INTRODUCTION_SLUGS, type DocumentSet, type IntroductionSlug } from './types';
import zhCN from './zh-CN';

export { INTRODUCTION_SLUGS, type IntroductionSlug };

export const CONTENT_LOCALES = ['zh-CN', 'en-US', 'ar-EG'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];
export const FALLBACK_LOCALE: ContentLocale = 'zh-CN';
export const DEFAULT_SLUG: IntroductionSlug = 'getting-started';

export const DOCUMENTS: Record<ContentLocale, DocumentSet> = { 'zh-CN': zhCN, 'en-US': enUS, 'ar-EG': arEG };

export function isIntroductionSlug(value: string): value is IntroductionSlug {
  return (INTRODUCTION_SLUGS as readonly string[]).includes(value);
}

/** 'en-US' -> 'en-US', 'en-GB' -> 'en-US', 'ar' -> 'ar-EG', anything else -> zh-CN. */
export function contentLocaleOf(locale: string | undefined): ContentLocale {
  if (!locale) return FALLBACK_LOCALE;
  const exact = CONTENT_LOCALES.find((l) => l.toLowerCase() === locale.toLowerCase());
  if (exact) return exact;
  const language = locale.split(/[-_]/)[0].toLowerCase();
  return CONTENT_LOCALES.find((l) => l.split('-')[0] === language) ?? FALLBACK_LOCALE;
}

export interface DocumentSource {
  slug: IntroductionSlug;
  /** The locale the text is written in: the requested one, or zh-CN when that translation is missing. */
  locale: ContentLocale;
  isFallback: boolean;
  markdown: string;
}

export function documentSource(locale: ContentLocale, slug: IntroductionSlug, documents = DOCUMENTS): DocumentSource | null {
  const own = documents[locale][slug];
  if (own !== undefined) return { slug, locale, isFallback: false, markdown: own };
  const fallback = documents[FALLBACK_LOCALE][slug];
  return fallback === undefined ? null : { slug, locale: FALLBACK_LOCALE, isFallback: true, markdown: fallback };
}
