import { expect, test, type Browser, type Page } from '@playwright/test';
import { createConfirmedUser } from './support/accounts';
import { pngFile } from './support/png';
import { ListingFormPage } from './pages/ListingFormPage';
import { LoginPage } from './pages/LoginPage';
import { titleText } from '../lib/messages/listing-terms';
import { livingFactsText } from '../lib/messages/living-facts';

/** A minimal PDF: the server recognises documents by their `%PDF-` bytes. */
const pdfFile = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });

/** A fresh confirmed user, signed in on `page` and sent to `next`; the demo data stays as it is. */
async function signInFreshUser(browser: Browser, page: Page, baseURL: string, next: string) {
  const context = await browser.newContext();
  const user = await createConfirmedUser(context.request, baseURL, 'lister');
  await context.close();
  const login = new LoginPage(page);
  await login.goto(next);
  await login.logIn(user.email, user.password);
  await page.waitForURL((url) => url.pathname === next);
  return user;
}

test('an owner lists a property with files and a map location (a pin in another state refused), then edits it after a reload', async ({ browser, page, baseURL }) => {
  test.setTimeout(90_000);
  await signInFreshUser(browser, page, baseURL!, '/dashboard/listing');
  const listing = new ListingFormPage(page);
  const name = `Palm Court ${Date.now()}`;

  await listing.choose('Sale or rent', 'For sale');
  await listing.choose('Sale by', 'Owner');
  await listing.field('Property name').fill(name);
  await listing.field('Price (₦)').fill('45000000');
  await listing.chooseFirst('Payment plan');
  await listing.chooseFirst('Property type');
  await listing.chooseFirst('Category');
  await listing.field('Bedrooms').fill('3');
  await listing.field('Bathrooms').fill('2');
  await listing.field('Kitchens').fill('1');
  // Typed in m², stored by the provider in square feet, shown and edited in m² again.
  await listing.field('Size (m²)').fill('167');
  await listing.form.getByRole('group', { name: 'Features' }).getByRole('checkbox').first().check();
  await listing.field('Description').fill('A bright family home near the park.');
  await listing.field('State').selectOption({ label: 'Lagos' });
  await listing.chooseFirst('City');
  await listing.clickMap({ x: 60, y: 40 });
  await expect(listing.field('Latitude')).not.toHaveValue('');
  await expect(listing.field('Longitude')).not.toHaveValue('');
  // A pin in Ifo, across the border in Ogun State: typed over the click, it is refused by name.
  await listing.field('Latitude').fill('6.82');
  await listing.field('Longitude').fill('3.2');
  await listing.field('Primary image').setInputFiles(pngFile('front.png'));
  await listing.field('Other images').setInputFiles([pngFile('kitchen.png'), pngFile('garden.png')]);
  await listing.field('Property documents').setInputFiles([pdfFile('c-of-o.pdf'), pngFile('survey.png')]);
  await listing.field('Floor plan').setInputFiles(pngFile('plan.png'));
  await expect(listing.form.getByText('c-of-o.pdf')).toBeVisible();
  // A sale names its title, "No title document" being one of the answers; a home says what living there is like.
  await listing.submit('List property').click();
  await expect.poll(() => listing.errorOf('Title')).toBe(titleText.titleRequired);
  expect(await listing.errorOf('Electricity band')).toBe('Choose the electricity band.');
  expect(await listing.errorOf('Flooding in the last rainy season')).toBe('Choose the flooding in the last rainy season.');
  await listing.field('Title').selectOption({ label: titleText.names.c_of_o });
  const { labels, names } = livingFactsText;
  await listing.answerLivingFacts({
    [labels.electricity_band]: names.electricity_band.B,
    [labels.meter]: names.meter.prepaid,
    [labels.power_backup]: names.power_backup.inverter_solar,
    [labels.water_source]: names.water_source.borehole,
    [labels.flooding]: names.flooding.street,
    [labels.road]: names.road.tarred,
    [labels.security]: names.security.gated_estate,
  });
  await listing.submit('List property').click();
  await expect(listing.locationError()).toHaveText('This pin is in Ogun State; the listing says Lagos', { timeout: 30_000 });
  await expect(listing.field('Property name')).toHaveValue(name);

  // Ikeja, in Lagos: the same form, every file still chosen, goes through.
  await listing.field('Latitude').fill('6.6018');
  await listing.field('Longitude').fill('3.3515');
  await listing.submit('List property').click();

  await page.waitForURL(/\/property\/\d+$/, { timeout: 30_000 });
  const propertyPath = new URL(page.url()).pathname;
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(main.getByText('₦45,000,000').first()).toBeVisible();
  await expect(main.getByText(/^167 m²/).first()).toBeVisible();
  const livingHere = main.getByRole('region', { name: 'Living here' });
  await expect(livingHere).toContainText('Band B: about 16 hours of light a day');
  await expect(livingHere).toContainText('The street flooded in the last rainy season');

  const propertyId = propertyPath.split('/').pop();
  await page.goto(`/dashboard/listing/${propertyId}`);
  await page.reload();
  await expect(listing.field('Property name')).toHaveValue(name);
  await expect(listing.field('Size (m²)')).toHaveValue('167');
  await expect(listing.form.getByText('1 file already on the listing').first()).toBeVisible();
  // The payment plan chosen at creation is selected again.
  await expect(listing.field('Payment plan')).not.toHaveValue('');
  await listing.field('Price (₦)').fill('47500000');
  await listing.submit('Save changes').click();

  await page.waitForURL((url) => url.pathname === propertyPath, { timeout: 30_000 });
  await expect(main.getByText('₦47,500,000').first()).toBeVisible();
});

test('a user who does not own a property is refused its edit page', async ({ browser, page, baseURL }) => {
  await signInFreshUser(browser, page, baseURL!, '/dashboard/listing/1');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'You can only edit your own property' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Back to my dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(main.getByRole('form')).toHaveCount(0);
});

test('required fields say what is missing and a failed submit keeps every value', async ({ browser, page, baseURL }) => {
  await signInFreshUser(browser, page, baseURL!, '/dashboard/listing');
  const listing = new ListingFormPage(page);
  await listing.field('Property name').fill('Half-finished listing');
  await listing.field('Bedrooms').fill('0');
  await listing.field('Primary image').setInputFiles(pngFile('front.png'));
  await listing.submit('List property').click();

  await expect.poll(() => listing.errorOf('Price (₦)')).toBe('This is required.');
  expect(await listing.errorOf('Bedrooms')).toBe('Enter at least 1');
  expect(await listing.errorOf('Category')).toBe('Choose a category');
  expect(await listing.errorOf('Floor plan')).toBe('Choose at least one file');
  await expect(listing.form.getByText('Choose sale or rent')).toBeVisible();
  await expect(listing.locationError()).toHaveText('Property location was not provided');
  await expect(listing.field('Property name')).toHaveValue('Half-finished listing');
  await expect(listing.form.getByText('front.png')).toBeVisible();
  expect(await listing.errorOf('Primary image')).toBe('');
});

test('a typed draft survives a reload and can be discarded', async ({ browser, page, baseURL }) => {
  await signInFreshUser(browser, page, baseURL!, '/dashboard/listing');
  const listing = new ListingFormPage(page);
  await listing.field('Property name').fill('Draft villa');
  await listing.field('Description').fill('Typed before the tab reloaded.');
  // The draft is saved shortly after typing stops.
  await page.waitForTimeout(800);
  await page.reload();

  await expect(listing.draftNotice).toBeVisible();
  await expect(listing.field('Property name')).toHaveValue('Draft villa');
  await expect(listing.field('Description')).toHaveValue('Typed before the tab reloaded.');
  await listing.draftNotice.getByRole('button', { name: 'Discard draft' }).click();
  await expect(listing.field('Property name')).toHaveValue('');
  await page.reload();
  await expect(listing.draftNotice).toHaveCount(0);
});
