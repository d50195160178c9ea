/** @jest-environment node */
import { NextRequest } from 'next/server';
import { sealData } from 'iron-session';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { matchHas, prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
import type { Rewrite } from 'next/dist/lib/load-custom-routes';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import { cachedViewPath, cachedViews, canonicalViewHref } from '@/lib/cached-views';
import { protectedPrefixes, guestOnlyPaths } from '@/lib/routes';
import { sessionPasswords } from '@/server/env';
import { PLAIN_COOKIE_NAME, SECURE_COOKIE_NAME, SESSION_COOKIE_NAMES, SESSION_MAX_AGE_SECONDS } from '@/server/session-cookie';
import { config, proxy } from './proxy';

beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

const seal = (data: object) => sealData(data, { password: sessionPasswords(), ttl: SESSION_MAX_AGE_SECONDS });
const signedInCookie = () => seal({ accessToken: 'tok', sid: 'proxy-test-session', user: { userID: 1, name: 'Ada', email: 'a@b.c', serviceProvider: false } });

function requestFor(pathAndQuery: string, cookie?: { name: string; value: string }) {
  const headers = cookie ? { cookie: `${cookie.name}=${cookie.value}` } : undefined;
  return new NextRequest(new URL(pathAndQuery, 'http://localhost:3000'), { headers });
}

const location = (response: Response) => response.headers.get('location');
/** Plain JavaScript that Next loads untranspiled: a path in a variable keeps tsc from asking for its types. */
const NEXT_CONFIG_PATH = './next.config.mjs';
const loadNextConfig = async (): Promise<NextConfig> => (await import(NEXT_CONFIG_PATH)).default(PHASE_PRODUCTION_SERVER);

describe('proxy', () => {
  it('sends signed-out visitors of protected pages to /login with the page to come back to', async () => {
    const response = await proxy(requestFor('/dashboard/listing/5?view=wishlist'));
    expect(response.status).toBe(307);
    expect(location(response)).toBe('http://localhost:3000/login?next=%2Fdashboard%2Flisting%2F5%3Fview%3Dwishlist');
  });

  it.each(protectedPrefixes)('protects %s', async (prefix) => {
    expect(location(await proxy(requestFor(prefix)))).toContain('/login?next=');
  });

  it('does not protect look-alike paths', async () => {
    expect(location(await proxy(requestFor('/dashboards')))).toBeNull();
    expect(location(await proxy(requestFor('/finance/affordability')))).toBeNull();
  });

  it('lets signed-in users through to protected pages, under either cookie name', async () => {
    for (const name of [PLAIN_COOKIE_NAME, SECURE_COOKIE_NAME]) {
      const response = await proxy(requestFor('/dashboard', { name, value: await signedInCookie() }));
      expect(location(response)).toBeNull();
    }
  });

  it.each(guestOnlyPaths)('sends signed-in users from %s to /dashboard', async (path) => {
    const response = await proxy(requestFor(path, { name: PLAIN_COOKIE_NAME, value: await signedInCookie() }));
    expect(location(response)).toBe('http://localhost:3000/dashboard');
  });

  it('treats a cookie that does not open, or holds no sign-in, as signed out', async () => {
    for (const value of ['garbage', await seal({ socialState: { state: 's' } })]) {
      expect(location(await proxy(requestFor('/login', { name: PLAIN_COOKIE_NAME, value })))).toBeNull();
      expect(location(await proxy(requestFor('/dashboard', { name: PLAIN_COOKIE_NAME, value })))).toContain('/login');
    }
  });

  const runsOn = (url: string, cookies?: Record<string, string>) => unstable_doesMiddlewareMatch({ config, url, cookies });

  it.each(protectedPrefixes)('runs on %s (the matcher must list it literally)', (path) => {
    expect(runsOn(path)).toBe(true);
  });

  it.each(guestOnlyPaths)(
    'runs on %s only for a visitor holding a session cookie, under either name',
    (path) => {
      expect(runsOn(path)).toBe(false);
      for (const name of SESSION_COOKIE_NAMES) expect(runsOn(path, { [name]: 'sealed' })).toBe(true);
    },
  );

  /**
   * The first of next.config's rewrites that takes a URL, as Next's router applies it: its own `has`
   * matching and destination building (next/experimental/testing's helper drops the values `has`
   * captures). Our rewrites' sources are plain paths.
   */
  async function configRewrite(url: string, cookies: Record<string, string> = {}): Promise<string | null> {
    const { pathname, searchParams } = new URL(url, 'http://localhost:3000');
    const query = Object.fromEntries(searchParams);
    const { beforeFiles } = (await (await loadNextConfig()).rewrites!()) as { beforeFiles: Rewrite[] };
    for (const rewrite of beforeFiles.filter(({ source }) => source === pathname)) {
      const params = matchHas({ cookies } as never, query, rewrite.has, rewrite.missing);
      if (params) return prepareDestination({ appendParamsToQuery: false, destination: rewrite.destination, params, query }).newUrl;
    }
    return null;
  }

  /**
   * The view a URL is rendered at: by proxy.ts when its matcher takes the URL, else by next.config's
   * rewrites; with `cookie`, for a visitor sending it.
   */
  async function viewReached(url: string, cookie?: { name: string; value: string }): Promise<string | null> {
    const cookies = cookie ? { [cookie.name]: cookie.value } : undefined;
    const rewritten = runsOn(url, cookies)
      ? (await proxy(requestFor(url, cookie))).headers.get('x-middleware-rewrite')
      : await configRewrite(url, cookies);
    return rewritten ? new URL(rewritten, 'http://localhost:3000').pathname : null;
  }

  it.each(cachedViews)('runs on $path only when its query selects another view', async ({ path, queryKeys }) => {
    for (const key of queryKeys) {
      // A value the page cannot read is sent to the page's own spelling; one it reads reaches its view.
      const url = `${path}?${key}=2x`;
      const canonical = canonicalViewHref(path, `?${key}=2x`);
      if (canonical) expect(location(await proxy(requestFor(url)))).toBe(`http://localhost:3000${canonical}`);
      else expect(await viewReached(url)).toBe(cachedViewPath(path, `?${key}=2x`));
      expect(runsOn(url) || canonical === null).toBe(true);
    }
    expect(runsOn(path)).toBe(false);
    expect(runsOn(`${path}?utm_source=newsletter`)).toBe(false);
  });

  it('redirects a view asked for with junk values to the address the page writes, before the page cache', async () => {
    const junk: [string, string][] = [
      ['/properties/buy?page=abc', '/properties/buy'],
      ['/properties/buy?page=0', '/properties/buy'],
      ['/properties/buy?page=99999999', '/properties/buy'],
      ['/properties/rent?page_type=junk&page=2', '/properties/rent?page=2'],
      ['/properties/rent?page=2&state_id=25', '/properties/rent?state_id=25&page=2'],
      ['/properties/buy?state_id=007', '/properties/buy?state_id=7'],
      ['/properties/buy?state_id=x&utm_source=mail', '/properties/buy?utm_source=mail'],
      ['/properties?transaction_type=RENT&state_id=25', '/properties/rent?state_id=25'],
      ['/properties/rent?water_on_site=yes&no_flooding=1&band_a_or_b=1', '/properties/rent?band_a_or_b=1&no_flooding=1'],
      ['/all_properties?type=Castles&page=2', '/all_properties?page=2'],
      ['/tipsandguides?query=%20rent%20', '/tipsandguides?query=rent'],
      ['/services?category=Not%20A%20Slug', '/services'],
      ['/home-service-pro/details?id=06', '/home-service-pro/details'],
      ['/finance/paymentoptions?tab=junk&deposit=5', '/finance/paymentoptions'],
    ];
    for (const [url, canonical] of junk) {
      expect(runsOn(url)).toBe(true);
      const response = await proxy(requestFor(url));
      expect([url, response.status, location(response)]).toEqual([url, 307, `http://localhost:3000${canonical}`]);
    }
    // The address the page writes is rendered, not redirected again.
    for (const [, canonical] of junk) expect(location(await proxy(requestFor(canonical)))).toBeNull();
  });

  it("leaves one plain value alone to next.config's rewrite, which reaches the view the proxy would", async () => {
    const plain = ['/properties/buy?state_id=25', '/properties/rent?state_id=25', '/tipsandguides?query=rent', '/services?category=engineers', '/home-service-pro/details?id=6'];
    for (const url of plain) {
      expect(runsOn(url)).toBe(false);
      const [path, query] = url.split('?');
      expect(await viewReached(url)).toBe(cachedViewPath(path!, `?${query}`));
      // Names the page does not read are left out of the view.
      expect(await viewReached(`${url}&utm_source=newsletter`)).toBe(cachedViewPath(path!, `?${query}`));
    }
    // With another name the page reads, or a value that is not plain, the proxy encodes the whole query.
    expect(runsOn('/properties/rent?state_id=25&page=2')).toBe(true);
    expect(runsOn('/services?category=engineers&page=2')).toBe(true);
    expect(runsOn('/tipsandguides?query=c-of-o')).toBe(true);
    expect(runsOn('/home-service-pro/details?id=6%2C7')).toBe(true);
    expect(runsOn('/properties?state_id=25')).toBe(true);
  });

  it('takes a compare link to the view of its set of ids by a rewrite, after a redirect when written with other text', async () => {
    expect(runsOn('/compare')).toBe(false);
    expect(await viewReached('/compare')).toBe('/views/compare/-');
    for (const url of ['/compare?ids=3,7', '/compare?ids=3%2C7', '/compare?ids=1,2,3,4,5', '/compare?ids=3,7&utm_source=newsletter']) expect(runsOn(url)).toBe(false);
    expect(await viewReached('/compare?ids=3,7')).toBe(await viewReached('/compare?ids=3%2C7'));
    // The order is the page's to check (app/views/compare): a rewrite's pattern cannot compare numbers.
    expect(await viewReached('/compare?ids=7,3')).toBe('/views/compare/ids%3D7,3');
    expect(location(await proxy(requestFor('/compare?ids=7,3,x')))).toBe('http://localhost:3000/compare?ids=3%2C7');
    for (const url of ['/compare?ids=7,3,x', '/compare?ids=3,,7', '/compare?ids=03,7', '/compare?ids=1,2,3,4,5,6']) expect([url, runsOn(url)]).toEqual([url, true]);
  });

  it('does not run on look-alikes of cached views', () => {
    expect(runsOn('/properties/sell?page=2')).toBe(false);
    expect(runsOn('/properties/buy/extra?page=2')).toBe(false);
  });

  it('takes a signed-out visit of the login and sign-up pages to their cached view, one for every next, the proxy only when a cookie is sent', async () => {
    const cookies = [undefined, ...SESSION_COOKIE_NAMES.map((name) => ({ name, value: 'garbage' }))];
    for (const cookie of cookies) {
      expect(await viewReached('/login?next=%2Fdashboard', cookie)).toBe('/views/login/-');
      expect(await viewReached('/register', cookie)).toBe('/views/register/-');
      expect(await viewReached('/forgot-password', cookie)).toBeNull();
    }
    // The social networks offered are not in the path (server/page-cache-handler.mjs keys the cache by them).
    process.env.SOCIAL_SIGN_IN_SANDBOX = 'true';
    try {
      jest.resetModules();
      const { proxy: sandboxProxy } = jest.requireActual<typeof import('./proxy')>('./proxy');
      const garbage = { name: PLAIN_COOKIE_NAME, value: 'garbage' };
      expect((await sandboxProxy(requestFor('/login?next=%2Fsell', garbage))).headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/views/login/-');
    } finally {
      delete process.env.SOCIAL_SIGN_IN_SANDBOX;
    }
    const signedIn = await proxy(requestFor('/login?next=%2Fsell', { name: PLAIN_COOKIE_NAME, value: await signedInCookie() }));
    expect(location(signedIn)).toBe('http://localhost:3000/dashboard');
    expect(signedIn.headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('rewrites a public listing to its cached view, keeping the query, without redirecting', async () => {
    const response = await proxy(requestFor('/properties/rent?state_id=25&page=2'));
    expect(location(response)).toBeNull();
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/views/properties/rent/state_id%3D25%26page%3D2');
  });
});
