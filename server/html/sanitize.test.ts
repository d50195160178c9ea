/** @jest-environment node */
import { sanitizeArticleHtml } from './sanitize';

describe('sanitizeArticleHtml', () => {
  it('keeps the allowed prose tags', () => {
    const html = '<h2>Title</h2><h3>Sub</h3><p><strong>a</strong> <em>b</em></p><ul><li>x</li></ul><ol><li>y</li></ol><blockquote>q</blockquote>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it.each([
    ['a script element', '<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
    ['an img with onerror', '<p>x<img src=x onerror="alert(1)"></p>', '<p>x</p>'],
    ['an svg with onload', '<svg onload="alert(1)"><circle /></svg><p>ok</p>', '<p>ok</p>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['a style attribute with an expression', '<p style="width: expression(alert(1))">ok</p>', '<p>ok</p>'],
    ['a style element', '<style>body{background:url(javascript:alert(1))}</style><p>ok</p>', '<p>ok</p>'],
    ['an event handler on an allowed tag', '<p onclick="alert(1)">ok</p>', '<p>ok</p>'],
    ['an object element', '<object data="x.swf"></object><p>ok</p>', '<p>ok</p>'],
  ])('removes %s', (_, payload, expected) => {
    expect(sanitizeArticleHtml(payload)).toBe(expected);
  });

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', '&#106;avascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', '//evil.example/x'])(
    'drops the href %s',
    (href) => {
      const clean = sanitizeArticleHtml(`<a href="${href}">link</a>`);
      expect(clean).not.toMatch(/href/);
      expect(clean).toContain('link');
    },
  );

  it('keeps http(s) and relative links and adds rel=noopener', () => {
    expect(sanitizeArticleHtml('<a href="https://example.com/a" target="_blank">a</a>')).toBe(
      '<a href="https://example.com/a" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizeArticleHtml('<a href="/properties/buy">b</a>')).toBe('<a href="/properties/buy" rel="noopener noreferrer">b</a>');
  });

  it('escapes text that looks like markup after decoding', () => {
    expect(sanitizeArticleHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });
});
