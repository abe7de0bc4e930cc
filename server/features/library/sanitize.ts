/**
 * HTML from feeds and uploads is hostile until cleaned (issue 11: scripts, event handlers and remote frames
 * stripped). sanitize-html keeps an allow-list: text structure, tables, links (http, https, mailto; opened in a
 * new tab without an opener) and inline images only as `data:` URIs — the page's CSP (img-src 'self' data: blob:)
 * would refuse a remote image, and a remote image would tell its sender who read the document and when.
 * Everything else (script, style, iframe, object, form, on* attributes, javascript: URLs) goes.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'span', 'div'],
    ...['b', 'strong', 'i', 'em', 'u', 's', 'sub', 'sup', 'small', 'mark', 'abbr', 'cite', 'q'],
    ...['ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption'],
    ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col'],
  ],
  allowedAttributes: {
    // target and rel are set by transformTags below, whatever the input says.
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  // Only inline images: a relative source would load from this server, an absolute one was refused above.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^data:/i.test(frame.attribs.src ?? ''),
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
  disallowedTagsMode: 'discard',
};

/** The safe subset of `html` (see the file comment). */
export const sanitizeDocumentHtml = (html: string): string => sanitizeHtml(html, OPTIONS);

/** The plain text of `html` for search: tags dropped, block ends as line breaks, entities decoded, spaces folded. */
export function htmlToText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|div|li|h[1-6]|tr|blockquote|pre)>|<br\s*\/?>/gi, '$&\n'), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return decodeEntities(text)
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (all, code: string) => {
    if (code[0] === '#') {
      const n = code[1].toLowerCase() === 'x' ? Number.parseInt(code.slice(2), 16) : Number.parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : all;
    }
    return NAMED[code.toLowerCase()] ?? all;
  });
}
