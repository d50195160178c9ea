/** @jest-environment node */
import { apiHandler } from '@/server/http/handler';
import { rateLimitPolicies } from '@/server/http/rate-limit-guard';
import { forwardOperation } from './forward';

let sessionData: { accessToken?: string; user?: object } = {};
jest.mock('@/server/session', () => ({
  getSession: jest.fn(async () => ({ ...sessionData, destroy: jest.fn() })),
  signedIn: async (session: { accessToken?: string; user?: object }) =>
    session.accessToken && session.user ? { accessToken: session.accessToken, user: session.user } : null,
}));
const mockRevalidateTag = jest.fn();
jest.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => mockRevalidateTag(...args) }));

const fetchMock = jest.fn<Promise<Response>, [URL, RequestInit]>();
beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  delete (globalThis as { __nhRateLimits?: unknown }).__nhRateLimits;
  fetchMock.mockReset();
  mockRevalidateTag.mockReset();
  sessionData = {};
});

const app = 'http://localhost:3000';
const handler = apiHandler(forwardOperation);
const route = (request: Request) => handler(request, {});
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`${app}/api/vst/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: app, ...headers }, body: JSON.stringify(body) });

describe('reporting a listing through the BFF', () => {
  it('forwards a visitor report checked by the shared schema, and answers the reference', async () => {
    fetchMock.mockResolvedValue(Response.json({ Detail: 'Thank you, your report was sent', reference: 'R-ABCDEFGHJK' }, { status: 201 }));
    const sent = await route(post('property/report', { property_id: 5, reason: 'inspection_fee', details: ' Asked for ₦5,000 ', email: 'a@example.com' }));
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ Detail: 'Thank you, your report was sent', reference: 'R-ABCDEFGHJK' });
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toEqual({ property_id: 5, reason: 'inspection_fee', details: 'Asked for ₦5,000', email: 'a@example.com' });
  });

  it('refuses an unknown reason or over-long details before the provider sees them', async () => {
    expect((await route(post('property/report', { property_id: 5, reason: 'ugly' }))).status).toBe(422);
    expect((await route(post('property/report', { property_id: 5, reason: 'other', details: 'x'.repeat(1001) }))).status).toBe(422);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('limits reports per client before the provider is asked', async () => {
    fetchMock.mockImplementation(async () => Response.json({ Detail: 'ok', reference: 'R-ABCDEFGHJK' }, { status: 201 }));
    const { limit } = rateLimitPolicies.report.perClient;
    const from = { 'x-forwarded-for': '10.1.1.1' };
    // A different address each time: the visitor forms' own limit per e-mail address is not what is tested.
    const report = (id: number) => post('property/report', { property_id: id, reason: 'other', email: `r${id}@example.com` }, from);
    for (let i = 0; i < limit; i += 1) expect((await route(report(i + 1))).status).toBe(200);
    expect((await route(report(99))).status).toBe(429);
    expect(fetchMock).toHaveBeenCalledTimes(limit);
  });
});

describe('the staff calls through the BFF', () => {
  it('answer 404 without a session, as for an unknown call, and never ask the provider', async () => {
    expect((await route(new Request(`${app}/api/vst/staff/console`))).status).toBe(404);
    for (const path of ['staff/hideListing', 'staff/restoreListing', 'staff/dismissReports']) {
      expect((await route(post(path, { property_id: 5, reason: 'Scam' }))).status).toBe(404);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("pass a member's 404 from the provider on", async () => {
    sessionData = { accessToken: 'tok', user: { userID: 3 } };
    fetchMock.mockImplementation(async () => Response.json({ Detail: 'Not Found' }, { status: 404 }));
    expect((await route(new Request(`${app}/api/vst/staff/console`))).status).toBe(404);
    expect((await route(post('staff/hideListing', { property_id: 5, reason: 'Scam' }))).status).toBe(404);
    expect(mockRevalidateTag).not.toHaveBeenCalled();
  });

  it("a staff hide expires the public listings' cache and the proxy's list of hidden listings", async () => {
    sessionData = { accessToken: 'tok', user: { userID: 7 } };
    const known = globalThis as { __nhHiddenListings?: unknown };
    known.__nhHiddenListings = { ids: new Set<number>(), fetchedAt: Date.now() };
    fetchMock.mockResolvedValue(Response.json({ Detail: 'The listing is hidden' }));
    expect((await route(post('staff/hideListing', { property_id: 5, reason: 'Asked for inspection fees' }))).status).toBe(200);
    expect(mockRevalidateTag).toHaveBeenCalledWith('vst:properties', { expire: 0 });
    expect(known.__nhHiddenListings).toBeNull();
    expect(fetchMock.mock.calls[0]![1].headers).toMatchObject({ Authorization: 'Bearer tok' });
  });

  it('needs a reason for every decision', async () => {
    sessionData = { accessToken: 'tok', user: { userID: 7 } };
    expect((await route(post('staff/dismissReports', { property_id: 5, reason: '  ' }))).status).toBe(422);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
