import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { ProfileTab } from './pages/ProfileTab';
import { createConfirmedUser } from './support/accounts';
import { pngFile } from './support/png';
import { toast } from './support/toast';

type Account = { email: string; password: string; name: string };

/** Every journey gets an account of its own: they change it, and one deletes it. */
async function signInFresh(page: Page, request: Parameters<typeof createConfirmedUser>[0], baseURL: string | undefined, purpose: string) {
  const user = await createConfirmedUser(request, baseURL ?? '', purpose);
  const login = new LoginPage(page);
  await login.goto('/dashboard?view=profile');
  await login.logIn(user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard\?view=profile$/);
  return user satisfies Account;
}

test('edit profile: required fields and documents are checked, the saved values and documents persist after a reload', async ({ page, request, baseURL }) => {
  const user = await signInFresh(page, request, baseURL, 'profile-edit');
  const profile = new ProfileTab(page);
  await expect(profile.card.getByRole('heading', { name: user.name })).toBeVisible();

  await profile.editButton.click();
  await expect(profile.dialog.getByRole('heading', { name: 'Edit profile' })).toBeVisible();
  await expect(profile.field('E-mail')).toHaveValue(user.email);
  await expect(profile.field('E-mail')).not.toBeEditable();

  await profile.field('First name').fill('Amaka');
  await profile.field('Last name').fill('');
  await profile.saveButton.click();
  await expect(profile.field('Last name')).toHaveAccessibleDescription('This is required.');
  await expect(profile.field('Religion')).toHaveAccessibleDescription('This is required.');
  await expect(profile.field('Valid ID')).toHaveAccessibleDescription(/This is required\./);
  await expect(profile.field('Utility bill')).toHaveAccessibleDescription(/This is required\./);
  await expect(profile.field('First name')).toHaveValue('Amaka');

  await profile.field('Last name').fill('Nwosu');
  await profile.field('Phone').fill('08098765432');
  await profile.field('Religion').selectOption({ label: 'Muslim' });
  await profile.field('Gender').selectOption({ label: 'Female' });
  await profile.field('Country').selectOption({ label: 'Nigeria' });
  await expect(profile.field('State').getByRole('option', { name: 'Lagos' })).toBeAttached();
  await profile.field('State').selectOption({ label: 'Lagos' });
  await profile.field('Date of birth').fill('1991-03-15');
  await profile.field('Address').fill('7 Bourdillon Road, Ikoyi');
  await profile.field('Valid ID').setInputFiles(pngFile('passport.png'));
  await profile.field('Utility bill').setInputFiles(pngFile('electricity-bill.png'));
  await profile.saveButton.click();

  await expect(toast(page, 'Your profile has been updated')).toBeVisible();
  await expect(profile.dialog).toBeHidden();
  await expect(profile.card.getByRole('heading', { name: 'Amaka Nwosu' })).toBeVisible();

  await page.reload();
  await expect(profile.card.getByRole('heading', { name: 'Amaka Nwosu' })).toBeVisible();
  await expect(profile.card).toContainText('7 Bourdillon Road, Ikoyi');
  await expect(profile.card).toContainText('08098765432');

  await profile.editButton.click();
  await expect(profile.field('Religion')).toHaveValue('muslim');
  await expect(profile.field('Gender')).toHaveValue('female');
  await expect(profile.field('State').locator('option:checked')).toHaveText('Lagos');
  await expect(profile.field('Date of birth')).toHaveValue('1991-03-15');
  // Both documents are on file now, so neither is required for the next save.
  await expect(profile.field('Valid ID')).toHaveAccessibleDescription(/One is on file/);
  await expect(profile.field('Utility bill')).toHaveAccessibleDescription(/One is on file/);
  // Identity documents open only through the authorised route, for their holder, and are never cached.
  const onFile = profile.dialog.getByRole('link', { name: 'View the one on file' }).first();
  await expect(onFile).toHaveAttribute('href', /^\/private-media\/uploads\/[0-9a-f]{64}$/);
  const idCard = await page.request.get((await onFile.getAttribute('href')) as string);
  expect(idCard.status()).toBe(200);
  expect(idCard.headers()['cache-control']).toBe('private, no-store');
  await profile.field('Address').fill('9 Awolowo Road, Ikoyi');
  await profile.saveButton.click();
  await expect(toast(page, 'Your profile has been updated')).toHaveCount(1);
  await expect(profile.card).toContainText('9 Awolowo Road, Ikoyi');
});

test('notification settings: the choice and a flag are saved at once and still set after a reload', async ({ page, request, baseURL }) => {
  await signInFresh(page, request, baseURL, 'profile-notifications');
  const profile = new ProfileTab(page);

  await profile.frequency('Once a day').check();
  await expect(profile.savedStatus).toHaveText('Saved');
  const priceDrops = profile.flag('Price drops');
  const wasOn = await priceDrops.isChecked();
  await priceDrops.click();
  await expect(priceDrops).toBeChecked({ checked: !wasOn });
  await expect(profile.savedStatus).toHaveText('Saved');

  await page.reload();
  await expect(profile.frequency('Once a day')).toBeChecked();
  await expect(profile.frequency('In real time')).not.toBeChecked();
  await expect(profile.flag('Price drops')).toBeChecked({ checked: !wasOn });

  await profile.frequency('None').check();
  await expect(profile.savedStatus).toHaveText('Saved');
  await page.reload();
  await expect(profile.frequency('None')).toBeChecked();
});

test('change photo: the card shows the new photo instead of the initials', async ({ page, request, baseURL }) => {
  const user = await signInFresh(page, request, baseURL, 'profile-photo');
  const profile = new ProfileTab(page);
  await expect(profile.photo(user.name)).toHaveText('CO');

  await profile.photoInput().setInputFiles(pngFile('me.png'));
  await expect(toast(page, 'Your profile photo has been changed')).toBeVisible();
  await expect(profile.photo(user.name)).toHaveAttribute('src', /^\/img\/\d+\/uploads\//);
  await page.reload();
  await expect(profile.photo(user.name)).toHaveAttribute('src', /^\/img\/\d+\/uploads\//);
});

test('delete account: after a typed confirmation the user is signed out and cannot sign in again', async ({ page, request, baseURL }) => {
  const user = await signInFresh(page, request, baseURL, 'profile-delete');
  const profile = new ProfileTab(page);

  await profile.deleteButton.click();
  const confirm = profile.dialog.getByRole('button', { name: 'Delete my account permanently' });
  await expect(profile.dialog).toContainText('You will no longer be able to sign in');
  await expect(confirm).toBeDisabled();
  await profile.dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.click();

  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(toast(page, 'Your account has been deleted')).toBeVisible();
  await page.goto('/dashboard?view=profile');
  await expect(page).toHaveURL(/\/login\?next=/);

  const login = new LoginPage(page);
  await login.logIn(user.email, user.password);
  await expect(login.banner).toHaveText('Invalid email or password');
});
