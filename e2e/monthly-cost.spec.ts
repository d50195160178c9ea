import { expect, test, type Page } from '@playwright/test';
import { formatNaira } from '../lib/format/naira';
import { PaymentOptionsPage } from './pages/FinancePages';
import { PropertyPage } from './pages/PropertyPage';

type Card = { id: number; price: string; availability_status: string };
type Lender = { name: string; rates: number };

/** An available home of this transaction type, and the lenders, read from the provider itself. */
async function provider<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${process.env.E2E_PROVIDER_URL}/api/vst/${path}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}
const availableHome = async (page: Page, type: 'BUY' | 'RENT') =>
  (await provider<{ properties: { data: Card[] } }>(page, `params/filterProperties?transaction_type=${type}&property_type_id=1`)).properties.data.find(
    (card) => card.availability_status === 'Available',
  )!;

test('a home for sale shows its cheapest mortgage a month, and the calculator opens with those terms and the same sum', async ({ page }) => {
  const home = await availableHome(page, 'BUY');
  const { mortgageCompanies } = await provider<{ mortgageCompanies: Lender[] }>(page, 'params/getMortgageCompanies');
  const cheapest = mortgageCompanies.reduce((best, lender) => (lender.rates < best.rates ? lender : best));

  const property = new PropertyPage(page);
  await property.goto(home.id);
  await expect(property.monthlyCost).toContainText(/^From ₦[\d,]+ a month/);
  await expect(property.monthlyCost).toContainText(`with a mortgage from ${cheapest.name} at ${cheapest.rates}% a year`);
  const figure = (await property.monthlyCost.getByText(/^From ₦/).textContent())!.replace(/^From (₦[\d,]+) a month$/, '$1');

  await property.monthlyCost.getByRole('link', { name: 'Work it out in the mortgage calculator' }).click();
  await expect(page).toHaveURL(/\/finance\/paymentoptions\?tab=mortgage&/);
  const calculator = new PaymentOptionsPage(page);
  await expect(calculator.field('Home price (₦)')).toHaveValue(String(Number(home.price)));
  await expect(calculator.field('Interest rate (% per year)')).toHaveValue(String(cheapest.rates));
  // The calculator works the sum out itself: the property page's figure must be the one it finds.
  await expect(calculator.figure('Monthly repayment')).toHaveText(figure);
});

test('a home to rent shows its yearly rent and what it comes to a month', async ({ page }) => {
  const home = await availableHome(page, 'RENT');
  const property = new PropertyPage(page);
  await property.goto(home.id);
  await expect(property.monthlyCost).toHaveText(`${formatNaira(home.price)} a year, about ${formatNaira(Number(home.price) / 12)} a month`);
});
