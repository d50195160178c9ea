/** @jest-environment node */
import { safeContentType, streamMedia } from './media';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('served files carry safe content types', () => {
  it.each([
    ['image/png', 'image/png'],
    ['IMAGE/JPEG; charset=binary', 'image/jpeg'],
    ['application/pdf', 'application/pdf'],
    ['video/webm', 'video/webm'],
    ['text/html', 'application/octet-stream'],
    ['text/html; charset=utf-8', 'application/octet-stream'],
    ['application/javascript', 'application/octet-stream'],
    ['application/xhtml+xml', 'application/octet-stream'],
    [null, 'application/octet-stream'],
  ])('%s is served as %s', (upstream, served) => expect(safeContentType(upstream)).toBe(served));

  it('offers a file the provider calls HTML as a sandboxed, non-sniffed download', async () => {
    fetchMock.mockResolvedValue(new Response('<script>alert(1)</script>', { headers: { 'Content-Type': 'text/html' } }));
    const response = await streamMedia(new Request('http://localhost:3000/media/evil.png'));
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('content-disposition')).toBe('attachment');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('shows images inline', async () => {
    fetchMock.mockResolvedValue(new Response('png', { headers: { 'Content-Type': 'image/png' } }));
    const response = await streamMedia(new Request('http://localhost:3000/media/a.png'));
    expect(response.headers.get('content-disposition')).toBeNull();
  });
});
