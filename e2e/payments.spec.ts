import { expect, test, type Page } from '@playwright/test';
import { DashboardPage } from './pages/DashboardPage';
import { ListingPage } from './pages/ListingPage';
import { LoginPage } from './pages/LoginPage';
import { PaymentPages } from './pages/PaymentPages';
import { createConfirmedUser, demoOwner } from './support/accounts';
import { transactionTypeOf } from './support/adverts';
import { decideAtGateway, featuredPropertyIds, providerToken, subscriptionsOf } from './support/gateway';
import { toast } from './support/toast';

const PAYMENT_FAILED = 'Problem completing payment, please try again';

async function logIn(page: Page, account: { email: string; password: string }, next: string) {
  const login = new LoginPage(page);
  await login.goto(next);
  await login.logIn(account.email, account.password);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === next);
}

test('the professional plan paid through the first gateway reaches UPLOAD SERVICE once, however often the callback is reloaded', async ({ page, browser, baseURL }) => {
  const context = await browser.newContext();
  const user = await createConfirmedUser(context.request, baseURL as string, 'pay-pro');
  await context.close();
  await logIn(page, user, '/join_as_pro/subscription');
  const payments = new PaymentPages(page);
  await expect(payments.main.getByRole('article', { name: 'Professional subscription' })).toContainText('₦8,000');
  await payments.choosePlan('Professional subscription');
  await expect(page).toHaveURL(/\/join_as_pro\/subscription\/payment\?planId=2$/);
  await expect(payments.amount).toHaveText('₦8,000');
  await expect(payments.continueButton).toBeDisabled();

  await payments.payWith('Paystack');
  await expect(page.getByTestId('checkout-amount')).toHaveText('NGN 8,000');
  const callback = await decideAtGateway(page, 'Approve payment');
  expect(callback.searchParams.get('trxref')).toBe(callback.searchParams.get('reference'));
  await page.waitForURL('**/join_as_pro/subscription/payment/success');
  await expect(toast(page, 'Your payment was successful')).toBeVisible();

  // Back to the gateway's return address, twice (a reload and the back button do the same).
  for (let visit = 0; visit < 2; visit += 1) {
    await page.goto(callback.toString());
    await page.waitForURL('**/join_as_pro/subscription/payment/success');
    await expect(toast(page, 'Your payment was successful').first()).toBeVisible();
  }
  const subscriptions = await subscriptionsOf(page.request, await providerToken(page.request, user));
  expect(subscriptions.map((subscription) => subscription.kind)).toEqual(['professional']);
});

test('the professional plan approved at the second gateway reaches UPLOAD SERVICE', async ({ page, browser, baseURL }) => {
  const context = await browser.newContext();
  const user = await createConfirmedUser(context.request, baseURL as string, 'pay-pro-flw');
  await context.close();
  await logIn(page, user, '/join_as_pro/subscription/payment?planId=2');
  const payments = new PaymentPages(page);
  await payments.payWith('Flutterwave');
  await expect(page.getByTestId('checkout-amount')).toHaveText('NGN 8,000');
  const callback = await decideAtGateway(page, 'Approve payment');
  expect(callback.searchParams.get('flwref')).toMatch(/^FLW-/);
  await page.waitForURL('**/join_as_pro/subscription/payment/success');
  await expect(toast(page, 'Your payment was successful')).toBeVisible();
  const subscriptions = await subscriptionsOf(page.request, await providerToken(page.request, user));
  expect(subscriptions).toEqual([expect.objectContaining({ kind: 'professional', active: true })]);
});

test('a payment declined at the second gateway shows the failure and credits nothing', async ({ page, browser, baseURL }) => {
  const context = await browser.newContext();
  const user = await createConfirmedUser(context.request, baseURL as string, 'pay-decline');
  await context.close();
  await logIn(page, user, '/join_as_pro/subscription/payment?planId=2');
  const payments = new PaymentPages(page);
  await payments.payWith('Flutterwave');
  const callback = await decideAtGateway(page, 'Decline payment');
  expect(callback.searchParams.get('txref')).toMatch(/^VST-/);
  expect(callback.searchParams.get('flwref')).toMatch(/^FLW-/);
  await expect(payments.alert).toHaveText(PAYMENT_FAILED);
  await expect(page).toHaveURL(/\/payments\/callback\?/);
  // A reload asks again and still finds it declined.
  await page.reload();
  await expect(payments.alert).toHaveText(PAYMENT_FAILED);
  expect(await subscriptionsOf(page.request, await providerToken(page.request, user))).toEqual([]);
});

test('a forged or unknown reference on the callback is refused', async ({ page }) => {
  const payments = new PaymentPages(page);
  await page.goto('/payments/callback?trxref=VST-0123456789abcdef0123456789abcdef&reference=VST-0123456789abcdef0123456789abcdef');
  await expect(payments.alert).toHaveText(PAYMENT_FAILED);
  await page.goto('/payments/callback?txref=VST-forged&flwref=FLW-forged');
  await expect(payments.alert).toHaveText(PAYMENT_FAILED);
  await page.goto('/payments/callback');
  await expect(payments.alert).toHaveText(PAYMENT_FAILED);
});

test('the owner promotes a listing from the dashboard: paid once, it is featured first', async ({ page }) => {
  await logIn(page, demoOwner, '/dashboard?view=properties&type=uploaded');
  const dashboard = new DashboardPage(page);
  await expect(dashboard.cards.first()).toBeVisible();
  const [name] = await dashboard.cardNames();
  expect(name).toBeTruthy();
  await dashboard.actions(name as string).getByRole('link', { name: 'PROMOTE' }).click();
  await page.waitForURL(/\/property-advert\/subscription\?propertyId=\d+$/);
  const propertyId = Number(new URL(page.url()).searchParams.get('propertyId'));
  const payments = new PaymentPages(page);
  await expect(payments.main).toContainText(`Promoting: ${name}`);

  await payments.choosePlan('Featured for three months');
  await expect(page).toHaveURL(`/property-advert/subscription/payment?planId=9&propertyId=${propertyId}`);
  await expect(payments.amount).toHaveText('₦12,000');
  await payments.payWith('Paystack');
  await decideAtGateway(page, 'Approve payment');
  await page.waitForURL('**/dashboard');
  await expect(toast(page, 'Your payment was successful')).toBeVisible();
  expect(await featuredPropertyIds(page.request)).toContain(propertyId);

  // While the promotion runs, the property heads its listing, badged, whatever the sort.
  const listing = new ListingPage(page);
  const base = (await transactionTypeOf(page.request, propertyId)) === 'BUY' ? '/properties/buy' : '/properties/rent';
  // A listing view cached before the payment may be served once more while it is rebuilt (stale while
  // revalidating), so each view is loaded until it shows the promotion.
  for (const path of [base, `${base}?page_type=lowest_price`]) {
    await expect(async () => {
      await listing.goto(path);
      const first = listing.cards.first();
      await expect(first.getByTitle(name as string, { exact: true })).toBeVisible({ timeout: 2_000 });
      await expect(first.getByText('Promoted', { exact: true })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    // A buyer sorting by price is told where the sort is chosen that the promotion stays on top.
    await expect(page.getByRole('navigation', { name: 'Sort results' }).getByText('Promoted listings first')).toBeVisible();
  }
});

test('promotion and payment pages need sign-in and come back after it', async ({ page }) => {
  await page.goto('/property-advert/subscription/payment?planId=9&propertyId=1');
  await expect(page).toHaveURL(/\/login\?next=%2Fproperty-advert%2Fsubscription%2Fpayment%3FplanId%3D9%26propertyId%3D1$/);
});
