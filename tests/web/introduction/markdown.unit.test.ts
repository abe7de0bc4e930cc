import { plainText, renderMarkdown, slugify } from '@/pages/User/Introduction/markdown';
import { Marked } from 'marked';
import { must } from '../../support/must';

/** Parses sanitised HTML the way the browser will, to assert on elements rather than on strings. */
function dom(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('renderMarkdown sanitising', () => {
  it('drops <script> elements, block and inline', () => {
    const { html } = renderMarkdown('# T\n\n<script>window.pwned = 1</script>\n\ntext <script>alert(1)</script> more');
    const root = dom(html);
    expect(root.querySelector('script')).toBeNull();
    expect(html).not.toMatch(/<script/i);
    expect(root.textContent).toContain('more');
  });

  it('drops on* event-handler attributes and keeps the element', () => {
    const { html } = renderMarkdown('<img src="x.png" onerror="alert(1)" alt="chart">\n\n<p onclick="alert(2)">para</p>');
    const root = dom(html);
    const img = root.querySelector('img');
    expect(img).not.toBeNull();
    expect(must(img, 'the image').getAttribute('alt')).toBe('chart');
    for (const el of Array.from(root.querySelectorAll('*'))) {
      expect(Array.from(el.attributes).filter((a) => a.name.toLowerCase().startsWith('on'))).toEqual([]);
    }
    expect(root.textContent).toContain('para');
  });

  it('removes javascript: URLs from markdown links and raw anchors, keeps safe links', () => {
    const { html } = renderMarkdown(
      '[bad](javascript:alert(1)) [bad2](JaVaScRiPt:alert(2)) <a href="javascript:alert(3)">bad3</a> ' +
        '[doc](#/user/introduction/files) [site](https://example.com/a)',
    );
    const links = Array.from(dom(html).querySelectorAll('a'));
    const hrefs = links.map((a) => a.getAttribute('href'));
    expect(hrefs.filter((h) => h && /javascript:/i.test(h))).toEqual([]);
    expect(hrefs).toContain('#/user/introduction/files');
    expect(hrefs).toContain('https://example.com/a');
    expect(dom(html).textContent).toContain('bad3');
  });

  it('drops iframes, forms, form controls, styles and inline SVG', () => {
    const { html } = renderMarkdown(
      '<iframe src="https://evil.test"></iframe>\n\n<form action="/x"><input name="a"><button>Sign in</button></form>\n\n' +
        '<style>body{display:none}</style>\n\n<svg><script>1</script></svg>\n\n<p style="position:fixed">kept text</p>',
    );
    const root = dom(html);
    expect(root.querySelector('iframe, form, input, button, style, svg, script, [style]')).toBeNull();
    expect(root.textContent).toContain('kept text');
  });
});

describe('renderMarkdown headings', () => {
  const source = [
    '# Guide title',
    'Intro text.',
    '## Signing in',
    'Use your **password**.',
    '### With a `code`',
    'Six digits.',
    '#### Deep detail',
    'Not in the contents.',
    '## Signing in',
    'Duplicate heading.',
    '## 数据源',
    '## البيانات',
    '## Title',
  ].join('\n\n');

  it('lists h2 and h3 only, in order, with plain text', () => {
    const { toc, title } = renderMarkdown(source);
    expect(title).toBe('Guide title');
    expect(toc.map((h) => [h.depth, h.text])).toEqual([
      [2, 'Signing in'],
      [3, 'With a code'],
      [2, 'Signing in'],
      [2, '数据源'],
      [2, 'البيانات'],
      [2, 'Title'],
    ]);
  });

  it('gives prefixed ids from the text, keeps CJK and Arabic letters, numbers duplicates', () => {
    const { toc } = renderMarkdown(source);
    expect(toc.map((h) => h.id)).toEqual(['intro-signing-in', 'intro-with-a-code', 'intro-signing-in-2', 'intro-数据源', 'intro-البيانات', 'intro-title']);
  });

  it('puts every id on its heading element, including ids DOMPurify would treat as clobbering', () => {
    const { toc, html } = renderMarkdown(source);
    const root = dom(html);
    for (const heading of toc) {
      const element = root.querySelector(`[id="${heading.id}"]`);
      expect(element?.tagName).toBe(`H${heading.depth}`);
      expect(element?.textContent).toBe(heading.text);
    }
    expect(root.querySelector('h4')?.id).toBe('intro-deep-detail');
  });

  it('is stable: the same source renders the same ids and html', () => {
    expect(renderMarkdown(source)).toEqual(renderMarkdown(source));
  });

  it('splits the text into searchable sections under h1-h3', () => {
    const { sections } = renderMarkdown(source);
    expect(sections[0]).toEqual({ headingId: 'intro-guide-title', heading: 'Guide title', text: 'Intro text.' });
    expect(sections[1]).toEqual({ headingId: 'intro-signing-in', heading: 'Signing in', text: 'Use your password.' });
    // The h4 stays inside the h3's section.
    expect(sections[2].text).toBe('Six digits. Deep detail Not in the contents.');
  });

  it('falls back to the given title when there is no h1', () => {
    expect(renderMarkdown('## Only a section', 'files').title).toBe('files');
  });
});

describe('slugify and plainText', () => {
  it('slugify keeps letters and digits of any script', () => {
    expect(slugify('Files & limits (50 MiB)')).toBe('files-limits-50-mib');
    expect(slugify('  登录 / 注册 ')).toBe('登录-注册');
    expect(slugify('!!!')).toBe('');
  });

  it('plainText flattens lists and tables without markdown syntax', () => {
    const tokens = new Marked().lexer('- **a** one\n- `b` two\n\n| x | y |\n|---|---|\n| 1 | [link](#/home) |');
    expect(plainText(tokens)).toBe('a one b two x y 1 link');
  });
});
