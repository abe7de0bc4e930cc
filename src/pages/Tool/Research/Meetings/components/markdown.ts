/**
 * Markdown -> safe HTML for the body preview and the print view. The body is typed by users, so the HTML goes
 * through the shared sanitiser (src/utils/safeHtml.ts: a pasted <script>, an on* attribute or a javascript: link never reaches the page).
 */
import { Marked } from 'marked';
import { sanitizeHtml } from '@/utils/safeHtml';

const marked = new Marked({ gfm: true, breaks: true, async: false });

export function markdownToSafeHtml(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown) as string);
}
