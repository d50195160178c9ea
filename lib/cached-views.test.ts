import { instalmentCalculatorNames, mortgageCalculatorNames } from '@/lib/forms/finance';
import { viewRoutes } from '@/lib/view-routes.mjs';
import { cachedViewPath, cachedViews, canonicalViewHref, canonicalViewPaths, isPlainView, signInViewPath, viewSearchParams } from './cached-views';

describe('cached views', () => {
  it('rewrites a listing with its query to one internal path per view', () => {
    expect(cachedViewPath('/properties/buy', '?state_id=25&page=2')).toBe('/views/properties/buy/state_id%3D25%26page%3D2');
    expect(cachedViewPath('/properties/rent', '')).toBe('/views/properties/rent/-');
  });

  it('keeps only the names the page reads, so tracking names make no view of their own', () => {
    const view = '/views/properties/buy/page%3D2';
    expect(cachedViewPath('/properties/buy', '?page=2')).toBe(view);
    expect(cachedViewPath('/properties/buy', '?page=2&fbclid=IwAR0abc&utm_source=newsletter')).toBe(view);
    expect(cachedViewPath('/properties/buy', '?fbclid=IwAR0abc&page=2')).toBe(view);
    expect(cachedViewPath('/properties/buy', '?fbclid=IwAR0abc')).toBe('/views/properties/buy/-');
  });

  it('gives one view to the two ways a browser writes a space', () => {
    expect(cachedViewPath('/tipsandguides', '?query=rent%20deposit&page=2')).toBe(cachedViewPath('/tipsandguides', '?query=rent+deposit&page=2'));
  });

  it('gives the home page one view whatever its query', () => {
    expect(cachedViewPath('/', '?utm_source=x')).toBe('/views/home/-');
  });

  it('gives /compare one address per set of homes: any order, repeat or junk is redirected to it', () => {
    // The site's own links write the ids ascending with a plain comma: reached as they are.
    expect(canonicalViewHref('/compare', '?ids=1,2')).toBeNull();
    expect(cachedViewPath('/compare', '?ids=1,2')).toBe('/views/compare/ids%3D1%252C2');
    for (const search of ['?ids=2,1', '?ids=2,1,2', '?ids=2,abc,1', '?ids=2&ids=1', '?ids=1,02,2']) {
      expect(canonicalViewHref('/compare', search)).toBe('/compare?ids=1%2C2');
    }
    expect(canonicalViewHref('/compare', '?ids=2,1&utm_source=x')).toBe('/compare?ids=1%2C2&utm_source=x');
    expect(canonicalViewHref('/compare', '?ids=abc')).toBe('/compare');
    // More than four: five of them, ascending, which the page refuses the same way.
    expect(canonicalViewHref('/compare', '?ids=9,8,7,6,5,4')).toBe('/compare?ids=4%2C5%2C6%2C7%2C8');
    expect(canonicalViewHref('/compare', '?ids=4,5,6,7,8')).toBeNull();
  });

  it('leaves other pages alone', () => {
    expect(cachedViewPath('/property/5', '?x=1')).toBeNull();
    expect(cachedViewPath('/properties/buy/extra', '')).toBeNull();
  });

  it('gives the page back the query it was rewritten with, repeated names as lists', async () => {
    const segment = cachedViewPath('/tipsandguides', '?query=rent+deposit&page=2&page=3&tag=a')!.split('/').pop()!;
    await expect(viewSearchParams(Promise.resolve({ query: segment }))).resolves.toEqual({
      query: 'rent deposit',
      page: ['2', '3'],
    });
    await expect(viewSearchParams(Promise.resolve({ query: '-' }))).resolves.toEqual({});
  });

  it('gives the login and sign-up pages one view each, none to other pages', () => {
    expect(signInViewPath('/login')).toBe('/views/login/-');
    expect(signInViewPath('/register')).toBe('/views/register/-');
    expect(signInViewPath('/forgot-password')).toBeNull();
    expect(signInViewPath('/login/extra')).toBeNull();
  });

  it('tells the plain view from one reached with a query', async () => {
    await expect(isPlainView(Promise.resolve({ query: '-' }))).resolves.toBe(true);
    await expect(isPlainView(Promise.resolve({ query: 'facebook-google' }))).resolves.toBe(false);
  });

  it('sends a query written otherwise than the page writes it to the page’s spelling: junk makes no view of its own', () => {
    expect(canonicalViewHref('/properties/buy', '?page=abc')).toBe('/properties/buy');
    expect(canonicalViewHref('/properties/buy', '?page=2&page_type=sideways&utm_source=x')).toBe('/properties/buy?page=2&utm_source=x');
    expect(canonicalViewHref('/properties/rent', '?no_bedroom=500')).toBe('/properties/rent');
    expect(canonicalViewHref('/properties/rent', '?min_price=1e30')).toBe('/properties/rent');
    expect(canonicalViewHref('/all_properties', '?page=1')).toBe('/all_properties');
    expect(canonicalViewHref('/tipsandguides', '?page=2&page=3')).toBe('/tipsandguides?page=2');
  });

  it('leaves a query written as the page writes it, and pages that read no query', () => {
    expect(canonicalViewHref('/properties/buy', '?state_id=25&no_bedroom=3&page_type=lowest_price&page=2')).toBeNull();
    expect(canonicalViewHref('/tipsandguides', '?query=rent%20deposit&page=2')).toBeNull();
    expect(canonicalViewHref('/properties/buy', '?utm_source=x')).toBeNull();
    expect(canonicalViewHref('/', '?page=junk')).toBeNull();
    expect(canonicalViewHref('/property/5', '?page=junk')).toBeNull();
  });

  it('spells every view\'s query one way: each page that reads a query has a canonical address, no other', () => {
    const readingAQuery = cachedViews.filter(({ queryKeys }) => queryKeys.length > 0).map(({ path }) => path);
    expect([...canonicalViewPaths].sort()).toEqual(readingAQuery.sort());
  });

  it('lists the payment options\' calculator fields as the page reads them', () => {
    expect([...viewRoutes['/finance/paymentoptions']!.queryNames].sort()).toEqual(
      [...new Set(['tab', 'calculate', ...mortgageCalculatorNames, ...instalmentCalculatorNames])].sort(),
    );
  });
});
