import { expect, test, type Page } from '@playwright/test';
import { createConfirmedUser } from './support/accounts';
import { seriousViolations } from './support/axe';
import { listProperty } from './support/listings';
import { FairPrice } from './pages/FairPrice';
import { ListingFormPage } from './pages/ListingFormPage';
import { LoginPage } from './pages/LoginPage';

// Phones first: every journey here runs at 360 px.
test.use({ viewport: { width: 360, height: 740 } });

/** The seed's 3-bedroom rent in Lekki Phase 1 at ₦5,500,000, under half its town's median (seed/data/fairPrice.ts). */
const BARGAIN_RENT_ID = 240;

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('a rent far below the town median carries the caution, with where it stands', async ({ page }) => {
  await page.goto(`/property/${BARGAIN_RENT_ID}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('bargain rent');
  const fair = new FairPrice(page);
  await expect(fair.check).toContainText(/\d+% below the median of 8 similar homes in Lekki Phase 1/);
  await expect(fair.caution).toHaveText('Much cheaper than similar homes here: never pay before you inspect.');
  // Lekki Phase 1 is a Band A estate with no flooding (seed/data/livingFacts.ts).
  await expect(fair.townFacts).toContainText(/Band A light: 100%, (\d+) of \1 homes/);
  expect(await seriousViolations(page)).toEqual([]);
  await fitsThePhone(page);
});

test('a price the owner cuts in the listing form appears in the history', async ({ browser, page, baseURL }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  const owner = await createConfirmedUser(context.request, baseURL!, 'price-cut');
  const id = await listProperty(context.request, baseURL!, owner, { name: `Price cut flat ${Date.now()}`, price: '4500000' });
  await context.close();

  const login = new LoginPage(page);
  await login.goto(`/dashboard/listing/${id}`);
  await login.logIn(owner.email, owner.password);
  await page.waitForURL((url) => url.pathname === `/dashboard/listing/${id}`);
  const form = new ListingFormPage(page);
  // The form fills its fields once its script runs: typing before that would add to the old price.
  await expect(form.field('Price (₦)')).toHaveValue('4500000');
  await form.field('Price (₦)').fill('4150000');
  await form.submit('Save changes').click();

  await page.waitForURL((url) => url.pathname === `/property/${id}`, { timeout: 30_000 });
  const fair = new FairPrice(page);
  await expect(fair.history).toContainText(/Listed at ₦4,500,000 on \d+ \w+ \d{4}; reduced to ₦4,150,000 on \d+ \w+ \d{4}/);
  expect(await seriousViolations(page)).toEqual([]);
  await fitsThePhone(page);
});
