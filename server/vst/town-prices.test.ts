/** @jest-environment node */
import { isExtensionMissing } from './client';
import { townPricesHref, townsWithPrices } from './town-prices';

const fetchMock = jest.fn<Promise<Response>, [URL, RequestInit]>();
beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => fetchMock.mockReset());

const lagos = { id: 25, name: 'Lagos', slug: 'lagos' };
const town = (id: number, name: string, slug: string, hasFigures: boolean) => ({
  id,
  name,
  slug,
  city: { id: 38, name: 'Lekki' },
  state: lagos,
  listings: hasFigures ? 24 : 2,
  has_figures: hasFigures,
});

describe('the town price pages a provider offers', () => {
  it('are missing when the provider does not know the calls (404) or has not implemented them (501)', () => {
    expect(isExtensionMissing(404)).toBe(true);
    expect(isExtensionMissing(501)).toBe(true);
    for (const status of [200, 422, 500, 503]) expect(isExtensionMissing(status)).toBe(false);
  });

  it('links and sitemap entries only for towns whose page gives a figure', async () => {
    // A new answer each call: a body is read once.
    fetchMock.mockImplementation(async () => Response.json({ towns: [town(107, 'Lekki Phase 1', 'lekki-phase-1', true), town(108, 'Ikate', 'ikate', false)] }));
    expect((await townsWithPrices()).map((entry) => entry.slug)).toEqual(['lekki-phase-1']);
    expect(fetchMock.mock.calls[0][0].pathname).toBe('/api/vst/prices/towns');
    expect(await townPricesHref(107)).toBe('/prices/lagos/lekki-phase-1');
    expect(await townPricesHref(108)).toBeNull();
    expect(await townPricesHref(undefined)).toBeNull();
  });

  it('none at all from a provider without them, or one that fails for now', async () => {
    fetchMock.mockImplementation(async () => Response.json({ Detail: 'Not Found' }, { status: 404 }));
    expect(await townsWithPrices()).toEqual([]);
    expect(await townPricesHref(107)).toBeNull();

    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    expect(await townPricesHref(107)).toBeNull();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[town-prices] the towns could not be read: 503'));
    logged.mockRestore();
  });
});
