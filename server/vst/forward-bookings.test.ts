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
  delete (globalThis as { __nhRateLimits?: unknown }).__nhRateLimits;
});

const app = 'http://localhost:3000';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const post = (path: string, body: unknown) => forwardOperation(new Request(`${app}/api/vst/${path}`, { method: 'POST', body: JSON.stringify(body) }));
const get = (path: string) => forwardOperation(new Request(`${app}/api/vst/${path}`));

const slot = { starts_at: '2026-12-01T09:00:00.000Z', ends_at: '2026-12-01T10:00:00.000Z' };
const booking = {
  id: 3, side: 'visitor', property: { id: 7, name: 'Flat', address: '12 Admiralty Way' }, ...slot, status: 'requested',
  phone: '+2348031234567', note: null, visitor_name: 'Bola Buyer', advertiser_name: 'Ola Owner', decline_reason: null,
  offered_slot: null, cancelled_by: null, requested_at: '2026-11-28T09:00:00.000Z', answered_at: null,
  created_at: '2026-11-28T09:00:00.000Z', feedback: null, feedback_due: false,
};
const bookBody = { property_id: 7, starts_at: slot.starts_at, phone: '0803 123 4567' };

describe('inspection bookings through the BFF', () => {
  it('booking needs a session; a slot just taken answers 409 with the next open slot', async () => {
    expect((await post('bookings/book', bookBody)).status).toBe(401);
    expect(fetchMock).not.toHaveBeenCalled();

    sessionData = { accessToken: 'tok', user: { userID: 9 } };
    const next = { starts_at: '2026-12-01T10:00:00.000Z', ends_at: '2026-12-01T11:00:00.000Z' };
    fetchMock.mockResolvedValueOnce(json({ Detail: 'Someone has just booked this time; please choose another', next_slot: next }, 409));
    const taken = await post('bookings/book', bookBody);
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ message: 'Someone has just booked this time; please choose another', nextSlot: next });

    fetchMock.mockResolvedValueOnce(json({ Detail: 'Your request was sent; the advertiser has 24 hours to confirm', booking }, 201));
    const booked = await post('bookings/book', bookBody);
    expect(booked.status).toBe(200);
    expect((await booked.json()).booking).toMatchObject({ id: 3, status: 'requested' });
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(String(url)).toMatch(/\/api\/vst\/bookings\/book$/);
    expect(init.headers).toHaveProperty('Authorization', 'Bearer tok');
  });

  it('refuses a malformed time or an over-long note before the provider sees it', async () => {
    sessionData = { accessToken: 'tok', user: { userID: 9 } };
    expect((await post('bookings/book', { ...bookBody, starts_at: 'tomorrow' })).status).toBe(422);
    expect((await post('bookings/book', { ...bookBody, note: 'x'.repeat(501) })).status).toBe(422);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('open slots are read fresh for visitors; a provider without bookings answers 404', async () => {
    fetchMock.mockResolvedValueOnce(json({ property_id: 7, bookable: true, instant: false, timezone: 'Africa/Lagos', slots: [slot] }));
    const open = await get('bookings/slots?property_id=7');
    expect(open.status).toBe(200);
    expect((await open.json()).slots).toEqual([slot]);
    expect(fetchMock.mock.calls.at(-1)![1].cache).toBe('no-store');

    fetchMock.mockResolvedValueOnce(json({ Detail: 'Not Found' }, 404));
    expect((await get('bookings/slots?property_id=7')).status).toBe(404);
  });

  it('"already let or sold" expires that listing\'s page and the lists, never every page; other answers nothing', async () => {
    sessionData = { accessToken: 'tok', user: { userID: 9 } };
    fetchMock.mockResolvedValueOnce(json({ Detail: 'Thank you for telling us how it went', booking: { ...booking, status: 'held', feedback: 'already_let_or_sold' } }));
    expect((await post('bookings/feedback', { id: 3, answer: 'already_let_or_sold' })).status).toBe(200);
    expect(jest.mocked(revalidateTag).mock.calls.map(([tag]) => tag).sort()).toEqual([cacheTags.listings, cacheTags.property(7)].sort());

    jest.mocked(revalidateTag).mockClear();
    fetchMock.mockResolvedValueOnce(json({ Detail: 'Thank you for telling us how it went', booking: { ...booking, status: 'held', feedback: 'as_described' } }));
    expect((await post('bookings/feedback', { id: 3, answer: 'as_described' })).status).toBe(200);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('a rating is checked before the provider, and expires its advertiser\'s profile only', async () => {
    sessionData = { accessToken: 'tok', user: { userID: 9 } };
    const refused = await post('bookings/rate', { id: 3, stars: 6 });
    expect(refused.status).toBe(422);
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(json({ Detail: 'Thank you for your rating', booking: { ...booking, status: 'held', advertiser_id: 4, rating: { stars: 5, comment: 'Punctual' }, rating_due: false } }));
    expect((await post('bookings/rate', { id: 3, stars: 5, comment: '  Punctual ' })).status).toBe(200);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toEqual({ id: 3, stars: 5, comment: 'Punctual' });
    expect(jest.mocked(revalidateTag).mock.calls.map(([tag]) => tag)).toEqual([cacheTags.advertiser(4)]);
  });

  it('every change of a booking counts into one limit per account, before the provider (and its texts) is reached', async () => {
    sessionData = { accessToken: 'tok', user: { userID: 9 } };
    fetchMock.mockImplementation(async () => json({ Detail: 'Inspection moved', booking }));
    const { limit } = rateLimitPolicies.bookingChange.perAccount;
    const changes = [() => post('bookings/move', { id: 3, ...slot }), () => post('bookings/cancel', { id: 3 }), () => post('bookings/offer', { id: 3, ...slot })];
    for (let i = 0; i < limit; i += 1) expect((await changes[i % changes.length]!()).status).toBe(200);
    expect((await post('bookings/confirm', { id: 3 })).status).toBe(429);
    expect(fetchMock).toHaveBeenCalledTimes(limit);
  });

  it("the e-mail link's confirmation goes without a session, with only the token", async () => {
    fetchMock.mockResolvedValueOnce(json({ Detail: 'Inspection confirmed', booking: { ...booking, side: 'advertiser', status: 'confirmed' } }));
    expect((await post('bookings/confirmByToken', { token: '3.abc' })).status).toBe(200);
    expect(fetchMock.mock.calls.at(-1)![1].headers).not.toHaveProperty('Authorization');
  });
});
