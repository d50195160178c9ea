/** @jest-environment node */
import { rateLimitPolicies } from '@/server/http/rate-limit-guard';
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
  fetchMock.mockImplementation(async () => Response.json({ Detail: 'The code is wrong or has expired; ask for a new one' }, { status: 400 }));
});

const app = 'http://localhost:3000';
const post = (path: string, body: object, address: string) =>
  new Request(`${app}/api/vst/${path}`, {
    method: 'POST',
    headers: { origin: app, 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
const signedInAs = (userID: number) => {
  sessionData = { accessToken: `token-${userID}`, user: { userID } };
};

describe('phone codes through the BFF', () => {
  it.each([
    ['verification/sendPhoneCode', { phone: '08031234567' }, rateLimitPolicies.phoneCode],
    ['verification/confirmPhone', { code: '123456' }, rateLimitPolicies.phoneConfirm],
  ] as const)('limits %s per account, before the provider (and its texts) is reached', async (path, body, policy) => {
    signedInAs(9);
    // From a new address each time, as a member hopping between networks: the account's count holds.
    for (let i = 0; i < policy.perAccount.limit; i += 1) expect((await forwardOperation(post(path, body, `10.0.0.${i}`))).status).not.toBe(429);
    const refused = await forwardOperation(post(path, body, '10.0.9.9'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect((await refused.json()).message).toMatch(/^Too many attempts/);
    expect(fetchMock).toHaveBeenCalledTimes(policy.perAccount.limit);
  });

  it('limits one address cycling through accounts', async () => {
    const { perClient, perAccount } = rateLimitPolicies.phoneCode;
    for (let i = 0; i < perClient.limit; i += 1) {
      signedInAs(100 + Math.floor(i / perAccount.limit));
      expect((await forwardOperation(post('verification/sendPhoneCode', { phone: '08031234567' }, '10.0.0.1'))).status).not.toBe(429);
    }
    signedInAs(999);
    expect((await forwardOperation(post('verification/sendPhoneCode', { phone: '08031234567' }, '10.0.0.1'))).status).toBe(429);
    expect((await forwardOperation(post('verification/sendPhoneCode', { phone: '08031234567' }, '10.0.0.2'))).status).not.toBe(429);
  });
});
