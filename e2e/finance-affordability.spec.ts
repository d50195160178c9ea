import { expect, test } from '@playwright/test';
import { AffordabilityPage } from './pages/FinancePages';

const amountOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

test('the finance landing page shows its banner and leads to the calculator', async ({ page }) => {
  await page.goto('/finance');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Manage finance' })).toBeVisible();
  await expect(main.getByText('Finance your next home')).toBeVisible();
  // The finance tools, the same cards as the dashboard's Manage Finance tab (components/finance/ToolCards.tsx).
  await expect(main.getByRole('listitem').getByRole('link', { name: /Get pre-approved/ })).toHaveAttribute('href', '/get-approval');
  await main.getByRole('link', { name: 'Open the affordability calculator' }).click();
  await expect(page).toHaveURL(/\/finance\/affordability$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Affordability calculator' })).toBeVisible();
});

test('affordability: every field required, nothing lost, then the amount and homes within it', async ({ page }) => {
  const calculator = new AffordabilityPage(page);
  await calculator.goto();
  await calculator.calculate.click();
  expect(await calculator.message(calculator.netSalary)).toBe('This is required.');
  expect(await calculator.message(calculator.downPayment)).toBe('This is required.');
  expect(await calculator.message(calculator.option)).toBe('Choose an instalment option');
  await expect(calculator.netSalary).toBeFocused();
  await expect(calculator.amount).toHaveCount(0);

  await calculator.netSalary.fill('600,000');
  await calculator.downPayment.fill('abc');
  await calculator.option.selectOption({ label: 'Off plan' });
  await calculator.calculate.click();
  expect(await calculator.message(calculator.downPayment)).toBe('Enter the amount as a number');
  await expect(calculator.netSalary).toHaveValue('600,000');
  await expect(calculator.amount).toHaveCount(0);

  await calculator.downPayment.fill('5000000');
  await calculator.calculate.click();
  // A third of 600,000 for 36 months (off plan), plus the 5,000,000 down payment.
  await expect(calculator.amount).toHaveText('₦12,200,000');
  await expect(calculator.main.getByText('₦200,000 a month (a third of your net salary) for 36 months')).toBeVisible();
  await expect(calculator.cards).toHaveCount(3);
  for (const card of await calculator.cards.all()) {
    const price = amountOf((await card.getByText(/^₦[\d,]+$/).first().textContent()) ?? '');
    expect(price).toBeGreaterThan(0);
    expect(price).toBeLessThanOrEqual(12_200_000);
  }
  // The form keeps what was typed.
  await expect(calculator.netSalary).toHaveValue('600,000');
  await expect(calculator.option).toHaveValue('off_plan');

  // Completed homes are paid within 12 months: a smaller budget.
  await calculator.option.selectOption({ label: 'Completed' });
  await calculator.calculate.click();
  await expect(calculator.amount).toHaveText('₦7,400,000');
});
