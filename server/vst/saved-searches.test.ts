/** @jest-environment node */
import { isSavedSearchesMissing } from '@/lib/vst/saved-searches';
import { getSavedSearches, savedSearchesOffered } from './saved-searches';

let session: { accessToken: string } | null = null;
jest.mock('@/server/session', () => ({ verifySession: async () => session }));

const fetchMock = jest.fn<Promise<Response>, [URL, RequestInit]>();
beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  fetchMock.mockReset();
  session = null;
});

describe('whether the provider offers saved searches', () => {
  it('is false only when the provider answers 404 for them', () => {
    expect(isSavedSearchesMissing(404)).toBe(true);
    for (const status of [200, 401, 403, 500, 503]) expect(isSavedSearchesMissing(status)).toBe(false);
  });

  it('asks without a user: a provider with the calls refuses the missing token (401), one without them does not know the path', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ Detail: 'Unauthenticated' }, { status: 401 }));
    expect(await savedSearchesOffered()).toBe(true);
    expect(fetchMock.mock.calls[0][1].headers).not.toHaveProperty('Authorization');

    fetchMock.mockResolvedValueOnce(Response.json({ Detail: 'Not found' }, { status: 404 }));
    expect(await savedSearchesOffered()).toBe(false);
  });

  it('does not hide the feature because the provider is down for a moment', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    expect(await savedSearchesOffered()).toBe(true);
  });
});

describe('getSavedSearches', () => {
  it("reads the user's list with their token, and nothing without a session", async () => {
    expect(await getSavedSearches()).toMatchObject({ ok: false, status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();

    session = { accessToken: 'tok' };
    const search = { id: 1, name: 'Flats', query: 'transaction_type=RENT', frequency: 'daily', date_created: '2026-11-01T10:00:00.000Z' };
    fetchMock.mockResolvedValue(Response.json({ saved_searches: [search] }));
    expect(await getSavedSearches()).toEqual({ ok: true, status: 200, data: [search] });
    expect(fetchMock.mock.calls[0][1].headers).toMatchObject({ Authorization: 'Bearer tok' });
  });
});
