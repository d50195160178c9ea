import { expect, test, type Page } from '@playwright/test';
import { createConfirmedUser, demoBuyer, demoPro } from './support/accounts';
import { toast } from './support/toast';
import { JoinAsProPage, type ServiceDetails } from './pages/JoinAsProPage';
import { LoginPage } from './pages/LoginPage';

const details = (title: string): ServiceDetails => ({
  title,
  category: 'Engineers',
  type: 'Solar Installer',
  description: 'Solar panels, inverters and batteries for homes in Abuja.',
  email: 'sunny@example.com',
  phone: '08031234567',
  address: '4 Aminu Kano Crescent, Wuse 2, Abuja',
  web: 'www.sunny-solar.example.com',
  years: '6',
});

async function signIn(page: Page, account: { email: string; password: string }, next: string) {
  const login = new LoginPage(page);
  await login.goto(next);
  await login.logIn(account.email, account.password);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === next);
}

const myServices = (page: Page) => page.getByRole('main').getByRole('region', { name: 'My home services' });

test('a new professional joins: profile, subscription paid through the gateway, UPLOAD SERVICE, then My Home Services', async ({ browser, page, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const user = await createConfirmedUser(context.request, baseURL!, 'pro');
  await context.close();
  await signIn(page, user, '/join_as_pro');

  const join = new JoinAsProPage(page);
  await expect(join.heading).toHaveText('JOIN AS A PRO');
  const title = `Sunny Solar ${Date.now()}`;
  await join.fill({ ...details(title), phone: '0803123' });
  await join.submit('SAVE AND CONTINUE TO SUBSCRIPTION').click();
  await expect(join.form.getByText('Phone number must be exactly 11 digits')).toBeVisible();
  await expect(join.field('Service title')).toHaveValue(title);
  await join.field('Business phone (11 digits)').fill('08031234567');
  await join.submit('SAVE AND CONTINUE TO SUBSCRIPTION').click();

  // The draft, image included, is kept in the browser while the user pays.
  await page.waitForURL('**/join_as_pro/subscription');
  await page.goto('/join_as_pro');
  await expect(join.main.getByText('We restored the details you saved earlier.')).toBeVisible();
  await expect(join.field('Service title')).toHaveValue(title);
  await expect(join.field('Category type')).toHaveValue(/\d+/);
  await join.submit('SAVE AND CONTINUE TO SUBSCRIPTION').click();
  await page.waitForURL('**/join_as_pro/subscription');

  await page.getByRole('main').getByRole('link', { name: 'CHOOSE PLAN' }).first().click();
  await page.waitForURL('**/join_as_pro/subscription/payment**');
  const continueButton = page.getByRole('main').getByRole('button', { name: 'CONTINUE' });
  await expect(continueButton).toBeDisabled();
  await page.getByRole('main').getByRole('radio', { name: 'Paystack' }).check();
  await continueButton.click();
  // The sandbox gateway's own checkout, which writes amounts as the gateways do (NGN, not ₦); matching
  // ₦8,000 anywhere passed only when it caught the payment page before it navigated away.
  await expect(page.getByTestId('checkout-amount')).toHaveText('NGN 8,000');
  await page.getByRole('button', { name: 'Approve payment' }).click();

  await page.waitForURL('**/join_as_pro/subscription/payment/success', { timeout: 20_000 });
  await expect(page.getByRole('main').getByText(`Ready to upload: ${title}`)).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'UPLOAD SERVICE' }).click();

  await page.waitForURL('**/dashboard/myhomeservices');
  await expect(toast(page, 'Home service added successfully')).toBeVisible();
  await expect(myServices(page).getByRole('heading', { name: title })).toBeVisible();
  await expect(myServices(page).getByRole('link', { name: 'Add Home Service' })).toHaveAttribute('href', '/join_as_pro');

  // The session knows the user is now a professional, without a new sign-in.
  await page.goto('/services');
  await expect(page.getByRole('main').getByRole('link', { name: 'Add Service' })).toBeVisible();

  // The draft is gone, and a second service needs no second payment.
  await page.goto('/join_as_pro');
  await expect(join.heading).toHaveText('Add Service');
  await expect(join.field('Service title')).toHaveValue('');
  await expect(join.submit('SAVE AND PUBLISH')).toBeVisible();
});

test('a subscribed professional publishes a service at once, then edits it after a reload of the edit page', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, demoPro, '/join_as_pro');
  const join = new JoinAsProPage(page);
  await expect(join.heading).toHaveText('Add Service');
  const title = `Nwosu Inverters ${Date.now()}`;
  await join.fill(details(title));
  await join.submit('SAVE AND PUBLISH').click();
  await page.waitForURL('**/dashboard/myhomeservices');

  const card = myServices(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await card.getByRole('link', { name: 'VIEW PROFILE' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(title);
  await page.goBack();
  await card.getByRole('link', { name: 'EDIT' }).click();
  await page.waitForURL(/\/home-service\/edit\?id=\d+$/);
  await page.reload();

  await expect(join.heading).toHaveText('Edit home service');
  await expect(join.field('Service title')).toHaveValue(title);
  await expect(join.field('Category type')).toHaveValue(/\d+/);
  const renamed = `${title} and Batteries`;
  await join.field('Service title').fill(renamed);
  await join.field('Years of experience').fill('7');
  await join.submit('SAVE CHANGES').click();

  await page.waitForURL('**/dashboard/myhomeservices');
  await expect(toast(page, 'Home service updated successfully')).toBeVisible();
  await expect(myServices(page).getByRole('heading', { name: renamed })).toBeVisible();
});

test('only the owner may edit a service; signed-out visitors are sent to log in', async ({ page }) => {
  const response = await fetch(`${process.env.E2E_PROVIDER_URL}/api/vst/services/getHomeServices?category=5&per_page=50`);
  const { homeServices } = (await response.json()) as { homeServices: { data: { homeServiceID: number; service_title: string }[] } };
  const pro = homeServices.data.find((service) => service.service_title === 'Nwosu Electrical & Solar')!;

  await page.goto(`/home-service/edit?id=${pro.homeServiceID}`);
  await expect(page).toHaveURL(/\/login\?next=/);

  await signIn(page, demoBuyer, `/home-service/edit?id=${pro.homeServiceID}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'You cannot edit this home service' })).toBeVisible();
  await expect(main.getByRole('textbox')).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'View the service' })).toHaveAttribute('href', `/home-service-pro/details?id=${pro.homeServiceID}`);
});
