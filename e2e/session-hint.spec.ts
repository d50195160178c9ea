import { expect, test, type Page } from '@playwright/test';
import { NavBar } from './pages/NavBar';
import { PropertyPage } from './pages/PropertyPage';
import { signIn } from './support/site-visits';

/**
 * The signed-in state is drawn from the hint cookie (lib/session-hint.ts) at first paint, without
 * waiting for `/api/auth/session`: each test holds that request back, as a slow phone or a busy server
 * would, and the page must already be right and usable.
 */
const PROPERTY_ID = 1;

/** Holds every session lookup until the returned function lets them through. */
async function holdSessionLookups(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/api/auth/session', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('signed out, Log in shows and works while the session lookup is held', async ({ page }) => {
  await holdSessionLookups(page);
  const nav = new NavBar(page);
  await page.goto('/');
  await expect(nav.loginLink).toBeVisible();
  await expect(nav.dashboardLink).toBeHidden();
  await nav.loginLink.click();
  await expect(page).toHaveURL(/\/login$/);
});

test('signed in, the account items and the property actions work while the session lookup is held', async ({ page, baseURL }) => {
  await signIn(page, baseURL!, 'buyer');
  await holdSessionLookups(page);
  const nav = new NavBar(page);
  const property = new PropertyPage(page);
  await property.goto(PROPERTY_ID);

  await expect(nav.dashboardLink).toBeVisible();
  await expect(nav.logoutButton).toBeVisible();
  await expect(nav.loginLink).toBeHidden();
  // Enabled, and it knows the visitor is signed in: the enquiry comes without the sign-up prompt.
  await property.open('Buy property');
  await expect(property.dialog.getByRole('heading', { name: 'Contact us about this property' })).toBeVisible();
  await expect(property.dialog.getByText('Create a free account')).toHaveCount(0);
});

test('a stale hint (no session behind it) shows the account items until the session says otherwise', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'nh_signed_in', value: '2', url: baseURL! }]);
  const release = await holdSessionLookups(page);
  const nav = new NavBar(page);
  await page.goto('/');
  await expect(nav.dashboardLink).toBeVisible();

  release();
  await expect(nav.loginLink).toBeVisible();
  await expect(nav.dashboardLink).toBeHidden();
  // The session route also took the stale hint away, so the next page starts right.
  expect((await context.cookies()).find((cookie) => cookie.name === 'nh_signed_in')).toBeUndefined();
});
