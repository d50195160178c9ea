import { expect, test } from '@playwright/test';
import { ForgotPasswordPage } from './pages/ForgotPasswordPage';
import { LoginPage } from './pages/LoginPage';
import { ResetPasswordPage } from './pages/ResetPasswordPage';
import { createConfirmedUser } from './support/accounts';
import { linkFromNewestMail } from './support/outbox';
import { toast } from './support/toast';

test('a user resets a forgotten password through the e-mailed link and logs in with it', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext();
  const user = await createConfirmedUser(api, baseURL!, 'reset');
  await api.dispose();

  const forgotPage = new ForgotPasswordPage(page);
  await forgotPage.goto();
  await forgotPage.requestLink(user.email);
  await expect(toast(page, /reset link/i)).toBeVisible();

  const resetLink = await linkFromNewestMail(user.email, '/reset_password');
  const resetPage = new ResetPasswordPage(page);
  await resetPage.goto(resetLink);
  await expect(page.getByRole('main')).toContainText(user.email);
  // A reload of the same link still offers the form (the provider has used the link up by now).
  await page.reload();
  await expect(page.getByRole('main')).toContainText(user.email);
  await resetPage.choose('brand-new-pass');
  await expect(toast(page, 'You have successfully reset your password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The link is spent.
  await resetPage.goto(resetLink);
  await expect(resetPage.banner).toHaveText('Link has expired or invalid');
  await expect(resetPage.requestNewLink).toHaveAttribute('href', '/forgot-password');

  const loginPage = new LoginPage(page);
  await loginPage.goto();
  await loginPage.logIn(user.email, user.password);
  await expect(loginPage.banner).toHaveText('Invalid email or password');
  await loginPage.password.fill('brand-new-pass');
  await loginPage.submit.click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a garbage or incomplete reset link says it has expired or is invalid', async ({ page }) => {
  const resetPage = new ResetPasswordPage(page);
  await resetPage.goto('/reset_password?token=garbage&email=nobody%40example.com');
  await expect(resetPage.banner).toHaveText('Link has expired or invalid');
  await expect(resetPage.password).toBeHidden();

  await resetPage.goto('/reset_password');
  await expect(resetPage.banner).toHaveText('Link has expired or invalid');
});

test('asking for a link for an unknown address gives the same answer', async ({ page }) => {
  const forgotPage = new ForgotPasswordPage(page);
  await forgotPage.goto();
  await forgotPage.requestLink('nobody.at.all@example.com');
  await expect(toast(page, /reset link/i)).toBeVisible();
  await expect(forgotPage.banner).toBeHidden();
});
