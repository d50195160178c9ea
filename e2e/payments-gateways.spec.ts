import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { PaymentPages } from './pages/PaymentPages';
import { demoBuyer, demoPro } from './support/accounts';
import { gatewaySiteProviderUrl, gatewaySiteUrl, startGatewaySite, type GatewaySite } from './support/gateway-site';
import { toast } from './support/toast';

// Paying through Paystack and Flutterwave for real, on a site of its own whose provider has both
// gateways' keys and talks to a local stand-in of their APIs (e2e/support/gateway-site.ts). The
// stand-in also posts the gateway's signed webhook to the site as the buyer pays, so the callback and
// the webhook race as they do in production. One site for the file: its journeys run in order.
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: gatewaySiteUrl });

let site: GatewaySite;
test.beforeAll(async () => {
  // A fresh embedded provider migrates and seeds an in-memory database: slow on a busy machine.
  test.setTimeout(240_000);
  site = await startGatewaySite();
});
test.afterAll(async () => {
  await site?.stop();
});

async function logIn(page: Page, account: { email: string; password: string }, next: string) {
  const login = new LoginPage(page);
  await login.goto(next);
  await login.logIn(account.email, account.password);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === next);
}

/** The account's background-check subscriptions, as the provider holds them. */
async function backgroundChecksOf(request: APIRequestContext, account: { email: string; password: string }) {
  const login = await request.post(`${gatewaySiteProviderUrl}/api/vst/login`, { data: account });
  const token = ((await login.json()) as { token: { access_token: string } }).token.access_token;
  const mine = await request.get(`${gatewaySiteProviderUrl}/api/vst/payments/mySubscriptions`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await mine.json()) as { subscriptions: { kind: string }[] }).subscriptions.filter((subscription) => subscription.kind === 'background_info');
}

test("a background check paid on Paystack's checkout comes back confirmed, credited once with its webhook", async ({ page }) => {
  await logIn(page, demoBuyer, '/property-view/subscription/payment?planId=1&propertyId=1');
  const payments = new PaymentPages(page);
  await expect(payments.amount).toHaveText('₦5,000');
  await payments.payWith('Paystack', /\/checkout\/paystack\//);
  await expect(page.getByTestId('stand-in-amount')).toHaveText('NGN 5000');

  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL('**/payments/callback?**');
  const callback = new URL(page.url());
  const reference = callback.searchParams.get('reference') as string;
  expect(callback.searchParams.get('trxref')).toBe(reference);
  await page.waitForURL('**/property-view/subscription/success?propertyId=1');
  await expect(toast(page, 'Your payment was successful')).toBeVisible();

  // The gateway booked our reference at the plan's price in kobo, for the buyer's address.
  expect(site.standIn.transactions.get(reference)).toMatchObject({ amount: 500000, currency: 'NGN', email: demoBuyer.email });
  // Its signed webhook reached the provider through the site and was taken.
  await expect.poll(() => site.standIn.webhookDeliveries.find((delivery) => delivery.reference === reference)?.status).toBe(200);
  // The return address again (a reload, the back button): confirmed, not paid twice.
  await page.goto(callback.toString());
  await page.waitForURL('**/property-view/subscription/success?propertyId=1');
  expect(await backgroundChecksOf(page.request, demoBuyer)).toHaveLength(1);
});

test("Flutterwave's checkout returns with status, tx_ref and transaction_id, and the payment is confirmed", async ({ page }) => {
  await logIn(page, demoPro, '/property-view/subscription/payment?planId=1');
  const payments = new PaymentPages(page);
  await payments.payWith('Flutterwave', /\/checkout\/flutterwave\//);
  await expect(page.getByTestId('stand-in-amount')).toHaveText('NGN 5000');
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL('**/payments/callback?**');
  const callback = new URL(page.url());
  expect(callback.searchParams.get('status')).toBe('successful');
  expect(callback.searchParams.get('tx_ref')).toMatch(/^VST-/);
  expect(callback.searchParams.get('transaction_id')).toMatch(/^\d+$/);
  await page.waitForURL('**/property-view/subscription/success');
  await expect(toast(page, 'Your payment was successful')).toBeVisible();
  const reference = callback.searchParams.get('tx_ref') as string;
  await expect.poll(() => site.standIn.webhookDeliveries.find((delivery) => delivery.reference === reference)?.status).toBe(200);
  expect(await backgroundChecksOf(page.request, demoPro)).toHaveLength(1);
});

test("a webhook without the gateway's signature is refused at the site's webhook address", async ({ request }) => {
  const forged = { event: 'charge.success', data: { reference: 'VST-0123456789abcdef0123456789abcdef', amount: 500000, currency: 'NGN' } };
  const paystack = await request.post('/api/payments/webhooks/paystack', { data: forged, headers: { 'x-paystack-signature': 'f'.repeat(128) } });
  expect(paystack.status()).toBe(401);
  const flutterwave = await request.post('/api/payments/webhooks/flutterwave', { data: { event: 'charge.completed', data: { tx_ref: 'VST-x' } }, headers: { 'verif-hash': 'guessed' } });
  expect(flutterwave.status()).toBe(401);
});
