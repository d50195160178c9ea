import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { PaymentProfilePages } from './pages/FinancePages';
import { demoBuyer, demoOwner } from './support/accounts';

async function logIn(page: Page, account: { email: string; password: string }, next: string) {
  const login = new LoginPage(page);
  await login.goto(next);
  await login.logIn(account.email, account.password);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === next);
}

test('the payment profile needs sign-in and comes back after it', async ({ page }) => {
  await page.goto('/finance/paymentprofile');
  await expect(page).toHaveURL(/\/login\?next=%2Ffinance%2Fpaymentprofile$/);
  await page.goto('/dashboard/paymentprofile/details?propertyId=6');
  await expect(page).toHaveURL(/\/login\?next=/);
  const login = new LoginPage(page);
  await login.logIn(demoBuyer.email, demoBuyer.password);
  await expect(page).toHaveURL(/\/dashboard\/paymentprofile\/details\?propertyId=6$/);
  await expect(new PaymentProfilePages(page).rows.first()).toBeVisible();
});

test('payment profile to history to a printable receipt, for the demo buyer', async ({ page }) => {
  await logIn(page, demoBuyer, '/finance/paymentprofile');
  const pages = new PaymentProfilePages(page);
  // The buyer's two purchases, each with VIEW PAYMENT PROFILE.
  await expect(pages.items).toHaveCount(2);
  await expect(pages.items.first().getByRole('link', { name: /payment profile/ })).toHaveText('VIEW PAYMENT PROFILE');

  const purchase = pages.items.filter({ has: page.getByRole('link', { name: /payment profile/ }) }).last();
  const name = (await purchase.getByRole('heading').textContent())!.trim();
  await pages.viewProfileOf(purchase).click();
  await expect(page).toHaveURL(/\/dashboard\/paymentprofile\/details\?propertyId=\d+$/);
  await expect(pages.main.getByRole('heading', { level: 1 })).toContainText(name);
  // A paid deposit and instalments, some paid and some not.
  await expect(pages.rows).toHaveCount(7);
  await expect(pages.rowsWithStatus('Paid').first()).toBeVisible();
  await expect(pages.rowsWithStatus('Not Paid').first()).toBeVisible();
  await expect(pages.rows.first()).toContainText(/₦[\d,]+/);
  await expect(pages.rows.first()).toContainText(/\d{1,2} [A-Z][a-z]{2,3} \d{4}/);

  // The history is chosen by the id in the URL: a reload shows it again.
  await page.reload();
  await expect(pages.rows).toHaveCount(7);

  const paidRow = pages.rowsWithStatus('Paid').first();
  const amount = (await paidRow.getByRole('cell').first().textContent())!.trim();
  await pages.printReceipt(paidRow).click();
  await expect(page).toHaveURL(/\/dashboard\/paymentprofile\/receipt\?propertyId=\d+&paymentId=\d+$/);
  const receipt = pages.main.getByRole('article', { name: 'Payment receipt' });
  await expect(receipt).toContainText(amount);
  await expect(receipt).toContainText(name);
  await expect(receipt).toContainText(/NH-\d{6}-\d{2}/);
  await expect(receipt).toContainText('buyer@example.com');

  // Print opens the browser's dialog; on paper only the receipt is left.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await receipt.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(receipt.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(receipt).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // An unpaid row prints as a statement, not a receipt.
  await page.goBack();
  await pages.printReceipt(pages.rowsWithStatus('Not Paid').first()).click();
  await expect(pages.main.getByRole('article', { name: 'Payment statement' })).toContainText('This statement is not a receipt');
});

test("another user's purchase is refused; the owner has no purchases", async ({ page }) => {
  await logIn(page, demoOwner, '/finance/paymentprofile');
  const pages = new PaymentProfilePages(page);
  await expect(pages.main.getByText('You have no purchases with payment history yet.')).toBeVisible();
  await page.goto('/dashboard/paymentprofile/details?propertyId=6');
  await expect(pages.main.getByRole('alert')).toHaveText('You can only see the payment history of a property you purchased');
  await page.goto('/dashboard/paymentprofile/details?propertyId=abc');
  await expect(pages.main.getByRole('alert')).toHaveText('Choose a property from your payment profile.');
});
