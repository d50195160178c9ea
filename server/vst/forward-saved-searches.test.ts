/** @jest-environment node */
import { apiHandler } from '@/server/http/handler';
import { rateLimitPolicies } from '@/server/http/rate-limit-guard';
import { findOperation } from './operations';
import { forwardOperation } from './forward';

let sessionData: { accessToken?: string; user?: object } = {};
jest.mock('@/server/session', () => ({
  getSession: jest.fn(async () => ({ ...sessionData, destroy: jest.fn() })),
  signedIn: async (session: { accessToken?: string; user?: object }) =>
    session.accessToken && session.user ? { accessToken: session.accessToken, user: session.user } : null,
}));

const fetchMock = jest.fn<Promise<Response>, [URL, RequestInit]>();
beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  delete (globalThis as { __nhRateLimits?: unknown }).__nhRateLimits;
  fetchMock.mockReset();
  sessionData = {};
});

const app = 'http://localhost:3000';
const handler = apiHandler(forwardOperation);
/** As app/api/vst/[...operation]/route.ts serves it: the Origin check, then the forwarder. */
const route = (request: Request) => handler(request, {});
const search = { id: 4, name: 'Flats in Lagos', query: 'transaction_type=RENT&state_id=25', frequency: 'instant', date_created: '2026-11-01T10:00:00.000Z' };
const post = (path: string, body: unknown, headers: Record<string, string> = { origin: app }) =>
  new Request(`${app}/api/vst/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('saved searches through the BFF', () => {
  it('lists and adds on one path, by method; other methods are told which two it takes', () => {
    expect(findOperation('/api/vst/profile/savedSearches', 'GET')).toMatchObject({ found: true, operation: { method: 'GET' } });
    expect(findOperation('/api/vst/profile/savedSearches', 'POST')).toMatchObject({ found: true, operation: { method: 'POST' } });
    expect(findOperation('/api/vst/profile/savedSearches', 'DELETE')).toEqual({ found: false, status: 405, allow: 'GET, POST' });
  });

  it("needs a session for a user's searches, and sends its token", async () => {
    expect((await route(new Request(`${app}/api/vst/profile/savedSearches`))).status).toBe(401);
    expect(fetchMock).not.toHaveBeenCalled();

    sessionData = { accessToken: 'tok', user: { userID: 9 } };
    fetchMock.mockResolvedValue(Response.json({ Detail: 'Search saved', saved_search: search }, { status: 201 }));
    const saved = await route(post('profile/savedSearches', { name: '  Flats in Lagos ', query: search.query, frequency: 'instant' }));
    expect(saved.status).toBe(200);
    expect((await saved.json()).saved_search).toEqual(search);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url.toString()).toBe('http://127.0.0.1:4010/api/vst/profile/savedSearches');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok' });
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Flats in Lagos', query: search.query, frequency: 'instant' });
  });

  it('checks a change before the provider sees it', async () => {
    sessionData = { accessToken: 'tok', user: { userID: 9 } };
    const refused = await route(post('profile/savedSearches/update', { id: 4, name: ' ' }));
    expect(refused.status).toBe(422);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a name with a line break (it would reach the alert e-mail\'s Subject) before the provider sees it', async () => {
    sessionData = { accessToken: 'tok', user: { userID: 9 } };
    for (const [path, body] of [
      ['profile/savedSearches', { name: 'Flats\r\nBcc: everyone@example.com', query: search.query, frequency: 'instant' }],
      ['profile/savedSearches/update', { id: 4, name: 'Flats\nin Lagos' }],
    ] as const) {
      const refused = await route(post(path, body));
      expect(refused.status).toBe(422);
      expect(JSON.stringify(await refused.json())).toContain('Keep the name on one line, without line breaks');
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('limits how many searches one user saves in an hour, before the provider sees them', async () => {
    sessionData = { accessToken: 'tok', user: { userID: 9 } };
    fetchMock.mockImplementation(async () => Response.json({ Detail: 'Search saved', saved_search: search }, { status: 201 }));
    const { limit } = rateLimitPolicies.saveSearch.perAccount;
    const body = { name: 'Flats', query: search.query, frequency: 'instant' };
    for (let i = 0; i < limit; i += 1) expect((await route(post('profile/savedSearches', body, { origin: app, 'x-forwarded-for': `10.0.0.${i}` }))).status).toBe(200);
    const refused = await route(post('profile/savedSearches', body, { origin: app, 'x-forwarded-for': '10.0.9.9' }));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(fetchMock).toHaveBeenCalledTimes(limit);
    // Another user is not held back by the first one's saves.
    sessionData = { accessToken: 'tok2', user: { userID: 10 } };
    expect((await route(post('profile/savedSearches', body, { origin: app, 'x-forwarded-for': '10.0.9.9' }))).status).toBe(200);
  });

  it('passes on that the provider lacks the calls (404), so the site can hide them', async () => {
    sessionData = { accessToken: 'tok', user: { userID: 9 } };
    fetchMock.mockResolvedValue(Response.json({ Detail: 'Not found' }, { status: 404 }));
    expect((await route(new Request(`${app}/api/vst/profile/savedSearches`))).status).toBe(404);
  });

  it('unsubscribes without a session, by the token alone', async () => {
    fetchMock.mockResolvedValue(Response.json({ Detail: 'Alerts stopped', saved_search: { name: 'Flats in Lagos', frequency: 'off' } }));
    const response = await route(post('alerts/unsubscribe', { token: '4.abc' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ Detail: 'Alerts stopped', saved_search: { name: 'Flats in Lagos', frequency: 'off' } });
    const [, init] = fetchMock.mock.calls[0];
    expect(init.headers).not.toHaveProperty('Authorization');
    expect(JSON.parse(String(init.body))).toEqual({ token: '4.abc' });
  });

  it("passes on the provider's word for a bad link", async () => {
    fetchMock.mockResolvedValue(Response.json({ Detail: 'This unsubscribe link is not valid' }, { status: 400 }));
    const response = await route(post('alerts/unsubscribe', { token: 'garbage' }));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('This unsubscribe link is not valid');
  });

  it('refuses an unsubscribe from another site, as every unsafe call', async () => {
    const foreign = await route(post('alerts/unsubscribe', { token: '4.abc' }, { origin: 'https://evil.example' }));
    expect(foreign.status).toBe(403);
    const noOrigin = await route(post('alerts/unsubscribe', { token: '4.abc' }, {}));
    expect(noOrigin.status).toBe(403);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
