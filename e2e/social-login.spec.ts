import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { NavBar } from './pages/NavBar';

test('Continue with Google signs the user in through the authorization page', async ({ page }) => {
  const loginPage = new LoginPage(page);
  await loginPage.goto();
  await loginPage.socialButton('Google').click();

  // As below: the code exchange gets its own wait, so the URL's 7 s need not cover the callback page's load.
  const exchange = page.waitForResponse((response) => response.url().endsWith('/api/auth/social/google') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Authorize' }).click();
  expect((await exchange).ok()).toBe(true);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(new NavBar(page).logoutButton).toBeVisible();
  const session = await (await page.request.get('/api/auth/session')).json();
  expect(session.user.email).toBe('social.google@example.com');
});

test('social sign-in returns to the page the user asked for', async ({ page }) => {
  await page.goto('/dashboard?view=wishlist');
  await expect(page).toHaveURL(/\/login\?next=/);
  await new LoginPage(page).socialButton('Facebook').click();
  // Two steps, each with its own wait: the callback page loads, hydrates and trades the code (slow on
  // a busy machine, and no assertion's business), then the browser moves on to the page asked for.
  const exchange = page.waitForResponse((response) => response.url().endsWith('/api/auth/social/facebook') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Authorize' }).click();
  expect((await exchange).ok()).toBe(true);
  await expect(page).toHaveURL(/\/dashboard\?view=wishlist$/);
});

test('a callback without a valid code shows the failure and a way back', async ({ page }) => {
  await page.goto('/social_auth/google?error=access_denied');
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toHaveText('Social sign-in failed, please try again');
  await main.getByRole('link', { name: 'Back to log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
