/**
 * The one client-side HTML sanitiser: markdown and HTML written by people (usage instructions, research documents,
 * meeting notes) go through it before `dangerouslySetInnerHTML`.
 *
 * HTML profile only (no SVG or MathML); DOMPurify drops <script>, on* attributes and javascript: URLs. Forms,
 * form controls, styles and embedded frames or objects are dropped too: a document has no use for them, and they
 * could imitate the console (a fake sign-in form), cover it, or load remote content.
 */
import DOMPurify from 'dompurify';

const SANITIZE_OPTIONS = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
};

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, SANITIZE_OPTIONS);
}
