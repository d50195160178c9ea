/** @jest-environment node */
import { mediaKey, openStoredVariant, probePublicFile, streamMedia, streamPrivateMedia } from './media';
import { verifySession } from './session';

jest.mock('./session', () => ({ verifySession: jest.fn() }));
const verifySessionMock = jest.mocked(verifySession);

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

describe('probePublicFile', () => {
  it("asks with the ETag it has and gives the provider's status and ETag, without reading the file", async () => {
    const cancelled = jest.fn();
    const body = new ReadableStream({ cancel: cancelled });
    fetchMock.mockResolvedValue(new Response(body, { status: 200, headers: { ETag: '"new"' } }));
    expect(await probePublicFile('uploads/ab', '"old"')).toEqual({ status: 200, etag: '"new"' });
    expect(fetchMock.mock.calls[0][0]).toBe('http://127.0.0.1:4010/files/uploads/ab');
    expect(new Headers(fetchMock.mock.calls[0][1].headers).get('if-none-match')).toBe('"old"');
    expect(cancelled).toHaveBeenCalled();
  });

  it('is null when the provider cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    expect(await probePublicFile('uploads/ab', null)).toBeNull();
  });
});

describe('openStoredVariant', () => {
  it('asks for the variant by width and format, and takes the answer that names it', async () => {
    fetchMock.mockResolvedValue(new Response('webp bytes', { headers: { 'Content-Type': 'image/webp', 'X-Variant': '828w.webp' } }));
    const opened = await openStoredVariant('uploads/ab', 828, 'webp');
    expect(fetchMock.mock.calls[0][0]).toBe('http://127.0.0.1:4010/files/uploads/ab?width=828&format=webp');
    expect(opened.ok && (await opened.upstream.text())).toBe('webp bytes');
  });

  it('refuses an answer that names no variant: a provider without them answers the original', async () => {
    fetchMock.mockResolvedValue(new Response('the 4000 px original', { headers: { 'Content-Type': 'image/jpeg' } }));
    expect((await openStoredVariant('uploads/ab', 828, 'jpeg')).ok).toBe(false);
    fetchMock.mockResolvedValue(new Response('another width', { headers: { 'Content-Type': 'image/webp', 'X-Variant': '1080w.webp' } }));
    expect((await openStoredVariant('uploads/ab', 828, 'webp')).ok).toBe(false);
    fetchMock.mockResolvedValue(Response.json({ Detail: 'Variant not made' }, { status: 404 }));
    expect((await openStoredVariant('uploads/ab', 828, 'webp')).ok).toBe(false);
  });
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

describe('streamPrivateMedia', () => {
  const user = { userID: 7, name: 'Ada', email: 'ada@example.com', serviceProvider: false };

  it('refuses a signed-out visitor without asking the provider, and lets nothing cache the answer', async () => {
    verifySessionMock.mockResolvedValue(null);
    const response = await streamPrivateMedia(new Request('http://localhost:3000/private-media/uploads/ab12'));
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks the provider with the user's token and answers private, no-store", async () => {
    verifySessionMock.mockResolvedValue({ accessToken: 'tok-7', user });
    fetchMock.mockResolvedValue(new Response('%PDF-', { headers: { 'Content-Type': 'application/pdf', 'Cache-Control': 'public, immutable' } }));
    const response = await streamPrivateMedia(new Request('http://localhost:3000/private-media/uploads/ab12'));
    expect(fetchMock.mock.calls[0][0]).toBe('http://127.0.0.1:4010/private-files/uploads/ab12');
    expect(new Headers(fetchMock.mock.calls[0][1].headers).get('authorization')).toBe('Bearer tok-7');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-type')).toBe('application/pdf');
  });

  it("a file the provider does not let this user read is not found; an ended token asks to sign in", async () => {
    verifySessionMock.mockResolvedValue({ accessToken: 'tok-7', user });
    fetchMock.mockResolvedValueOnce(new Response('', { status: 404 }));
    const refused = await streamPrivateMedia(new Request('http://localhost:3000/private-media/uploads/other'));
    expect(refused.status).toBe(404);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    fetchMock.mockResolvedValueOnce(new Response('', { status: 401 }));
    expect((await streamPrivateMedia(new Request('http://localhost:3000/private-media/uploads/ab12'))).status).toBe(401);
    expect((await streamPrivateMedia(new Request('http://localhost:3000/private-media/../api/vst/x'))).status).toBe(404);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
