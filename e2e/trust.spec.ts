import { expect, test } from '@playwright/test';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/LoginPage';
import { PropertyPage } from './pages/PropertyPage';
import { ReportDialog, StaffConsolePage } from './pages/TrustPages';
import { demoBuyer, demoOwner, uniqueEmail } from './support/accounts';
import { seriousViolations } from './support/axe';
import { listProperty } from './support/listings';
import { newestMailLinkingTo } from './support/outbox';

const staff = { email: 'staff@example.com', password: 'password1' };
const phone = { width: 360, height: 740 };

async function signIn(page: import('@playwright/test').Page, account: { email: string; password: string }, next: string) {
  const login = new LoginPage(page);
  await login.goto(next);
  await login.logIn(account.email, account.password);
  await page.waitForURL((url) => url.pathname === next);
}

async function fitsPhone(page: import('@playwright/test').Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
}

test('a visitor reports a listing; staff hide it with a reason; the owner reads why; its page answers 410 and search forgets it', async ({ browser, page, baseURL }) => {
  test.setTimeout(150_000);
  const setup = await browser.newContext();
  const name = `Reported flat ${Date.now()}`;
  const propertyId = await listProperty(setup.request, baseURL!, demoOwner, { name, no_inspection_fee: 'true' });
  await setup.close();

  // A visitor, on a phone: the never-pay-to-inspect notice, the owner's badge, and the report.
  await page.setViewportSize(phone);
  const property = new PropertyPage(page);
  await property.goto(propertyId);
  await expect(property.main.getByRole('complementary', { name: 'Never pay before you inspect' })).toBeVisible();
  // The owner's badge under the price (similar homes below may carry one too).
  await expect(property.main.getByText('No inspection fee', { exact: true }).first()).toBeVisible();
  const report = new ReportDialog(page);
  await report.open();
  await expect(report.dialog).toBeVisible();
  expect(await seriousViolations(page, 'dialog')).toEqual([]);
  await fitsPhone(page);
  await report.reason('I was asked to pay to inspect or to "register"').check();
  await report.details.fill('The agent asked for ₦10,000 before he would show me the flat.');
  const reporter = uniqueEmail('reporter');
  await report.email.fill(reporter);
  await report.send();
  await expect(report.dialog.getByRole('status')).toContainText('Your report was sent');
  const reference = await report.reference();
  expect(reference).toMatch(/^R-/);
  const { mail } = await newestMailLinkingTo(reporter, `/property/${propertyId}`);
  expect(mail.text).toContain(reference);

  // Staff: the report waits in the queue; they hide the listing with a reason.
  const staffContext = await browser.newContext({ viewport: phone });
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, staff, '/staff');
  const consolePage = new StaffConsolePage(staffPage);
  const group = consolePage.group(name);
  await expect(group).toContainText('I was asked to pay to inspect or to "register"');
  await expect(group).toContainText(reference);
  // The seeded reports wait too, the most reported listing first.
  await expect(consolePage.reportGroups.first()).toContainText('3 reports');
  expect(await seriousViolations(staffPage, 'main')).toEqual([]);
  await fitsPhone(staffPage);
  const reason = 'The agent asks for an inspection fee before viewings';
  await consolePage.hide(name, reason);
  await expect(consolePage.group(name)).toHaveCount(0);
  await expect(consolePage.auditLog).toContainText(reason);
  await expect(consolePage.auditLog).toContainText('Hid the listing');
  await expect(consolePage.auditLog).toContainText('Funmi Staff');
  await staffContext.close();

  // The listing's page is gone (410, with a note), and the rent listings no longer show it.
  const gone = await page.goto(`/property/${propertyId}`);
  expect(gone?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This listing has been removed');
  expect(await seriousViolations(page)).toEqual([]);
  await fitsPhone(page);
  await page.goto('/properties/rent?state_id=25');
  await expect(page.getByTestId('property-card').first()).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);

  // The owner reads why, in the dashboard and by e-mail.
  const ownerContext = await browser.newContext({ viewport: phone });
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, demoOwner, '/dashboard');
  const dashboard = new DashboardPage(ownerPage);
  await dashboard.goto('?view=properties&type=uploaded');
  await expect(dashboard.actions(name)).toContainText(`Hidden by our staff: ${reason}`);
  expect(await seriousViolations(ownerPage, 'main')).toEqual([]);
  await fitsPhone(ownerPage);
  const ownerMail = await newestMailLinkingTo(demoOwner.email, '/dashboard');
  expect(ownerMail.mail.text).toContain(reason);
  await ownerContext.close();
});

test('a member and a visitor get the 404 page at /staff', async ({ page }) => {
  const visitor = await page.goto('/staff');
  expect(visitor?.status()).toBe(404);
  await signIn(page, demoBuyer, '/dashboard');
  const member = await page.goto('/staff');
  expect(member?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Staff console');
  const call = await page.request.get('/api/vst/staff/console');
  expect(call.status()).toBe(404);
});
