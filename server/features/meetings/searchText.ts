/**
 * The plain text a meeting is found by (search kind 'meeting'): the markdown body without its syntax, then the
 * decisions and the action items, one per line.
 */
import type { MeetingFields } from '../../../common/contract/meetings';

/** Markdown to plain text, close enough for search and snippets: marks, link targets and HTML tags dropped. */
export function markdownToText(md: string): string {
  return md
    .replace(/```[^\n]*\n/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/^\s*\|?[-:| ]+\|?\s*$/gm, '')
    .replace(/[*_`~|]+/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

export function meetingSearchText(m: Pick<MeetingFields, 'title' | 'body' | 'decisions' | 'actionItems'>): { title: string; body: string } {
  const parts = [markdownToText(m.body), ...m.decisions, ...m.actionItems.map((a) => a.text)].filter((s) => s.length > 0);
  return { title: m.title, body: parts.join('\n') };
}
