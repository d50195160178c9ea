import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { demoBuyer } from './support/accounts';

test('the session lives in an httpOnly, SameSite=Lax cookie and no token reaches the page', async ({ page, context }) => {
  const loginPage = new LoginPage(page);
  await loginPage.goto();
  const cookiesBefore = new Set((await context.cookies()).map((cookie) => cookie.name));
  await loginPage.logIn(demoBuyer.email, demoBuyer.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  const newCookies = (await context.cookies()).filter((cookie) => !cookiesBefore.has(cookie.name));
  // The signed-in hint (lib/session-hint.ts) is readable by scripts on purpose, and holds the user id only.
  const hint = newCookies.find((cookie) => cookie.name === 'nh_signed_in');
  expect(hint?.value).toMatch(/^\d+$/);
  expect(hint).toMatchObject({ httpOnly: false, sameSite: 'Lax', path: '/' });
  const sessionCookies = newCookies.filter((cookie) => cookie !== hint);
  expect(sessionCookies.length).toBeGreaterThan(0);
  for (const cookie of sessionCookies) {
    expect(cookie, cookie.name).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  }

  const visibleToScripts = await page.evaluate(() => ({
    cookie: document.cookie,
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
  }));
  for (const cookie of sessionCookies) expect(visibleToScripts.cookie).not.toContain(cookie.name);
  expect(visibleToScripts.local).not.toMatch(/token/i);
  expect(visibleToScripts.session).not.toMatch(/token/i);

  // The browser's view of the session is the user's public profile, nothing more.
  const session = await page.request.get('/api/auth/session');
  expect(session.ok()).toBe(true);
  const body = await session.json();
  expect(Object.keys(body)).toEqual(['user']);
  expect(Object.keys(body.user).sort()).toEqual(['email', 'name', 'serviceProvider', 'userID']);
  expect(body.user.email).toBe(demoBuyer.email);
  expect(JSON.stringify(body)).not.toMatch(/token|bearer/i);
});

test('a visitor without a session is told so by the session route', async ({ page }) => {
  const session = await page.request.get('/api/auth/session');
  expect(await session.json()).toEqual({ user: null });
});
