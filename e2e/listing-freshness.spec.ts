import { expect, test, type Page } from '@playwright/test';
import { DashboardPage } from './pages/DashboardPage';
import { ListingPage } from './pages/ListingPage';
import { LoginPage } from './pages/LoginPage';
import { createConfirmedUser } from './support/accounts';
import { seriousViolations } from './support/axe';
import { listProperty } from './support/listings';

/** A price no seeded or other journey's listing has, so a search for exactly it finds only ours. */
const uniquePrice = () => String(4_100_000 + Math.floor(Math.random() * 800_000));

async function logIn(page: Page, account: { email: string; password: string }, next: string) {
  const login = new LoginPage(page);
  await login.goto(next);
  await login.logIn(account.email, account.password);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === next);
}

test('a new listing shows it is confirmed; its owner marks it let in one click and it leaves search, its page marked', async ({ browser, page, baseURL }) => {
  test.setTimeout(120_000);
  const setup = await browser.newContext();
  const owner = await createConfirmedUser(setup.request, baseURL!, 'fresh-let');
  const name = `Fresh flat ${Date.now()}`;
  const price = uniquePrice();
  const id = await listProperty(setup.request, baseURL!, owner, { name, price });
  await setup.close();
  const searchPath = `/properties/rent?min_price=${price}&max_price=${price}`;

  // A visitor's search finds it, labelled: a new listing counts as confirmed.
  const listing = new ListingPage(page);
  await listing.goto(searchPath);
  const card = listing.cards.filter({ has: page.locator(`a[title="${name}"]`) });
  await expect(card.getByTestId('freshness')).toHaveText('Confirmed available today');

  // The owner's dashboard: the card says the same, and its buttons fit a rental.
  const uploaded = '/dashboard?view=properties&type=uploaded';
  await logIn(page, owner, uploaded);
  const dashboard = new DashboardPage(page);
  await expect(dashboard.card(name).getByTestId('freshness')).toHaveText('Confirmed available today');
  const actions = dashboard.actions(name);
  await expect(actions.getByRole('button', { name: `Confirm ${name} is still available` })).toBeVisible();
  await expect(actions.getByRole('button', { name: /Mark as sold/ })).toHaveCount(0);
  // On a phone: axe clean and no sideways scrolling.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await seriousViolations(page, 'main')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await actions.getByRole('button', { name: `Mark as let: ${name}` }).click();
  await expect(actions.getByRole('status')).toHaveText(`${name} is now marked let.`);
  await expect(dashboard.card(name)).toContainText('Let');
  await expect(actions.getByRole('button', { name: `Mark available: ${name}` })).toBeVisible();
  await expect(actions.getByRole('button', { name: /Mark as let/ })).toHaveCount(0);
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // Out of search at once (the write expired the cached listings), yet its page answers, marked.
  await listing.goto(searchPath);
  await expect(page.getByText('No Properties available')).toBeVisible();
  await page.goto(`/property/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('out-of-search')).toHaveText('Marked let by its owner: this listing no longer appears in search.');
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("an owner's confirmations expire only what they change: nothing for a repeat, never another listing's page", async ({ browser, request, baseURL }) => {
  const setup = await browser.newContext();
  const owner = await createConfirmedUser(setup.request, baseURL!, 'fresh-cache');
  const ownId = await listProperty(setup.request, baseURL!, owner, { name: `Cached flat ${Date.now()}`, price: uniquePrice() });
  const otherId = await listProperty(setup.request, baseURL!, owner, { name: `Other cached flat ${Date.now()}`, price: uniquePrice() });
  const own = `/property/${ownId}`;
  const other = `/property/${otherId}`;
  const cacheOf = async (path: string) => (await request.get(path)).headers()['x-nextjs-cache'];
  for (const path of [own, other]) {
    await request.get(path);
    expect(await cacheOf(path), `${path} served from the cache`).toBe('HIT');
  }
  const write = (path: string, data: object) => setup.request.post(`${baseURL}/api/vst/${path}`, { headers: { origin: baseURL! }, data });

  // Listed today, so confirming it again changes nothing a reader sees, however often it is sent.
  for (let time = 0; time < 5; time += 1) expect((await write('profile/confirmListing', { propertyId: ownId })).status()).toBe(200);
  expect(await cacheOf(own)).toBe('HIT');
  expect(await cacheOf(other)).toBe('HIT');

  // Marked let: its own page is rendered afresh, the other listing's page is still the cached one.
  expect((await write('profile/listingStatus', { propertyId: ownId, status: 'Let' })).status()).toBe(200);
  expect(await cacheOf(own)).toBe('MISS');
  expect(await cacheOf(other)).toBe('HIT');
  await setup.close();
});
