import { expect, test } from '@playwright/test';
import { AdvertRequestPage } from './pages/AdvertRequestPage';
import { createConfirmedUser, uniqueEmail } from './support/accounts';
import { pngFile } from './support/png';
import { toast } from './support/toast';

test('a visitor sees the login panel beside the form; empty and invalid fields get their messages', async ({ page }) => {
  const advert = new AdvertRequestPage(page);
  await advert.goto();
  await expect(advert.layout).toHaveAttribute('data-layout', 'with-login');
  await expect(advert.loginForm).toBeVisible();
  await expect(advert.field('Product information')).toHaveAttribute('placeholder', 'Maximum of 400 Characters');

  await advert.submit.click();
  await expect(advert.field('First name')).toBeFocused();
  for (const label of ['First name', 'Last name', 'E-mail address', 'Phone number', 'Company name', 'Product information']) {
    await expect(advert.field(label)).toHaveAccessibleDescription(/^This is required\./);
  }
  await expect(advert.field('Advert image')).toHaveAccessibleDescription(/Choose one image/);
  await expect(advert.field('Company website (optional)')).toHaveAccessibleDescription('');

  await advert.field('Phone number').fill('call me');
  await advert.field('Product information').fill('x'.repeat(401));
  await expect(advert.form.getByText('401 / 400 characters')).toBeVisible();
  await advert.submit.click();
  await expect(advert.field('Phone number')).toHaveAccessibleDescription('Phone number must contain a digit');
  await expect(advert.field('Product information')).toHaveAccessibleDescription(/Use at most 400 characters/);
});

test('a refused image and a server error keep everything typed and chosen; then the request is sent', async ({ page }) => {
  const advert = new AdvertRequestPage(page);
  const email = uniqueEmail('advert-request');
  await advert.goto();
  await advert.fillValid(email);
  await advert.field('Advert image').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<!doctype html><script>alert(1)</script>') });
  await advert.submit.click();
  await expect(advert.field('Advert image')).toHaveAccessibleDescription(/Only PNG, JPEG, WebP or GIF images are accepted/);
  await expect(advert.field('E-mail address')).toHaveValue(email);
  await expect(advert.field('Company name')).toHaveValue('Obi Interiors');

  await advert.fillValid(email);
  await page.route('**/api/vst/params/createCustomerAdvert', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
  await advert.submit.click();
  await expect(advert.banner).toHaveText('Server Error, please try again');
  // The banner's wrapper takes focus, so a screen reader reads the failure at once.
  await expect(advert.banner.locator('xpath=..')).toBeFocused();
  await expect(advert.field('Product information')).toHaveValue('Made-to-measure curtains and blinds for Lagos apartments.');
  const chosen = await advert.field('Advert image').evaluate((input: HTMLInputElement) => [...(input.files ?? [])].map((file) => file.name));
  expect(chosen).toEqual(['curtains.png']);

  await page.unroute('**/api/vst/params/createCustomerAdvert');
  await advert.submit.click();
  await expect(toast(page, 'Advert request was successfully created, an admin will contact you.')).toBeVisible();
  await expect(advert.field('E-mail address')).toHaveValue('');
  await expect(advert.banner).toHaveCount(0);
});

test('an image chosen before anything else is typed is kept when the form\'s checks load', async ({ page }) => {
  const advert = new AdvertRequestPage(page);
  await advert.goto();
  // The form is plain HTML until a visitor reaches into it; choosing a file is the first thing done here.
  await advert.field('Advert image').setInputFiles(pngFile('curtains.png'));
  await advert.field('First name').fill('Amaka');
  await advert.submit.click();
  await expect(advert.field('Last name')).toHaveAccessibleDescription(/^This is required\./);
  await expect(advert.field('Advert image')).not.toHaveAccessibleDescription(/Choose one image/);
  const chosen = await advert.field('Advert image').evaluate((input: HTMLInputElement) => [...(input.files ?? [])].map((file) => file.name));
  expect(chosen).toEqual(['curtains.png']);
  await expect(advert.field('First name')).toHaveValue('Amaka');
});

test('logging in from the panel stays on the page, which widens without the panel', async ({ page, request, baseURL }) => {
  const user = await createConfirmedUser(request, baseURL ?? '', 'advert-login');
  const advert = new AdvertRequestPage(page);
  await advert.goto();
  await advert.loginForm.getByLabel('E-mail address').fill(user.email);
  await advert.loginForm.getByLabel('Password').fill(user.password);
  await advert.loginForm.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/advert$/);
  await expect(advert.layout).toHaveAttribute('data-layout', 'wide');
  await expect(advert.loginForm).toHaveCount(0);
  await expect(advert.form).toBeVisible();
});
