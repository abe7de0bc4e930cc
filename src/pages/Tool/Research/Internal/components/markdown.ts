/**
 * Markdown -> safe HTML for the body preview and the print view. The body is typed by users, so the HTML goes
 * through DOMPurify (a pasted <script>, an on* attribute or a javascript: link never reaches the page).
 */
import DOMPurify from 'dompurify';
import { Marked } from 'marked';

const marked = new Marked({ gfm: true, breaks: true, async: false });

export function markdownToSafeHtml(markdown: string): string {
  return DOMPurify.sanitize(marked.parse(markdown) as string);
}
