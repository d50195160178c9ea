import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { NavBar } from './pages/NavBar';
import { demoBuyer } from './support/accounts';
import { toast } from './support/toast';

test('wrong credentials show the bad-credentials message and keep the e-mail typed', async ({ page }) => {
  const loginPage = new LoginPage(page);
  await loginPage.goto();
  await loginPage.logIn(demoBuyer.email, 'not-the-password');
  await expect(loginPage.banner).toHaveText('Invalid email or password');
  await expect(loginPage.email).toHaveValue(demoBuyer.email);
  await expect(page).toHaveURL(/\/login$/);
});

test('a demo user logs in and lands on the dashboard', async ({ page }) => {
  const loginPage = new LoginPage(page);
  await loginPage.goto();
  await loginPage.logIn(demoBuyer.email, demoBuyer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(new NavBar(page).logoutButton).toBeVisible();
});

test('a protected page sends a visitor to log in and back to that page afterwards', async ({ page }) => {
  await page.goto('/dashboard?view=wishlist');
  await expect(page).toHaveURL(/\/login\?next=/);
  const loginPage = new LoginPage(page);
  await expect(loginPage.heading).toBeVisible();
  await loginPage.logIn(demoBuyer.email, demoBuyer.password);
  await expect(page).toHaveURL(/\/dashboard\?view=wishlist$/);
});

test('a signed-in user visiting the login page is sent to the dashboard', async ({ page }) => {
  const loginPage = new LoginPage(page);
  await loginPage.goto();
  await loginPage.logIn(demoBuyer.email, demoBuyer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await loginPage.goto();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the sign-in pages are served from the cache, one copy for every return address, with the running server\'s social networks', async ({ request }) => {
  for (const path of ['/login', '/login?next=%2Fdashboard%3Fview%3Dsaved-zq7', '/register', '/forgot-password']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toMatch(/^s-maxage=\d+/);
    const html = await response.text();
    // The return address is read in the browser: no copy holds one.
    expect(html, path).not.toContain('zq7');
    // Offered by this server's environment (SOCIAL_SIGN_IN_SANDBOX, set when it started, not when it was built).
    if (!path.startsWith('/forgot-password')) expect(html, path).toContain('Continue with Google');
  }
});

for (const offSite of ['//evil.example', 'https://evil.example/steal', '/\\evil.example']) {
  test(`an off-site return target (${offSite}) is ignored`, async ({ page }) => {
    const loginPage = new LoginPage(page);
    await loginPage.goto(offSite);
    await loginPage.logIn(demoBuyer.email, demoBuyer.password);
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/dashboard$/);
  });
}

test('logging out returns home and the dashboard asks to log in again', async ({ page }) => {
  const loginPage = new LoginPage(page);
  await loginPage.goto();
  await loginPage.logIn(demoBuyer.email, demoBuyer.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  const nav = new NavBar(page);
  await nav.logOut();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.loginLink).toBeVisible();
  // Said on the page the sign-out reloaded to: the toaster loads at once for it.
  await expect(toast(page, 'You have been signed out')).toBeVisible();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
});
