import { expect, test, type Page } from '@playwright/test';
import { createConfirmedUser, demoBuyer, demoPro, logInThrough } from './support/accounts';
import { seriousViolations } from './support/axe';
import { listProperty } from './support/listings';
import { ListingFormPage } from './pages/ListingFormPage';
import { ListingTerms } from './pages/ListingTerms';
import { LoginPage } from './pages/LoginPage';

// Phones first: every journey here runs at 360 px.
test.use({ viewport: { width: 360, height: 740 } });

const LAGOS = '25';
const IKEJA = '37';
const LAND = '3';
const RESIDENTIAL_PLOT = '14';

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('the owner enters the fees of a rent and sees the total to move in as they type', async ({ browser, page, baseURL }) => {
  const context = await browser.newContext();
  const user = await createConfirmedUser(context.request, baseURL!, 'fees');
  await context.close();
  const login = new LoginPage(page);
  await login.goto('/dashboard/listing');
  await login.logIn(user.email, user.password);
  await page.waitForURL((url) => url.pathname === '/dashboard/listing');
  const form = new ListingFormPage(page);
  const terms = new ListingTerms(page);

  await form.choose('Sale or rent', 'For rent');
  await expect(terms.formFees).toBeVisible();
  await expect(form.field('Title')).toHaveCount(0);
  await form.field('Price (₦)').fill('2,000,000');
  await form.field('State').selectOption({ label: 'Lagos' });
  await terms.fillFee('Agency fee', '15', '% of the annual rent');
  await terms.fillFee('Legal fee', '200,000', 'Naira (₦)');
  await terms.fillFee('Caution deposit', '10', '% of the annual rent');
  // 2,000,000 + 300,000 + 200,000 + 200,000
  await expect(terms.formTotal).toContainText('Total to move in: ₦2,700,000');
  await expect(terms.formTotal).toContainText('The Lagos State Tenancy Law 2011 limits agency and legal fees to 10% of the annual rent each.');
  expect(await seriousViolations(page, 'form')).toEqual([]);
  await fitsThePhone(page);

  await terms.fillFee('Agency fee', '10', '% of the annual rent');
  await expect(terms.formTotal).toContainText('Total to move in: ₦2,600,000');
  await expect(terms.formTotal).not.toContainText('Tenancy Law');

  // A sale asks for its title instead, and sends no fees.
  await form.choose('Sale or rent', 'For sale');
  await expect(terms.formFees).toHaveCount(0);
  await expect(form.field('Title')).toBeVisible();
});

test('a Lagos rent with a 15% agency fee lists each fee, the total and the Tenancy Law notice; a visitor disputes its band', async ({ browser, page, baseURL }) => {
  const context = await browser.newContext();
  const owner = await createConfirmedUser(context.request, baseURL!, 'lagos-fees');
  const fees = { agency_fee: '15', agency_fee_unit: 'percent', legal_fee: '10', legal_fee_unit: 'percent', caution_deposit: '500000', caution_deposit_unit: 'naira' };
  const name = `Ikeja flat ${Date.now()}`;
  const id = await listProperty(context.request, baseURL!, owner, { name, price: '4000000', state_id: LAGOS, city_id: IKEJA, ...fees });
  // A visitor who has been there agrees with the band (lib/forms/living-facts.ts).
  await logInThrough(context.request, baseURL!, demoBuyer);
  const agreed = await context.request.post(`${baseURL}/api/vst/facts/answer`, { headers: { origin: baseURL! }, data: { property_id: id, fact: 'electricity_band', agrees: true } });
  expect(agreed.status()).toBe(200);
  await context.close();

  await page.goto(`/property/${id}`);
  const terms = new ListingTerms(page);
  await expect(terms.moveIn).toContainText('Agency fee');
  await expect(terms.moveIn).toContainText('15% of the annual rent');
  await expect(terms.moveIn).toContainText('₦600,000');
  await expect(terms.moveIn).toContainText('Service chargeNot stated: ask before you pay');
  await expect(terms.moveIn).toContainText('Total to move in: ₦5,500,000, plus the fees not stated');
  await expect(terms.limitNotice).toHaveCount(1);
  await expect(terms.limitNotice).toContainText('This agency fee is above 10% of the annual rent. The Lagos State Tenancy Law 2011');
  // What living there is like, as the owner stated it (support/listings.ts: Band B, no flooding).
  await expect(terms.livingHere).toContainText('Band B: about 16 hours of light a day');
  await expect(terms.livingHere).toContainText('No flooding in the last rainy season');
  expect(await seriousViolations(page)).toEqual([]);
  await fitsThePhone(page);

  // Another visitor, signed in, disputes the band: the block shows both sides, and keeps them on reload.
  await expect(terms.factLine('electricity_band')).toContainText('1 visitor agrees');
  await logInThrough(page.request, baseURL!, demoPro);
  await page.reload();
  await terms.answerFact('Band B: about 16 hours of light a day', 'Disagree');
  await expect(terms.factLine('electricity_band')).toContainText('1 visitor agrees, 1 visitor disagrees');
  expect(await seriousViolations(page)).toEqual([]);
  await fitsThePhone(page);
  await page.reload();
  await expect(terms.factLine('electricity_band')).toContainText('1 visitor agrees, 1 visitor disagrees');
  await expect(terms.answerButton('Band B: about 16 hours of light a day', 'Disagree')).toHaveAttribute('aria-pressed', 'true');

  // Cards of rents show the total beside the rent (the demo rents state all four fees; a card of a rent
  // that leaves one unstated says "from", lib/listing/card-view.test.ts).
  await page.goto('/rent');
  const demoCard = page.getByTestId('property-card').filter({ hasNotText: name }).first();
  await expect(demoCard.getByTestId('card-move-in')).toHaveText(/^To move in: ₦[\d,]+$/);
  // Every demo home states its band and flooding; the card shows both.
  await expect(demoCard.getByTestId('card-living')).toHaveText(/^(Band [A-E] light|Off the grid) · (No flooding|Street floods|Compound floods|Floods inside)$/);
  await fitsThePhone(page);
});

test('a land listing shows its title, what it means and the checks to make before paying', async ({ browser, page, baseURL }) => {
  const context = await browser.newContext();
  const owner = await createConfirmedUser(context.request, baseURL!, 'land-title');
  const land = { for_sale: 'sale', property_type_id: LAND, property_category_id: RESIDENTIAL_PLOT, price: '30000000', title: 'survey_plan' };
  const id = await listProperty(context.request, baseURL!, owner, { name: `Plot in Ikeja ${Date.now()}`, state_id: LAGOS, city_id: IKEJA, ...land });
  await context.close();

  await page.goto(`/property/${id}`);
  const terms = new ListingTerms(page);
  await expect(terms.title).toContainText('Registered survey plan');
  await expect(terms.title).toContainText('It shows where the land is, not who owns it');
  await expect(terms.title.getByRole('listitem')).toHaveCount(4);
  await expect(terms.title.getByRole('listitem').first()).toContainText('search at the state land registry');
  await expect(terms.title.getByRole('listitem').nth(1)).toContainText('charted at the office of the state Surveyor-General');
  // Nobody on our staff has seen this listing's documents yet.
  await expect(terms.title).not.toContainText('Title documents seen by our staff');
  await expect(terms.moveIn).toHaveCount(0);
  await expect(terms.livingHere).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await fitsThePhone(page);
});

test('staff look at a listing’s title documents from the console; the listing then says so', async ({ browser, page, baseURL }) => {
  const context = await browser.newContext();
  const owner = await createConfirmedUser(context.request, baseURL!, 'title-documents');
  const name = `Plot with a C of O ${Date.now()}`;
  const land = { for_sale: 'sale', property_type_id: LAND, property_category_id: RESIDENTIAL_PLOT, price: '45000000', title: 'c_of_o' };
  const id = await listProperty(context.request, baseURL!, owner, { name, state_id: LAGOS, city_id: IKEJA, ...land });
  await context.close();

  const login = new LoginPage(page);
  await login.goto('/staff');
  await login.logIn('staff@example.com', 'password1');
  await page.waitForURL((url) => url.pathname === '/staff');
  const terms = new ListingTerms(page);
  const waiting = terms.staffQueue.getByTestId('title-documents').filter({ hasText: name });
  const document = waiting.getByRole('link', { name: 'c-of-o.pdf' });
  await expect(document).toHaveAttribute('href', /^\/private-media\//);
  expect((await page.request.get((await document.getAttribute('href'))!)).status()).toBe(200);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await fitsThePhone(page);

  await terms.markTitleDocumentsSeen(name, 'Certificate of Occupancy and survey plan match the plot');
  await expect(waiting).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('region', { name: 'Audit log' })).toContainText('Saw the title documents');

  await page.goto(`/property/${id}`);
  await expect(terms.title).toContainText('Title documents seen by our staff');
});
