import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { SaveSearchDialog } from './pages/SavedSearchPages';
import { demoBuyer } from './support/accounts';
import { holdLaterChunks, loseLaterChunks, restoreChunks } from './support/lost-chunks';
import { uiText } from '../lib/messages/ui';

/**
 * Code loaded on first use (dialogs, live forms) over a connection that drops it: the visitor is told,
 * keeps what they typed, and the next press loads it again (phones on flaky mobile data).
 */
test('"Save this search" says when its dialog could not be loaded, and the next press opens it', async ({ page }) => {
  await page.goto('/properties/rent?state_id=25');
  const save = new SaveSearchDialog(page);
  await loseLaterChunks(page);
  await save.button.click();
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: uiText.partFailedToLoad })).toBeVisible();
  await expect(save.dialog).toBeHidden();
  await expect(save.button).toBeEnabled();

  await restoreChunks(page);
  await save.open();
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: uiText.partFailedToLoad })).toBeHidden();
});

test('a sign-in sent while its form could not be loaded says so, keeps what was typed, and the next press signs in', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto('/dashboard');
  await loseLaterChunks(page);
  await login.logIn(demoBuyer.email, demoBuyer.password);
  await expect(login.banner.filter({ hasText: uiText.partFailedToLoad })).toBeVisible();
  await expect(login.email).toHaveValue(demoBuyer.email);
  await expect(login.password).toHaveValue(demoBuyer.password);
  expect(new URL(page.url()).pathname).toBe('/login');

  await restoreChunks(page);
  await login.submit.click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
});

test('an e-mail selected while the sign-in code arrives is replaced by what is typed next, not added to', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto('/dashboard');
  const slow = await holdLaterChunks(page);
  await login.email.click();
  await page.keyboard.type('someone.else@example.com');
  await page.keyboard.press('ControlOrMeta+A');
  const plainEmail = await login.email.elementHandle();

  // The live form takes over with the whole e-mail selected, as it was in the plain one.
  await slow.release();
  await page.waitForFunction((input) => !input?.isConnected, plainEmail);
  await page.keyboard.type(demoBuyer.email);
  await expect(login.email).toHaveValue(demoBuyer.email);
  await expect(login.email).toBeFocused();

  await login.password.fill(demoBuyer.password);
  await login.submit.click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
});
