import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/LoginPage';
import { PropertyPage } from './pages/PropertyPage';
import { createConfirmedUser, demoBuyer } from './support/accounts';
import { toast } from './support/toast';
import { pngFile } from './support/png';
import { seriousViolations } from './support/axe';

const demoOwner = { email: 'owner@example.com', password: 'password1' };
const DASHBOARD_PAGE_SIZE = 12;

type Account = { email: string; password: string };
type Card = { id: number; name: string; price: string; transaction_type: 'BUY' | 'RENT'; relation?: string };

function providerUrl(path: string): string {
  const base = process.env.E2E_PROVIDER_URL;
  if (!base) throw new Error('E2E_PROVIDER_URL is not set: run the journeys through playwright.config.ts');
  return `${base}/api/vst/${path}`;
}

/** A token straight from the provider, to look up test data the way the app will show it. */
async function providerToken(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.post(providerUrl('login'), { data: account });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: { access_token: string } }).token.access_token;
}

async function providerGet<Data>(request: APIRequestContext, token: string, path: string): Promise<Data> {
  const response = await request.get(providerUrl(path), { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as Data;
}

async function myProperties(request: APIRequestContext, token: string, pageType: string): Promise<Card[]> {
  const body = await providerGet<{ myProperties: { data: Card[] } }>(request, token, `profile/myProperties?page_type=${pageType}&per_page=48`);
  return body.myProperties.data;
}

async function logIn(page: Page, account: Account, next: string) {
  const login = new LoginPage(page);
  await login.goto(next);
  await login.logIn(account.email, account.password);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === next);
}

test('tabs and sub-tabs live in the URL and survive a reload and back', async ({ page }) => {
  await logIn(page, demoBuyer, '/dashboard');
  const dashboard = new DashboardPage(page);
  await expect(dashboard.tab('My Properties')).toHaveAttribute('aria-current', 'page');
  await expect(dashboard.subTab('All')).toHaveAttribute('aria-current', 'page');

  await dashboard.subTab('Interested').click();
  await expect(page).toHaveURL(/\/dashboard\?view=properties&type=interested$/);
  await dashboard.tab('My Wishlist').click();
  await expect(page).toHaveURL(/view=wishlist/);
  await dashboard.subTab('Highest Price').click();
  await expect(page).toHaveURL(/\/dashboard\?view=wishlist&sort=highest_price$/);

  await page.reload();
  await expect(dashboard.tab('My Wishlist')).toHaveAttribute('aria-current', 'page');
  await expect(dashboard.subTab('Highest Price')).toHaveAttribute('aria-current', 'page');

  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/type=interested$/);
  await expect(dashboard.tab('My Properties')).toHaveAttribute('aria-current', 'page');
  await expect(dashboard.subTab('Interested')).toHaveAttribute('aria-current', 'page');

  await dashboard.goto('?view=nonsense&type=stolen');
  await expect(dashboard.tab('My Properties')).toHaveAttribute('aria-current', 'page');
  await expect(dashboard.subTab('All')).toHaveAttribute('aria-current', 'page');
  await dashboard.tab('Manage Finance').click();
  await expect(dashboard.main.getByRole('link', { name: /Affordability calculator/ })).toHaveAttribute('href', '/finance/affordability');
  await dashboard.tab('My Adverts').click();
  await expect(dashboard.main.getByText('You have no adverts yet')).toBeVisible();
});

test('the buyer sees purchased and interested properties, and uploads payment evidence', async ({ page }) => {
  const token = await providerToken(page.request, demoBuyer);
  const interested = await myProperties(page.request, token, 'interested');
  const purchased = (await myProperties(page.request, token, 'purchased')).filter((card) => card.transaction_type === 'BUY');
  // The demo data gives the buyer purchases of listings for sale; without them this journey has nothing to check.
  expect(purchased.length).toBeGreaterThan(0);

  await logIn(page, demoBuyer, '/dashboard?view=properties&type=interested');
  const dashboard = new DashboardPage(page);
  await expect(dashboard.card(interested[0]!.name).first()).toBeVisible();

  await dashboard.subTab('Purchased').click();
  await expect(page).toHaveURL(/type=purchased$/);
  const bought = purchased[0]!;
  await expect(dashboard.actions(bought.name).first().getByRole('link', { name: 'Payment history' })).toHaveAttribute(
    'href',
    `/dashboard/paymentprofile/details?propertyId=${bought.id}`,
  );
  await dashboard.actions(bought.name).first().getByRole('button', { name: 'Upload payment evidence' }).click();

  const dialog = dashboard.dialog;
  await expect(dialog.getByRole('heading', { name: 'Upload payment evidence' })).toBeVisible();
  // Nothing filled in: every field says what it needs, and nothing is sent.
  await dialog.getByRole('button', { name: 'Upload evidence' }).click();
  await expect(dialog.getByText('This is required.').first()).toBeVisible();

  await dialog.getByLabel('Amount paid (₦)').fill('2500000');
  await dialog.getByLabel('Description').fill('First instalment, bank transfer');
  await dialog.getByLabel('Evidence of payment (image)').setInputFiles(pngFile('receipt.png'));
  await dialog.getByRole('button', { name: 'Upload evidence' }).click();
  await expect(toast(page, 'Purchase evidence uploaded successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('the owner sees the offers and comments other users made, and No offers where there are none', async ({ page }) => {
  const token = await providerToken(page.request, demoOwner);
  const uploaded = await myProperties(page.request, token, 'uploaded');
  const offerCounts = await Promise.all(
    uploaded.map(async (card) => (await providerGet<{ propertyOffers: unknown[] }>(page.request, token, `offer/getOffers?property_id=${card.id}`)).propertyOffers.length),
  );
  const withOffers = uploaded.findIndex((_, index) => offerCounts[index]! > 0);
  const withoutOffers = uploaded.findIndex((_, index) => offerCounts[index] === 0);
  expect(withOffers).toBeGreaterThanOrEqual(0);
  const pageOf = (index: number) => Math.floor(index / DASHBOARD_PAGE_SIZE) + 1;
  const dashboard = new DashboardPage(page);

  await logIn(page, demoOwner, `/dashboard?view=properties&type=uploaded${pageOf(withOffers) > 1 ? `&page=${pageOf(withOffers)}` : ''}`);
  const listing = uploaded[withOffers]!;
  const actions = dashboard.actions(listing.name).first();
  await expect(actions.getByRole('link', { name: 'PROMOTE' })).toHaveAttribute('href', `/property-advert/subscription?propertyId=${listing.id}`);
  await expect(actions.getByRole('link', { name: 'EDIT' })).toHaveAttribute('href', `/dashboard/listing/${listing.id}`);

  const offers = await providerGet<{ propertyOffers: { name: string; note: string }[] }>(page.request, token, `offer/getOffers?property_id=${listing.id}`);
  await actions.getByRole('button', { name: 'OFFERS' }).click();
  await expect(dashboard.dialog.getByText(offers.propertyOffers[0]!.name).first()).toBeVisible();
  await expect(dashboard.dialog.getByText(offers.propertyOffers[0]!.note)).toBeVisible();
  await expect(dashboard.dialog.getByText(/^₦[\d,]+$/).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dashboard.dialog).toHaveCount(0);
  // Focus returns to the button that opened the dialog.
  await expect(actions.getByRole('button', { name: 'OFFERS' })).toBeFocused();

  const comments = await providerGet<{ propertyComments: { comment: string }[] }>(page.request, token, `comment/getComments?property_id=${listing.id}`);
  await actions.getByRole('button', { name: 'COMMENTS' }).click();
  await expect(dashboard.dialog.getByText(comments.propertyComments[0]?.comment ?? 'No Comments')).toBeVisible();
  await dashboard.dialog.getByRole('button', { name: 'Close' }).click();

  // The demo owner has listings without offers (only six carry seeded offers).
  expect(withoutOffers).toBeGreaterThanOrEqual(0);
  await dashboard.goto(`?view=properties&type=uploaded${pageOf(withoutOffers) > 1 ? `&page=${pageOf(withoutOffers)}` : ''}`);
  await dashboard.actions(uploaded[withoutOffers]!.name).first().getByRole('button', { name: 'OFFERS' }).click();
  await expect(dashboard.dialog.getByText('No offers')).toBeVisible();
});

test('the owner sees on each listing how many offers and comments it drew, on a phone too', async ({ page }) => {
  const token = await providerToken(page.request, demoOwner);
  const uploaded = await myProperties(page.request, token, 'uploaded');
  // Counted the way the dialogs list them, not from the counts the cards are drawn from.
  const countsOf = async (id: number) => ({
    offers: (await providerGet<{ propertyOffers: unknown[] }>(page.request, token, `offer/getOffers?property_id=${id}`)).propertyOffers.length,
    comments: (await providerGet<{ propertyComments: unknown[] }>(page.request, token, `comment/getComments?property_id=${id}`)).propertyComments.length,
  });
  const counts = await Promise.all(uploaded.map((card) => countsOf(card.id)));
  const withOffers = counts.findIndex((count) => count.offers > 0);
  expect(withOffers).toBeGreaterThanOrEqual(0);
  const pageNumber = Math.floor(withOffers / DASHBOARD_PAGE_SIZE) + 1;
  const shown = uploaded.slice((pageNumber - 1) * DASHBOARD_PAGE_SIZE, pageNumber * DASHBOARD_PAGE_SIZE);
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(page, demoOwner, `/dashboard?view=properties&type=uploaded${pageNumber > 1 ? `&page=${pageNumber}` : ''}`);
  const dashboard = new DashboardPage(page);
  // Other journeys may send an offer or a comment meanwhile: each card is checked against a fresh count.
  for (const card of shown) {
    await expect(async () => {
      const { offers, comments } = await countsOf(card.id);
      await expect(dashboard.engagement(card.id)).toHaveText(`${plural(offers, 'offer')} · ${plural(comments, 'comment')}`, { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  }
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('a buyer wishlists properties, sorts the wishlist and removes one', async ({ page, request, baseURL }) => {
  const user = await createConfirmedUser(request, baseURL!, 'wishlist');
  const listings = await page.request.get(providerUrl('params/filterProperties?transaction_type=BUY&page_type=highest_price&per_page=12'));
  // The cards are found by name: two dear homes whose names differ.
  const cards = ((await listings.json()) as { properties: { data: Card[] } }).properties.data;
  const dearer = cards[0];
  const cheaper = cards.find((card) => card.name !== dearer?.name && card.price !== dearer?.price);
  expect(dearer && cheaper).toBeTruthy();

  await logIn(page, user, `/property/${cheaper!.id}`);
  const propertyPage = new PropertyPage(page);
  await propertyPage.open('Add to wishlist');
  await expect(page).toHaveURL(/\/dashboard\?view=wishlist$/);
  const dashboard = new DashboardPage(page);
  await expect(dashboard.card(cheaper!.name)).toBeVisible();

  await propertyPage.goto(dearer!.id);
  await propertyPage.open('Add to wishlist');
  await expect(page).toHaveURL(/\/dashboard\?view=wishlist$/);
  // Saved Date: the newest save first.
  await expect.poll(() => dashboard.cardNames()).toEqual([dearer!.name, cheaper!.name]);

  await dashboard.subTab('Lowest Price').click();
  await expect(page).toHaveURL(/sort=lowest_price$/);
  await expect.poll(() => dashboard.cardNames()).toEqual([cheaper!.name, dearer!.name]);
  await dashboard.subTab('Highest Price').click();
  await expect.poll(() => dashboard.cardNames()).toEqual([dearer!.name, cheaper!.name]);

  await dashboard.actions(dearer!.name).getByRole('button', { name: /^Remove/ }).click();
  await expect(toast(page, 'Property removed from your wishlist')).toBeVisible();
  await expect(dashboard.card(dearer!.name)).toHaveCount(0);
  await expect.poll(() => dashboard.cardNames()).toEqual([cheaper!.name]);
  await page.reload();
  await expect.poll(() => dashboard.cardNames()).toEqual([cheaper!.name]);
});

test('a new user sees the empty states and the way to add a listing or a home service', async ({ page, request, baseURL }) => {
  const user = await createConfirmedUser(request, baseURL!, 'empty-dashboard');
  await logIn(page, user, '/dashboard');
  const dashboard = new DashboardPage(page);
  await expect(dashboard.main.getByText("You don't have property")).toBeVisible();
  await expect(dashboard.main.getByRole('link', { name: 'List a property' })).toHaveAttribute('href', '/dashboard/listing');
  await dashboard.subTab('Purchased').click();
  await expect(dashboard.main.getByText('No properties available')).toBeVisible();
  await dashboard.tab('My Wishlist').click();
  await expect(dashboard.main.getByText('No properties available')).toBeVisible();

  await dashboard.tab('Home Services').click();
  await expect(page).toHaveURL(/\/dashboard\/myhomeservices$/);
  await expect(dashboard.main.getByText('You have not added a home service yet')).toBeVisible();
  await expect(dashboard.main.getByRole('link', { name: 'Add Home Service' })).toHaveAttribute('href', '/join_as_pro');
});
