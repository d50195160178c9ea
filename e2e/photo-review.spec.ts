import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/LoginPage';
import { StaffConsolePage } from './pages/TrustPages';
import { createConfirmedUser } from './support/accounts';
import { listProperty } from './support/listings';
import { newestMailLinkingTo } from './support/outbox';

const staff = { email: 'staff@example.com', password: 'password1' };
/** An agent's demo duplex has this photo of its own (provider/src/seed/data/photoCopies.ts). */
const ANOTHER_ADVERTISERS_PHOTO = '/media/seed/property/duplex-original.jpg';

async function signIn(page: import('@playwright/test').Page, account: { email: string; password: string }, next: string) {
  const login = new LoginPage(page);
  await login.goto(next);
  await login.logIn(account.email, account.password);
  await page.waitForURL((url) => url.pathname === next);
}

test("an owner lists another advertiser's photo, resized and re-saved: held in review until staff compare and publish", async ({ browser, page, baseURL }) => {
  test.setTimeout(90_000);
  const setup = await browser.newContext();
  const original = await setup.request.get(`${baseURL}${ANOTHER_ADVERTISERS_PHOTO}`);
  expect(original.ok()).toBe(true);
  const copy = await sharp(await original.body()).resize(1500).jpeg({ quality: 60 }).toBuffer();
  const owner = await createConfirmedUser(setup.request, baseURL!, 'photo-review');
  const name = `Copied duplex ${Date.now()}`;
  const propertyId = await listProperty(setup.request, baseURL!, owner, { name }, copy);
  await setup.close();

  // Nobody sees it yet; its owner reads why, in the dashboard and by e-mail.
  expect((await page.goto(`/property/${propertyId}`))?.status()).toBe(404);
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, owner, '/dashboard');
  const dashboard = new DashboardPage(ownerPage);
  await dashboard.goto('?view=properties&type=uploaded');
  await expect(dashboard.actions(name)).toContainText("In review: some photos of this listing match another advertiser's listing");
  expect((await newestMailLinkingTo(owner.email, '/dashboard')).mail.subject).toBe(`Your listing ${name} is in review`);
  await ownerContext.close();

  // Staff see the two listings and the matching photos side by side, and publish it.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, staff, '/staff');
  const consolePage = new StaffConsolePage(staffPage);
  const held = consolePage.heldListing(name);
  await expect(held).toContainText(`by ${owner.name}`);
  const pair = held.getByRole('figure').first();
  await expect(pair.getByRole('img', { name: `In the held listing: ${name}` })).toBeVisible();
  await expect(pair.getByRole('img', { name: /^In the other listing: / })).toBeVisible();
  // Side by side: the two photos share a row on a desktop screen.
  const [left, right] = await Promise.all([pair.getByRole('img').nth(0).boundingBox(), pair.getByRole('img').nth(1).boundingBox()]);
  expect(Math.abs(left!.y - right!.y)).toBeLessThan(2);
  expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);
  await consolePage.publish(name, 'The owner sent the title deed; the agent copied their photos');
  await expect(consolePage.heldListing(name)).toHaveCount(0);
  await expect(consolePage.auditLog).toContainText('Published a held listing');
  await staffContext.close();

  expect((await page.goto(`/property/${propertyId}`))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});
