/** @jest-environment node */
import { NextRequest } from 'next/server';
import { sealData } from 'iron-session';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { cachedViews } from '@/lib/cached-views';
import { protectedPrefixes, guestOnlyPaths } from '@/lib/routes';
import { sessionPasswords } from '@/server/env';
import { PLAIN_COOKIE_NAME, SECURE_COOKIE_NAME, SESSION_MAX_AGE_SECONDS } from '@/server/session-cookie';
import { config, proxy } from './proxy';

beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

const seal = (data: object) => sealData(data, { password: sessionPasswords(), ttl: SESSION_MAX_AGE_SECONDS });
const signedInCookie = () => seal({ accessToken: 'tok', sid: 'proxy-test-session', user: { userID: 1, name: 'Ada', email: 'a@b.c', serviceProvider: false } });

function requestFor(pathAndQuery: string, cookie?: { name: string; value: string }) {
  const headers = cookie ? { cookie: `${cookie.name}=${cookie.value}` } : undefined;
  return new NextRequest(new URL(pathAndQuery, 'http://localhost:3000'), { headers });
}

const location = (response: Response) => response.headers.get('location');

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

  const runsOn = (url: string) => unstable_doesMiddlewareMatch({ config, url });

  it.each([...protectedPrefixes, ...guestOnlyPaths])('runs on %s (the matcher must list it literally)', (path) => {
    expect(runsOn(path)).toBe(true);
  });

  it.each(cachedViews)('runs on $path only when its query selects another view', ({ path, queryKeys }) => {
    for (const key of queryKeys) expect(runsOn(`${path}?${key}=2`)).toBe(true);
    expect(runsOn(path)).toBe(false);
    expect(runsOn(`${path}?utm_source=newsletter`)).toBe(false);
  });

  it('does not run on look-alikes of cached views', () => {
    expect(runsOn('/properties/sell?page=2')).toBe(false);
    expect(runsOn('/properties/buy/extra?page=2')).toBe(false);
  });

  it('rewrites a signed-out visit of the login and sign-up pages to their cached view: one for every next, by the networks offered', async () => {
    const rewrite = async (path: string) => (await proxy(requestFor(path))).headers.get('x-middleware-rewrite');
    expect(await rewrite('/login?next=%2Fdashboard')).toBe('http://localhost:3000/views/login/-');
    expect(await rewrite('/register')).toBe('http://localhost:3000/views/register/-');
    expect(await rewrite('/forgot-password')).toBeNull();
    process.env.SOCIAL_SIGN_IN_SANDBOX = 'true';
    try {
      jest.resetModules();
      const { proxy: sandboxProxy } = jest.requireActual<typeof import('./proxy')>('./proxy');
      expect((await sandboxProxy(requestFor('/login?next=%2Fsell'))).headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/views/login/facebook-google');
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
