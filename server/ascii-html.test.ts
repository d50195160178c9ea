import { renderToString } from 'react-dom/server';
import { createElement as h } from 'react';
import { asciiHtml, withAsciiHtml } from './ascii-html.mjs';

const isAscii = (text: string) => /^[\x00-\x7f]*$/.test(text);
/** What a browser builds from the markup, outside scripts and styles. */
function parsed(html: string) {
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const element of document.querySelectorAll('script, style')) element.remove();
  return document.documentElement.outerHTML;
}
/** Next's inlined RSC payload: the strings its scripts push, as the browser's script would read them. */
const flight = (html: string) =>
  [...html.matchAll(/<script>self\.__next_f\.push\((.*?)\)<\/script>/g)].map((match) => JSON.parse(match[1]));
const scriptText = (html: string, type: string) =>
  new DOMParser().parseFromString(html, 'text/html').querySelector(`script[type="${type}"]`)?.textContent ?? '';

describe('a cached page in ASCII', () => {
  // A page as React and Next write it: text, attributes, a title, a text area, an astral character,
  // the RSC payload's scripts, JSON-LD and a style.
  const body = renderToString(
    h('div', { title: 'Lekki – ₦45,000,000' },
      h('p', null, '₦45,000,000 · 223 m² … 😀'),
      h('textarea', { defaultValue: 'Offer: ₦40m' }),
      h('a', { href: '/search?q=₦', 'aria-label': 'View ₦ house' }, 'Ikoyi…')),
  );
  const page =
    '<!DOCTYPE html><html lang="en-NG"><head><meta charSet="utf-8"/><title>Homes ₦ – NaijaHomes</title>' +
    '<style>.price::before{content:"₦"}</style></head><body>' + body +
    '<script>self.__next_f.push([1,"3:[\\"$\\",\\"p\\",null,{\\"children\\":\\"₦45,000,000 😀\\"}]\\n"])</script>' +
    '<script type="application/ld+json">{"name":"Duplex – ₦","price":"₦45m"}</script>' +
    '<script type="text/x-template">₦ as written</script>' +
    '</body></html>';
  const ascii = asciiHtml(page);

  test('markup, attributes, titles and text areas read back to the same document', () => {
    expect(parsed(ascii)).toBe(parsed(page));
    expect(ascii).toContain('&#8358;45,000,000');
    expect(ascii).toContain('&#128512;');
  });

  test("Next's RSC payload and JSON-LD read back to the same values", () => {
    expect(flight(ascii)).toEqual(flight(page));
    expect(flight(ascii)[0][1]).toContain('₦45,000,000 😀');
    expect(JSON.parse(scriptText(ascii, 'application/ld+json'))).toEqual({ name: 'Duplex – ₦', price: '₦45m' });
  });

  test('a style sheet keeps its characters as CSS escapes', () => {
    expect(ascii).toContain('<style>.price::before{content:"\\20a6 "}</style>');
  });

  test('everything is ASCII but a script of a type it cannot read, kept as written', () => {
    expect(ascii).toContain('<script type="text/x-template">₦ as written</script>');
    expect(isAscii(ascii.replace('₦ as written', ''))).toBe(true);
  });

  test('an element whose name only begins like style or script is markup', () => {
    expect(asciiHtml('<style-guide>₦</style-guide><scripts>₦</scripts>')).toBe('<style-guide>&#8358;</style-guide><scripts>&#8358;</scripts>');
  });

  test('an ASCII page is the same string', () => {
    const plain = '<p>N45m</p>';
    expect(asciiHtml(plain)).toBe(plain);
  });

  test('only pages are rewritten in a cache entry', () => {
    expect(withAsciiHtml({ kind: 'APP_PAGE', html: '<p>₦</p>', status: 200 })).toEqual({ kind: 'APP_PAGE', html: '<p>&#8358;</p>', status: 200 });
    const fetched = { kind: 'FETCH', data: { body: '₦' } };
    expect(withAsciiHtml(fetched)).toBe(fetched);
    expect(withAsciiHtml(null)).toBeNull();
  });
});
