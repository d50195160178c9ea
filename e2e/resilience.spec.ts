import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { NavBar } from './pages/NavBar';
import { PropertyPage } from './pages/PropertyPage';
import { demoBuyer } from './support/accounts';
import { setProviderMode } from './support/fake-provider';

/**
 * Provider down, stalled past the timeout, or answering garbage: this project's web app talks to
 * e2e/support/fake-provider.ts (playwright.config.ts, project "resilience"), whose mode each test
 * flips. One mode at a time, so these run in order on one worker.
 */
test.describe.configure({ mode: 'serial' });
test.afterEach(() => setProviderMode('pass'));

/** Past the web app's provider timeout (2.5 s in this project) plus rendering, well short of a hang. */
const GIVES_UP_WITHIN_MS = 15_000;

/** A listing view no one has asked for yet, so no cached copy can answer for the provider. */
const freshListing = () => `/properties/buy?min_price=${1000 + Math.floor(Math.random() * 1_000_000)}`;

async function expectErrorPage(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({ timeout: GIVES_UP_WITHIN_MS });
  await expect(main.getByText('This page could not be loaded. Please try again in a moment.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
  // Styled inside the site's layout: the navigation is still there to go elsewhere.
  await expect(page.getByRole('banner').getByRole('link', { name: /home/i }).first()).toBeVisible();
}

test('provider down: a public page says so with a retry, and the retry works once it is back', async ({ page }) => {
  await setProviderMode('down');
  const listing = freshListing();
  await page.goto(listing);
  await expectErrorPage(page);

  await setProviderMode('pass');
  await page.getByRole('main').getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('property-card').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});

test('provider down: a page seen before is still served from the last good copy', async ({ page }) => {
  const listing = freshListing();
  await page.goto(listing);
  const firstCard = await page.getByTestId('property-card').first().textContent();

  await setProviderMode('down');
  await page.reload();
  await expect(page.getByTestId('property-card').first()).toHaveText(firstCard!);
});

test('provider stalled beyond the timeout: the page gives up in time with the error, nothing hangs', async ({ page }) => {
  await setProviderMode('stall');
  const started = Date.now();
  await page.goto(freshListing(), { timeout: GIVES_UP_WITHIN_MS });
  await expectErrorPage(page);
  expect(Date.now() - started).toBeLessThan(GIVES_UP_WITHIN_MS);
});

test('provider answering garbage: the property page shows the error, not a false "not found"', async ({ page }) => {
  const missingId = 900_000 + Math.floor(Math.random() * 99_999);
  await setProviderMode('garbage');
  await page.goto(`/property/${missingId}`);
  await expectErrorPage(page);

  // The same address with the provider well is a real 404.
  await setProviderMode('pass');
  const response = await page.goto(`/property/${missingId}`);
  expect(response?.status()).toBe(404);
});

test('sign-in with the provider down keeps what was typed and says what happened', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await setProviderMode('down');
  await login.logIn(demoBuyer.email, demoBuyer.password);
  await expect(login.banner).toHaveText('We could not reach the service. Please check your connection and try again.');
  await expect(login.email).toHaveValue(demoBuyer.email);
  await expect(login.password).toHaveValue(demoBuyer.password);
});

test('the lead form with the provider stalled answers after the timeout and keeps the values', async ({ page }) => {
  const propertyPage = new PropertyPage(page);
  await propertyPage.goto(1);
  await propertyPage.leadField('Title').selectOption('Dr.');
  await propertyPage.leadField('Full name').fill('Ada Obi');
  await propertyPage.leadField('E-mail address').fill(`resilience.${Date.now()}@example.com`);
  await propertyPage.leadField('Phone number').fill('0803 123 4567');
  await propertyPage.leadField('State').selectOption({ label: 'Lagos' });
  await propertyPage.leadField('How did you hear about us?').selectOption({ label: 'Online Search' });

  await setProviderMode('stall');
  await propertyPage.leadForm.getByRole('button', { name: 'Send my details' }).click();
  await expect(propertyPage.leadForm.getByRole('alert')).toHaveText('We could not reach the service. Please check your connection and try again.', {
    timeout: GIVES_UP_WITHIN_MS,
  });
  await expect(propertyPage.leadField('Full name')).toHaveValue('Ada Obi');
  await expect(propertyPage.leadField('Title')).toHaveValue('Dr.');
});

test('signed in, the dashboard with the provider down says so in place, keeps the session and retries', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto('/dashboard');
  await login.logIn(demoBuyer.email, demoBuyer.password);
  await expect(page).toHaveURL(/\/dashboard/);
  const greeting = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(greeting).toBeVisible();

  await setProviderMode('down');
  await page.reload();
  // The session is read from its cookie, so the user stays signed in; the tab's data says what failed.
  await expect(greeting).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('We could not reach the service. Please check your connection and try again.');

  await setProviderMode('pass');
  await page.getByRole('main').getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expect(greeting).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard/);
});

test('a session cookie copied before sign-out opens nothing afterwards, though the provider could not revoke the token', async ({ page, browser, baseURL }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(demoBuyer.email, demoBuyer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const copiedCookies = await page.context().cookies();

  // The provider is unreachable when the user signs out, so its token cannot be revoked now.
  await setProviderMode('down');
  await new NavBar(page).logOut();
  await expect(page).toHaveURL(/\/$/);

  // Whoever copied the cookie replays it.
  const thief = await browser.newContext({ baseURL });
  await thief.addCookies(copiedCookies);
  const session = await thief.request.get('/api/auth/session');
  expect(await session.json()).toEqual({ user: null });
  // Refused before the provider is asked (it would be a 503 with the provider down otherwise).
  const privateCall = await thief.request.get('/api/vst/profile/wishlistStatus?property_id=1');
  expect(privateCall.status()).toBe(401);
  const thiefPage = await thief.newPage();
  await thiefPage.goto('/dashboard');
  await expect(thiefPage).toHaveURL(/\/login\?next=%2Fdashboard$/);
  await thief.close();
});
