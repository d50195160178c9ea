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
});
