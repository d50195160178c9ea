import { expect, test, type Page } from '@playwright/test';
import { HomesMap } from './pages/HomesMap';
import { ListingFormPage } from './pages/ListingFormPage';
import { ListingPage } from './pages/ListingPage';
import { PropertyPage } from './pages/PropertyPage';
import { seriousViolations } from './support/axe';
import { loseLaterChunks } from './support/lost-chunks';
import standInTiles from './support/map-tiles.json';
import { tinyPng } from './support/png';
import { signIn } from './support/site-visits';

/**
 * The maps. The test build takes its tiles from a stand-in host (map-tiles.json, set by
 * scripts/run-tests.mjs): these journeys answer its tile requests themselves, with a PNG or with a
 * refusal (the tile server down), and refuse anything else beyond the site, so no tile ever comes from
 * the internet, whatever the build was told.
 */
const tileOrigin = new URL(standInTiles.NEXT_PUBLIC_MAP_TILE_URL.replace(/\{.\}/g, '0')).origin;

/** Answers the stand-in's tile requests (`draw`: a PNG; `refuse`: the server down); returns what was asked of any other host. */
async function answerTiles(page: Page, answer: 'draw' | 'refuse'): Promise<{ tiles: string[]; elsewhere: string[] }> {
  const asked = { tiles: [] as string[], elsewhere: [] as string[] };
  await page.route((url) => url.hostname !== 'localhost', (route) => {
    const url = route.request().url();
    if (new URL(url).origin !== tileOrigin) {
      asked.elsewhere.push(url);
      return route.abort('blockedbyclient');
    }
    asked.tiles.push(url);
    return answer === 'draw' ? route.fulfill({ contentType: 'image/png', body: tinyPng() }) : route.abort('connectionrefused');
  });
  return asked;
}

/** Errors thrown in the page, and messages the browser logs as errors other than failed tile loads. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // A refused tile is logged as a failed resource: that is the case under test, not a fault.
    if (message.type() === 'error' && !message.location().url.startsWith(tileOrigin)) errors.push(message.text());
  });
  return errors;
}

/** The home's name in a pin's accessible name ("{name} in {place}, ₦…"). */
const nameOfPin = (label: string) => label.slice(0, label.lastIndexOf(' in '));

test('the listings map loads when scrolled to, and draws street tiles from the configured server with its credit', async ({ page }) => {
  const asked = await answerTiles(page, 'draw');
  const errors = pageErrors(page);
  await page.setViewportSize({ width: 1280, height: 600 });
  await new ListingPage(page).goto('/properties/buy');
  await page.waitForLoadState('networkidle');

  // Below the fold nothing of the map is loaded: no Leaflet, no tiles.
  const map = new HomesMap(page, 'Map of these results');
  await expect(map.frame).toHaveText('Loading the map…');
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  expect(asked.tiles).toEqual([]);

  await map.open();
  await expect
    .poll(() => map.tiles.evaluateAll((tiles) => tiles.filter((tile) => (tile as HTMLImageElement).naturalWidth > 0).length))
    .toBeGreaterThan(0);
  expect(asked.tiles[0]).toMatch(/^http:\/\/tiles\.localhost\/\d+\/\d+\/\d+\.png$/);
  // The credit is the configured text, linking where it was told to (as tile servers' terms ask).
  await expect(map.credit.getByRole('link', { name: standInTiles.NEXT_PUBLIC_MAP_TILE_ATTRIBUTION, exact: true }))
    .toHaveAttribute('href', standInTiles.NEXT_PUBLIC_MAP_TILE_ATTRIBUTION_URL);
  expect(asked.elsewhere).toEqual([]);
  expect(errors).toEqual([]);
});

test('a map whose code does not arrive (flaky data, a new deployment) says so, and the results stay usable', async ({ page }) => {
  await answerTiles(page, 'draw');
  await page.setViewportSize({ width: 1280, height: 600 });
  const listing = new ListingPage(page);
  await listing.goto('/properties/buy');
  // The page's own code arrives; the map's, fetched when it comes near the screen, is lost.
  await loseLaterChunks(page);
  const cards = await listing.cards.count();

  const map = new HomesMap(page, 'Map of these results');
  await map.frame.scrollIntoViewIfNeeded();
  await expect(map.frame.getByRole('status')).toHaveText('The map could not be loaded. The addresses above still say where each home is.');
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  expect(cards).toBeGreaterThan(0);
  await expect(listing.cards).toHaveCount(cards);
});

test('without tiles the listings map still shows every result, clusters close ones and opens a home’s card from the keyboard', async ({ page }) => {
  await answerTiles(page, 'refuse');
  const errors = pageErrors(page);
  const listing = new ListingPage(page);
  await listing.goto('/properties/buy');
  const results = await listing.cards.count();
  const map = new HomesMap(page, 'Map of these results');
  await map.open();

  // The plain background: with its tiles refused the map draws the country's outline.
  await expect(map.map.locator('.leaflet-overlay-pane path')).toHaveCount(1);
  await expect.poll(() => map.homeCount()).toBe(results);
  // The demo's listings crowd into Lagos and Abuja: at the country's scale some are clustered.
  await expect(map.clusters.first()).toBeVisible();

  // From the map, Tab reaches its pins and clusters (each a button named for its homes; Leaflet's
  // zoom links are buttons too, so the name is what tells a pin).
  await map.map.focus();
  await page.keyboard.press('Tab');
  await expect(map.map.locator(':focus')).toHaveAccessibleName(/, ₦|homes close together/);

  // Enter on a cluster zooms in to its homes: the group comes apart, into smaller groups or pins
  // (which, depends on the listings other journeys added), and pressed on, its homes stand alone.
  for (let presses = 0; presses === 0 || (await map.pins.count()) === 0; presses++) {
    expect(presses, 'clusters pressed before a home stood alone').toBeLessThan(6);
    const pressed = (await map.clusters.first().elementHandle())!;
    await pressed.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => pressed.evaluate((cluster) => cluster.isConnected)).toBe(false);
  }

  // Enter on a pin opens the home's card with focus on its link; Escape closes it and focus returns.
  const pin = map.pins.first();
  const name = nameOfPin((await pin.getAttribute('aria-label'))!);
  await pin.focus();
  await page.keyboard.press('Enter');
  const link = map.card.getByRole('link', { name, exact: true });
  await expect(link).toBeFocused();
  await expect(link).toHaveAttribute('href', /^\/property\/\d+$/);
  await expect(map.card.getByText(/^₦[\d,]+/)).toBeVisible();
  // A variant sized for the card (or the fallback drawing), never the owner's original photo.
  await expect(map.card.locator('img')).toHaveAttribute('src', /^\/(img\/\d+\/|images\/property-fallback)/);
  expect(await seriousViolations(page, '[data-testid="places-map-frame"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(map.card).toHaveCount(0);
  await expect(pin).toBeFocused();

  // The card's link leads to the home.
  await page.keyboard.press('Enter');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  expect(errors).toEqual([]);
});

test('a property page maps the home and its similar homes nearby, and fits a phone', async ({ page }) => {
  await answerTiles(page, 'draw');
  const errors = pageErrors(page);
  const property = new PropertyPage(page);
  await property.goto(1);
  const name = (await property.heading.textContent())!;
  const similar = property.main.getByRole('region', { name: 'Similar properties nearby' }).getByTestId('property-card');
  const neighbours = await similar.count();
  const map = new HomesMap(page, 'On the map');
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  await map.open();

  await expect(map.currentHome).toHaveAccessibleName(`This home: ${name}`);
  await expect.poll(() => map.homeCount()).toBe(neighbours);
  expect(await seriousViolations(page, '[data-testid="places-map-frame"]')).toEqual([]);

  await page.setViewportSize({ width: 360, height: 740 });
  await map.open();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(errors).toEqual([]);
});

test('the listing form’s map places the marker by click, drag and keys, and follows the typed coordinates', async ({ page, baseURL, context }) => {
  await answerTiles(page, 'refuse');
  const errors = pageErrors(page);
  await signIn(page, baseURL!, 'owner');
  await page.goto('/dashboard/listing');
  const listing = new ListingFormPage(page);
  const latitude = listing.field('Latitude');
  const longitude = listing.field('Longitude');
  const read = async () => ({ latitude: Number(await latitude.inputValue()), longitude: Number(await longitude.inputValue()) });
  await expect(listing.position).toHaveText('No location chosen yet.');

  // A click places the marker and fills both inputs; the live text says where it is.
  await listing.clickMap({ x: 200, y: 150 });
  await expect(latitude).not.toHaveValue('');
  const clicked = await read();
  await expect(listing.position).toHaveText(`Marker at latitude ${clicked.latitude}, longitude ${clicked.longitude}.`);

  // Dragging the marker east: the longitude grows, the latitude stays about the same.
  const box = (await listing.marker.boundingBox())!;
  const grip = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(grip.x, grip.y);
  await page.mouse.down();
  await page.mouse.move(grip.x + 40, grip.y, { steps: 5 });
  await page.mouse.move(grip.x + 80, grip.y, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await read()).longitude).toBeGreaterThan(clicked.longitude);
  const dragged = await read();
  expect(Math.abs(dragged.latitude - clicked.latitude)).toBeLessThan(0.001);

  // The focused map's arrow keys move it: up raises the latitude, left lowers the longitude.
  await listing.mapArea.focus();
  await page.keyboard.press('ArrowUp');
  await expect.poll(async () => (await read()).latitude).toBeGreaterThan(dragged.latitude);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await read()).longitude).toBeLessThan(dragged.longitude);
  await expect(listing.mapArea).toBeFocused();

  // Typed coordinates move the marker, bringing it into view: it ends up at the map's centre.
  await latitude.fill('6.4541');
  await longitude.fill('3.3947');
  await expect(listing.position).toHaveText('Marker at latitude 6.4541, longitude 3.3947.');
  await expect.poll(async () => {
    const [marker, area] = [(await listing.marker.boundingBox())!, (await listing.mapArea.boundingBox())!];
    // The pin's point (bottom centre) against the map's centre, in pixels.
    return Math.round(Math.hypot(marker.x + marker.width / 2 - (area.x + area.width / 2), marker.y + marker.height - (area.y + area.height / 2)));
  }).toBeLessThanOrEqual(2);

  // "Use my location" still fills both inputs from the browser's position.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 9.0579, longitude: 7.4951 });
  await listing.form.getByRole('button', { name: 'Use my location' }).click();
  await expect(latitude).toHaveValue('9.0579');
  await expect(longitude).toHaveValue('7.4951');

  expect(await seriousViolations(page, '[data-testid="location-map"]')).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(errors).toEqual([]);
});

test('the listing form’s map places the marker at its centre with Enter, zooms with + and -, and an edit form opens on the stored marker', async ({ page, baseURL }) => {
  await answerTiles(page, 'refuse');
  await signIn(page, baseURL!, 'owner');
  await page.goto('/dashboard/listing');
  const listing = new ListingFormPage(page);
  const latitude = listing.field('Latitude');
  const longitude = listing.field('Longitude');
  await listing.openMap();
  await listing.mapArea.focus();

  // The map opens on the whole of Nigeria; Enter places the marker at its centre.
  await page.keyboard.press('Enter');
  await expect(latitude).not.toHaveValue('');
  const centre = { latitude: Number(await latitude.inputValue()), longitude: Number(await longitude.inputValue()) };
  expect(centre.latitude).toBeGreaterThan(4);
  expect(centre.latitude).toBeLessThan(14);
  expect(centre.longitude).toBeGreaterThan(2.6);
  expect(centre.longitude).toBeLessThan(14.7);
  await expect(listing.position).toHaveText(`Marker at latitude ${centre.latitude}, longitude ${centre.longitude}.`);

  // An arrow moves the marker a fixed number of screen pixels: its step in degrees halves with each
  // zoom in (+) and doubles with each zoom out (-). Polled, as the zoom is animated; as on Leaflet's
  // buttons, a zoom key pressed during an animation is not counted, so each waits for the last.
  // Right and left in turn, so that the marker stays in view (the map would pan after it).
  let east = true;
  const step = async () => {
    const before = Number(await longitude.inputValue());
    await page.keyboard.press(east ? 'ArrowRight' : 'ArrowLeft');
    east = !east;
    await expect(longitude).not.toHaveValue(String(before));
    return Math.abs(Number(await longitude.inputValue()) - before);
  };
  // Leaflet sets the new zoom as its animation starts and takes keys again 250 ms later, when the
  // animation's class leaves its pane.
  const zoomKey = async (key: '+' | '-') => {
    await expect(listing.mapArea.locator('.leaflet-map-pane')).not.toHaveClass(/leaflet-zoom-anim/);
    await page.keyboard.press(key);
  };
  await expect.poll(async () => (await step()) > 0).toBe(true);
  const atFirst = await step();
  const ratio = async () => Math.round(((await step()) / atFirst) * 10) / 10;
  await zoomKey('+');
  await expect.poll(ratio).toBe(0.5);
  await zoomKey('-');
  await expect.poll(ratio).toBe(1);
  await zoomKey('-');
  await expect.poll(ratio).toBe(2);
  await expect(listing.mapArea).toBeFocused();

  // A listing being edited opens its map on the marker it has stored.
  await page.goto('/dashboard');
  const editHref = await page.locator('a[href^="/dashboard/listing/"]').first().getAttribute('href');
  await page.goto(editHref!);
  await listing.openMap();
  const stored = { latitude: await latitude.inputValue(), longitude: await longitude.inputValue() };
  expect(stored.latitude).not.toBe('');
  await expect(listing.position).toHaveText(`Marker at latitude ${Number(stored.latitude)}, longitude ${Number(stored.longitude)}.`);
  await expect(listing.marker).toBeVisible();
  const [marker, area] = [(await listing.marker.boundingBox())!, (await listing.mapArea.boundingBox())!];
  expect(marker.x).toBeGreaterThanOrEqual(area.x);
  expect(marker.x + marker.width).toBeLessThanOrEqual(area.x + area.width);
});
