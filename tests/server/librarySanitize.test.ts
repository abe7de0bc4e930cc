/**
 * Hostile HTML (server/features/library/sanitize.ts): scripts, event handlers, remote frames, javascript: URLs, styles and
 * remote images are stripped; structure, tables, safe links and data: images stay. Samples follow the OWASP XSS
 * Filter Evasion Cheat Sheet's classes (script tags, event attributes, URL schemes, encoded schemes, SVG).
 */
import { htmlToText, sanitizeDocumentHtml } from '../../server/features/library/sanitize';

describe('sanitizeDocumentHtml', () => {
  it.each([
    ['<p>ok</p><script>alert(1)</script>', '<p>ok</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<p onclick="alert(1)" style="color:red">hi</p>', '<p>hi</p>'],
    ['<iframe src="https://evil.example/"></iframe><p>x</p>', '<p>x</p>'],
    ['<object data="x.swf"></object><embed src="x"><p>y</p>', '<p>y</p>'],
    ['<a href="javascript:alert(1)">a</a>', '<a target="_blank" rel="noopener noreferrer nofollow">a</a>'],
    ['<a href="jav&#x09;ascript:alert(1)">a</a>', '<a target="_blank" rel="noopener noreferrer nofollow">a</a>'],
    ['<svg onload=alert(1)><circle/></svg>', ''],
    ['<style>body{display:none}</style><p>z</p>', '<p>z</p>'],
    ['<form action="https://evil.example"><input name=p></form>', ''],
    ['<img src="https://tracker.example/pixel.gif">', ''],
    ['<a href="//evil.example/">a</a>', '<a target="_blank" rel="noopener noreferrer nofollow">a</a>'],
  ])('%s', (input, expected) => {
    expect(sanitizeDocumentHtml(input)).toBe(expected);
  });

  it('keeps structure, tables, safe links and inline data images', () => {
    const html =
      '<h2>Spread</h2><table><tr><th scope="col">Month</th></tr><tr><td>Dec</td></tr></table><a href="https://www.spglobal.com/">SPG</a><img src="data:image/png;base64,iVBORw0KGgo=" alt="c">';
    expect(sanitizeDocumentHtml(html)).toBe(
      '<h2>Spread</h2><table><tr><th scope="col">Month</th></tr><tr><td>Dec</td></tr></table><a href="https://www.spglobal.com/" target="_blank" rel="noopener noreferrer nofollow">SPG</a><img src="data:image/png;base64,iVBORw0KGgo=" alt="c" />',
    );
  });
});

describe('htmlToText', () => {
  it('drops tags and scripts, keeps block breaks, decodes entities', () => {
    expect(htmlToText('<p>高硫&amp;燃料油</p><script>x()</script><ul><li>A&#x20;B</li><li>C&nbsp;D</li></ul>')).toBe('高硫&燃料油\nA B\nC D');
  });
});
