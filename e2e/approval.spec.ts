import { expect, test } from '@playwright/test';
import { ApprovalPage } from './pages/ApprovalPage';
import { htmlcsErrors } from './support/htmlcs';

test('the whole pre-approval wizard: every message, every Back, a reload, and the request sent', async ({ page }) => {
  const wizard = new ApprovalPage(page);
  // The site walk sees only the first step: HTML_CodeSniffer checks the later ones here (a step that is
  // a form must be submittable with Enter, one with nothing to send must not be a form).
  const noHtmlcsErrors = async (step: string) => expect(await htmlcsErrors(page), `HTML_CodeSniffer (WCAG2AA) on ${step}`).toEqual([]);
  await wizard.goto();
  await expect(wizard.indicator.getByRole('listitem')).toHaveText([/^Property/, /^Details/, /^Wrap-Up/]);
  await expect(wizard.currentStage()).toContainText('Property');

  // Step 0: loan type tabs (arrow keys move between them) and home types.
  await expect(wizard.loanTab('Home Purchase')).toHaveAttribute('aria-selected', 'true');
  await wizard.loanTab('Home Purchase').focus();
  await page.keyboard.press('ArrowRight');
  await expect(wizard.loanTab('Refinance')).toHaveAttribute('aria-selected', 'true');
  await expect(wizard.loanTab('Refinance')).toBeFocused();
  for (const homeType of ['Single Family', 'Home Town', 'Condominium', 'Multi-Family', 'Mobile/Manufactured', 'New Construction']) {
    await expect(wizard.homeType(homeType)).toBeVisible();
  }
  await wizard.homeType('Condominium').click();

  // Step 1: location.
  await expect(wizard.question).toHaveText('Where is the home?');
  await expect(wizard.question).toBeFocused();
  await noHtmlcsErrors('the location step');
  await wizard.continueButton.click();
  await expect(wizard.message('Enter a location')).toBeVisible();
  await wizard.back.click();
  await expect(wizard.homeType('Condominium')).toHaveAttribute('aria-pressed', 'true');
  await expect(wizard.loanTab('Refinance')).toHaveAttribute('aria-selected', 'true');
  await wizard.homeType('Condominium').click();
  await wizard.field('City, town or area').fill('Lekki, Lagos');
  await wizard.continueButton.click();

  // Step 2.1: price range, by keyboard.
  await expect(wizard.currentStage()).toContainText('Details');
  await expect(wizard.question).toHaveText('What price range are you looking at?');
  await wizard.continueButton.click();
  await expect(wizard.message('Select a price range')).toBeVisible();
  const lowest = wizard.slider('Lowest price');
  await lowest.focus();
  for (let press = 0; press < 20; press += 1) await page.keyboard.press('ArrowRight');
  await expect(lowest).toHaveAttribute('aria-valuetext', '₦20,000,000');
  await expect(wizard.shownValues()).toHaveText(['₦20,000,000', '₦95,000,000']);
  await expect(wizard.message('Select a price range')).toHaveCount(0);
  const highest = wizard.slider('Highest price');
  await highest.focus();
  for (let press = 0; press < 100; press += 1) await page.keyboard.press('ArrowLeft');
  await expect(wizard.shownValues()).toHaveText(['₦20,000,000', '₦45,000,000']);
  await wizard.continueButton.click();

  // Step 2.2: down payment.
  await expect(wizard.question).toHaveText('How much can you put down?');
  await wizard.continueButton.click();
  await expect(wizard.message('Down payment is required')).toBeVisible();
  await wizard.back.click();
  await expect(wizard.shownValues()).toHaveText(['₦20,000,000', '₦45,000,000']);
  await wizard.continueButton.click();
  const downPayment = wizard.slider('Down payment');
  await downPayment.focus();
  await page.keyboard.press('End');
  await expect(wizard.shownValues()).toHaveText(['₦95,000,000']);
  await page.keyboard.press('Home');
  for (let press = 0; press < 4; press += 1) await page.keyboard.press('ArrowRight');
  await expect(downPayment).toHaveAttribute('aria-valuetext', '₦9,000,000');
  await wizard.continueButton.click();

  // Step 2.3: employment status.
  await expect(wizard.question).toHaveText('What is your employment status?');
  await wizard.continueButton.click();
  await expect(wizard.message('Employment status is required')).toBeVisible();
  await wizard.back.click();
  await expect(downPayment).toHaveAttribute('aria-valuetext', '₦9,000,000');
  await wizard.continueButton.click();
  await expect(wizard.wizard.getByRole('radio')).toHaveCount(3);
  await wizard.wizard.getByRole('radio', { name: 'Self-Employed/1099 Independent Contractor' }).check();
  await wizard.continueButton.click();

  // Step 3.1: e-mail; a reload keeps the progress and what was typed.
  await expect(wizard.currentStage()).toContainText('Wrap-Up');
  await wizard.continueButton.click();
  await expect(wizard.message('Email is required')).toBeVisible();
  await wizard.field('E-mail address').fill('not-an-email');
  await wizard.continueButton.click();
  await expect(wizard.message('Enter a valid e-mail address')).toBeVisible();
  await page.reload();
  await wizard.ready();
  await expect(wizard.field('E-mail address')).toHaveValue('not-an-email');
  await wizard.back.click();
  await expect(wizard.wizard.getByRole('radio', { name: 'Self-Employed/1099 Independent Contractor' })).toBeChecked();
  await wizard.continueButton.click();
  await wizard.field('E-mail address').fill('ada.obi@example.com');
  await wizard.continueButton.click();

  // Step 3.2: phone (no check) and submit.
  await expect(wizard.field('Phone number')).toBeVisible();
  await wizard.back.click();
  await expect(wizard.field('E-mail address')).toHaveValue('ada.obi@example.com');
  await wizard.continueButton.click();
  await wizard.field('Phone number').fill('0803 123 4567');
  await noHtmlcsErrors('the phone step');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/vst/services/submitLoanPreapproval'));
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/vst/services/submitLoanPreapproval'));
  await wizard.submit.click();
  expect((await sent).postDataJSON()).toEqual({
    loanType: 'Refinance', homeType: 'Condominium', location: 'Lekki, Lagos', priceRange: '20000000 - 45000000',
    downPayment: 9_000_000, employmentStatus: 'Self-Employed/1099 Independent Contractor', email: 'ada.obi@example.com', phoneNumber: '0803 123 4567',
  });
  expect((await answered).ok()).toBe(true);

  // Step 4: thank you, also after a reload; the answers are gone.
  await expect(wizard.question).toHaveText('Thank You');
  await noHtmlcsErrors('the thank-you step');
  await page.reload();
  await wizard.ready();
  await expect(wizard.question).toHaveText('Thank You');
  await wizard.wizard.getByRole('button', { name: 'Start a new request' }).click();
  await expect(wizard.homeType('Condominium')).toHaveAttribute('aria-pressed', 'false');
});
