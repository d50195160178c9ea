import { expect, test } from '@playwright/test';
import { formatNaira } from '../lib/format/naira';
import { priceTownsResponseSchema, townPricesResponseSchema } from '../lib/vst/town-prices';
import { seriousViolations } from './support/axe';
import { providerUrl } from './support/gateway';
import { FairPrice } from './pages/FairPrice';
import { TownPricesPage } from './pages/TownPricesPage';

// Phones first: the journey runs at 360 px.
test.use({ viewport: { width: 360, height: 740 } });

/** The seed's 3-bedroom rent in Lekki Phase 1, a town with enough alike listings for figures (seed/data/fairPrice.ts). */
const LEKKI_RENT_ID = 240;

test('from a property’s fair-price check to its town’s prices: medians as the provider computes them, a chart, in the sitemap', async ({ page, request, baseURL }) => {
  await page.goto(`/property/${LEKKI_RENT_ID}`);
  const fair = new FairPrice(page);
  await expect(fair.townPrices).toHaveText('Prices in Lekki Phase 1');
  await fair.townPrices.click();
  await expect(page).toHaveURL(/\/prices\/[a-z0-9-]+\/[a-z0-9-]+$/);
  const path = new URL(page.url()).pathname;
  const [, , state, town] = path.split('/');

  const prices = new TownPricesPage(page);
  await expect(prices.heading).toHaveText('Property prices in Lekki Phase 1, Lagos');

  // The figures are the provider's: read its answer for the same town and find them in the tables.
  const answer = townPricesResponseSchema.parse(await (await request.get(providerUrl(`/api/vst/prices/town?state=${state}&town=${town}`))).json());
  const rents = answer.groups.filter((group) => group.transaction_type === 'RENT' && group.property_type.name === 'Residential');
  const threeBedrooms = rents.find((group) => group.bedrooms === 3);
  expect(threeBedrooms?.price, 'the seed gives Lekki Phase 1 a median 3-bedroom rent').not.toBeNull();
  const rentTable = prices.table('Rents', 'Residential: median annual rent');
  const row = prices.row(rentTable, '3 bedrooms');
  await expect(row).toContainText(formatNaira(threeBedrooms!.price!.median));
  await expect(row).toContainText(`middle half ${formatNaira(threeBedrooms!.price!.lower_quartile)} to ${formatNaira(threeBedrooms!.price!.upper_quartile)}`);
  await expect(row.getByRole('rowheader')).toContainText(`${threeBedrooms!.listings} listings`);

  // Sales: besides the asking price, the price per m² of those giving an area.
  const sales = answer.groups.find((group) => group.transaction_type === 'BUY' && group.property_type.name === 'Residential' && group.bedrooms === 3);
  expect(sales?.price_per_sqm).not.toBeNull();
  await expect(prices.row(prices.table('Sale prices', 'Residential: median asking price'), '3 bedrooms')).toContainText(formatNaira(sales!.price_per_sqm!.median));

  // The chart: one bar per bedroom count with a figure, the table its accessible equivalent.
  const chart = prices.chart('Rents', 'Residential');
  await expect(chart).toBeVisible();
  await expect(chart.locator('rect')).toHaveCount(rents.filter((group) => group.bedrooms !== null && group.price !== null).length);
  await expect(chart).toContainText(`3 bedrooms: ${formatNaira(threeBedrooms!.price!.median)}`);

  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Cached like the other public pages, with its own address as canonical, and listed in the sitemap.
  const response = await request.get(path);
  expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`<loc>${baseURL}${path}</loc>`);
});

test('a town with too few alike listings says so, and is kept out of search engines and the sitemap', async ({ page, request, baseURL }) => {
  const { towns } = priceTownsResponseSchema.parse(await (await request.get(providerUrl('/api/vst/prices/towns'))).json());
  const few = towns.find((town) => !town.has_figures && town.listings > 0);
  expect(few, 'the demo data has towns with a listing or two').toBeDefined();
  const path = `/prices/${few!.state.slug}/${few!.slug}`;
  const prices = new TownPricesPage(page);
  await prices.goto(path);
  await expect(prices.heading).toHaveText(`Property prices in ${few!.name}, ${few!.state.name}`);
  await expect(prices.tooFew).toHaveText(new RegExp(`^Too few listings in ${few!.name} to give prices: ${few!.listings} listings? on the market`));
  await expect(prices.charts).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`<loc>${baseURL}${path}</loc>`);
});

test('an unknown town, or one written otherwise than its slug, is not found', async ({ request }) => {
  for (const path of ['/prices/lagos/no-such-town', '/prices/nowhere/lekki-phase-1', '/prices/lagos/Lekki%20Phase%201']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
