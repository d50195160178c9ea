/** @jest-environment node */
import { cacheTags } from '@/lib/vst/cache-tags';
import { findOperation } from './operations';
import { filterProperties } from './properties';
import { getLocationStatistics, getPropertyDetail } from './property-detail';
import { townsWithPrices } from './town-prices';

// Each public read's tags, as Next would store them with the page that made it.
const readTags: string[][] = [];
jest.mock('next/cache', () => ({
  unstable_cache: (read: () => unknown, _key: unknown, options: { tags: string[] }) => {
    readTags.push(options.tags);
    return read;
  },
}));

beforeAll(() => {
  // Only the tags matter here: every read is answered as a missing page.
  global.fetch = jest.fn(async () => new Response(JSON.stringify({ Detail: 'Not Found' }), { status: 404 })) as unknown as typeof fetch;
});
beforeEach(() => {
  readTags.length = 0;
});

describe('the listing form operations', () => {
  test.each(['profile/submitListing', 'profile/modifyProperty'])("%s expires the listing's page and the lists (a price edit shows at once), limited per user", (path) => {
    const lookup = findOperation(`/api/vst/${path}`, 'POST');
    if (!lookup.found || lookup.operation.method !== 'POST' || typeof lookup.operation.expiresTags !== 'function') throw new Error(`${path} names no tags`);
    expect(lookup.operation.expiresTags({ Detail: 'Saved', property: { propertyID: 7 } })).toEqual([cacheTags.property(7), cacheTags.listings]);
    expect(lookup.operation.rateLimit).toBe('listingWrite');
  });
});

describe("the lists' tag, which a member's change to a listing may expire", () => {
  test("is carried by the lists, not by a property page's reads: another listing's change leaves the page cached", async () => {
    await filterProperties({ transactionType: 'BUY', pageType: 'most_recent', page: 1, minPrice: 0, maxPrice: 0, counters: {}, verifiedOnly: false, responsiveOnly: false, living: [] });
    expect(readTags).toEqual([expect.arrayContaining([cacheTags.listings])]);

    readTags.length = 0;
    await Promise.all([getPropertyDetail(7), getLocationStatistics(7), townsWithPrices()]);
    expect(readTags).toHaveLength(3);
    for (const tags of readTags) expect(tags).not.toContain(cacheTags.listings);
  });
});
