import { expect, test } from '@playwright/test';
import { ListingPage } from './pages/ListingPage';
import { LoginPage } from './pages/LoginPage';
import { SaveSearchDialog, SavedSearchesTab, UnsubscribePage } from './pages/SavedSearchPages';
import { createConfirmedUser, demoOwner, uniqueEmail } from './support/accounts';
import { seriousViolations } from './support/axe';
import { listProperty } from './support/listings';
import { linkFromNewestMail, newestMailLinkingTo } from './support/outbox';

/** Flats for rent in Lagos, three bedrooms or more, up to ₦5,000,000: what the journey saves. */
const listingPath = '/properties/rent?property_category_id=1&state_id=25&max_price=5000000&no_bedroom=3';
const searchName = 'Flat/Apartment properties for rent in Lagos, 3+ bedrooms, up to ₦5,000,000';
/** The same narrowed to band A or B light and water on site, which the first journey chooses in the filters. */
const narrowedName = `${searchName}, band A or B light, water on site`;

test('a visitor signs in on a listing to save its search, manages it in the dashboard, gets an alert for a new listing and stops it signed out', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const setup = await browser.newContext();
  const user = await createConfirmedUser(setup.request, baseURL!, 'saved-search');
  await setup.close();

  // On a phone, light of band A or B and water on site narrow the listing to homes that say so.
  await page.setViewportSize({ width: 360, height: 740 });
  const listing = new ListingPage(page);
  await listing.goto(listingPath);
  const everyFlat = await listing.total();
  await listing.applyFilters({ living: ['band_a_or_b', 'water_on_site'] });
  await page.waitForURL((url) => `${url.pathname}${url.search}` === `${listingPath}&band_a_or_b=1&water_on_site=1`);
  expect(await listing.total()).toBeLessThan(everyFlat);
  const narrowed = await listing.livingLines();
  expect(narrowed.length).toBeGreaterThan(0);
  for (const line of narrowed) expect(line).toMatch(/^Band [AB] light\b/);
  await expect(listing.filters.getByRole('checkbox', { name: 'Water on site (borehole or well)' })).toBeChecked();
  expect(await seriousViolations(page, 'main')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Signed out on the listing: the button offers sign-in in place, and the dialog goes on to the form.
  const save = new SaveSearchDialog(page);
  await save.open();
  expect(await seriousViolations(page, 'dialog')).toEqual([]);
  await save.logIn(user.email, user.password);
  await expect(save.name).toHaveValue(narrowedName);
  expect(await seriousViolations(page, 'dialog')).toEqual([]);
  await expect(save.frequency('As soon as one is listed')).toBeChecked();
  expect(new URL(page.url()).pathname).toBe('/properties/rent');
  await save.save();
  await save.dialog.getByRole('link', { name: 'Manage saved searches' }).click();

  // The dashboard: listed with its filters in words, instant alerts; renamed and switched to daily.
  const tab = new SavedSearchesTab(page);
  await expect(tab.section).toBeVisible();
  await expect(tab.filters(narrowedName)).toHaveText(narrowedName);
  await expect(tab.alerts(narrowedName, 'As soon as one is listed')).toBeChecked();
  const name = `Ikeja flats ${Date.now()}`;
  await tab.rename(narrowedName, name);
  // The filters are described from the search itself, not from its name.
  await expect(tab.filters(name)).toHaveText(narrowedName);
  await tab.chooseAlerts(name, 'Once a day');
  await page.reload();
  await expect(tab.alerts(name, 'Once a day')).toBeChecked();
  // The list with a search in it, on a phone: axe clean and no sideways scrolling (the walk sees it empty).
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await seriousViolations(page, 'main')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Open: the listing with the search's filters, the living facts' too.
  await tab.open(name).click();
  await page.waitForURL((url) => url.pathname === '/properties/rent');
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    property_category_id: '1', state_id: '25', max_price: '5000000', no_bedroom: '3', band_a_or_b: '1', water_on_site: '1',
  });

  // Back to instant alerts; then the owner lists a matching flat (band B, a borehole) and the alert arrives.
  await tab.goto();
  await tab.chooseAlerts(name, 'As soon as one is listed');
  const lister = await browser.newContext();
  const listingName = `Alausa garden flat ${Date.now()}`;
  const propertyId = await listProperty(lister.request, baseURL!, demoOwner, { name: listingName });
  await lister.close();
  const { mail, link: unsubscribeLink } = await newestMailLinkingTo(user.email, '/alerts/unsubscribe');
  expect(mail.subject).toBe(`New listing for "${name}"`);
  expect(mail.text).toContain(listingName);
  expect(mail.links).toContain(`${baseURL}/property/${propertyId}`);
  expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

  // The e-mail's link, in a browser that is not signed in: opening it stops nothing by itself.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(unsubscribeLink);
  const unsubscribe = new UnsubscribePage(visitorPage);
  await expect(unsubscribe.heading).toBeVisible();
  await expect(unsubscribe.button).toBeVisible();
  await page.reload();
  await expect(tab.alerts(name, 'As soon as one is listed')).toBeChecked();

  await unsubscribe.button.click();
  await expect(unsubscribe.outcome).toContainText(`Alerts stopped for ${name}`);
  expect(await seriousViolations(visitorPage)).toEqual([]);
  await visitor.close();

  await page.reload();
  await expect(tab.alerts(name, 'Off')).toBeChecked();

  // The header's one-click address, as a mail client uses it: a form POST to the site with no session
  // and no Origin; the site passes the token to the provider. Opening it (GET) stops nothing.
  await tab.chooseAlerts(name, 'As soon as one is listed');
  await page.reload();
  await expect(tab.alerts(name, 'As soon as one is listed')).toBeChecked();
  const oneClick = /^<(.+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1];
  expect(oneClick).toMatch(new RegExp(`^${baseURL}/api/alerts/unsubscribe\\?token=`));
  const mailClient = await browser.newContext();
  expect((await mailClient.request.get(oneClick!)).status()).toBe(405);
  const posted = await mailClient.request.post(oneClick!, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(posted.status()).toBe(200);
  await mailClient.close();
  await page.reload();
  await expect(tab.alerts(name, 'Off')).toBeChecked();

  // Deleting asks first, then leaves the empty list with its way to the listings.
  const confirmation = await tab.askToDelete(name);
  expect(await seriousViolations(page, 'dialog')).toEqual([]);
  await confirmation.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(tab.search(name)).toHaveCount(0);
  await expect(tab.empty).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Saved Searches' })).toBeFocused();
  await expect(tab.section.getByRole('link', { name: 'Homes for rent' })).toHaveAttribute('href', '/properties/rent');
});

test('a visitor signs up from "Save this search"; the e-mailed link and the login there bring back the listing with the save form', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(listingPath);
  const save = new SaveSearchDialog(page);
  await save.open();
  await save.dialog.getByRole('button', { name: 'Create an account' }).click();
  const email = uniqueEmail('save-search-signup');
  await save.dialog.getByLabel('Full name').fill('Chidi Okafor');
  await save.dialog.getByLabel('E-mail address').fill(email);
  await save.dialog.getByLabel(/^Password/).fill('secret12');
  await save.dialog.getByLabel('Phone number').fill('08031234567');
  await save.dialog.getByRole('checkbox', { name: /I agree to the terms of use/ }).check();
  await save.dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(save.dialog.getByRole('status')).toContainText('come back here');

  // The way back is the listing with its filters and the fragment that opens the dialog (a query
  // parameter would name another cached view of the listing).
  const confirmLink = await linkFromNewestMail(email, '/account/confirm/token');
  expect(new URL(confirmLink, 'http://x.invalid').searchParams.get('next')).toBe(`${listingPath}#save-search`);
  await page.goto(confirmLink);
  await expect(page.getByRole('main').getByText('Account Verification Successful')).toBeVisible();
  const login = new LoginPage(page);
  await login.password.fill('secret12');
  await login.submit.click();
  await page.waitForURL((url) => url.pathname === '/properties/rent');
  await expect(save.name).toHaveValue(searchName, { timeout: 20_000 });
  await save.save();
  // The fragment has left the address: a reload does not open the dialog again.
  expect(new URL(page.url()).hash).toBe('');
});

test('a link that is not valid says so after the button, and changes nothing', async ({ page }) => {
  await page.goto('/alerts/unsubscribe?token=1.forged');
  const unsubscribe = new UnsubscribePage(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await unsubscribe.button.click();
  await expect(unsubscribe.outcome).toContainText('This unsubscribe link is not valid');
  await expect(unsubscribe.button).toHaveCount(0);
});

test('the unsubscribe page opened without its token says the link is not valid and offers nothing to press', async ({ page }) => {
  for (const path of ['/alerts/unsubscribe', '/alerts/unsubscribe?token=']) {
    await page.goto(path);
    const unsubscribe = new UnsubscribePage(page);
    await expect(unsubscribe.heading).toBeVisible();
    await expect(unsubscribe.outcome).toContainText('This unsubscribe link is not valid');
    await expect(unsubscribe.button).toHaveCount(0);
  }
});
