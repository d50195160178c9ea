import http from 'node:http';
import { expect, test } from '@playwright/test';
import { ForgotPasswordPage } from './pages/ForgotPasswordPage';
import { LoginPage } from './pages/LoginPage';
import { uniqueEmail } from './support/accounts';

/** A request with its path sent byte for byte (browsers and fetch would resolve `..` and re-encode first). */
function rawRequest(baseURL: string, method: string, path: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(baseURL);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.request({ host: hostname, port, method, path, headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end(method === 'POST' ? '{}' : undefined);
  });
}

test('pages, API answers and files carry the security headers and no X-Powered-By', async ({ request }) => {
  for (const path of ['/', '/login', '/property/1', '/api/auth/session', '/api/vst/params/getState?countryID=160']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['x-powered-by'], path).toBeUndefined();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    const csp = headers['content-security-policy'] ?? '';
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'", "default-src 'self'"]) expect(csp, path).toContain(directive);
    // This build is served over plain http: HSTS would be wrong here (next.config.test.ts checks the https build).
    expect(headers['strict-transport-security'], path).toBeUndefined();
  }
});

test('the BFF refuses path tricks, unknown operations and wrong methods before the provider', async ({ baseURL }) => {
  const origin = { origin: baseURL!, 'content-type': 'application/json' };
  for (const path of [
    '/api/vst/params/..%2F..%2Ffiles%2Fx',
    '/api/vst/params%2FgetState',
    '/api/vst/params/%2e%2e/admin',
    '/api/vst/params/../../files/x',
    '/api/vst/admin/users',
    '/api/vst/__proto__',
  ]) {
    const response = await rawRequest(baseURL!, 'GET', path);
    expect([404, 307], path).toContain(response.status);
    expect(response.body, path).not.toMatch(/"states"|seed/);
  }
  const wrongMethod = await rawRequest(baseURL!, 'DELETE', '/api/vst/params/getState', origin);
  expect(wrongMethod.status).toBe(405);
  expect(wrongMethod.headers.allow).toBe('GET');
});

test('the internal cached views are not addresses: asked for directly they are sent home, the public pages still reach them', async ({ baseURL, request }) => {
  // Each distinct view path is rendered and cached once: open to anyone, they would fill the cache with made-up views.
  for (const path of ['/views/home/made-up', `/views/properties/buy/page%3D${Date.now()}`, '/views/login/-']) {
    const response = await rawRequest(baseURL!, 'GET', path);
    expect(response.status, path).toBe(307);
    expect(new URL(response.headers.location ?? '', baseURL).href, path).toBe(new URL('/', baseURL).href);
  }
  for (const path of ['/', '/properties/buy', '/properties/buy?page=2', '/properties/rent?state_id=25', '/login']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
  }
});

test('unsafe requests from a foreign origin are refused', async ({ baseURL }) => {
  const json = { 'content-type': 'application/json' };
  for (const path of ['/api/vst/params/likeProperty', '/api/auth/login', '/api/auth/logout']) {
    const foreign = await rawRequest(baseURL!, 'POST', path, { ...json, origin: 'https://evil.example' });
    expect(foreign.status, path).toBe(403);
    expect(JSON.parse(foreign.body).message).toBe('This request did not come from this site');
    const crossSite = await rawRequest(baseURL!, 'POST', path, { ...json, 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status, path).toBe(403);
  }
});

test('forgot-password: too many requests for one e-mail are refused with a clear message, the e-mail kept', async ({ page }) => {
  const email = uniqueEmail('ratelimit.forgot');
  const forgot = new ForgotPasswordPage(page);
  await forgot.goto();
  // The per-e-mail limit is 5 an hour (server/http/rate-limit-guard.ts).
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const answered = page.waitForResponse('**/api/auth/forgot-password');
    await forgot.requestLink(email);
    expect((await answered).status()).toBe(200);
    if (attempt < 4) await forgot.goto();
  }
  await forgot.goto();
  const refused = page.waitForResponse('**/api/auth/forgot-password');
  await forgot.requestLink(email);
  const response = await refused;
  expect(response.status()).toBe(429);
  expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
  await expect(forgot.banner).toHaveText(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
  await expect(forgot.email).toHaveValue(email);
});

test('sign-in: after too many failures for an e-mail the form says how long to wait, the e-mail kept', async ({ page, baseURL }) => {
  const email = uniqueEmail('ratelimit.login');
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const failed = await page.request.post('/api/auth/login', { headers: { origin: baseURL! }, data: { email, password: `guess-${attempt}` } });
    expect(failed.status()).toBe(400);
  }
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(email, 'guess-again');
  await expect(login.banner).toHaveText(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
  await expect(login.email).toHaveValue(email);
});

test.describe('made-up URLs add nothing to the page cache', () => {
  // Each distinct query of a public page is a view rendered and kept in the cache that every instance
  // shares: a loop of junk values would fill it, and push out what shares its Redis (docs/security.md).
  // Values no earlier run asked for (the cache outlives a run only in a developer's .next).
  const stamp = 100 + (Date.now() % 99_000);
  const pathOf = (location: string | undefined) => {
    const url = new URL(location ?? '', 'http://site');
    return `${url.pathname}${url.search}`;
  };

  test('junk values are sent to the address the page writes before the cache is asked', async ({ request }) => {
    const junk: [string, string][] = [
      [`/properties/buy?page=abc${stamp}`, '/properties/buy'],
      [`/properties/rent?page_type=junk${stamp}`, '/properties/rent'],
      [`/properties/buy?page=${stamp}00000`, '/properties/buy'],
      [`/properties/buy?state_id=0${stamp}`, `/properties/buy?state_id=${stamp}`],
      [`/properties/rent?no_bedroom=${stamp}&page=2`, '/properties/rent?page=2'],
      [`/all_properties?type=Castle${stamp}`, '/all_properties'],
      [`/tipsandguides?page=x${stamp}`, '/tipsandguides'],
      [`/services?page=-${stamp}`, '/services'],
    ];
    for (const [path, canonical] of junk) {
      // Asked twice: answered the same way each time, by the proxy, never from (or into) the cache.
      for (let time = 0; time < 2; time += 1) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(307);
        expect(pathOf(response.headers().location), path).toBe(canonical);
        expect(response.headers()['x-nextjs-cache'], path).toBeUndefined();
      }
    }
  });

  test('a page past the last or an id naming nothing is a 404 that is not kept: asked again, it is not served from the cache', async ({ request }) => {
    const madeUp = [
      `/properties/buy?page=${9000 + (stamp % 1000)}`,
      `/properties/rent?state_id=${900_000 + stamp}`,
      `/properties/buy?property_category_id=${900_000 + stamp}`,
      `/all_properties?page=${9000 + (stamp % 1000)}`,
      `/tipsandguides?page=${9000 + (stamp % 1000)}`,
      `/services?page=${9000 + (stamp % 1000)}`,
      `/home-service-pro/details?id=${900_000 + stamp}`,
    ];
    for (const path of madeUp) {
      for (let time = 0; time < 2; time += 1) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(404);
        expect(response.headers()['x-nextjs-cache'] ?? 'not cached', `${path}, asked ${time + 1} times`).not.toMatch(/^(HIT|STALE)$/);
      }
    }
    // A view that exists is still cached as before.
    const real = '/properties/buy?page=2';
    expect((await request.get(real)).status()).toBe(200);
    expect((await request.get(real)).headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
  });
});
