import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { AuthorityLetterPages, VerificationPanel, VerificationQueue, VerifiedMembers } from './pages/VerificationPages';
import { createConfirmedUser } from './support/accounts';
import { seriousViolations } from './support/axe';
import { listProperty } from './support/listings';
import { newestMailLinkingTo } from './support/outbox';
import { tinyPng } from './support/png';
import { newestCodeTextedTo } from './support/sms';

const staff = { email: 'staff@example.com', password: 'password1' };

/** A mobile number no other run uses: codes are limited per number. */
function uniqueMobile(): { typed: string; texted: string } {
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return { typed: `0809 ${digits.slice(0, 3)} ${digits.slice(3)}`, texted: `+234809${digits}` };
}

/** A member of their own with a listing and a valid ID on their profile (set through the BFF, as the profile form does). */
async function memberWithListing(request: APIRequestContext, baseURL: string, purpose: string) {
  const user = await createConfirmedUser(request, baseURL, purpose);
  const name = `Verified journey flat ${Date.now()}`;
  const propertyId = await listProperty(request, baseURL, user, { name });
  const png = (file: string) => ({ name: file, mimeType: 'image/png', buffer: tinyPng() });
  const saved = await request.post(`${baseURL}/api/vst/profile/modifyInfo`, {
    headers: { origin: baseURL },
    multipart: {
      firstName: 'Chioma', lastName: 'Okafor', phone: '08031234567', religion: 'christian', gender: 'female',
      country_id: '161', state_id: '25', address: '3 Allen Avenue, Ikeja', valid_id_card: png('passport.png'), utility_bill: png('bill.png'),
    },
  });
  if (!saved.ok()) throw new Error(`modifyInfo answered ${saved.status()}: ${await saved.text()}`);
  return { user, propertyId, name };
}

async function signIn(page: Page, account: { email: string; password: string }, next: string) {
  const login = new LoginPage(page);
  await login.goto(next);
  await login.logIn(account.email, account.password);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === next);
}

/** The member asks to be verified as an owner, confirming a phone with the code the sandbox texted. */
async function askAsOwner(page: Page) {
  const panel = new VerificationPanel(page);
  await expect(panel.panel).toBeVisible();
  await panel.kind('An owner (my own properties)').check();
  const mobile = uniqueMobile();
  await panel.phone.fill(mobile.typed);
  await panel.sendCode.click();
  await panel.code.fill(await newestCodeTextedTo(mobile.texted));
  await panel.confirmCode.click();
  await expect(panel.panel).toContainText(/Phone number \+234 \*\*\* \*\*\* \d{4} confirmed\./);
  await panel.submit.click();
  await expect(panel.panel).toContainText('Your request is waiting for review by our staff.');
  return panel;
}

async function asStaff(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, staff, '/staff');
  return { page, context };
}

test('a member is verified as an owner: staff approve, the badge shows on their listing and the filter finds it; staff revoke it', async ({ page, browser, request, baseURL }) => {
  // The member's request, staff's approval and revocation: three sign-ins and a dozen pages.
  test.setTimeout(120_000);
  const { user, propertyId, name } = await memberWithListing(request, baseURL!, 'verified-owner');
  await signIn(page, user, '/dashboard?view=profile');
  const panel = await askAsOwner(page);
  // On a phone: the panel fits and is axe clean.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await seriousViolations(page, 'main')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 720 });

  const { page: staffPage, context } = await asStaff(browser, baseURL!);
  const queue = new VerificationQueue(staffPage);
  await expect(queue.request(user.email)).toContainText('Asks to be a verified owner');
  await staffPage.setViewportSize({ width: 360, height: 740 });
  expect(await seriousViolations(staffPage, 'main')).toEqual([]);
  await staffPage.setViewportSize({ width: 1280, height: 720 });
  await queue.approve(user.email).click();
  await expect(queue.request(user.email)).toHaveCount(0);
  await context.close();

  const { mail } = await newestMailLinkingTo(user.email, '/dashboard');
  expect(mail.subject).toBe('You are now a verified owner');
  await panel.goto();
  await expect(panel.panel).toContainText('You are a verified owner.');

  // The listing's page, straight after: approval expired the cached pages.
  await page.goto(`/property/${propertyId}`);
  // The page's own badge, with its full line (similar listings below carry card badges of their own).
  const badge = page.getByRole('main').getByTestId('verified-badge').filter({ hasText: 'Our staff checked' });
  await expect(badge).toContainText('Verified owner');
  await expect(badge).toContainText('it does not check the property');

  // The filter: only verified advertisers, and this listing among them with its badge.
  await page.goto('/properties/rent');
  await page.getByRole('checkbox', { name: 'Verified advertisers only' }).check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL(/verified_only=1/);
  const card = page.getByTestId('property-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('verified-badge')).toContainText('Verified owner');
  for (const badgeOfCard of await page.getByTestId('property-card').all()) await expect(badgeOfCard.getByTestId('verified-badge')).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Staff withdraw the badge with a reason: the member reads it, and the listing's page drops the badge.
  const { page: revokingPage, context: revoking } = await asStaff(browser, baseURL!);
  const verified = new VerifiedMembers(revokingPage);
  await verified.revokeReason(user.email).fill('Listings reported as a scam');
  await verified.revoke(user.email).click();
  await expect(verified.member(user.email)).toHaveCount(0);
  await revoking.close();
  expect((await newestMailLinkingTo(user.email, '/dashboard')).mail.subject).toBe('Your "Verified owner" badge has been withdrawn');
  await panel.goto();
  await expect(panel.panel).toContainText('Our staff withdrew your badge: Listings reported as a scam');
  await page.goto(`/property/${propertyId}`);
  await expect(page.getByRole('main').getByTestId('verified-badge').filter({ hasText: 'Our staff checked' })).toHaveCount(0);
});

test('a refused request shows its reason to the member, who may ask again', async ({ page, browser, request, baseURL }) => {
  const { user } = await memberWithListing(request, baseURL!, 'verified-refused');
  await signIn(page, user, '/dashboard?view=profile');
  const panel = await askAsOwner(page);

  const { page: staffPage, context } = await asStaff(browser, baseURL!);
  const queue = new VerificationQueue(staffPage);
  await queue.refuse(user.email).click();
  await expect(queue.request(user.email)).toContainText('Give the member a reason');
  await queue.refuseReason(user.email).fill('The ID photo is too blurred to read');
  await queue.refuse(user.email).click();
  await expect(queue.request(user.email)).toHaveCount(0);
  await context.close();

  const { mail } = await newestMailLinkingTo(user.email, '/dashboard');
  expect(mail.subject).toBe('Your verification request was not approved');
  expect(mail.text).toContain('The ID photo is too blurred to read');
  await panel.goto();
  await expect(panel.panel).toContainText('Your last request was refused: The ID photo is too blurred to read');
  await expect(panel.submit).toBeVisible();
});

test('an agent uploads the landlord’s letter of authority; once staff mark it seen, the listing says so', async ({ page, browser, request, baseURL }) => {
  const agent = await createConfirmedUser(request, baseURL!, 'authority-letter');
  const name = `Authorised flat ${Date.now()}`;
  const propertyId = await listProperty(request, baseURL!, agent, { name });
  await signIn(page, agent, `/dashboard/listing/${propertyId}`);
  const letters = new AuthorityLetterPages(page);
  await expect(letters.panel).toContainText('No letter of authority yet.');
  await letters.upload({ name: 'landlord-letter.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(letters.panel).toContainText('landlord-letter.pdf is waiting for our staff to look at it.');
  // Private: it opens for the agent, not for a signed-out visitor.
  const link = (await letters.panel.getByRole('link', { name: 'Open the letter' }).getAttribute('href'))!;
  expect(link).toMatch(/^\/private-media\//);
  expect((await page.request.get(link)).status()).toBe(200);
  const visitor = await browser.newContext({ baseURL });
  expect((await visitor.request.get(link)).status()).toBe(401);
  await visitor.close();
  await page.goto(`/property/${propertyId}`);
  await expect(page.getByRole('main').getByTestId('owner-authority')).toHaveCount(0);

  const { page: staffPage, context } = await asStaff(browser, baseURL!);
  const queue = new AuthorityLetterPages(staffPage);
  await expect(queue.letter(name)).toContainText("as the landlord's letter");
  await queue.markSeen(name, 'Signed by the landlord named on the tenancy');
  await expect(queue.letter(name)).toHaveCount(0);
  await context.close();

  await page.reload();
  const authority = page.getByRole('main').getByTestId('owner-authority');
  await expect(authority).toContainText('Authorised by the owner');
  await expect(authority).toContainText(/Letter of authority from the landlord, seen by our staff on \d+ \w+ \d{4}/);
});
