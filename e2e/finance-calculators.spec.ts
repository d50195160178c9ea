import { expect, test } from '@playwright/test';
import { PaymentOptionsPage } from './pages/FinancePages';

test('mortgage option: lenders’ rate cards, and 10,000,000 at 12% over 20 years repays ₦110,109 a month', async ({ page }) => {
  const options = new PaymentOptionsPage(page);
  await options.goto();
  await expect(options.tab('Mortgage Option')).toHaveAttribute('aria-current', 'page');
  const nhf = options.rateCards.filter({ hasText: 'Federal Mortgage Bank of Nigeria' });
  await expect(nhf).toContainText('6% per year');
  await expect(nhf).toContainText('30 years fixed');
  expect(await options.rateCards.count()).toBeGreaterThanOrEqual(6);

  await options.fill({ 'Home price (₦)': '12,000,000', 'Down payment (₦)': '2,000,000', 'Interest rate (% per year)': '12', 'Loan term (years)': '20' });
  await options.calculate.click();
  await expect(options.figure('Monthly repayment')).toHaveText('₦110,109');
  await expect(options.figure('Loan amount')).toHaveText('₦10,000,000');
  await expect(options.figure('Total interest')).toHaveText('₦16,426,067');
  await expect(options.scheduleRows()).toHaveCount(20);
  await expect(options.scheduleRows().last().locator('td').last()).toHaveText('₦0');

  // The values are in the URL: a reload shows the same result.
  await expect(page).toHaveURL(/tab=mortgage.*price=12%2C000%2C000/);
  await page.reload();
  await expect(options.figure('Monthly repayment')).toHaveText('₦110,109');
  await expect(options.field('Interest rate (% per year)')).toHaveValue('12');
});

test('mortgage calculator: messages for each field with the values kept; zero interest; a lender’s rate fills the calculator', async ({ page }) => {
  const options = new PaymentOptionsPage(page);
  await options.goto();
  await options.fill({ 'Interest rate (% per year)': '150', 'Loan term (years)': '0' });
  await options.calculate.click();
  await expect(options.form.getByText('This is required.')).toHaveCount(2);
  await expect(options.form.getByText('Enter a rate from 0 to 100')).toBeVisible();
  await expect(options.form.getByText('Enter a whole number of years from 1 to 40')).toBeVisible();
  await expect(options.field('Home price (₦)')).toBeFocused();
  await expect(options.field('Interest rate (% per year)')).toHaveValue('150');
  await expect(options.main.getByTestId('mortgage-result')).toHaveCount(0);

  await options.fill({ 'Home price (₦)': '20000000', 'Down payment (₦)': '25000000', 'Interest rate (% per year)': '0', 'Loan term (years)': '10' });
  await options.calculate.click();
  await expect(options.form.getByText('The down payment must be less than the home price')).toBeVisible();
  await options.fill({ 'Down payment (₦)': '8000000' });
  await options.calculate.click();
  await expect(options.figure('Monthly repayment')).toHaveText('₦100,000');
  await expect(options.figure('Total interest')).toHaveText('₦0');

  await options.rateCards.filter({ hasText: 'Lagos State Mortgage Board' }).getByRole('link', { name: /Use the rate of/ }).click();
  await expect(options.field('Interest rate (% per year)')).toHaveValue('9.5');
  await expect(options.field('Loan term (years)')).toHaveValue('10');
  await expect(options.form.getByText('This is required.')).toHaveCount(0);
});

test('instalment option: its own tab in the URL, messages, and a 12-month plan', async ({ page }) => {
  const options = new PaymentOptionsPage(page);
  await options.goto();
  await options.tab('Instalment Option').click();
  await expect(page).toHaveURL(/tab=instalment/);
  await expect(options.tab('Instalment Option')).toHaveAttribute('aria-current', 'page');
  await expect(options.rateCards).toHaveCount(0);
  await expect(options.field('Mark-up on the balance (%)')).toHaveValue('0');

  await options.fill({ 'Home price (₦)': '5000000', 'Initial deposit (₦)': '6000000', 'Number of monthly instalments': '200' });
  await options.calculate.click();
  await expect(options.form.getByText('Enter a whole number of months from 1 to 120')).toBeVisible();
  await options.fill({ 'Number of monthly instalments': '12' });
  await options.calculate.click();
  // The deposit's message was there after the first submit too: wait until the months' message has
  // gone, so this submit's page has landed before the next values are typed (landing later, it would
  // put the URL's values back into the fields).
  await expect(options.form.getByText('Enter a whole number of months from 1 to 120')).toHaveCount(0);
  await expect(options.form.getByText('The deposit cannot be more than the home price')).toBeVisible();

  await options.fill({ 'Home price (₦)': '30,000,000', 'Initial deposit (₦)': '9,000,000', 'Mark-up on the balance (%)': '10' });
  await options.calculate.click();
  await expect(options.figure('Monthly instalment')).toHaveText('₦1,925,000');
  await expect(options.figure('Mark-up')).toHaveText('₦2,100,000');
  await expect(options.figure('Total cost of the home')).toHaveText('₦32,100,000');
  await expect(options.scheduleRows()).toHaveCount(12);
  await page.reload();
  await expect(options.tab('Instalment Option')).toHaveAttribute('aria-current', 'page');
  await expect(options.figure('Monthly instalment')).toHaveText('₦1,925,000');
});
