/** @jest-environment node */
import { isOwnNavigation, isSameOriginRequest, refuseForeignOrigin } from './origin';

const APP_URL = 'http://localhost:3000';
const request = (method: string, headers: Record<string, string>, url = 'http://127.0.0.1:3000/api/auth/login') =>
  new Request(url, { method, headers });

describe('isSameOriginRequest', () => {
  it('lets safe methods through without any header', () => {
    expect(isSameOriginRequest(request('GET', {}), APP_URL)).toBe(true);
  });

  it("accepts the request's own origin and APP_URL's", () => {
    expect(isSameOriginRequest(request('POST', { origin: 'http://127.0.0.1:3000' }), APP_URL)).toBe(true);
    expect(isSameOriginRequest(request('POST', { origin: 'http://localhost:3000' }), APP_URL)).toBe(true);
  });

  it.each(['https://evil.example', 'null', 'http://localhost:3001', 'http://localhost:3000.evil.example'])(
    'refuses the origin %s',
    (origin) => {
      expect(isSameOriginRequest(request('POST', { origin }), APP_URL)).toBe(false);
    },
  );

  it('refuses a foreign origin even when Sec-Fetch-Site claims same-origin', () => {
    expect(
      isSameOriginRequest(request('DELETE', { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }), APP_URL),
    ).toBe(false);
  });

  it('falls back to Sec-Fetch-Site when Origin is absent', () => {
    expect(isSameOriginRequest(request('PUT', { 'sec-fetch-site': 'same-origin' }), APP_URL)).toBe(true);
    expect(isSameOriginRequest(request('PUT', { 'sec-fetch-site': 'none' }), APP_URL)).toBe(true);
    expect(isSameOriginRequest(request('PATCH', { 'sec-fetch-site': 'cross-site' }), APP_URL)).toBe(false);
    expect(isSameOriginRequest(request('PATCH', { 'sec-fetch-site': 'same-site' }), APP_URL)).toBe(false);
  });

  it('refuses an unsafe request with neither header', () => {
    expect(isSameOriginRequest(request('POST', {}), APP_URL)).toBe(false);
  });
});

describe('refuseForeignOrigin', () => {
  it('answers 403 with the JSON error body', async () => {
    const response = refuseForeignOrigin(request('POST', { origin: 'https://evil.example' }));
    expect(response?.status).toBe(403);
    expect(await response?.json()).toEqual({ message: expect.any(String) });
  });
  it('answers null for a same-origin request', () => {
    expect(refuseForeignOrigin(request('POST', { origin: 'http://127.0.0.1:3000' }))).toBeNull();
  });
});

describe('isOwnNavigation', () => {
  it.each(['same-origin', 'none'])('lets a %s navigation through', (site) => {
    expect(isOwnNavigation(new Headers({ 'sec-fetch-site': site }))).toBe(true);
  });
  it.each(['cross-site', 'same-site'])('stops a %s navigation', (site) => {
    expect(isOwnNavigation(new Headers({ 'sec-fetch-site': site }))).toBe(false);
  });
  it('lets a browser that says nothing through (it cannot be told apart)', () => {
    expect(isOwnNavigation(new Headers())).toBe(true);
  });
});
