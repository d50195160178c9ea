import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { NavBar } from './pages/NavBar';
import { oauthClients, oauthSiteUrl, startOAuthSite, type OAuthSite } from './support/oauth-site';

// Social sign-in through real OAuth, against a local mock of Google and Facebook on a site of its own
// (e2e/support/oauth-site.ts). One site for the file: its journeys run in order in one worker.
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: oauthSiteUrl });

let site: OAuthSite;
test.beforeAll(async () => {
  // A fresh embedded provider migrates and seeds an in-memory database: slow on a busy machine.
  test.setTimeout(240_000);
  site = await startOAuthSite();
});
test.afterAll(async () => {
  await site?.stop();
});

const signedInUser = async (page: Page) => (await (await page.request.get('/api/auth/session')).json()).user;

test('Continue with Google goes to its authorization page with a state and a PKCE challenge, and registers the person', async ({ page }) => {
  site.people.google = { sub: 'g-100', email: 'amaka.obi@gmail.test', email_verified: true, given_name: 'Amaka', family_name: 'Obi' };
  const loginPage = new LoginPage(page);
  await loginPage.goto('/dashboard?view=wishlist');
  await loginPage.socialButton('Google').click();

  await expect(page).toHaveURL(/\/dashboard\?view=wishlist$/);
  await expect(new NavBar(page).logoutButton).toBeVisible();
  expect(await signedInUser(page)).toMatchObject({ email: 'amaka.obi@gmail.test', name: 'Amaka Obi' });

  const authorize = site.authorizeRequests.at(-1)!;
  expect(Object.fromEntries(authorize)).toMatchObject({
    client_id: oauthClients.google.id,
    redirect_uri: `${oauthSiteUrl}/social_auth/google`,
    response_type: 'code',
    scope: 'openid email profile',
    code_challenge_method: 'S256',
  });
  expect(authorize.get('state')).toMatch(/^[\w-]{43}$/);
  // The provider proved it holds the verifier behind the challenge, and its own secret.
  const token = site.tokenRequests.at(-1)!;
  expect(createHash('sha256').update(token.get('code_verifier')!).digest('base64url')).toBe(authorize.get('code_challenge'));
  expect(Object.fromEntries(token)).toMatchObject({
    grant_type: 'authorization_code',
    client_id: oauthClients.google.id,
    client_secret: oauthClients.google.secret,
    redirect_uri: `${oauthSiteUrl}/social_auth/google`,
  });
});

test('a callback with a state this browser was not given is refused before any code is exchanged', async ({ page }) => {
  site.people.google = { sub: 'g-200', email: 'victim@gmail.test', email_verified: true, name: 'Victim' };
  const exchangesBefore = site.tokenRequests.length;
  site.forgeNextState('forged-state-from-somewhere-else');
  const loginPage = new LoginPage(page);
  await loginPage.goto();
  await loginPage.socialButton('Google').click();

  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toHaveText('Social sign-in failed, please try again');
  expect(site.tokenRequests).toHaveLength(exchangesBefore);
  expect(await signedInUser(page)).toBeNull();
  await main.getByRole('link', { name: 'Back to log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('Continue with Facebook signs in through the Graph profile, and the same person again finds the same account', async ({ page }) => {
  site.people.facebook = { id: 'fb-300', email: 'tunde.bakare@facebook.test', first_name: 'Tunde', last_name: 'Bakare' };
  const loginPage = new LoginPage(page);
  await loginPage.goto();
  await loginPage.socialButton('Facebook').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const first = await signedInUser(page);
  expect(first).toMatchObject({ email: 'tunde.bakare@facebook.test', name: 'Tunde Bakare' });

  const authorize = site.authorizeRequests.at(-1)!;
  expect(authorize.get('client_id')).toBe(oauthClients.facebook.id);
  expect(authorize.get('redirect_uri')).toBe(`${oauthSiteUrl}/social_auth/facebook`);
  expect(authorize.has('code_challenge')).toBe(false);
  expect(site.tokenRequests.at(-1)!.get('client_secret')).toBe(oauthClients.facebook.secret);

  await new NavBar(page).logOut();
  await expect(new NavBar(page).loginLink).toBeVisible();
  await loginPage.goto();
  await loginPage.socialButton('Facebook').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await signedInUser(page)).userID).toBe(first.userID);
});
