import { expect, test } from '@playwright/test';
import { formatNaira } from '../lib/format/naira';
import { monthlyRepayment } from '../lib/finance/mortgage';
import { PaymentOptionsPage } from './pages/FinancePages';
import { MortgageGuidePage } from './pages/MortgageGuidePage';

test('the Mortgage link opens the guide: how a mortgage works, lenders’ rates, and the way on', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Mortgage', exact: true }).first().click();
  await expect(page).toHaveURL(/\/mortgage$/);
  const guide = new MortgageGuidePage(page);
  await expect(guide.heading).toHaveText('Mortgages in Nigeria');

  for (const title of ['How a mortgage works', 'Down payment', 'Tenure', 'Fixed and variable rates', 'The National Housing Fund', 'What lenders ask for']) {
    await expect(guide.section(title)).toBeVisible();
    await expect(guide.contents.getByRole('link', { name: title })).toHaveAttribute('href', /^#/);
  }
  await expect(guide.section('The National Housing Fund')).toContainText('2.5% of their monthly basic salary');

  // The lenders come from the provider (params/getMortgageCompanies).
  expect(await guide.rateCards.count()).toBeGreaterThanOrEqual(6);
  await expect(guide.rateCards.filter({ hasText: 'Federal Mortgage Bank of Nigeria' })).toContainText('6% per year');

  await expect(guide.nextSteps.getByRole('link', { name: /See what you can afford/ })).toHaveAttribute('href', '/finance/affordability');
  await guide.nextSteps.getByRole('link', { name: /Get pre-approved/ }).click();
  await expect(page).toHaveURL(/\/get-approval$/);
});

test('the guide’s calculator shows the repayment on the payment options page, values kept', async ({ page }) => {
  const guide = new MortgageGuidePage(page);
  await guide.goto();
  await guide.fill({ 'Home price (₦)': '30,000,000', 'Down payment (₦)': '6,000,000', 'Interest rate (% per year)': '6', 'Loan term (years)': '30' });
  await guide.calculate.click();
  await expect(page).toHaveURL(/\/finance\/paymentoptions\?tab=mortgage&calculate=1&price=30%2C000%2C000/);
  const options = new PaymentOptionsPage(page);
  const expected = formatNaira(monthlyRepayment({ principal: 24_000_000, annualRatePercent: 6, years: 30 }));
  await expect(options.figure('Monthly repayment')).toHaveText(expected);
  await expect(options.field('Loan term (years)')).toHaveValue('30');
});

test('the guide is one cached, indexable document in the sitemap, with its own metadata', async ({ page, request, baseURL }) => {
  const guide = new MortgageGuidePage(page);
  const response = await guide.goto();
  expect(response?.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/mortgage`);
  await expect(page).toHaveTitle(/Mortgages in Nigeria/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Mortgages in Nigeria');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\S/);
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`<loc>${baseURL}/mortgage</loc>`);
});
