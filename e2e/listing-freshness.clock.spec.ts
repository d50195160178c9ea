import { expect, test, type Page } from '@playwright/test';
import { DashboardPage } from './pages/DashboardPage';
import { ListingPage } from './pages/ListingPage';
import { LoginPage } from './pages/LoginPage';
import { createConfirmedUser } from './support/accounts';
import { seriousViolations } from './support/axe';
import { setFreshnessClock } from './support/clock';
import { listProperty } from './support/listings';
import { newestMailLinkingTo } from './support/outbox';

// The freshness clock ages every listing at once: this project runs alone, after the others. On its
// own: `npx playwright test e2e/listing-freshness.clock.spec.ts --project=clock --no-deps` (without
// --no-deps, its dependencies, every other journey, run first).
test.afterEach(() => setFreshnessClock(0));

async function logIn(page: Page, account: { email: string; password: string }, next: string) {
  const login = new LoginPage(page);
  await login.goto(next);
  await login.logIn(account.email, account.password);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === next);
}

const namesOf = (listing: ListingPage) => listing.cards.locator('h3 a').evaluateAll((links) => links.map((link) => link.getAttribute('title')));

test('listings age on the clock: "Not confirmed recently" and ranked after confirmed ones at 30 days, out of search at 60, confirmed again from the dashboard and from the reminder', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  // No property page is fetched in the background (a card's prefetch): the clock moves a month in a
  // second while a cached page keeps its five minutes, and no write here expires another listing's page.
  await page.route('**/property/**', (route) => (route.request().headers()['rsc'] ? route.abort() : route.continue()));
  const setup = await browser.newContext();
  const owner = await createConfirmedUser(setup.request, baseURL!, 'fresh-clock');
  const price = String(5_100_000 + Math.floor(Math.random() * 800_000));
  const older = `Aged flat A ${Date.now()}`;
  const newer = `Aged flat B ${Date.now()}`;
  await listProperty(setup.request, baseURL!, owner, { name: older, price });
  const newerId = await listProperty(setup.request, baseURL!, owner, { name: newer, price });
  await setup.close();
  // Each visit is a view no page has linked to before (a sort tab would be prefetched, and cached, at
  // the clock of the page that showed it), so no answer cached before a clock move is shown. Both flats
  // have 3 bedrooms and 2 bathrooms: every one of these finds both, newest first.
  const search = (atLeast: string) => `/properties/rent?min_price=${price}&max_price=${price}&${atLeast}`;
  const listing = new ListingPage(page);

  // 31 days on: both are "Not confirmed recently"; the newer first, as the sort says.
  await setFreshnessClock(31);
  await listing.goto(search('no_bedroom=1'));
  expect(await namesOf(listing)).toEqual([newer, older]);
  await expect(listing.cards.getByTestId('freshness')).toHaveText(['Not confirmed recently', 'Not confirmed recently']);

  // The owner confirms the older one from the dashboard: its label changes, and it now ranks first.
  const uploaded = '/dashboard?view=properties&type=uploaded';
  await logIn(page, owner, uploaded);
  const dashboard = new DashboardPage(page);
  await expect(dashboard.card(older).getByTestId('freshness')).toHaveText('Not confirmed recently');
  await dashboard.actions(older).getByRole('button', { name: `Confirm ${older} is still available` }).click();
  await expect(dashboard.actions(older).getByRole('status')).toHaveText(`${older} is confirmed available.`);
  await expect(dashboard.card(older).getByTestId('freshness')).toHaveText('Confirmed available today');
  await expect(dashboard.card(newer).getByTestId('freshness')).toHaveText('Not confirmed recently');
  await listing.goto(search('no_bedroom=2'));
  expect(await namesOf(listing)).toEqual([older, newer]);
  await expect(listing.cards.getByTestId('freshness')).toHaveText(['Confirmed available today', 'Not confirmed recently']);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await seriousViolations(page, 'main')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 720 });

  // 61 days on: the unconfirmed one is out of search; the other, confirmed 30 days ago, is not recent
  // but listed. The page of the one out of search still answers, marked.
  await setFreshnessClock(61);
  await listing.goto(search('no_bedroom=3'));
  expect(await namesOf(listing)).toEqual([older]);
  await expect(listing.cards.getByTestId('freshness')).toHaveText('Not confirmed recently');
  // The owner confirms the other one again, which the last check allows for.
  await dashboard.goto('?view=properties&type=uploaded');
  await dashboard.actions(older).getByRole('button', { name: `Confirm ${older} is still available` }).click();
  await expect(dashboard.card(older).getByTestId('freshness')).toHaveText('Confirmed available today');
  await page.goto(`/property/${newerId}`);
  await expect(page.getByRole('heading', { level: 1, name: newer })).toBeVisible();
  // The page's own label comes first; similar homes' cards below have theirs.
  await expect(page.getByTestId('freshness').first()).toHaveText('Not confirmed recently');
  await expect(page.getByTestId('out-of-search')).toContainText('out of search until its owner confirms');
  expect(await seriousViolations(page)).toEqual([]);

  // The daily reminder: its link opens a page that changes nothing until its one button is pressed.
  const sent = await fetch(`${process.env.E2E_PROVIDER_URL}/__sandbox/listings/reminders`, { method: 'POST' });
  expect(sent.status).toBe(200);
  const { mail } = await newestMailLinkingTo(owner.email, '/listing/confirm');
  expect(mail.subject).toMatch(/^Is "Aged flat [AB] \d+" still available\?$/);
  const reminders = await (await fetch(`${process.env.E2E_PROVIDER_URL}/__dev/outbox`)).json() as { to: string; links: string[] }[];
  const newerLink = reminders
    .filter((candidate) => candidate.to === owner.email)
    .flatMap((candidate) => candidate.links)
    .map((href) => new URL(href))
    .find((url) => url.pathname === '/listing/confirm' && url.searchParams.get('token')?.startsWith(`${newerId}.`));
  expect(newerLink, 'a reminder for the listing out of search').toBeDefined();

  const visitor = await browser.newPage();
  await visitor.goto(`${newerLink!.pathname}${newerLink!.search}`);
  await expect(visitor.getByRole('heading', { name: 'Confirm your listing' })).toBeVisible();
  expect(await seriousViolations(visitor)).toEqual([]);
  // Opening it changed nothing: still out of search.
  await listing.goto(search('no_bathroom=1'));
  expect(await namesOf(listing)).toEqual([older]);
  await visitor.getByRole('button', { name: 'Yes, it is still available' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: /\S/ })).toHaveText(`Thank you: ${newer} is confirmed available.`);
  await visitor.close();
  // Back in search, and first: both were confirmed today, it is the newer.
  await listing.goto(search('no_bathroom=2'));
  expect(await namesOf(listing)).toEqual([newer, older]);
});
