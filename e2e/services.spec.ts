import { expect, test } from '@playwright/test';
import { demoBuyer } from './support/accounts';
import { seriousViolations } from './support/axe';
import { htmlcsErrors } from './support/htmlcs';
import { toast } from './support/toast';
import { ServiceProfilePage } from './pages/ServiceProfilePage';
import { ServicesPage } from './pages/ServicesPage';

type ProviderService = { homeServiceID: number; service_title: string; business_email: string; rating: { average: number | null; count: number } };
type ProviderReview = { market_expert: number; responsiveness: number; negotiation_skill: number; professionalism_communication: number };

const provider = (path: string) => `${process.env.E2E_PROVIDER_URL}/api/vst/services/${path}`;

/** A seeded professional, looked up on the provider by title (ids depend on the seed order). */
async function seededService(title: string): Promise<ProviderService> {
  const response = await fetch(provider('getHomeServices?per_page=50'));
  const { homeServices } = (await response.json()) as { homeServices: { data: ProviderService[] } };
  const found = homeServices.data.find((service) => service.service_title === title);
  if (!found) throw new Error(`The demo data has no service ${title}`);
  return found;
}

async function reviewsOf(id: number): Promise<ProviderReview[]> {
  const response = await fetch(provider(`getHomeServiceReview?home_service_id=${id}&per_page=20`));
  return ((await response.json()) as { service_reviews: { data: ProviderReview[] } }).service_reviews.data;
}

const stars = (review: ProviderReview) =>
  (review.market_expert + review.responsiveness + review.negotiation_skill + review.professionalism_communication) / 4;

test('the directory tabs live in the URL and show only their category', async ({ page }) => {
  const services = new ServicesPage(page);
  await services.goto();
  await expect(services.tab('Show All')).toHaveAttribute('aria-current', 'page');
  await expect(services.cards).toHaveCount(9);
  await expect(services.main.getByRole('navigation', { name: 'Pages of results' })).toBeVisible();

  await services.tab('Engineers').click();
  await expect(page).toHaveURL(/\/services\?category=engineers/);
  await expect(services.tab('Engineers')).toHaveAttribute('aria-current', 'page');
  const engineersCount = Number((await services.tab('Engineers').textContent())!.match(/\((\d+)\)/)![1]);
  // Other journeys may have added engineers: the first page holds up to nine.
  await expect(services.cards).toHaveCount(Math.min(engineersCount, 9));
  for (const card of await services.cards.all()) await expect(card).toContainText('· Engineers');

  await page.reload();
  await expect(services.tab('Engineers')).toHaveAttribute('aria-current', 'page');
  await services.tab('Legal Practitioners').click();
  await expect(page).toHaveURL(/category=legal-practitioners/);
  await expect(services.card('Okonkwo & Partners')).toBeVisible();
  await expect(services.card('Nwosu Electrical & Solar')).toHaveCount(0);
});

test('a professional\'s reviews load three at a time until the last page', async ({ page }) => {
  const pro = await seededService('Nwosu Electrical & Solar');
  const services = new ServicesPage(page);
  await services.goto('?category=engineers');
  await services.card('Nwosu Electrical & Solar').getByRole('link', { name: /VIEW PROFILE/ }).click();

  const profile = new ServiceProfilePage(page);
  await expect(profile.heading).toHaveText('Nwosu Electrical & Solar');
  await expect(page).toHaveURL(new RegExp(`/home-service-pro/details\\?id=${pro.homeServiceID}$`));
  await expect(profile.ratingBanner).toContainText(`${pro.rating.average!.toFixed(1)}`);
  await expect(profile.ratingBanner).toContainText(`${pro.rating.count} reviews`);

  await profile.tab('REVIEWS').click();
  await expect(profile.reviews).toHaveCount(3);
  const pages = Math.ceil(pro.rating.count / 3);
  for (let shown = 1; shown < pages; shown += 1) {
    await profile.loadMore.click();
    await expect(profile.reviews).toHaveCount(Math.min(3 * (shown + 1), pro.rating.count));
  }
  await expect(profile.loadMore).toHaveCount(0);
  await expect(profile.main.getByText('You have seen every review.')).toBeVisible();
});

test('signed out, the review form asks for sign-in in place; a member then rates with the keyboard and sees the review and the new average', async ({ page }) => {
  const service = await seededService('Flowright Plumbing');
  const before = await reviewsOf(service.homeServiceID);
  const total = before.reduce((sum, review) => sum + stars(review), 0);
  const expected = Math.round(((total + 4) / (before.length + 1)) * 10) / 10;

  const profile = new ServiceProfilePage(page);
  await profile.goto(service.homeServiceID);
  await profile.tab('ABOUT US').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(profile.tab('REVIEWS')).toHaveAttribute('aria-selected', 'true');

  // Reviews need an account (an owner could otherwise sign out and praise their own service).
  await expect(profile.reviewForm).toHaveCount(0);
  const signIn = profile.main.getByRole('region', { name: 'Sign in to rate this professional' });
  await signIn.getByLabel('E-mail address').fill(demoBuyer.email);
  await signIn.getByLabel('Password').fill(demoBuyer.password);
  await signIn.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/home-service-pro/details' && url.searchParams.get('id') === String(service.homeServiceID));
  await profile.tab('REVIEWS').click();

  const form = profile.reviewForm;
  // The review form shows only to a member, on the REVIEWS tab: the site walk never sees it, so both
  // engines check it here (its stars are controls, which need 3:1 against the page;).
  await expect(form.getByRole('radio', { name: '5 stars' }).first()).toBeAttached();
  expect(await seriousViolations(page, '#panel-reviews'), 'axe on the review form').toEqual([]);
  expect(await htmlcsErrors(page), 'HTML_CodeSniffer (WCAG2AA) with the review form open').toEqual([]);
  await form.getByRole('button', { name: 'SUBMIT REVIEW' }).click();
  await expect(form.getByText('This is required.').first()).toBeVisible();

  await profile.rate('Market expert', 5);
  await profile.rate('Responsiveness', 3);
  await profile.rate('Negotiation skill', 4);
  await profile.rate('Professionalism and communication', 4);
  await expect(form.getByRole('group', { name: 'Responsiveness' }).getByRole('radio', { name: '3 stars' })).toBeChecked();
  const message = `Fixed our borehole pump in a day ${Date.now()}`;
  await form.getByLabel('Your name').fill('Adaeze N.');
  await form.getByLabel('Your e-mail').fill('adaeze@example.com');
  await form.getByLabel('Your phone number').fill('08031112222');
  await form.getByLabel('Your review').fill(message);
  await form.getByRole('button', { name: 'SUBMIT REVIEW' }).click();

  await expect(toast(page, 'Your review has been submitted')).toBeVisible();
  await expect(profile.reviews.first()).toContainText(message);
  await expect(profile.ratingBanner).toContainText(expected.toFixed(1));
  await expect(profile.ratingBanner).toContainText(`${before.length + 1} review`);
  await page.reload();
  await expect(profile.ratingBanner).toContainText(expected.toFixed(1));
});

test('a message to a professional reaches their inbox', async ({ page }) => {
  const service = await seededService('Okonkwo & Partners');
  const profile = new ServiceProfilePage(page);
  await profile.goto(service.homeServiceID);
  const form = profile.messageForm;
  const message = `Can you check the title of a plot in Lekki? ${Date.now()}`;
  await form.getByLabel('Your name').fill('Tobi Adewale');
  await form.getByLabel('Your e-mail').fill('tobi@example.com');
  await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect(form.getByText('This is required.')).toBeVisible();
  await expect(form.getByLabel('Your name')).toHaveValue('Tobi Adewale');
  await form.getByLabel('Message').fill(message);
  await form.getByRole('button', { name: 'SEND MESSAGE' }).click();

  await expect(toast(page, 'Your message has been sent to Okonkwo & Partners')).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveValue('');
  await expect
    .poll(async () => {
      const outbox = (await (await fetch(`${process.env.E2E_PROVIDER_URL}/__dev/outbox`)).json()) as { to: string; text: string }[];
      return outbox.some((mail) => mail.to === service.business_email && mail.text.includes(message) && mail.text.includes('tobi@example.com'));
    })
    .toBe(true);
});
