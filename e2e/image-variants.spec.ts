import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page, type Response } from '@playwright/test';
import sharp from 'sharp';
import { providerUrl } from './support/gateway';
import { ListingPage } from './pages/ListingPage';
import { createConfirmedUser } from './support/accounts';
import { homeFacts } from './support/listings';
import { tinyPng } from './support/png';

/**
 * The listings page loads pictures resized for their slot, not the phone photos owners
 * upload, made by the provider's job after the upload; Save-Data gets lighter ones; a photo that
 * fails shows the fallback picture.
 */

const FALLBACK = '/images/property-fallback.svg';

/**
 * A phone photo as owners upload them: 4000x3000 with detail at every scale (patches, texture, grain),
 * so it compresses as a photo does: about 3 MB as a JPEG (under the 5 MB upload limit). It differs
 * each attempt, down to its broad regions: files are keyed by their content, so a variant kept from
 * an earlier run must not answer this one's first view, and a retried attempt's photo must not be a
 * copy of the first attempt's (its listing would be held for staff as another advertiser's photo).
 */
async function phonePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  let seed = (Date.now() ^ Math.floor(Math.random() * 2 ** 32)) >>> 0;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) >>> 0) >>> 24) - 128;
  // A 9 x 8 grid of brighter and darker regions: what the copy check compares (a 9 x 8 thumbnail).
  const regions = Array.from({ length: 9 * 8 }, random);
  const patches = Array.from({ length: Math.ceil(width / 24) * Math.ceil(height / 24) }, random);
  const texture = Array.from({ length: Math.ceil(width / 4) * Math.ceil(height / 4) }, random);
  const pixels = new Uint8ClampedArray(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const detail =
        regions[Math.floor((y / height) * 8) * 9 + Math.floor((x / width) * 9)]! * 0.5 +
        patches[Math.floor(y / 24) * Math.ceil(width / 24) + Math.floor(x / 24)]! * 0.35 +
        texture[Math.floor(y / 4) * Math.ceil(width / 4) + Math.floor(x / 4)]! * 0.15 +
        random() * 0.1;
      const index = (y * width + x) * 3;
      pixels[index] = (x / width) * 150 + 50 + detail;
      pixels[index + 1] = (y / height) * 140 + 60 + detail;
      pixels[index + 2] = 120 + detail * 0.8;
    }
  }
  return sharp(Buffer.from(pixels.buffer), { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

type Named = { id: number; name: string };
/** The id of the first entry, or of the one named `name`. */
async function firstOf(request: APIRequestContext, path: string, field: string, name?: string): Promise<number> {
  const response = await request.get(`/api/vst/${path}`);
  expect(response.ok(), path).toBe(true);
  const [first] = ((await response.json()) as Record<string, Named[]>)[field]!.filter((entry) => name === undefined || entry.name === name);
  return first!.id;
}

/**
 * A home for sale with `photo` as its primary image, listed through the site's own upload route by a
 * new user (the demo data stays as it is). Its price is unique to this run, so a price filter shows it
 * alone, on a listings view no earlier visit has cached.
 */
async function listHome(request: APIRequestContext, baseURL: string, photo: Buffer) {
  const user = await createConfirmedUser(request, baseURL, 'image-variants');
  const login = await request.post('/api/auth/login', { headers: { origin: baseURL }, data: { email: user.email, password: user.password } });
  expect(login.ok()).toBe(true);
  const typeId = await firstOf(request, 'params/getPropertyType', 'property_types');
  // Lagos, where the pin below is: the provider refuses a pin outside the listing's state.
  const stateId = await firstOf(request, 'params/getState?countryID=161', 'states', 'Lagos');
  const price = 900_000_000 + Math.floor(Math.random() * 90_000_000);
  const name = `Photo House ${price}`;
  const listed = await request.post('/api/vst/profile/submitListing', {
    headers: { origin: baseURL },
    multipart: {
      for_sale: 'sale',
      for_sale_aso: 'owner',
      title: 'c_of_o',
      name,
      price: String(price),
      payment_plan_option_id: String(await firstOf(request, 'params/getPaymentPlanOptions', 'paymentPlanOptions')),
      property_type_id: String(typeId),
      property_category_id: String(await firstOf(request, `params/getPropertyCategory?propertyTypeID=${typeId}`, 'property_categories')),
      no_bedroom: '3',
      no_bathroom: '2',
      no_kitchen: '1',
      country_id: '161',
      state_id: String(stateId),
      city_id: String(await firstOf(request, `params/getCity?stateID=${stateId}`, 'cities')),
      description: 'Photographed with a phone: 4000 by 3000 pixels.',
      vat: '0',
      financial_advisory_fee: '0',
      latitude: '6.4541',
      longitude: '3.3947',
      ...homeFacts,
      primary_image: { name: 'IMG_4000.jpg', mimeType: 'image/jpeg', buffer: photo },
      property_documents: { name: 'c-of-o.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
      floor_plan: { name: 'plan.png', mimeType: 'image/png', buffer: tinyPng() },
    },
  });
  expect(listed.ok(), await listed.text()).toBe(true);
  return { name, listingsPath: `/properties/buy?min_price=${price - 1}&max_price=${price + 1}` };
}

/** Opens the listings view in `page`, waits for the home's card photo, and returns it with the response that brought it. */
async function cardPhoto(page: Page, listingsPath: string, name: string) {
  const responses = new Map<string, Response>();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/img/')) responses.set(response.url(), response);
  });
  const listing = new ListingPage(page);
  await listing.goto(listingsPath);
  const photo = listing.cards.filter({ hasText: name }).locator('img').first();
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const shown = await photo.evaluate((image: HTMLImageElement) => image.currentSrc);
  const response = responses.get(shown);
  expect(response, `the response for ${shown}`).toBeDefined();
  const bytes = await response!.body();
  return { photo, shown: new URL(shown).pathname, response: response!, bytes, meta: await sharp(bytes).metadata() };
}

/** The request headers a response says it varies on (Next.js adds its own router headers to the list). */
const varyOf = (response: Response) => (response.headers().vary ?? '').split(',').map((name) => name.trim().toLowerCase());

async function withContext<T>(browser: Browser, options: Parameters<Browser['newContext']>[0], run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext(options);
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test('the listings page loads a resized WebP of a 4000x3000 phone photo, lighter still with Save-Data, and the fallback when it fails', async ({
  browser,
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await playwright.request.newContext({ baseURL });
  const original = await phonePhoto();
  expect(original.byteLength).toBeGreaterThan(2_000_000);
  const home = await listHome(owner, baseURL!, original).finally(() => owner.dispose());

  // The upload's job makes the widths the pages use; the provider serves them beside the original.
  const key = `uploads/${createHash('sha256').update(original).digest('hex')}`;
  await expect.poll(async () => (await page.request.get(providerUrl(`/files/${key}?width=828&format=webp`))).status(), { timeout: 60_000 }).toBe(200);

  // A visitor's first view: the variant of the card's width made at upload, not the original, and not made now.
  const first = await cardPhoto(page, home.listingsPath, home.name);
  await expect(first.photo).toHaveAttribute('srcset', /\/img\/256\/\S+ 256w, .*\/img\/828\/\S+ 828w/);
  await expect(first.photo).toHaveAttribute('width', '400');
  await expect(first.photo).toHaveAttribute('height', '260');
  expect(first.shown).toBe(`/img/${first.shown.split('/')[2]}/${key}`);
  const stored = await page.request.get(`/media/${key}`);
  expect((await stored.body()).byteLength, 'the stored file is the original upload').toBe(original.byteLength);
  expect(first.response.headers()['content-type']).toBe('image/webp');
  expect(first.bytes.byteLength).toBeLessThan(100_000);
  expect(first.meta).toMatchObject({ format: 'webp' });
  expect(first.meta.width).toBeLessThanOrEqual(828);
  expect(varyOf(first.response)).toEqual(expect.arrayContaining(['accept', 'save-data']));
  expect(first.response.headers()['x-variant-cache']).toBe('STORED');

  // A second view does not ask the provider again: the server reads the variant it kept.
  const again = await page.request.get(first.shown, { headers: { accept: 'image/webp,*/*' } });
  expect(again.headers()['x-variant-cache']).toBe('HIT');
  expect((await again.body()).equals(first.bytes)).toBe(true);

  // Save-Data: the same page (the shared, cached HTML), a narrower and lower-quality picture.
  const saving = await withContext(browser, { extraHTTPHeaders: { 'Save-Data': 'on' } }, (saver) => cardPhoto(saver, home.listingsPath, home.name));
  expect(saving.shown).toBe(first.shown);
  expect(saving.response.headers()['content-type']).toBe('image/webp');
  expect(varyOf(saving.response)).toEqual(expect.arrayContaining(['accept', 'save-data']));
  expect(saving.meta.width).toBeLessThan(first.meta.width!);
  expect(saving.bytes.byteLength).toBeLessThan(first.bytes.byteLength);
  expect(saving.response.headers()['x-variant-cache'], 'Save-Data variants are made on first request').toBe('MISS');
  test.info().annotations.push({
    type: 'bytes',
    description: `original ${original.byteLength} (4000 px); card ${first.bytes.byteLength} (${first.meta.width} px); Save-Data ${saving.bytes.byteLength} (${saving.meta.width} px)`,
  });

  // A photo that fails to load: the card shows the fallback picture instead.
  await withContext(browser, {}, async (visitor) => {
    await visitor.route((url) => url.pathname.startsWith('/img/') && url.pathname.endsWith(key), (route) => route.fulfill({ status: 404, body: '' }));
    const listing = new ListingPage(visitor);
    await listing.goto(home.listingsPath);
    const photo = listing.cards.filter({ hasText: home.name }).locator('img').first();
    await expect(photo).toHaveAttribute('src', FALLBACK);
    await expect(photo).not.toHaveAttribute('srcset');
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });
});
