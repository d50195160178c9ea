/** @jest-environment node */
import { unstable_cache } from 'next/cache';
import { z } from 'zod';
import { vstGet } from './client';

/** A stand-in for Next's cache with its one rule that matters here: only what the function returns is stored. */
const stored = new Map<string, unknown>();
jest.mock('next/cache', () => ({
  unstable_cache: jest.fn(
    (read: (...args: string[]) => Promise<unknown>, keyParts: string[]) =>
      async (...args: string[]) => {
        const key = JSON.stringify([keyParts, args]);
        if (!stored.has(key)) stored.set(key, await read(...args));
        return stored.get(key);
      },
  ),
}));

const fetchMock = jest.fn<Promise<Response>, [URL, RequestInit]>();
const schema = z.object({ value: z.number() });

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  stored.clear();
  fetchMock.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const garbage = () => new Response('<html>502 Bad Gateway</html>', { status: 200, headers: { 'Content-Type': 'application/json' } });
const publicRead = () => vstGet('params/getCountry', { schema, revalidate: 3600, tags: ['reference'] });

describe('the cache of public reads', () => {
  it('keeps a garbage answer out, so the next read after the provider recovers is good', async () => {
    fetchMock.mockResolvedValueOnce(garbage()).mockResolvedValueOnce(Response.json({ value: 3 }));
    expect(await publicRead()).toMatchObject({ ok: false, status: 502 });
    expect(await publicRead()).toEqual({ ok: true, status: 200, data: { value: 3 } });
    expect(await publicRead()).toEqual({ ok: true, status: 200, data: { value: 3 } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps an outage out too', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed')).mockRejectedValueOnce(new TypeError('fetch failed'));
    fetchMock.mockResolvedValueOnce(Response.json({ value: 4 }));
    expect(await publicRead()).toMatchObject({ ok: false, status: 503 });
    expect(await publicRead()).toMatchObject({ ok: true, data: { value: 4 } });
  });

  it('caches for the given time under the given tags; the fetch itself is never cached by Next', async () => {
    fetchMock.mockResolvedValue(Response.json({ value: 1 }));
    await publicRead();
    expect(unstable_cache).toHaveBeenCalledWith(expect.any(Function), expect.any(Array), { revalidate: 3600, tags: ['reference'] });
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ cache: 'no-store' });
    expect(fetchMock.mock.calls[0][1]).not.toHaveProperty('next');
  });

  it('never caches a read made with a token', async () => {
    fetchMock.mockImplementation(async () => Response.json({ value: 1 }));
    await vstGet('params/getCountry', { schema, revalidate: 60, token: 'tok' });
    await vstGet('params/getCountry', { schema, revalidate: 60, token: 'tok' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
