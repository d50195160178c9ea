import { DEFAULT_AFTER_SIGN_IN, safeRedirectTarget } from './redirect-target';

describe('safeRedirectTarget', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/property/12', '/property/12'],
    ['/properties/buy?state_id=25&page=2', '/properties/buy?state_id=25&page=2'],
    ['/tipsandguides#top', '/tipsandguides#top'],
    ['/search?q=a%20b', '/search?q=a%20b'],
    ['/', '/'],
  ])('keeps the same-site path %s', (next, expected) => {
    expect(safeRedirectTarget(next)).toBe(expected);
  });

  it.each([
    ['an absolute URL', 'https://evil.example/'],
    ['another scheme', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash', '/\\evil.example'],
    ['backslashes only', '\\\\evil.example'],
    ['an encoded slash pair', '/%2F%2Fevil.example'],
    ['an encoded leading slash', '%2F%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a tab inside //', '/\t/evil.example'],
    ['a newline', '/\nevil'],
    ['an encoded tab', '/%09/evil.example'],
    ['a relative path', 'dashboard'],
    ['a broken escape', '/%E0%A4%A'],
    ['an empty string', ''],
    ['a very long path', `/${'a'.repeat(3000)}`],
  ])('refuses %s', (_label, next) => {
    expect(safeRedirectTarget(next)).toBe(DEFAULT_AFTER_SIGN_IN);
  });

  it('refuses values that are not strings', () => {
    expect(safeRedirectTarget(undefined)).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(safeRedirectTarget(['/a'])).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(safeRedirectTarget({ toString: () => '/a' })).toBe(DEFAULT_AFTER_SIGN_IN);
  });

  it('uses the given fallback', () => {
    expect(safeRedirectTarget('//evil.example', '/')).toBe('/');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeRedirectTarget('/a/../../dashboard')).toBe('/dashboard');
  });
});
