/** @jest-environment node */
import { z } from 'zod';
import { messages } from '@/lib/messages';
import { fileLinkSchema } from '@/lib/vst/file-link';
import { vstGet, vstPost } from './client';

const fetchMock = jest.fn<Promise<Response>, [URL, RequestInit]>();
const schema = z.object({ value: z.number() });

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  fetchMock.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('vstGet', () => {
  it('calls the provider under /api/vst with the query (empty values dropped) and the token', async () => {
    fetchMock.mockResolvedValue(json({ value: 1 }));
    const result = await vstGet('params/getCity', { query: { stateID: 25, empty: '', none: undefined }, token: 'tok', schema });
    expect(result).toEqual({ ok: true, status: 200, data: { value: 1 } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url.toString()).toBe('http://127.0.0.1:4010/api/vst/params/getCity?stateID=25');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok' });
    expect(init.cache).toBe('no-store');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  // What is cached, and for how long, is tested in client-cache.test.ts.
  it('never lets Next cache the fetch itself, with or without a token', async () => {
    fetchMock.mockResolvedValue(json({ value: 1 }));
    await vstGet('params/getCountry', { schema, revalidate: 60, tags: ['t'] });
    await vstGet('params/getCountry', { schema, revalidate: 60, tags: ['t'], token: 'tok' });
    for (const [, init] of fetchMock.mock.calls) {
      expect(init).toMatchObject({ cache: 'no-store' });
      expect(init).not.toHaveProperty('next');
    }
  });

  it('retries once after a network failure', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed')).mockResolvedValueOnce(json({ value: 2 }));
    expect(await vstGet('params/getCountry', { schema })).toMatchObject({ ok: true, data: { value: 2 } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('answers 503 when the provider stays unreachable, after two tries', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    expect(await vstGet('params/getCountry', { schema })).toEqual({
      ok: false,
      status: 503,
      detail: messages.providerUnavailable,
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  const configuredTimeout = process.env.PROVIDER_TIMEOUT_MS;
  afterEach(() => {
    if (configuredTimeout === undefined) delete process.env.PROVIDER_TIMEOUT_MS;
    else process.env.PROVIDER_TIMEOUT_MS = configuredTimeout;
  });
  /** The client as loaded with a 50 ms provider timeout (the environment is read on first use). */
  async function clientWithShortTimeout() {
    jest.resetModules();
    process.env.PROVIDER_TIMEOUT_MS = '50';
    return import('./client');
  }
  const whenAborted = (init: RequestInit, then: (reason: unknown) => void) =>
    init.signal?.addEventListener('abort', () => then(init.signal?.reason));

  it('really times out a provider that never answers', async () => {
    const { vstGet: freshGet } = await clientWithShortTimeout();
    fetchMock.mockImplementation((_url, init) => new Promise((_resolve, reject) => whenAborted(init, reject)));
    const started = Date.now();
    expect(await freshGet('params/getCountry', { schema })).toMatchObject({ status: 503 });
    expect(Date.now() - started).toBeLessThan(2000);
    // A timeout is not tried again: a stalled provider would double every page's wait.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('times out a provider that sends its headers and then stalls', async () => {
    const { vstGet: freshGet } = await clientWithShortTimeout();
    fetchMock.mockImplementation(async (_url, init) => {
      const stalled = new ReadableStream({ start: (controller) => whenAborted(init, (reason) => controller.error(reason)) });
      return new Response(stalled, { status: 200 });
    });
    expect(await freshGet('params/getCountry', { schema })).toEqual({ ok: false, status: 503, detail: messages.providerUnavailable });
  });

  it('lets go of a call once its answer is in (no timer keeps it alive until the timeout)', async () => {
    const { vstGet: freshGet } = await clientWithShortTimeout();
    fetchMock.mockResolvedValue(json({ value: 1 }));
    expect(await freshGet('params/getCountry', { schema })).toMatchObject({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(fetchMock.mock.calls[0][1].signal?.aborted).toBe(false);
  });

  it('maps a 500 to the server error message, without retrying', async () => {
    fetchMock.mockResolvedValue(json({ Detail: 'Server Error' }, 500));
    expect(await vstGet('params/getCountry', { schema })).toEqual({ ok: false, status: 500, detail: messages.serverError });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('answers 502 and logs when the response does not match its schema', async () => {
    fetchMock.mockResolvedValue(json({ value: 'not a number' }));
    expect(await vstGet('params/getCountry', { schema })).toEqual({ ok: false, status: 502, detail: messages.serverError });
    expect(console.error).toHaveBeenCalled();
  });

  it('answers 502 for a body that is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>oops</html>', { status: 200 }));
    expect(await vstGet('params/getCountry', { schema })).toMatchObject({ ok: false, status: 502 });
  });

  it('refuses paths that are not plain operation names', async () => {
    await expect(vstGet('../files/x', { schema })).rejects.toThrow();
    await expect(vstGet('params//getCity', { schema })).rejects.toThrow();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('vstPost', () => {
  it('sends JSON and never retries', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    expect(await vstPost('login', { body: { email: 'a@b.c' }, schema })).toMatchObject({ ok: false, status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const init = fetchMock.mock.calls[0][1];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.c"}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('sends multipart forms as they are', async () => {
    fetchMock.mockResolvedValue(json({ value: 1 }));
    const form = new FormData();
    form.set('title', 'x');
    await vstPost('product/propertySaleContact', { formData: form, schema });
    const init = fetchMock.mock.calls[0][1];
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('gives the provider Detail and the first message per field', async () => {
    fetchMock.mockResolvedValue(
      json(
        { Detail: 'Please review the field errors', ResponseMessage: { email: ['Taken', 'Other'], name: 'Too long' } },
        422,
      ),
    );
    expect(await vstPost('register', { body: {}, schema })).toEqual({
      ok: false,
      status: 422,
      detail: 'Please review the field errors',
      fieldErrors: { email: 'Taken', name: 'Too long' },
    });
  });

  it('passes Retry-After on, and falls back to the server error text without a Detail', async () => {
    fetchMock.mockResolvedValue(json({}, 429, { 'Retry-After': '30' }));
    expect(await vstPost('login', { body: {}, schema })).toEqual({
      ok: false,
      status: 429,
      detail: messages.serverError,
      retryAfter: '30',
    });
  });
});

describe('file links', () => {
  it('rewrites provider file links to /media/ while parsing', async () => {
    fetchMock.mockResolvedValue(
      json({ image: 'http://127.0.0.1:4010/files/ab/cd.jpg', other: 'https://video.example/files/x' }),
    );
    const result = await vstGet('params/getCountry', { schema: z.object({ image: fileLinkSchema, other: fileLinkSchema }) });
    expect(result).toMatchObject({ ok: true, data: { image: '/media/ab/cd.jpg', other: 'https://video.example/files/x' } });
  });
});
