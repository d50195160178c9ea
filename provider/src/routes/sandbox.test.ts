/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { startTestProvider, type TestProvider } from '../testing/testProvider';

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider();
}, 30_000);
afterAll(() => provider.close());

const SANDBOX_PATHS = ['/__dev/outbox', '/__sandbox/gateways/paystack/checkout/any-reference', '/__sandbox/social/google/authorize?redirect_uri=x&state=y'];

describe('the sandbox answers clients on this machine only, by the socket address', () => {
  test.each(SANDBOX_PATHS)('%s is refused to another machine, even one claiming loopback in X-Forwarded-For', async (path) => {
    const response = await provider.request(path, { headers: { 'X-Forwarded-For': '127.0.0.1', 'X-Real-IP': '127.0.0.1' } }, '203.0.113.7');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ Detail: 'The sandbox answers only clients on this machine' });
  });

  test.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('the outbox answers %s', async (peer) => {
    const response = await provider.request('/__dev/outbox', {}, peer);
    expect(response.status).toBe(200);
    expect(Array.isArray(await response.json())).toBe(true);
  });

  test('the contract itself answers any client', async () => {
    expect((await provider.request('/api/vst/params/getCountry', {}, '203.0.113.7')).status).toBe(200);
  });
});
