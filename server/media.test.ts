/** @jest-environment node */
import { mediaKey, streamMedia } from './media';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => fetchMock.mockReset());

describe('mediaKey', () => {
  it('accepts plain keys', () => {
    expect(mediaKey('/media/ab12.jpg')).toBe('ab12.jpg');
    expect(mediaKey('/media/seed/properties/p-1_2.webp')).toBe('seed/properties/p-1_2.webp');
  });
  it.each(['/media/../api/vst/x', '/media/a/../../x', '/media/..%2Fx', '/media/a%2Fb', '/media/a//b', '/media/', '/media/.env', '/other/a.jpg'])(
    'refuses %s',
    (path) => expect(mediaKey(path)).toBeNull(),
  );
});

describe('streamMedia', () => {
  it("streams the provider's file with its content type and safe caching headers", async () => {
    fetchMock.mockResolvedValue(new Response('bytes', { headers: { 'Content-Type': 'image/jpeg' } }));
    const response = await streamMedia(new Request('http://localhost:3000/media/ab/cd.jpg'));
    expect(fetchMock.mock.calls[0][0]).toBe('http://127.0.0.1:4010/files/ab/cd.jpg');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('bytes');
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('passes a 404 on, and refuses bad keys without calling the provider', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 404 }));
    expect((await streamMedia(new Request('http://localhost:3000/media/missing.jpg'))).status).toBe(404);
    expect((await streamMedia(new Request('http://localhost:3000/media/..%2Fsecret'))).status).toBe(404);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('answers 503 when the provider cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    const response = await streamMedia(new Request('http://localhost:3000/media/a.jpg'));
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('times out a provider that does not start answering, but not a file still streaming', async () => {
    const configured = process.env.PROVIDER_TIMEOUT_MS;
    jest.resetModules();
    process.env.PROVIDER_TIMEOUT_MS = '50';
    try {
      const { streamMedia: freshStream } = await import('./media');
      fetchMock.mockImplementationOnce(
        (_url, init) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      );
      expect((await freshStream(new Request('http://localhost:3000/media/slow.jpg'))).status).toBe(503);

      fetchMock.mockResolvedValueOnce(new Response('bytes', { headers: { 'Content-Type': 'video/mp4' } }));
      const response = await freshStream(new Request('http://localhost:3000/media/tour.mp4'));
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(fetchMock.mock.calls[1][1].signal?.aborted).toBe(false);
      expect(await response.text()).toBe('bytes');
    } finally {
      if (configured === undefined) delete process.env.PROVIDER_TIMEOUT_MS;
      else process.env.PROVIDER_TIMEOUT_MS = configured;
    }
  });
});
