/** @jest-environment node */
import { POST } from './route';

jest.mock('@/server/env', () => ({ serverEnv: () => ({ providerUrl: 'http://provider.test', providerTimeoutMs: 1000 }) }));

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const deliver = (body: string, headers: Record<string, string> = {}) =>
  POST(new Request('http://localhost:3000/api/sms/webhooks/termii', { method: 'POST', body, headers }));

describe("Termii's delivery-report address", () => {
  it('passes the raw body and X-Termii-Signature to the provider, nothing else, and its answer back', async () => {
    fetchMock.mockResolvedValue(new Response('{"received":true}', { status: 200 }));
    const body = '{"type":"outbound","message_id":"3017","status":"Delivered"}';
    const response = await deliver(body, { 'X-Termii-Signature': 'ab12', cookie: 'nh_session=x', authorization: 'Bearer stolen' });
    expect(response.status).toBe(200);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://provider.test/api/vst/sms/webhooks/termii');
    expect(new TextDecoder().decode(init.body as ArrayBuffer)).toBe(body);
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', 'x-termii-signature': 'ab12' });
  });

  it("passes the provider's refusal (401, 404) back, refuses bodies larger than a report, and says 502 when the provider is down", async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"Detail":"Not Found"}', { status: 404 }));
    expect((await deliver('{}')).status).toBe(404);
    expect((await deliver('x'.repeat(70 * 1024))).status).toBe(413);
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    expect((await deliver('{}')).status).toBe(502);
  });
});
