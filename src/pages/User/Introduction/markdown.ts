/**
 * Markdown -> safe HTML for the usage instructions, plus what the page needs around it: the document title,
 * the h2/h3 headings for the table of contents and plain-text sections for search.
 *
 * The documents are ours, but the HTML still goes through DOMPurify: a document is data, and the page must
 * stay safe if one ever contains a pasted <script>, an on* attribute or a javascript: link.
 */
import { Marked, type Token, type Tokens } from 'marked';
import { sanitizeHtml } from '@/utils/safeHtml';

export interface Heading {
  depth: number;
  text: string;
  /** Stable element id: `intro-` + the heading text (letters and digits of any script), de-duplicated with -2, -3... */
  id: string;
}

/** The text under one heading (the part before the first h2 belongs to the h1). */
export interface Section {
  headingId: string | null;
  heading: string;
  text: string;
}

export interface RenderedDocument {
  title: string;
  /** Sanitised HTML, safe for dangerouslySetInnerHTML. */
  html: string;
  /** h2 and h3 headings, in document order: the table of contents. */
  toc: Heading[];
  sections: Section[];
}

/** Headings that start a table-of-contents entry and a search section. */
const TOC_DEPTHS = new Set([2, 3]);
/**
 * Prefixed so an id never names a property of `document` (DOMPurify removes such ids against DOM clobbering:
 * a heading "Title" would lose id="title") and never clashes with the application's own element ids.
 */
const ID_PREFIX = 'intro-';

/** Ids assigned during one render; the renderer reads them back from the heading token. */
const headingIds = new WeakMap<Token, string>();

const marked = new Marked({ gfm: true });
marked.use({
  renderer: {
    heading(token: Tokens.Heading) {
      const id = headingIds.get(token);
      const inner = this.parser.parseInline(token.tokens);
      return `<h${token.depth}${id ? ` id="${id}"` : ''}>${inner}</h${token.depth}>\n`;
    },
  },
});

/** "Files & limits" -> "files-limits", "文件上传" -> "文件上传": letters, marks and digits of any script survive. */
export function slugify(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** Plain text of a token tree: what a reader sees, without markdown syntax or HTML. */
export function plainText(tokens: Token[] | undefined): string {
  if (!tokens) return '';
  return tokens
    .map((token): string => {
      switch (token.type) {
        case 'html':
        case 'def':
          return '';
        case 'space':
        case 'hr':
        case 'br':
          return ' ';
        case 'list':
          return (token as Tokens.List).items.map((item) => plainText(item.tokens)).join(' ');
        case 'table': {
          const table = token as Tokens.Table;
          const cells = [...table.header, ...table.rows.flat()];
          return cells.map((cell) => plainText(cell.tokens)).join(' ');
        }
        case 'code':
        case 'codespan':
          return (token as Tokens.Codespan).text;
        default: {
          const generic = token as Tokens.Generic;
          return generic.tokens ? plainText(generic.tokens) : String(generic.text ?? '');
        }
      }
    })
    .join(separatorOf(tokens))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Block tokens are joined with a space so two paragraphs' words do not run together; inline tokens are not. */
function separatorOf(tokens: Token[]): string {
  return tokens.some((t) => BLOCK_TYPES.has(t.type)) ? ' ' : '';
}
const BLOCK_TYPES = new Set(['paragraph', 'heading', 'list', 'list_item', 'table', 'blockquote', 'code']);

export function renderMarkdown(source: string, fallbackTitle = ''): RenderedDocument {
  const tokens = marked.lexer(source);
  const used = new Map<string, number>();
  const headings: (Heading & { token: Token })[] = [];
  marked.walkTokens(tokens, (token) => {
    if (token.type !== 'heading') return;
    const heading = token as Tokens.Heading;
    const text = plainText(heading.tokens);
    const base = ID_PREFIX + (slugify(text) || 'section');
    const count = (used.get(base) ?? 0) + 1;
    used.set(base, count);
    const id = count === 1 ? base : `${base}-${count}`;
    headingIds.set(token, id);
    headings.push({ depth: heading.depth, text, id, token });
  });

  const titleHeading = headings.find((h) => h.depth === 1);
  const title = titleHeading?.text ?? fallbackTitle;

  // Sections follow the top-level h1-h3 headings; deeper headings stay inside their section.
  const sections: Section[] = [];
  let current: Section = { headingId: titleHeading?.id ?? null, heading: title, text: '' };
  const parts: string[] = [];
  const flush = () => sections.push({ ...current, text: parts.splice(0).join(' ').replace(/\s+/g, ' ').trim() });
  for (const token of tokens) {
    if (token.type === 'heading' && (token as Tokens.Heading).depth <= 3) {
      const heading = headings.find((h) => h.token === token);
      if (heading && heading !== titleHeading) {
        flush();
        current = { headingId: heading.id, heading: heading.text, text: '' };
        continue;
      }
      if (heading === titleHeading) continue;
    }
    parts.push(plainText([token]));
  }
  flush();

  const html = sanitizeHtml(marked.parser(tokens) as string);
  const toc = headings.filter((h) => TOC_DEPTHS.has(h.depth)).map(({ depth, text, id }) => ({ depth, text, id }));
  // The first section is the text before the first h2: drop it when the document goes straight to a heading.
  return { title, html, toc, sections: sections.filter((section, i) => i > 0 || section.text) };
}
