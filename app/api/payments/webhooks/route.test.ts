/** @jest-environment node */
import { POST } from './[gateway]/route';

jest.mock('@/server/env', () => ({ serverEnv: () => ({ providerUrl: 'http://provider.test', providerTimeoutMs: 1000 }) }));

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const deliver = (gateway: string, body: string, headers: Record<string, string> = {}) =>
  POST(new Request(`http://localhost:3000/api/payments/webhooks/${gateway}`, { method: 'POST', body, headers }), { params: Promise.resolve({ gateway }) });

describe('the gateways’ webhook address', () => {
  it('passes the raw body and the signature header to the provider, and its answer back', async () => {
    fetchMock.mockResolvedValue(new Response('{"received":true}', { status: 200 }));
    const body = '{"event":"charge.success","data":{"reference":"VST-1"}}';
    const response = await deliver('paystack', body, { 'x-paystack-signature': 'abc123', cookie: 'nh_session=x', authorization: 'Bearer stolen' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://provider.test/api/vst/payments/webhooks/paystack');
    expect(new TextDecoder().decode(init.body as ArrayBuffer)).toBe(body);
    // Only what proves the webhook's origin travels on, never a session or a token.
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', 'x-paystack-signature': 'abc123' });
  });

  it("passes Flutterwave's verif-hash, and the provider's refusal of a forgery", async () => {
    fetchMock.mockResolvedValue(new Response('{"Detail":"Invalid webhook signature"}', { status: 401 }));
    const response = await deliver('flutterwave', '{}', { 'verif-hash': 'guess' });
    expect(response.status).toBe(401);
    expect((fetchMock.mock.calls[0]?.[1].headers as Record<string, string>)['verif-hash']).toBe('guess');
  });

  it('knows only the two gateways, refuses bodies larger than an event, and says 502 when the provider is down', async () => {
    expect((await deliver('cash', '{}')).status).toBe(404);
    expect((await deliver('paystack', 'x'.repeat(70 * 1024))).status).toBe(413);
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    expect((await deliver('paystack', '{}')).status).toBe(502);
  });
});
