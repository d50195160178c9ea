import { expect, test, type Locator, type Page } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { NavBar } from './pages/NavBar';
import { PropertyPage } from './pages/PropertyPage';
import { createConfirmedUser, demoBuyer } from './support/accounts';
import { seriousViolations } from './support/axe';

/**
 * Keyboard alone: representative forms and dialogs are reached with Tab, filled by typing, sent with
 * Enter or Space, and every control that takes focus shows it. Dialogs keep focus inside while open
 * and give it back to the button that opened them.
 */

// The listing filters come after the results, and each card holds a few links (the listing, its
// advertiser, save): reaching the filters takes more presses than the sign-in form does.
const MAX_TABS = 160;

/** Presses Tab until `target` has focus (fails if it is never reached), checking focus is visible on the way. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectVisibleFocus(page);
      return;
    }
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The focused element draws a focus indicator: an outline or a ring (box-shadow). */
async function expectVisibleFocus(page: Page) {
  const indicator = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing focused';
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none' ? 'visible' : `${element.outerHTML.slice(0, 120)} has no focus indicator`;
  });
  expect(indicator).toBe('visible');
}

/** Islands answer keys once hydrated: the nav's session part has replaced its placeholder by then. */
async function waitForHydration(page: Page) {
  const nav = new NavBar(page);
  await expect(nav.loginLink.or(nav.logoutButton)).toBeVisible();
}

const focusIsInside = (container: Locator) => container.evaluate((element) => element.contains(document.activeElement));

test('the login form works from the keyboard alone, with visible focus and labels', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await waitForHydration(page);
  // The first Tab offers the skip link, which moves focus to the content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await expectVisibleFocus(page);

  await tabTo(page, login.email);
  await page.keyboard.type(demoBuyer.email);
  await page.keyboard.press('Tab');
  await expect(login.password).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.type(demoBuyer.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a property dialog traps focus, closes on Escape and returns focus to its button', async ({ page }) => {
  const property = new PropertyPage(page);
  await property.goto(1);
  await waitForHydration(page);
  const share = property.action('Share');
  await tabTo(page, share);
  await page.keyboard.press('Enter');
  await expect(property.dialog).toBeVisible();
  expect(await focusIsInside(property.dialog)).toBe(true);

  // However far the visitor tabs, focus stays in the dialog (the page behind is inert).
  for (let presses = 0; presses < 8; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await focusIsInside(property.dialog)).toBe(true);
  }
  for (let presses = 0; presses < 3; presses += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusIsInside(property.dialog)).toBe(true);
  }
  expect(await seriousViolations(page, 'dialog')).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(property.dialog).toHaveCount(0);
  await expect(share).toBeFocused();
});

test('an offer is made from the keyboard: open the dialog, fill the form, send with Enter', async ({ browser, page, baseURL }) => {
  const context = await browser.newContext();
  const user = await createConfirmedUser(context.request, baseURL!, 'keyboard-offer');
  await context.close();
  const login = new LoginPage(page);
  await login.goto('/property/1');
  await login.logIn(user.email, user.password);
  await page.waitForURL((url) => url.pathname === '/property/1');
  await waitForHydration(page);

  const property = new PropertyPage(page);
  const makeOffer = property.action('Make offer');
  await tabTo(page, makeOffer);
  await page.keyboard.press('Space');
  await expect(property.dialog.getByRole('heading', { name: 'Make an offer' })).toBeVisible();

  await tabTo(page, property.dialogField('Full name'));
  await page.keyboard.type('Chioma Okafor');
  await tabTo(page, property.dialogField('Phone number'));
  await page.keyboard.type('08031234567');
  await tabTo(page, property.dialogField('Amount offered (₦)'));
  await page.keyboard.type('42000000');
  await tabTo(page, property.dialogField('Note to the owner'));
  await page.keyboard.type('Can we view it on Saturday?');
  await tabTo(page, property.dialog.getByRole('button', { name: 'Send offer' }));
  await page.keyboard.press('Enter');
  await expect(property.dialog.getByRole('status')).toHaveText('Your offer has been sent to property owner');
});

test('the listing filters work from the keyboard: counters, price and Apply', async ({ page }) => {
  await page.goto('/properties/buy');
  await waitForHydration(page);
  const filters = page.getByRole('form', { name: 'Filter results' });
  const more = filters.getByRole('button', { name: 'More bedrooms' });
  await tabTo(page, more);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await expect(filters.getByRole('spinbutton', { name: 'Bedrooms' })).toHaveValue('2');
  await tabTo(page, filters.getByRole('button', { name: 'Apply' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]no_bedroom=2(&|$)/);
});
