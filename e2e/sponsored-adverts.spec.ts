import { expect, test, type Page } from '@playwright/test';
import { DashboardPage } from './pages/DashboardPage';
import { ListingPage } from './pages/ListingPage';
import { LoginPage } from './pages/LoginPage';
import { SponsoredSlot } from './pages/SponsoredSlot';
import { demoOwner } from './support/accounts';
import { advertsOf, type ProviderAdvert } from './support/adverts';
import { providerToken } from './support/gateway';

/** The demo owner's running advert, as the provider holds it (its title is read, not assumed). */
async function runningDemoAdvert(page: Page): Promise<{ advert: ProviderAdvert; token: string }> {
  const token = await providerToken(page.request, demoOwner);
  const advert = (await advertsOf(page.request, token)).find((candidate) => candidate.status === 'active');
  if (!advert?.link) throw new Error('The demo owner has no running advert with a link');
  return { advert, token };
}

async function expectLabelledAdvert(page: Page, advert: ProviderAdvert) {
  const slot = new SponsoredSlot(page);
  await expect(slot.region.getByRole('heading', { name: 'Sponsored' })).toBeVisible();
  const card = slot.advert(advert.title);
  await expect(card.getByText('Advert', { exact: true })).toBeVisible();
  const visit = slot.visitLink(advert.title);
  await expect(visit).toHaveAccessibleName(`Visit ${new URL(advert.link ?? '').hostname} (opens in a new tab)`);
  await expect(visit).toHaveAttribute('rel', 'sponsored noopener');
  await expect(visit).toHaveAttribute('target', '_blank');
  // Out through the counting click route, never straight to the advertiser.
  await expect(visit).toHaveAttribute('href', `/api/adverts/${advert.advertID}/click`);
}

test('the running advert shows, labelled, on the home page, a listing and a property page, and its impressions are counted', async ({ page }) => {
  test.setTimeout(90_000);
  const { advert, token } = await runningDemoAdvert(page);

  await page.goto('/');
  await expectLabelledAdvert(page, advert);
  // Seen: the beacon reports it once it has been half in view.
  await new SponsoredSlot(page).advert(advert.title).scrollIntoViewIfNeeded();
  await expect.poll(async () => (await advertsOf(page.request, token)).find((a) => a.advertID === advert.advertID)?.impressions).toBeGreaterThan(advert.impressions);

  const listing = new ListingPage(page);
  await listing.goto('/properties/buy');
  await expectLabelledAdvert(page, advert);

  const firstProperty = listing.cards.first().getByRole('link').first();
  await page.goto((await firstProperty.getAttribute('href')) ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectLabelledAdvert(page, advert);

  // The advertiser sees the counts in My Adverts.
  const counted = (await advertsOf(page.request, token)).find((a) => a.advertID === advert.advertID);
  const login = new LoginPage(page);
  await login.goto('/dashboard?view=adverts');
  await login.logIn(demoOwner.email, demoOwner.password);
  const entry = new DashboardPage(page).main.getByRole('article', { name: advert.title });
  await expect(entry.locator('dt:text-is("Impressions") + dd')).toHaveText(/^[\d,]+$/);
  const shown = Number((await entry.locator('dt:text-is("Impressions") + dd').textContent())?.replace(/,/g, ''));
  expect(shown).toBeGreaterThanOrEqual(counted?.impressions ?? 1);
  await expect(entry.locator('dt:text-is("Clicks") + dd')).toHaveText(/^[\d,]+$/);
});
