/** @jest-environment node */
import { z } from 'zod';
import { vstGet } from './client';

const fetchMock = jest.fn<Promise<Response>, [URL, RequestInit]>();
const schema = z.object({ value: z.number() });

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  fetchMock.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const garbage = () => new Response('<html>502 Bad Gateway</html>', { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('a garbage answer in the data cache', () => {
  it('is read past, uncached, so one bad answer does not stick until the cache expires', async () => {
    fetchMock.mockResolvedValueOnce(garbage()).mockResolvedValueOnce(Response.json({ value: 3 }));
    expect(await vstGet('params/getCountry', { schema, revalidate: 60, tags: ['t'] })).toEqual({ ok: true, status: 200, data: { value: 3 } });
    const [, reread] = fetchMock.mock.calls[1];
    expect(reread).toMatchObject({ cache: 'no-store' });
    expect(reread.next).toBeUndefined();
  });

  it('still fails when the provider keeps answering garbage', async () => {
    fetchMock.mockImplementation(async () => garbage());
    expect(await vstGet('params/getCountry', { schema, revalidate: 60 })).toMatchObject({ ok: false, status: 502 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('costs no second read for answers that were never cached', async () => {
    fetchMock.mockImplementation(async () => garbage());
    await vstGet('params/getCountry', { schema, token: 'tok', revalidate: 60 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
