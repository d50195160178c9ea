import { isCurrentPath, navLinks } from './navLinks';

describe('navLinks', () => {
  it('keeps the links in their fixed order', () => {
    expect(navLinks.map((link) => link.href)).toEqual([
      '/', '/properties', '/sell', '/services', '/finance', '/mortgage', '/advert',
    ]);
  });
});

describe('isCurrentPath', () => {
  it('marks home only on the home page', () => {
    expect(isCurrentPath('/', '/')).toBe(true);
    expect(isCurrentPath('/properties', '/')).toBe(false);
  });

  it('marks a section on its own page and its sub-pages', () => {
    expect(isCurrentPath('/properties', '/properties')).toBe(true);
    expect(isCurrentPath('/properties/rent', '/properties')).toBe(true);
    expect(isCurrentPath('/finance/affordability', '/finance')).toBe(true);
  });

  it('does not mark a section whose name merely starts the path', () => {
    expect(isCurrentPath('/properties-archive', '/properties')).toBe(false);
    expect(isCurrentPath('/selling-tips', '/sell')).toBe(false);
  });

  it('marks nothing when the path is unknown', () => {
    expect(isCurrentPath(null, '/')).toBe(false);
  });
});
