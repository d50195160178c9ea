/** @jest-environment node */
import { rateLimitPolicies } from '@/server/http/rate-limit-guard';
import { forwardOperation } from './forward';

jest.mock('@/server/session', () => ({
  getSession: jest.fn(async () => ({ destroy: jest.fn() })),
  signedIn: () => null,
}));

const fetchMock = jest.fn<Promise<Response>, [URL, RequestInit]>();
beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  delete (globalThis as { __nhRateLimits?: unknown }).__nhRateLimits;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => Response.json({ Detail: 'ok' }, { status: 201 }));
});

const app = 'http://localhost:3000';
const lead = { title: 'Mr.', name: 'Ada', email: 'ada@example.com', phone: '08031234567', state_id: '25', platform: 'search', property_id: 7, country_id: 160 };

function post(path: string, body: object, address: string) {
  return new Request(`${app}/api/vst/${path}`, {
    method: 'POST',
    headers: { origin: app, 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
}

describe('visitor forms through the BFF', () => {
  it('refuses a lead for an e-mail over its limit, with Retry-After, before the provider sees it', async () => {
    const { limit } = rateLimitPolicies.contact.perAccount;
    for (let i = 0; i < limit; i += 1) expect((await forwardOperation(post('params/createLead', lead, `10.0.0.${i}`))).status).toBe(200);
    const refused = await forwardOperation(post('params/createLead', { ...lead, email: 'ADA@example.com' }, '10.0.9.9'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect((await refused.json()).message).toMatch(/^Too many attempts/);
    expect(fetchMock).toHaveBeenCalledTimes(limit);
  });

  it('counts the share form with the lead form per client', async () => {
    const { limit } = rateLimitPolicies.contact.perClient;
    for (let i = 0; i < limit; i += 1) await forwardOperation(post('params/createLead', { ...lead, email: `v${i}@example.com` }, '10.0.0.1'));
    const refused = await forwardOperation(post('profile/sharePropertyByEmail', { email: 'friend@example.com', property_id: 7 }, '10.0.0.1'));
    expect(refused.status).toBe(429);
  });

  it('leaves forms without an e-mail alone (likes)', async () => {
    fetchMock.mockImplementation(async () => Response.json({ Detail: 'not a card' }, { status: 400 }));
    for (let i = 0; i < rateLimitPolicies.contact.perClient.limit + 2; i += 1) {
      expect((await forwardOperation(post('params/likeProperty', { propertyId: 7 }, '10.0.0.1'))).status).not.toBe(429);
    }
  });
});

describe('likes through the BFF', () => {
  it('refuses likes from one address past its limit, before the provider sees them; another address still likes', async () => {
    const { limit } = rateLimitPolicies.like.perClient;
    for (let i = 0; i < limit; i += 1) expect((await forwardOperation(post('params/likeProperty', { propertyId: 7 }, '10.0.0.1'))).status).not.toBe(429);
    const refused = await forwardOperation(post('params/likeProperty', { propertyId: 8 }, '10.0.0.1'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(fetchMock).toHaveBeenCalledTimes(limit);
    expect((await forwardOperation(post('params/likeProperty', { propertyId: 7 }, '10.0.0.2'))).status).not.toBe(429);
  });
});

describe('the payment return through the BFF', () => {
  it("limits one client's verifications before the provider (and its gateway) is asked", async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({ paymentStatus: 'Pending', paymentDetail: { payment_type: 'Advert_Payment', reference: 'R1', amount: 5000 } }),
    );
    const verify = (address: string) =>
      forwardOperation(new Request(`${app}/api/vst/payments/handleGatewayCallback?reference=R1`, { headers: { 'x-forwarded-for': address } }));
    const { limit } = rateLimitPolicies.paymentCallback.perClient;
    for (let i = 0; i < limit; i += 1) expect((await verify('10.0.0.1')).status).toBe(200);
    const refused = await verify('10.0.0.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(fetchMock).toHaveBeenCalledTimes(limit);
    expect((await verify('10.0.0.2')).status).toBe(200);
  });
});
