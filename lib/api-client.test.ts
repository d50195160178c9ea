/** @jest-environment node */
// jsdom's window.location cannot be replaced, so a stub window stands in for the browser's.
import { z } from 'zod';
import { mutate } from 'swr';
import { messages } from '@/lib/messages';
import { apiFetch, API_TIMEOUT_MS } from './api-client';

jest.mock('swr', () => ({ mutate: jest.fn(() => Promise.resolve()) }));

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const assign = jest.fn();

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
  Object.assign(globalThis, { window: { location: { assign } } });
});
beforeEach(() => {
  fetchMock.mockReset();
  assign.mockReset();
  jest.mocked(mutate).mockClear();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('apiFetch', () => {
  it('sends JSON and returns the data', async () => {
    fetchMock.mockResolvedValue(json({ user: null }));
    expect(await apiFetch('/api/auth/login', { method: 'POST', body: { email: 'a' } })).toEqual({
      ok: true,
      status: 200,
      data: { user: null },
    });
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe('/api/auth/login');
    expect(init).toMatchObject({ method: 'POST', body: '{"email":"a"}', credentials: 'same-origin' });
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('returns the message and field errors of a failure', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Please review the field errors', fieldErrors: { email: 'Taken' } }, 422));
    expect(await apiFetch('/api/auth/register', { method: 'POST', body: {} })).toEqual({
      ok: false,
      status: 422,
      message: 'Please review the field errors',
      fieldErrors: { email: 'Taken' },
    });
  });

  it('says server error for a failure without a readable body', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await apiFetch('/api/x')).toEqual({ ok: false, status: 502, message: messages.serverError });
  });

  it('checks the answer against a schema when given', async () => {
    fetchMock.mockResolvedValue(json({ count: 'x' }));
    expect(await apiFetch('/api/x', { schema: z.object({ count: z.number() }) })).toMatchObject({ ok: false, status: 502 });
  });

  it('clears the cache and goes home on a 401 that ended the session', async () => {
    fetchMock.mockResolvedValue(json({ message: messages.sessionExpired, signedOut: true }, 401));
    expect(await apiFetch('/api/vst/params/likeProperty', { method: 'POST', body: {} })).toMatchObject({ status: 401 });
    expect(mutate).toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('does not sign out on other 401s', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Invalid email or password' }, 401));
    await apiFetch('/api/auth/login', { method: 'POST', body: {} });
    expect(assign).not.toHaveBeenCalled();
  });

  it('gives a clear message when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await apiFetch('/api/x')).toEqual({ ok: false, status: 0, message: messages.providerUnavailable });
  });

  /** An answer whose status and headers came, then whose body was cut off (the connection dropped). */
  const cutAfterStatus = () =>
    new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"Detail":"Your comment'));
          controller.error(new TypeError('terminated'));
        },
      }),
      { status: 200, headers: { 'Content-Type': 'application/json' } },
    );

  it('says a change may have been saved when its answer was cut off after the status', async () => {
    fetchMock.mockResolvedValue(cutAfterStatus());
    expect(await apiFetch('/api/auth/register', { method: 'POST', body: { email: 'a@b.c' } })).toEqual({
      ok: false,
      status: 0,
      message: messages.answerCutOff,
    });
    fetchMock.mockResolvedValue(cutAfterStatus());
    expect(await apiFetch('/api/x')).toEqual({ ok: false, status: 0, message: messages.providerUnavailable });
  });

  it('says a write the BFF does once only can be sent again as it is, and sends it again under the same key', async () => {
    const keyOf = (call: number) => (fetchMock.mock.calls[call]![1].headers as Record<string, string>)['Idempotency-Key'];
    const comment = { method: 'POST' as const, body: { property_id: 1, comment: 'Is it still available?' } };
    fetchMock.mockResolvedValue(cutAfterStatus());
    expect(await apiFetch('/api/vst/comment/saveComment', comment)).toEqual({ ok: false, status: 0, message: messages.writeUnconfirmed });
    fetchMock.mockResolvedValue(json({ Detail: 'Saved' }));
    await apiFetch('/api/vst/comment/saveComment', comment);
    expect(keyOf(1)).toBe(keyOf(0));
    // Answered: the same content sent later is a new comment.
    await apiFetch('/api/vst/comment/saveComment', comment);
    expect(keyOf(2)).not.toBe(keyOf(1));
  });

  it('shows a write the service worker kept offline as waiting to send, and sends it again under the same key', async () => {
    const keyOf = (call: number) => (fetchMock.mock.calls[call]![1].headers as Record<string, string>)['Idempotency-Key'];
    const lead = { method: 'POST' as const, body: { property_id: 2, email: 'ada@example.com' } };
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: messages.waitingToSend }), { status: 503, headers: { 'X-Waiting-To-Send': '1' } }),
    );
    expect(await apiFetch('/api/vst/params/createLead', lead)).toEqual({ ok: false, status: 503, message: messages.waitingToSend, waitingToSend: true });
    fetchMock.mockResolvedValue(json({ Detail: 'Saved' }));
    await apiFetch('/api/vst/params/createLead', lead);
    expect(keyOf(1)).toBe(keyOf(0));
  });

  it('keeps the key of a write whose request failed, and names no key on reads or outside the BFF', async () => {
    const keyOf = (call: number) => (fetchMock.mock.calls[call]![1].headers as Record<string, string>)['Idempotency-Key'];
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(json({ liked: true }));
    expect(await apiFetch('/api/vst/params/likeProperty', { method: 'POST', body: { property_id: 4 } })).toMatchObject({ message: messages.providerUnavailable });
    await apiFetch('/api/vst/params/likeProperty', { method: 'POST', body: { property_id: 4 } });
    expect(keyOf(1)).toBe(keyOf(0));
    await apiFetch('/api/vst/params/getState?countryID=161');
    await apiFetch('/api/auth/login', { method: 'POST', body: {} });
    expect([keyOf(2), keyOf(3)]).toEqual([undefined, undefined]);
  });

  it('takes an empty answer of a success as success', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    expect(await apiFetch('/api/x', { method: 'POST', body: {} })).toEqual({ ok: true, status: 204, data: undefined });
  });

  it(`gives up after ${API_TIMEOUT_MS} ms`, async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(
      (_path, init) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const pending = apiFetch('/api/x');
    await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    expect(await pending).toEqual({ ok: false, status: 0, message: messages.providerUnavailable });
    jest.useRealTimers();
  });

  it("rethrows the caller's own abort", async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(() => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    await expect(apiFetch('/api/x', { signal: controller.signal })).rejects.toThrow('aborted');
  });
});
