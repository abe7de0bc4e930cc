/**
 * The caller's locale for names and texts in answers (catalogue entries, the builder's examples and copies): the request's Accept-Language, matched to the
 * app's three locales by language (`en-GB` -> en-US, `ar` -> ar-EG), else the app's default zh-CN. No stored per-user
 * language exists on the server (the web app keeps the choice in localStorage), so the header is the only signal:
 * the web app sends the language chosen in the app there (src/services/localeHeader.ts).
 */
export const LOCALES = ['zh-CN', 'en-US', 'ar-EG'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

export function localeOf(acceptLanguage: string | string[] | undefined): Locale {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  const wanted = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((w) => w.tag && Number.isFinite(w.q) && w.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    const exact = LOCALES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const byLanguage = LOCALES.find((l) => l.slice(0, 2) === tag.slice(0, 2));
    if (byLanguage) return byLanguage;
  }
  return DEFAULT_LOCALE;
}
