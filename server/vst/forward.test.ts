/** @jest-environment node */
import { revalidateTag } from 'next/cache';
import { messages } from '@/lib/messages';
import { cacheTags } from '@/lib/vst/cache-tags';
import { findOperation } from './operations';
import { forwardOperation } from './forward';

// As jest.setup.ts does (no incremental cache outside Next), and the tag expiry observed.
jest.mock('next/cache', () => ({ unstable_cache: (read: unknown) => read, revalidateTag: jest.fn() }));
const destroy = jest.fn();
let sessionData: { accessToken?: string; user?: object } = {};
jest.mock('@/server/session', () => ({
  getSession: jest.fn(async () => ({ ...sessionData, destroy })),
  signedIn: async (session: { accessToken?: string; user?: object }) =>
    session.accessToken && session.user ? { accessToken: session.accessToken, user: session.user } : null,
  endSession: async (session: { destroy: () => void }) => session.destroy(),
}));

const fetchMock = jest.fn<Promise<Response>, [URL, RequestInit]>();
beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  fetchMock.mockReset();
  jest.mocked(revalidateTag).mockClear();
  destroy.mockReset();
  sessionData = {};
});

const app = 'http://localhost:3000';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const card = {
  propertyID: 7, id: 7, name: 'Flat', address: 'Lekki', price: '1000000', transaction_type: 'BUY', for_sale: 1,
  state: { id: 25, name: 'Lagos' }, city: null, town: null, property_type: { id: 1, name: 'Residential' },
  property_category: { id: 1, name: 'Flat' }, primary_image_link: 'http://127.0.0.1:4010/files/a.jpg',
  date_created: '2026-11-01T00:00:00.000Z', date_diff: '3 weeks ago', view_count: 1, like_count: 2, favorites: 0,
  no_bedroom: 3, no_bathroom: 2, no_toilet: 3, garages: 0, car_parking: 1, square_feet: null, units: 1,
  availability_status: 'Available', description: 'Nice', featured: false,
};

describe('findOperation', () => {
  it('finds allow-listed operations', () => {
    expect(findOperation('/api/vst/params/getCity', 'GET')).toMatchObject({ found: true, path: 'params/getCity' });
    expect(findOperation('/api/vst/banner/get-approval', 'GET')).toMatchObject({ found: true });
    expect(findOperation('/api/vst/params/likeProperty', 'POST')).toMatchObject({ found: true });
  });

  it.each([
    '/api/vst/params/unknownOperation',
    '/api/vst/admin/users',
    '/api/vst/params/../admin/users',
    '/api/vst/params/..%2Fadmin',
    '/api/vst/params%2FgetCity',
    '/api/vst/params//getCity',
    '/api/vst//params/getCity',
    '/api/vst/params/getCity/',
    '/api/vst/params/%67etCity',
    '/api/vst/banner/nowhere',
    '/api/vst/__proto__',
    '/api/vst/constructor',
    '/api/vst/',
    '/api/other/params/getCity',
  ])('refuses %s with 404', (path) => {
    expect(findOperation(path, 'GET')).toEqual({ found: false, status: 404 });
  });

  it('refuses a known operation with the wrong method with 405', () => {
    expect(findOperation('/api/vst/params/getCity', 'POST')).toEqual({ found: false, status: 405, allow: 'GET' });
    expect(findOperation('/api/vst/params/likeProperty', 'DELETE')).toEqual({ found: false, status: 405, allow: 'POST' });
  });
});

describe('forwardOperation', () => {
  it('never calls the provider for a refused request', async () => {
    const responses = await Promise.all([
      forwardOperation(new Request(`${app}/api/vst/params/..%2F..%2Ffiles`)),
      forwardOperation(new Request(`${app}/api/vst/params/getCity`, { method: 'DELETE' })),
      forwardOperation(new Request(`${app}/api/vst/params/getCity?stateID=abc`)),
    ]);
    expect(responses.map((response) => response.status)).toEqual([404, 405, 422]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('forwards a public GET with its checked query and no token', async () => {
    sessionData = { accessToken: 'tok', user: {} };
    fetchMock.mockResolvedValue(json({ cities: [{ id: 1, name: 'Ikeja' }] }));
    const response = await forwardOperation(new Request(`${app}/api/vst/params/getCity?stateID=25&extra=x&empty=`));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ cities: [{ id: 1, name: 'Ikeja' }] });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url.toString()).toBe('http://127.0.0.1:4010/api/vst/params/getCity?stateID=25');
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it("attaches the session's token where the operation takes one, and rewrites file links", async () => {
    sessionData = { accessToken: 'tok', user: {} };
    fetchMock.mockResolvedValue(json({ property: card }));
    const response = await forwardOperation(
      new Request(`${app}/api/vst/params/likeProperty`, { method: 'POST', body: JSON.stringify({ propertyId: 7 }) }),
    );
    expect(response.status).toBe(200);
    expect((await response.json()).property.primary_image_link).toBe('/media/a.jpg');
    expect(fetchMock.mock.calls[0][1].headers).toMatchObject({ Authorization: 'Bearer tok' });
  });

  it('expires the public data a write changes, and only after the provider accepted it', async () => {
    const review = {
      home_service_id: 3, reviewer_name: 'Ada', reviewer_email: 'ada@example.com', reviewer_phone_no: '08030000000',
      market_expert: 5, responsiveness: 4, negotiation_skill: 4, professionalism_communication: 5, message: 'Tidy work',
    };
    const send = () =>
      forwardOperation(new Request(`${app}/api/vst/services/submitHomeServiceReview`, { method: 'POST', body: JSON.stringify(review) }));
    // Signed out, a review never reaches the provider (reviews need a signed-in member).
    expect((await send()).status).toBe(401);
    expect(fetchMock).not.toHaveBeenCalled();

    sessionData = { accessToken: 'tok', user: { userID: 9 } };
    fetchMock.mockResolvedValueOnce(json({ Detail: 'Refused' }, 422));
    expect((await send()).status).toBe(422);
    expect(revalidateTag).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(json({ Detail: 'Your review has been submitted', rating: { average: 4.5, count: 8 } }));
    expect((await send()).status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith(cacheTags.services, { expire: 0 });
  });

  it("expires the listings' and adverts' tags once per settled payment, however often its return is verified", async () => {
    delete (globalThis as { __nhFirstSightings?: unknown }).__nhFirstSightings;
    const answer = (reference: string, paymentStatus: string) =>
      json({ paymentStatus, paymentDetail: { payment_type: 'Advert_Payment', reference, amount: 5000, advert_id: 4 } });
    const verify = (reference: string) =>
      forwardOperation(new Request(`${app}/api/vst/payments/handleGatewayCallback?reference=${reference}`));

    fetchMock.mockResolvedValueOnce(answer('PENDING-1', 'Pending')).mockResolvedValueOnce(answer('FAILED-1', 'Failed'));
    expect((await verify('PENDING-1')).status).toBe(200);
    expect((await verify('FAILED-1')).status).toBe(200);
    expect(revalidateTag).not.toHaveBeenCalled();

    // The attack: one known settled reference verified again and again.
    fetchMock.mockImplementation(async () => answer('PAID-1', 'Successful'));
    for (let i = 0; i < 5; i += 1) expect((await verify('PAID-1')).status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledTimes(2);
    expect(revalidateTag).toHaveBeenCalledWith(cacheTags.adverts, { expire: 0 });
    expect(revalidateTag).toHaveBeenCalledWith(cacheTags.properties, { expire: 0 });
  });

  it('never expires cache tags for a read that reports no change', async () => {
    fetchMock.mockImplementation(async () => json({ Detail: 'ok', comments: [] }));
    for (let i = 0; i < 3; i += 1) await forwardOperation(new Request(`${app}/api/vst/params/getCountry`));
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses a body over the limit before the provider sees it', async () => {
    const response = await forwardOperation(
      new Request(`${app}/api/vst/params/likeProperty`, { method: 'POST', body: JSON.stringify({ propertyId: 7, pad: 'x'.repeat(5000) }) }),
    );
    expect(response.status).toBe(413);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ends the session when the provider refuses its token', async () => {
    sessionData = { accessToken: 'expired', user: {} };
    fetchMock.mockResolvedValue(json({ Detail: 'Unauthenticated' }, 401));
    const response = await forwardOperation(
      new Request(`${app}/api/vst/params/likeProperty`, { method: 'POST', body: JSON.stringify({ propertyId: 7 }) }),
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: messages.sessionExpired, signedOut: true });
    expect(destroy).toHaveBeenCalled();
  });

  it('passes provider failures on in the BFF error body', async () => {
    fetchMock.mockResolvedValue(json({ Detail: 'Server Error' }, 500));
    const response = await forwardOperation(new Request(`${app}/api/vst/params/getCountry`));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: messages.serverError });
  });
});
