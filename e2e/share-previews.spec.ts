import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { PropertyPage } from './pages/PropertyPage';

/**
 * What messaging apps show for a link: a raster og:image of 1200x630 under 300 kB on
 * every public page, shown large, and a WhatsApp share that carries the page's address.
 */
const PROPERTY_ID = 1;
const MAX_PREVIEW_BYTES = 300 * 1024;

/** The share preview a page's HTML names, checked as WhatsApp would fetch it. */
async function expectRasterPreview(request: APIRequestContext, html: string, page: string) {
  const meta = (property: string) => html.match(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`))?.[1];
  const image = meta('og:image');
  expect(image, `${page} names an og:image`).toBeTruthy();
  expect(meta('og:image:width'), page).toBe('1200');
  expect(meta('og:image:height'), page).toBe('630');
  expect(meta('og:image:alt'), page).toMatch(/\S/);
  expect(meta('twitter:card'), page).toBe('summary_large_image');

  const response = await request.get(image!);
  expect(response.status(), `${page}: ${image}`).toBe(200);
  expect(response.headers()['content-type']).toBe('image/jpeg');
  const bytes = await response.body();
  expect(bytes.length, `${page}: ${image}`).toBeLessThanOrEqual(MAX_PREVIEW_BYTES);
  expect(await sharp(bytes).metadata(), `${page}: ${image}`).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
}

/** An attribute's value as written in HTML, decoded (React escapes ', " and &). */
const attribute = (value: string) => value.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');

/** The text a WhatsApp share link carries. */
const sharedText = (href: string | null | undefined) => new URL(attribute(href!)).searchParams.get('text');

test('a property page has a raster preview and a WhatsApp share with its name, price and address', async ({ page, request, baseURL }) => {
  const property = new PropertyPage(page);
  await property.goto(PROPERTY_ID);
  const name = await property.heading.textContent();
  await expectRasterPreview(request, await page.content(), 'the property page');

  const whatsApp = property.main.getByRole('group', { name: 'Property actions' }).getByRole('link', { name: 'Share on WhatsApp' });
  const href = await whatsApp.getAttribute('href');
  expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
  const text = sharedText(href);
  expect(text).toContain(`${baseURL}/property/${PROPERTY_ID}`);
  expect(text).toContain(name!);
  expect(text).toMatch(/₦[\d,]+/);
});

test('home, listings, finance, a tip and a service have raster previews; the tip and the service a WhatsApp share', async ({ request, baseURL }) => {
  const tipRedirect = await request.get('/tipsandguides/details?id=1', { maxRedirects: 0 });
  const tipPath = new URL(tipRedirect.headers().location!, baseURL).pathname;
  const services = await request.get(`${process.env.E2E_PROVIDER_URL}/api/vst/services/getHomeServices?per_page=1`);
  const serviceId = ((await services.json()) as { homeServices: { data: { homeServiceID: number }[] } }).homeServices.data[0]!.homeServiceID;
  const servicePath = `/home-service-pro/details?id=${serviceId}`;

  for (const path of ['/', '/properties/buy', '/finance', tipPath, servicePath]) {
    const html = await (await request.get(path)).text();
    await expectRasterPreview(request, html, path);
    if (path === tipPath || path === servicePath) {
      const href = html.match(/href="(https:\/\/wa\.me\/\?text=[^"]*)"/)?.[1];
      expect(sharedText(href), path).toContain(new URL(path, baseURL).toString());
    }
  }
});
