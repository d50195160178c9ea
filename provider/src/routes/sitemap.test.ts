/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { eq, inArray } from 'drizzle-orm';
import { freshnessClock } from '../clock';
import { properties } from '../db/schema';
import { apiRequest, startTestProvider, type TestProvider } from '../testing/testProvider';

// These run on PGlite, and on PostgreSQL under scripts/test-postgres.mjs.

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider();
}, 30_000);
afterAll(() => provider.close());

type Ranges = { size: number; properties: { range: number; count: number }[]; advertisers: { range: number; count: number }[] };
type Advertiser = { id: number; name: string; slug: string };
type Card = { id: number; advertiser: Advertiser };

async function call<Body>(path: string) {
  const response = await provider.request(`/api/vst/${path}`, apiRequest('GET'));
  return { status: response.status, body: (await response.json()) as Body };
}

/** What search lists, walked page by page: the sitemap must name exactly these. */
async function listedCards(): Promise<Card[]> {
  const cards: Card[] = [];
  for (let page = 1; ; page += 1) {
    const { body } = await call<{ properties: { data: Card[]; meta: { last_page: number } } }>(`property/all?per_page=48&page=${page}`);
    cards.push(...body.properties.data);
    if (page >= body.properties.meta.last_page) return cards;
  }
}

/** Every range the index names, read one call each, as the sitemap files read them. */
async function sitemapOf(size: number) {
  const answer = await call<Ranges>(`sitemap/ranges?size=${size}`);
  if (answer.status !== 200) throw new Error(JSON.stringify(answer));
  const ranges = answer.body;
  const propertyFiles = await Promise.all(
    ranges.properties.map(async ({ range }) => (await call<{ properties: { id: number; date_created: string }[] }>(`sitemap/properties?range=${range}&size=${size}`)).body.properties),
  );
  const advertiserFiles = await Promise.all(
    ranges.advertisers.map(async ({ range }) => (await call<{ advertisers: Advertiser[] }>(`sitemap/advertisers?range=${range}&size=${size}`)).body.advertisers),
  );
  return { ranges, propertyFiles, advertiserFiles };
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('the sitemap, read by id range', () => {
  test('each range holds at most its size, counted as listed, and together they name what search lists', async () => {
    const size = 3;
    const { ranges, propertyFiles, advertiserFiles } = await sitemapOf(size);
    const cards = await listedCards();
    expect(cards.length).toBeGreaterThan(size);

    propertyFiles.forEach((file, index) => {
      const { range, count } = ranges.properties[index]!;
      expect(file.length).toBe(count);
      expect(file.length).toBeLessThanOrEqual(size);
      for (const { id } of file) expect(id).toBeGreaterThan(range * size);
      for (const { id } of file) expect(id).toBeLessThanOrEqual((range + 1) * size);
    });
    expect(propertyFiles.flat().map((entry) => entry.id)).toEqual(sorted(cards.map((card) => card.id)));
    expect(propertyFiles.flat()[0]!.date_created).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const advertisers = new Map(cards.map((card) => [card.advertiser.id, card.advertiser]));
    expect(advertiserFiles.map((file) => file.length)).toEqual(ranges.advertisers.map((range) => range.count));
    expect(advertiserFiles.flat()).toEqual(sorted([...advertisers.keys()]).map((id) => advertisers.get(id)));
  });

  test('hidden, held, let, sold and stale listings are neither counted nor listed', async () => {
    const size = 50_000;
    const before = await sitemapOf(size);
    const ids = before.propertyFiles.flat().map((entry) => entry.id);
    const [hidden, held, rented, sold, stale] = ids;
    const longAgo = new Date(freshnessClock.now().getTime() - 61 * 24 * 60 * 60 * 1000);
    const original = await provider.db.select().from(properties).where(inArray(properties.id, [hidden!, held!, rented!, sold!, stale!]));
    await provider.db.update(properties).set({ hiddenAt: new Date() }).where(eq(properties.id, hidden!));
    await provider.db.update(properties).set({ heldForReviewAt: new Date() }).where(eq(properties.id, held!));
    await provider.db.update(properties).set({ availability: 'Let' }).where(eq(properties.id, rented!));
    await provider.db.update(properties).set({ availability: 'Sold' }).where(eq(properties.id, sold!));
    await provider.db.update(properties).set({ confirmedAt: longAgo }).where(eq(properties.id, stale!));
    try {
      const after = await sitemapOf(size);
      expect(after.ranges.properties).toEqual([{ range: 0, count: ids.length - 5 }]);
      expect(after.propertyFiles.flat().map((entry) => entry.id)).toEqual(ids.slice(5));
      expect(after.propertyFiles.flat().map((entry) => entry.id)).toEqual(sorted((await listedCards()).map((card) => card.id)));
    } finally {
      for (const row of original) await provider.db.update(properties).set(row).where(eq(properties.id, row.id));
    }
  });

  test('refuses a size past the protocol’s 50,000 and a range past the id column', async () => {
    expect((await call('sitemap/ranges?size=50001')).status).toBe(422);
    expect((await call('sitemap/ranges?size=0')).status).toBe(422);
    expect((await call('sitemap/ranges')).status).toBe(422);
    expect((await call('sitemap/properties?range=50000&size=50000')).status).toBe(422);
    expect((await call('sitemap/advertisers?range=-1&size=10')).status).toBe(422);
    expect((await call('sitemap/properties?range=2&size=10')).status).toBe(200);
  });
});
