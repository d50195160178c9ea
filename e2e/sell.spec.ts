import { expect, test } from '@playwright/test';
import { SellPage } from './pages/SellPage';
import { demoBuyer } from './support/accounts';
import { pngFile } from './support/png';
import { toast } from './support/toast';

test('empty required fields show their messages under the fields, focus on the first', async ({ page }) => {
  const sell = new SellPage(page);
  await sell.goto();
  await sell.submit.click();
  await expect(sell.field('E-mail address')).toBeFocused();
  expect(await sell.errorOf('E-mail address')).toBe('This is required.');
  expect(await sell.errorOf('Contact phone')).toBe('This is required.');
  expect(await sell.errorOf('House type')).toBe('Choose a house type');
  expect(await sell.errorOf('Property images')).toBe('Choose at least one image');

  await sell.field('Contact phone').fill('call me');
  await sell.field('Property location').fill('x'.repeat(25));
  await sell.submit.click();
  expect(await sell.errorOf('Contact phone')).toBe('Enter a phone number with digits');
  expect(await sell.errorOf('Property location')).toBe('');
});

test('the description shows a live character count', async ({ page }) => {
  const sell = new SellPage(page);
  await sell.goto();
  await sell.field('Description').fill('Twelve chars');
  await expect(sell.form.getByText('12 / 400 characters')).toBeVisible();
});

test('an HTML file named photo.png is refused with a message, and every value and file is kept', async ({ page }) => {
  const sell = new SellPage(page);
  await sell.goto();
  await sell.fillValid();
  await sell.field('Proof of ownership').setInputFiles(pngFile('c-of-o.png'));
  await sell.field('Property images').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
  });
  await sell.submit.click();
  await expect.poll(() => sell.errorOf('Property images')).toBe('Only PNG, JPEG, WebP or GIF images are accepted');
  await expect(sell.field('Property images')).toBeFocused();
  await expect(sell.field('E-mail address')).toHaveValue('ngozi.eze@example.com');
  await expect(sell.field('House type')).toHaveValue('Duplex');
  await expect(sell.form.getByLabel('I am the owner')).toBeChecked();
  const chosen = async (label: string) => sell.field(label).evaluate((input: HTMLInputElement) => [...(input.files ?? [])].map((file) => file.name));
  expect(await chosen('Proof of ownership')).toEqual(['c-of-o.png']);
  expect(await chosen('Property images')).toEqual(['photo.png']);
});

test('real PNG files are uploaded with progress, a success toast, and the form resets', async ({ page }) => {
  const sell = new SellPage(page);
  await sell.goto();
  await sell.fillValid();
  await sell.field('Proof of ownership').setInputFiles(pngFile('c-of-o.png'));
  await sell.field('Property images').setInputFiles([pngFile('front.png'), pngFile('back.png')]);
  await sell.submit.click();
  await expect(toast(page, 'Property was uploaded successfully, an admin will contact you')).toBeVisible();
  await expect(sell.field('E-mail address')).toHaveValue('');
  await expect(sell.field('Property images')).toHaveJSProperty('files.length', 0);
});

test('signed out the form sits beside a login form; signed in it is wider', async ({ page }) => {
  const sell = new SellPage(page);
  await sell.goto();
  await expect(sell.loginHeading).toBeVisible();
  await expect(sell.layout).toHaveAttribute('data-layout', 'with-login');
  const narrow = (await sell.form.boundingBox())?.width ?? 0;

  await sell.logIn(demoBuyer.email, demoBuyer.password);
  await expect(page).toHaveURL(/\/sell$/);
  await expect(sell.layout).toHaveAttribute('data-layout', 'wide');
  await expect(sell.loginHeading).toHaveCount(0);
  const wide = (await sell.form.boundingBox())?.width ?? 0;
  expect(wide).toBeGreaterThan(narrow);
});
