import { expect, test } from '@playwright/test';
import { ForgotPasswordPage } from './pages/ForgotPasswordPage';
import { LoginPage } from './pages/LoginPage';
import { RegisterPage } from './pages/RegisterPage';
import { ResetPasswordPage } from './pages/ResetPasswordPage';
import { createConfirmedUser } from './support/accounts';
import { linkFromNewestMail } from './support/outbox';

// Each message is asserted as the field's accessible description: what a screen reader announces
// with the field, and the text shown under it.

test('login: both fields are required and the first invalid one takes focus', async ({ page }) => {
  const loginPage = new LoginPage(page);
  await loginPage.goto();
  await loginPage.submit.click();
  await expect(loginPage.email).toHaveAccessibleDescription('This is required.');
  await expect(loginPage.password).toHaveAccessibleDescription('This is required.');
  await expect(loginPage.email).toBeFocused();

  await loginPage.email.fill('not-an-email');
  await loginPage.submit.click();
  await expect(loginPage.email).toHaveAccessibleDescription('Enter a valid e-mail address');
  await expect(loginPage.email).toHaveValue('not-an-email');
});

test('register: every rule shows its message under the field and nothing typed is lost', async ({ page }) => {
  const registerPage = new RegisterPage(page);
  await registerPage.goto();
  await registerPage.submit.click();
  await expect(registerPage.name).toHaveAccessibleDescription('This is required.');
  await expect(registerPage.email).toHaveAccessibleDescription('This is required.');
  await expect(registerPage.password).toHaveAccessibleDescription(/This is required\./);
  await expect(registerPage.phoneNumber).toHaveAccessibleDescription('This is required.');
  await expect(registerPage.terms).toHaveAccessibleDescription('You must agree to the terms of privacy');
  await expect(registerPage.name).toBeFocused();

  await registerPage.register({ name: 'Ngozi Eze', email: 'ngozi@example.com', password: '12345', phoneNumber: '08030000000', agree: false });
  await expect(registerPage.password).toHaveAccessibleDescription(/Password is too short/);
  await expect(registerPage.terms).toHaveAccessibleDescription('You must agree to the terms of privacy');
  await expect(registerPage.password).toBeFocused();
  await expect(registerPage.name).toHaveValue('Ngozi Eze');
  await expect(registerPage.email).toHaveValue('ngozi@example.com');
  await expect(registerPage.password).toHaveValue('12345');
  await expect(registerPage.phoneNumber).toHaveValue('08030000000');
  await expect(registerPage.name).not.toHaveAttribute('aria-invalid', 'true');
});

test('register: the server\'s field messages appear under their fields, with the banner', async ({ page }) => {
  // The provider checks what the browser checks, so its field errors are simulated here.
  await page.route('**/api/auth/register', (route) =>
    route.fulfill({
      status: 422,
      json: { message: 'Please review the field errors', fieldErrors: { email: 'The email has already been taken.' } },
    }),
  );
  const registerPage = new RegisterPage(page);
  await registerPage.goto();
  await registerPage.register({ name: 'Emeka Obi', email: 'emeka@example.com', password: 'secret12', phoneNumber: '08031112222', agree: true });
  await expect(registerPage.banner).toHaveText('Please review the field errors');
  await expect(registerPage.email).toHaveAccessibleDescription('The email has already been taken.');
  await expect(registerPage.email).toBeFocused();
  await expect(registerPage.name).toHaveValue('Emeka Obi');
  await expect(registerPage.terms).toBeChecked();
});

test('register: the terms link to the terms and privacy pages', async ({ page }) => {
  const registerPage = new RegisterPage(page);
  await registerPage.goto();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/terms');
  await expect(main.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
});

test('forgot password: the e-mail is required and checked', async ({ page }) => {
  const forgotPage = new ForgotPasswordPage(page);
  await forgotPage.goto();
  await forgotPage.submit.click();
  await expect(forgotPage.email).toHaveAccessibleDescription('This is required.');
  await forgotPage.requestLink('ada@');
  await expect(forgotPage.email).toHaveAccessibleDescription('Enter a valid e-mail address');
  await expect(forgotPage.email).toHaveValue('ada@');
});

test('reset password: length and match rules, values kept', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext();
  const user = await createConfirmedUser(api, baseURL!, 'reset-rules');
  await api.post(`${baseURL}/api/auth/forgot-password`, { headers: { origin: baseURL! }, data: { email: user.email } });
  await api.dispose();

  const resetPage = new ResetPasswordPage(page);
  await resetPage.goto(await linkFromNewestMail(user.email, '/reset_password'));
  await resetPage.submit.click();
  await expect(resetPage.password).toHaveAccessibleDescription(/This is required\./);
  await expect(resetPage.confirmation).toHaveAccessibleDescription('This is required.');

  await resetPage.choose('12345', '1234567');
  await expect(resetPage.password).toHaveAccessibleDescription(/Password is too short/);
  await expect(resetPage.confirmation).toHaveAccessibleDescription('Password is too short');

  await resetPage.choose('password22', 'password23');
  await expect(resetPage.confirmation).toHaveAccessibleDescription("Password doesn't match");
  await expect(resetPage.password).toHaveValue('password22');
  await expect(resetPage.confirmation).toHaveValue('password23');
});
