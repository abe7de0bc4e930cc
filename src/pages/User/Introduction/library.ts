/**
 * The rendered documents of a locale, in area order, rendered once per locale and kept: the page, its search and
 * its table of contents all read the same rendering.
 */
import { contentLocaleOf, documentSource, INTRODUCTION_SLUGS, type ContentLocale, type DocumentSource, type IntroductionSlug } from './content';
import { renderMarkdown, type RenderedDocument } from './markdown';

export interface IntroductionDocument extends RenderedDocument {
  slug: IntroductionSlug;
  source: DocumentSource;
}

const cache = new Map<ContentLocale, IntroductionDocument[]>();

export function documentsFor(locale: string | undefined): IntroductionDocument[] {
  const contentLocale = contentLocaleOf(locale);
  let documents = cache.get(contentLocale);
  if (!documents) {
    documents = INTRODUCTION_SLUGS.flatMap((slug) => {
      const source = documentSource(contentLocale, slug);
      return source ? [{ slug, source, ...renderMarkdown(source.markdown, slug) }] : [];
    });
    cache.set(contentLocale, documents);
  }
  return documents;
}
