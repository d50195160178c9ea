/** @jest-environment node */
import { POST } from './route';

jest.mock('@/server/env', () => ({ serverEnv: () => ({ providerUrl: 'http://provider.test', providerTimeoutMs: 1000 }) }));

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

/** What a mail client sends for `List-Unsubscribe-Post: List-Unsubscribe=One-Click`: no cookie, no Origin. */
const oneClick = (query: string, headers: Record<string, string> = {}) =>
  POST(
    new Request(`http://localhost:3000/api/alerts/unsubscribe${query}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: 'List-Unsubscribe=One-Click',
    }),
  );

describe("alert e-mails' one-click unsubscribe", () => {
  it('passes the token alone to the provider and answers that the alerts stopped', async () => {
    fetchMock.mockResolvedValue(Response.json({ Detail: 'Alerts stopped', saved_search: { name: 'Flats', frequency: 'off' } }));
    const response = await oneClick('?token=4.abc', { cookie: 'nh_session=x', authorization: 'Bearer stolen' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ Detail: 'Alerts stopped' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://provider.test/api/vst/alerts/unsubscribe');
    expect(init).toMatchObject({ method: 'POST', body: '{"token":"4.abc"}' });
    // Nothing of the caller's travels on: no session, no token of theirs.
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it("passes the provider's refusal of a forged token, and refuses a missing or overlong one without asking", async () => {
    fetchMock.mockResolvedValue(Response.json({ Detail: 'This unsubscribe link is not valid' }, { status: 400 }));
    const forged = await oneClick('?token=4.forged');
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ Detail: 'This unsubscribe link is not valid' });
    fetchMock.mockClear();
    expect((await oneClick('')).status).toBe(400);
    expect((await oneClick(`?token=${'a'.repeat(500)}`)).status).toBe(400);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says 502 when the provider is down or answers something else', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    expect((await oneClick('?token=4.abc')).status).toBe(502);
    fetchMock.mockResolvedValue(new Response('oops', { status: 500 }));
    expect((await oneClick('?token=4.abc')).status).toBe(502);
  });
});
