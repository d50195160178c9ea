/** @jest-environment node */
import { revalidateTag } from 'next/cache';
import { cacheTags } from '@/lib/vst/cache-tags';
import { rateLimitPolicies } from '@/server/http/rate-limit-guard';
import { forwardOperation } from './forward';

jest.mock('next/cache', () => ({ unstable_cache: (read: unknown) => read, revalidateTag: jest.fn() }));
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
  fetchMock.mockReset();
  jest.mocked(revalidateTag).mockClear();
  sessionData = {};
});

const app = 'http://localhost:3000';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const card = {
  propertyID: 7, id: 7, name: 'Flat', address: 'Lekki', price: '1000000', transaction_type: 'RENT', for_sale: 0,
  state: { id: 25, name: 'Lagos' }, city: null, town: null, property_type: { id: 1, name: 'Residential' },
  property_category: { id: 1, name: 'Flat' }, primary_image_link: 'http://127.0.0.1:4010/files/a.jpg',
  date_created: '2026-11-01T00:00:00.000Z', date_diff: '3 weeks ago', view_count: 1, like_count: 2, favorites: 0,
  no_bedroom: 3, no_bathroom: 2, no_toilet: 3, garages: 0, car_parking: 1, square_feet: null, units: 1,
  availability_status: 'Let', description: 'Nice', featured: false,
  confirmed_at: '2026-11-20T00:00:00.000Z', confirmed_days_ago: 0, freshness: 'confirmed',
};
const post = (path: string, body: unknown) => forwardOperation(new Request(`${app}/api/vst/${path}`, { method: 'POST', body: JSON.stringify(body) }));
const expired = () => jest.mocked(revalidateTag).mock.calls.map(([tag]) => tag);

describe('listing freshness through the BFF', () => {
  it("a status change needs a session, and expires what the provider says changed once it accepted it", async () => {
    expect((await post('profile/listingStatus', { propertyId: 7, status: 'Let' })).status).toBe(401);
    expect(fetchMock).not.toHaveBeenCalled();

    sessionData = { accessToken: 'tok', user: { userID: 9 } };
    fetchMock.mockResolvedValueOnce(json({ Detail: 'You can only change your own listing' }, 403));
    expect((await post('profile/listingStatus', { propertyId: 7, status: 'Let' })).status).toBe(403);
    expect(revalidateTag).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(json({ Detail: 'Listing marked Let', property: card, visible_change: 'listings' }));
    const marked = await post('profile/listingStatus', { propertyId: 7, status: 'Let' });
    expect(marked.status).toBe(200);
    expect((await marked.json()).property).toMatchObject({ availability_status: 'Let', freshness: 'confirmed' });
    expect(revalidateTag).toHaveBeenCalledWith(cacheTags.property(7), { expire: 0 });
    expect(revalidateTag).toHaveBeenCalledWith(cacheTags.listings, { expire: 0 });
    expect(expired()).not.toContain(cacheTags.properties);
  });

  it('refuses an unknown status before the provider sees it', async () => {
    sessionData = { accessToken: 'tok', user: { userID: 9 } };
    expect((await post('profile/listingStatus', { propertyId: 7, status: 'Gone' })).status).toBe(422);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a confirmation that changes nothing expires nothing, however often it is sent; one that does expires the page alone', async () => {
    sessionData = { accessToken: 'tok', user: { userID: 10 } };
    fetchMock.mockImplementation(async () => json({ Detail: 'Listing confirmed available', property: card, visible_change: 'none' }));
    for (let i = 0; i < 10; i += 1) expect((await post('profile/confirmListing', { propertyId: 7 })).status).toBe(200);
    expect(revalidateTag).not.toHaveBeenCalled();

    fetchMock.mockImplementation(async () => json({ Detail: 'Listing confirmed available', property: card, visible_change: 'page' }));
    expect((await post('profile/confirmListing', { propertyId: 7 })).status).toBe(200);
    expect(expired()).toEqual([cacheTags.property(7)]);
  });

  it("a reminder's link (no session) expires what its confirmation changed", async () => {
    const byLink = (visible_change: string) =>
      json({ Detail: 'Listing confirmed available', property: { id: 7, name: 'Flat', confirmed_at: card.confirmed_at }, visible_change });
    fetchMock.mockResolvedValueOnce(byLink('listings')).mockResolvedValueOnce(byLink('none'));
    expect((await post('listings/confirm', { token: '7.abc' })).status).toBe(200);
    const [, init] = fetchMock.mock.calls.at(-1)!;
    expect(init.headers).not.toHaveProperty('Authorization');
    expect(expired()).toEqual([cacheTags.property(7), cacheTags.listings]);

    jest.mocked(revalidateTag).mockClear();
    expect((await post('listings/confirm', { token: '7.abc' })).status).toBe(200);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("an owner's writes are limited per user: past the hour's allowance the provider is not asked", async () => {
    sessionData = { accessToken: 'tok', user: { userID: 11 } };
    fetchMock.mockImplementation(async () => json({ Detail: 'Listing marked Sold', property: card, visible_change: 'listings' }));
    const { limit } = rateLimitPolicies.listingWrite.perAccount;
    for (let i = 0; i < limit; i += 1) expect((await post('profile/listingStatus', { propertyId: 7, status: i % 2 ? 'Sold' : 'Available' })).status).toBe(200);
    fetchMock.mockClear();
    jest.mocked(revalidateTag).mockClear();

    const refused = await post('profile/confirmListing', { propertyId: 7 });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
