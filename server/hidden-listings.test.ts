/** @jest-environment node */
import { NextRequest } from 'next/server';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config, proxy } from '@/proxy';
import { forgetHiddenListings, isListingHidden } from './hidden-listings';

const fetchMock = jest.fn<Promise<Response>, [URL, RequestInit]>();
beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  fetchMock.mockReset();
  forgetHiddenListings();
});

const hidden = (ids: number[]) => fetchMock.mockImplementation(async () => Response.json({ ids }));
const page = (path: string) => proxy(new NextRequest(new URL(path, 'http://localhost:3000')));

describe('a listing staff hid', () => {
  it('answers 410 with a short note at its page, and lets other property pages through', async () => {
    hidden([23]);
    const gone = await page('/property/23');
    expect(gone.status).toBe(410);
    expect(gone.headers.get('content-type')).toContain('text/html');
    const html = await gone.text();
    expect(html).toContain('<h1>This listing has been removed</h1>');
    expect(html).toContain('<html lang="en">');
    expect((await page('/property/24')).status).toBe(200);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('http://127.0.0.1:4010/api/vst/property/hidden');
    // One question to the provider for both pages.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('runs on property pages only (the matcher must list them)', () => {
    expect(unstable_doesMiddlewareMatch({ config, url: '/property/23' })).toBe(true);
    expect(unstable_doesMiddlewareMatch({ config, url: '/properties' })).toBe(false);
  });

  it('asks again after this instance hid or restored one', async () => {
    hidden([]);
    expect(await isListingHidden(5)).toBe(false);
    hidden([5]);
    expect(await isListingHidden(5)).toBe(false);
    forgetHiddenListings();
    expect(await isListingHidden(5)).toBe(true);
  });

  it('hides nothing when the provider lacks the call, or is down', async () => {
    fetchMock.mockImplementation(async () => Response.json({ Detail: 'Not Found' }, { status: 404 }));
    expect(await isListingHidden(5)).toBe(false);
    forgetHiddenListings();
    fetchMock.mockImplementation(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await isListingHidden(5)).toBe(false);
  });
});
