/**
 * Where the number check's unverified figures stand in an answer, for marking them: the page highlights them
 * (AnswerText.tsx) and the Markdown export flags them (server/features/assistant/exportMarkdown.ts). One rule for
 * both: a figure as written (the check returns figures as written), longest first so `1.5万` wins over `1.5`, and not
 * inside a longer number: no digit, decimal point or group separator (Latin or Arabic) right before it, no digit
 * right after. Pure code (docs/assistant.md "Number check").
 */

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regular-expression source matching any of `figures` by that rule, without capture groups; null for none. */
export function unverifiedFigureSource(figures: readonly string[]): string | null {
  const written = [...new Set(figures.filter(Boolean))].sort((a, b) => b.length - a.length).map(escapeRegExp);
  if (written.length === 0) return null;
  return `(?<![\\d.,٫٬٠-٩])(?:${written.join('|')})(?![\\d٠-٩])`;
}
