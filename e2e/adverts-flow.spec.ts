import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { AdvertFlowPage } from './pages/AdvertFlowPage';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/LoginPage';
import { PaymentPages } from './pages/PaymentPages';
import { SponsoredSlot } from './pages/SponsoredSlot';
import { createConfirmedUser } from './support/accounts';
import { advertsOf } from './support/adverts';
import { decideAtGateway, providerToken } from './support/gateway';
import { toast } from './support/toast';

const flyer = (text: string, name = 'flyer.txt') => ({ name, mimeType: 'text/plain', buffer: Buffer.from(text, 'utf8') });

// The advertiser's site: a page of this test's own on loopback, so a click never reaches the internet.
let advertiserSite: Server;
let advertiserUrl: string;
const landings: string[] = [];
test.beforeAll(async () => {
  advertiserSite = createServer((request, response) => {
    landings.push(request.url ?? '');
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>Obi Interiors</title><h1>Welcome to Obi Interiors</h1>');
  });
  await new Promise<void>((resolve) => advertiserSite.listen(0, '127.0.0.1', resolve));
  advertiserUrl = `http://127.0.0.1:${(advertiserSite.address() as AddressInfo).port}/curtains?from=naijahomes`;
});
test.afterAll(() => new Promise<void>((resolve) => advertiserSite.close(() => resolve())));

test('plan, sign-in, upload, Document Upload Successful, verify, payment approved at the gateway: every step survives a reload, the advert runs on the site and counts its click', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const user = await createConfirmedUser(request, baseURL ?? '', 'advert-flow');
  const flow = new AdvertFlowPage(page);

  // A visitor sees the plans with their price per month and duration.
  await flow.gotoPlans();
  const silver = flow.plan('Silver advert');
  await expect(silver.getByText('₦13,500 per month')).toBeVisible();
  await expect(silver.getByText('3 months · ₦40,500 in all')).toBeVisible();

  // Choosing a plan asks a visitor to sign in, then brings them back with the plan.
  await flow.choosePlan('Silver advert');
  await expect(page).toHaveURL(/\/login\?next=/);
  await new LoginPage(page).logIn(user.email, user.password);
  await expect(page).toHaveURL(/\/advert\/upload\?planId=\d+$/);
  await expect(flow.field('Price (₦)')).toHaveValue('₦40,500');
  await expect(flow.field('Price (₦)')).not.toBeEditable();

  // A page disguised as text is refused by its content; what was typed stays.
  await flow.fillUpload({ title: 'Obi Interiors: curtains', file: flyer('<html><script>alert(1)</script></html>') });
  await flow.upload();
  await expect(flow.field('Advert file')).toHaveAccessibleDescription(/Only PNG, JPG, PDF, MP4, AVI or plain-text \(TXT\) files are accepted/);
  await expect(flow.field('Title')).toHaveValue('Obi Interiors: curtains');
  await expect(flow.field('Category')).toHaveValue('Furniture & interiors');

  // A link that is not a web address is refused by the form, and nothing typed is lost.
  await flow.field('Link').fill('javascript:alert(1)');
  await flow.field('Advert file').setInputFiles(flyer('Curtains from NGN 25,000 a window. Call 0803 555 0101.'));
  await flow.upload();
  expect(await flow.errorOf('Link')).toBe('Enter a full web address starting with https://');
  await expect(flow.field('Title')).toHaveValue('Obi Interiors: curtains');
  await flow.field('Link').fill(advertiserUrl);
  await flow.upload();
  await flow.expectStep('Document Upload Successful', /\/advert\/upload\/success\?advertId=\d+$/);
  const advertId = new URL(page.url()).searchParams.get('advertId');
  await page.reload();
  await expect(flow.heading('Document Upload Successful')).toBeVisible();
  await expect(flow.summary('Price (₦)')).toHaveText('₦40,500');
  await expect(flow.summary('Advert file').getByRole('link', { name: 'Open flyer.txt' })).toBeVisible();

  // My Adverts shows the unfinished advert and the way back to it.
  const dashboard = new DashboardPage(page);
  await page.goto('/dashboard?view=adverts');
  const entry = dashboard.main.getByRole('article', { name: 'Obi Interiors: curtains' });
  await expect(entry.getByText('Awaiting verification')).toBeVisible();
  await entry.getByRole('link', { name: 'Verify document: Obi Interiors: curtains' }).click();
  await expect(page).toHaveURL(`/advert/upload/success?advertId=${advertId}`);

  await page.getByRole('button', { name: 'VERIFY DOCUMENT' }).click();
  await flow.expectStep('Document Verified & Accepted', new RegExp(`/advert/upload/verify\\?advertId=${advertId}$`));
  await page.reload();
  await expect(flow.heading('Document Verified & Accepted')).toBeVisible();
  // The earlier step now leads forward, not back to a second verification.
  await page.goto(`/advert/upload/success?advertId=${advertId}`);
  await expect(page).toHaveURL(`/advert/upload/verify?advertId=${advertId}`);

  await page.getByRole('link', { name: 'PROCEED TO PAYMENT' }).click();
  await flow.expectStep('Pay for your advert', new RegExp(`/advert/payment\\?advertId=${advertId}$`));
  await page.reload();
  await expect(flow.heading('Pay for your advert')).toBeVisible();
  const payments = new PaymentPages(page);
  await expect(payments.amount).toHaveText('₦40,500');
  await expect(payments.continueButton).toBeDisabled();

  // The sandbox gateway charges the plan's price; approving returns through the callback to My Adverts.
  await payments.payWith('Paystack');
  await expect(page.getByTestId('checkout-amount')).toHaveText('NGN 40,500');
  await decideAtGateway(page, 'Approve payment');
  await page.waitForURL('**/dashboard?view=adverts');
  await expect(toast(page, 'Your payment was successful')).toBeVisible();
  const paid = dashboard.main.getByRole('article', { name: 'Obi Interiors: curtains' });
  await expect(paid.getByText('Active', { exact: true })).toBeVisible();
  await expect(paid.getByText(/Runs until/)).toBeVisible();
  await expect(paid.getByRole('link')).toHaveCount(0);
  await expect(paid.locator('dt:text-is("Link") + dd')).toHaveText(advertiserUrl);

  // Paid, it shows at once in the home page's sponsored slot; a click is counted and lands on the advertiser's page.
  await page.goto('/');
  const slot = new SponsoredSlot(page);
  await expect(slot.advert('Obi Interiors: curtains').getByText('Curtains from NGN 25,000 a window.')).toBeVisible();
  const visit = slot.visitLink('Obi Interiors: curtains');
  await expect(visit).toHaveAccessibleName('Visit 127.0.0.1 (opens in a new tab)');
  await expect(visit).toHaveAttribute('rel', 'sponsored noopener');
  const [advertiserTab] = await Promise.all([page.context().waitForEvent('page'), visit.click()]);
  await expect(advertiserTab).toHaveURL(advertiserUrl);
  await expect(advertiserTab.getByRole('heading', { name: 'Welcome to Obi Interiors' })).toBeVisible();
  // The browser also asks the advertiser's site for its icon.
  expect(landings.filter((path) => path !== '/favicon.ico')).toEqual(['/curtains?from=naijahomes']);
  await advertiserTab.close();
  // The slot was in view: its beacon reports the impression (within a second, or as the page is left).
  const token = await providerToken(request, { email: user.email, password: user.password });
  await expect.poll(async () => (await advertsOf(request, token)).find((advert) => advert.title === 'Obi Interiors: curtains')?.impressions).toBeGreaterThan(0);

  await page.goto('/dashboard?view=adverts');
  const counted = dashboard.main.getByRole('article', { name: 'Obi Interiors: curtains' });
  await expect(counted.locator('dt:text-is("Clicks") + dd')).toHaveText('1');
  await expect(counted.locator('dt:text-is("Impressions") + dd')).not.toHaveText('0');

  // A paid advert's payment step says so instead of charging again.
  await page.goto(`/advert/payment?advertId=${advertId}`);
  await expect(flow.heading('This advert has already been paid for.')).toBeVisible();
  await expect(payments.continueButton).toHaveCount(0);
});

test('advert steps need sign-in and show only the user\'s own adverts', async ({ page, request, baseURL }) => {
  await page.goto('/advert/payment?advertId=1');
  await expect(page).toHaveURL(/\/login\?next=%2Fadvert%2Fpayment%3FadvertId%3D1$/);
  const user = await createConfirmedUser(request, baseURL ?? '', 'advert-stranger');
  await new LoginPage(page).logIn(user.email, user.password);
  // Advert 1 is the demo owner's: to anyone else it does not exist.
  await expect(page).toHaveURL('/advert/payment?advertId=1');
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find this advert.' })).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(0);
  await page.goto('/advert/upload?planId=999');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose an advert plan first.' })).toBeVisible();
});
