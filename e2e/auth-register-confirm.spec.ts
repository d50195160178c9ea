import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { NavBar } from './pages/NavBar';
import { RegisterPage } from './pages/RegisterPage';
import { demoBuyer, registerUser, uniqueEmail } from './support/accounts';
import { linkFromNewestMail } from './support/outbox';

test('a new user registers, confirms through the e-mailed link, logs in there and logs out', async ({ page }) => {
  const email = uniqueEmail('register');
  const registerPage = new RegisterPage(page);
  await registerPage.goto();
  await registerPage.register({ name: 'Adaeze Nwosu', email, password: 'secret12', phoneNumber: '08031234567', agree: true });

  await expect(page.getByText('Please confirm account to continue')).toBeVisible();
  await expect(registerPage.confirmationNotice).toContainText('confirmation link');
  await expect(registerPage.backHome).toHaveAttribute('href', '/');
  await expect(registerPage.submit).toBeHidden();

  await page.goto(await linkFromNewestMail(email, '/account/confirm/token'));
  const main = page.getByRole('main');
  await expect(main.getByText('Account Verification Successful')).toBeVisible();
  // Confirming signs nobody in: the owner logs in with the password, on the same page.
  const nav = new NavBar(page);
  await expect(nav.loginLink).toBeVisible();
  const login = new LoginPage(page);
  await expect(login.email).toHaveValue(email);
  await login.password.fill('secret12');
  await login.submit.click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await nav.logOut();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.loginLink).toBeVisible();
});

test('someone who registered the address first cannot sign in once its owner signs up and confirms', async ({ page, playwright, baseURL }) => {
  // The attack: a stranger registers the owner's address first with a password of their own, hoping
  // it still opens the account after the owner signs up and confirms from the mail.
  const email = uniqueEmail('takeover');
  const attacker = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL as string } });
  const planted = await attacker.post('/api/auth/register', {
    data: { name: 'Not The Owner', email, password: 'attacker1', phoneNumber: '08110000000', termsAgreement: true },
  });
  expect(planted.ok()).toBe(true);

  const registerPage = new RegisterPage(page);
  await registerPage.goto();
  await registerPage.register({ name: 'Ifeoma Eze', email, password: 'owners-own-1', phoneNumber: '08031234567', agree: true });
  await expect(registerPage.confirmationNotice).toBeVisible();
  await page.goto(await linkFromNewestMail(email, '/account/confirm/token'));
  await expect(page.getByRole('main').getByText('Account Verification Successful')).toBeVisible();
  const login = new LoginPage(page);
  await login.password.fill('owners-own-1');
  await login.submit.click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const attackersTry = await attacker.post('/api/auth/login', { data: { email, password: 'attacker1' } });
  expect(attackersTry.status()).toBe(400);
  await attacker.dispose();
});

test('an account cannot log in before it is confirmed, and its link works once', async ({ page }) => {
  const email = uniqueEmail('unconfirmed');
  const registerPage = new RegisterPage(page);
  await registerPage.goto();
  await registerPage.register({ name: 'Tunde Bakare', email, password: 'secret12', phoneNumber: '08098765432', agree: true });
  await expect(registerPage.confirmationNotice).toBeVisible();

  const loginPage = new LoginPage(page);
  await loginPage.goto();
  await loginPage.logIn(email, 'secret12');
  await expect(loginPage.banner).toContainText(/confirm your account/i);

  const confirmLink = await linkFromNewestMail(email, '/account/confirm/token');
  await page.goto(confirmLink);
  await expect(page.getByRole('main').getByText('Account Verification Successful')).toBeVisible();

  // A fresh browser (signed out) reusing the spent link.
  await page.context().clearCookies();
  await page.goto(confirmLink);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Link has expired or invalid');
});

test('a garbled confirmation link says it is invalid', async ({ page }) => {
  await page.goto('/account/confirm/token?reference=not-a-real-reference');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Link has expired or invalid');
  await page.goto('/account/confirm/token');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Link has expired or invalid');
});

test('a confirmation link opened while signed in leaves the signed-in user as they were', async ({ page, playwright, baseURL }) => {
  // The attack: someone registers an account and sends its confirmation link to a signed-in victim,
  // who would otherwise go on working (saving, offering, paying) inside the attacker's account.
  const attacker = await playwright.request.newContext();
  const { confirmLink } = await registerUser(attacker, baseURL as string, 'confirm-attack');
  await attacker.dispose();

  const loginPage = new LoginPage(page);
  await loginPage.goto();
  await loginPage.logIn(demoBuyer.email, demoBuyer.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(confirmLink);
  const main = page.getByRole('main');
  await expect(main.getByText('Account Verification Successful')).toBeVisible();
  await expect(main).toContainText('You are still signed in as');
  await expect(loginPage.password).toBeHidden();
  const session = await (await page.request.get('/api/auth/session')).json();
  expect(session.user.email).toBe(demoBuyer.email);
});
