import { escapeMarkup } from './escape-markup';

describe('escapeMarkup', () => {
  it.each([
    ['&', '&amp;'],
    ['<', '&lt;'],
    ['>', '&gt;'],
    ['"', '&quot;'],
    ["'", '&#39;'],
  ])('escapes %p as %p', (character, entity) => {
    expect(escapeMarkup(character)).toBe(entity);
  });

  it('escapes an ampersand once, so existing entities are shown as written rather than decoded', () => {
    expect(escapeMarkup('&amp; &lt;')).toBe('&amp;amp; &amp;lt;');
  });

  it('turns markup and attribute breakouts into plain text', () => {
    expect(escapeMarkup(`<a href="x" onclick='y'>Palm & Sons</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;Palm &amp; Sons&lt;/a&gt;',
    );
  });

  it('leaves other text, including non-ASCII, as it is', () => {
    expect(escapeMarkup('Lekki, Lagos ₦45,000,000 é')).toBe('Lekki, Lagos ₦45,000,000 é');
    expect(escapeMarkup('')).toBe('');
  });
});
