/** @jest-environment node */
import { revalidateTag } from 'next/cache';
import { cacheTags } from '@/lib/vst/cache-tags';
import { livingFacts } from '@/lib/vst/living-facts';
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

const counts = Object.fromEntries(livingFacts.map((fact) => [fact, { agree: 0, disagree: 0 }]));
const answered = (changed: boolean) =>
  new Response(JSON.stringify({ Detail: 'Thank you: your answer is counted', property_id: 7, changed, fact_answers: counts, mine: { flooding: false } }));
const answer = (body: unknown = { property_id: 7, fact: 'flooding', agrees: false }) =>
  forwardOperation(new Request('http://localhost:3000/api/vst/facts/answer', { method: 'POST', body: JSON.stringify(body) }));

describe("members' answers to living facts through the BFF", () => {
  it('need a session, and refuse an unknown fact before the provider sees it', async () => {
    expect((await answer()).status).toBe(401);
    sessionData = { accessToken: 'tok', user: { userID: 9 } };
    expect((await answer({ property_id: 7, fact: 'view', agrees: true })).status).toBe(422);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a repeated answer expires nothing, however often it is sent; a changed one expires that listing's page alone", async () => {
    sessionData = { accessToken: 'tok', user: { userID: 10 } };
    fetchMock.mockImplementation(async () => answered(false));
    for (let sent = 0; sent < 10; sent += 1) expect((await answer()).status).toBe(200);
    expect(revalidateTag).not.toHaveBeenCalled();

    fetchMock.mockImplementation(async () => answered(true));
    expect((await answer()).status).toBe(200);
    expect(jest.mocked(revalidateTag).mock.calls.map(([tag]) => tag)).toEqual([cacheTags.property(7)]);
  });

  it('are limited per member: past the hour’s allowance the provider is not asked', async () => {
    sessionData = { accessToken: 'tok', user: { userID: 11 } };
    fetchMock.mockImplementation(async () => answered(true));
    const { limit } = rateLimitPolicies.factAnswer.perAccount;
    for (let sent = 0; sent < limit; sent += 1) expect((await answer()).status).toBe(200);
    fetchMock.mockClear();
    const refused = await answer();
    expect(refused.status).toBe(429);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
