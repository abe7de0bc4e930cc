/** The areas of the console that have a usage document, in the order the page lists them. */
export const INTRODUCTION_SLUGS = [
  'getting-started',
  'account',
  'files',
  'administration',
  'data-sources',
  'trading-tools',
  'about-and-versions',
  'diagnostics',
] as const;
export type IntroductionSlug = (typeof INTRODUCTION_SLUGS)[number];

/**
 * One locale's documents (markdown source by slug). Partial on purpose: a missing translation falls back to
 * the zh-CN document instead of failing; tests/web/introduction/content.unit.test.ts keeps every locale complete.
 */
export type DocumentSet = Partial<Record<IntroductionSlug, string>>;
