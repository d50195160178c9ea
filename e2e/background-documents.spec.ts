import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { PaymentPages } from './pages/PaymentPages';
import { createConfirmedUser, demoOwner } from './support/accounts';
import { decideAtGateway, providerToken, subscriptionsOf } from './support/gateway';
import { tinyPng } from './support/png';
import { toast } from './support/toast';

const PROPERTY_ID = 1;
/** Another property with documents, for the cross-site link. */
const OTHER_PROPERTY_ID = 2;

test('background documents: refused without a subscription, bought through the first gateway, then shown and counted', async ({ page, browser, baseURL }) => {
  const context = await browser.newContext();
  const user = await createConfirmedUser(context.request, baseURL as string, 'pay-bgdocs');
  await context.close();
  const documentsPath = `/property-info/viewbgdocs/${PROPERTY_ID}`;

  // Sign-in first, then back to the documents.
  await page.goto(documentsPath);
  const login = new LoginPage(page);
  await login.logIn(user.email, user.password);
  await page.waitForURL(`**${documentsPath}`);

  const payments = new PaymentPages(page);
  await expect(payments.main.getByText("You don't have an active subscription")).toBeVisible();
  await payments.main.getByRole('link', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(`/property-view/subscription?propertyId=${PROPERTY_ID}`);
  await expect(payments.main.getByRole('article', { name: 'Basic background check' })).toContainText('3 properties to view');

  await payments.choosePlan('Basic background check');
  await expect(page).toHaveURL(`/property-view/subscription/payment?planId=1&propertyId=${PROPERTY_ID}`);
  await page.reload();
  await expect(payments.amount).toHaveText('₦5,000');
  await payments.payWith('Paystack');
  await decideAtGateway(page, 'Approve payment');
  await page.waitForURL(`**/property-view/subscription/success?propertyId=${PROPERTY_ID}`);
  await expect(toast(page, 'Your payment was successful')).toBeVisible();

  await payments.main.getByRole('link', { name: 'VIEW BACKGROUND DOCUMENTS' }).click();
  await page.waitForURL(`**${documentsPath}`);
  await expect(payments.main.getByText('Views left on your subscription: 2')).toBeVisible();
  await expect(payments.main.getByText('Outstanding ground rent')).toBeVisible();
  await expect(payments.main.getByText('Physical inspection report')).toBeVisible();

  // Each document opens in a modal that returns focus when closed.
  const view = payments.document('Certificate of Occupancy.pdf').getByRole('button', { name: /View/ });
  await view.click();
  const dialog = page.getByRole('dialog', { name: 'Certificate of Occupancy.pdf' });
  await expect(dialog).toBeVisible();
  const link = dialog.getByRole('link', { name: 'Open in a new tab' });
  await expect(link).toHaveAttribute('href', /^\/private-media\/uploads\/[0-9a-f]{64}$/);
  const href = (await link.getAttribute('href')) as string;
  // The subscriber reads it, and nothing may keep a copy of it.
  const own = await page.request.get(href);
  expect(own.status()).toBe(200);
  expect(own.headers()['cache-control']).toBe('private, no-store');
  expect((await own.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // The link handed on opens nothing: not signed out, not for another account, not on the public route.
  const stranger = await browser.newContext();
  expect((await stranger.request.get(`${baseURL}${href}`)).status()).toBe(401);
  expect((await stranger.request.get(`${baseURL}${href.replace('/private-media/', '/media/')}`)).status()).toBe(404);
  const other = await createConfirmedUser(stranger.request, baseURL as string, 'pay-bgdocs-other');
  const signedIn = await stranger.request.post(`${baseURL}/api/auth/login`, { headers: { origin: baseURL as string }, data: { email: other.email, password: other.password } });
  expect(signedIn.ok()).toBe(true);
  expect((await stranger.request.get(`${baseURL}${href}`)).status()).toBe(404);
  await stranger.close();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(view).toBeFocused();

  // Reading the same property again costs no second view.
  await page.reload();
  await expect(payments.main.getByText('Views left on your subscription: 2')).toBeVisible();
  const token = await providerToken(page.request, user);
  const [subscription] = await subscriptionsOf(page.request, token);
  expect(subscription).toMatchObject({ kind: 'background_info', views_remaining: 2, active: true });

  // Another site links to a property not opened yet: following the link spends nothing, it asks.
  const otherPath = `/property-info/viewbgdocs/${OTHER_PROPERTY_ID}`;
  await page.route('http://elsewhere.test/', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>Elsewhere</title><a href="${baseURL}${otherPath}">Free house papers</a>` }),
  );
  await page.goto('http://elsewhere.test/');
  await page.getByRole('link', { name: 'Free house papers' }).click();
  await page.waitForURL(`**${otherPath}`);
  const open = payments.main.getByRole('link', { name: 'OPEN THE DOCUMENTS' });
  await expect(open).toBeVisible();
  await expect(payments.main.getByText('Outstanding ground rent')).toHaveCount(0);
  expect((await subscriptionsOf(page.request, token))[0]).toMatchObject({ views_remaining: 2 });
  // The user's own click on this site opens them and uses the view.
  await open.click();
  await expect(payments.main.getByText('Views left on your subscription: 1')).toBeVisible();
  expect((await subscriptionsOf(page.request, token))[0]).toMatchObject({ views_remaining: 1 });
});

test("the owner reads their own listing's documents free and replaces one through the edit modal", async ({ page }) => {
  const token = await providerToken(page.request, demoOwner);
  const listings = await page.request.get(`${process.env.E2E_PROVIDER_URL}/api/vst/profile/myProperties?page_type=uploaded`, { headers: { Authorization: `Bearer ${token}` } });
  const [own] = ((await listings.json()) as { myProperties: { data: { id: number }[] } }).myProperties.data;
  expect(own).toBeDefined();
  const documentsPath = `/property-info/viewbgdocs/${own?.id}`;
  await page.goto(documentsPath);
  await new LoginPage(page).logIn(demoOwner.email, demoOwner.password);
  await page.waitForURL(`**${documentsPath}`);

  const payments = new PaymentPages(page);
  await expect(payments.main.getByText('You own this property: its documents are always open to you.')).toBeVisible();
  await payments.document('Survey plan.pdf').getByRole('button', { name: 'Edit Survey plan.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'Replace Survey plan.pdf' });
  await dialog.getByRole('button', { name: 'SAVE CHANGES' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose a PDF or an image');

  await dialog.getByLabel('New document (PDF or image)').setInputFiles({ name: 'survey-2026.png', mimeType: 'image/png', buffer: tinyPng() });
  await dialog.getByRole('button', { name: 'SAVE CHANGES' }).click();
  await expect(toast(page, 'Document updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(payments.document('survey-2026.png')).toBeVisible();
  await expect(payments.document('Survey plan.pdf')).toHaveCount(0);
});
