import { expect, test, type Page } from '@playwright/test';
import { advertiserText } from '../lib/messages/advertisers';
import { bookingsText } from '../lib/messages/bookings';
import { bookings, RESPONSIVE_AGENT, SLOW_AGENT } from '../provider/src/seed/data/bookings';
import { enquiries } from '../provider/src/seed/data/enquiries';
import { properties } from '../provider/src/seed/data/properties';
import { seedUsers } from '../provider/src/seed/data/users';
import { seriousViolations } from './support/axe';
import { newestMailLinkingTo } from './support/outbox';
import { signIn } from './support/site-visits';

// Phones first: the journeys run at 360 px.
test.use({ viewport: { width: 360, height: 740 } });

const DAY_HOURS = 24;

/**
 * What an advertiser's figures must be, worked out here from the seeded history and not by the
 * provider's SQL: enquiries of the last 90 days whose day has passed or that were answered, and booking
 * requests (not instant bookings) answered or expired; the share answered within 24 hours; the median
 * of the answer times; the ratings of the viewings held, averaged from three of them.
 */
function expectedFigures(email: string) {
  const listings = new Set(properties.filter((property) => property.ownerEmail === email).map((property) => property.id));
  const enquiryReplies = enquiries
    .filter((enquiry) => listings.has(enquiry.propertyId) && enquiry.hoursAgo < 90 * DAY_HOURS && (enquiry.repliedAfterMinutes !== null || enquiry.hoursAgo >= DAY_HOURS))
    .map((enquiry) => enquiry.repliedAfterMinutes);
  const ofListings = bookings.filter((booking) => listings.has(booking.propertyId));
  const bookingReplies = ofListings
    .filter((booking) => !booking.instant && (booking.answeredAfterHours !== undefined || booking.status === 'expired'))
    .map((booking) => (booking.answeredAfterHours === undefined ? null : booking.answeredAfterHours * 60));
  const counted = [...enquiryReplies, ...bookingReplies];
  const times = counted.flatMap((minutes) => (minutes === null ? [] : [minutes])).sort((a, b) => a - b);
  const middle = times.length / 2;
  const median = times.length % 2 === 1 ? times[Math.floor(middle)]! : (times[middle - 1]! + times[middle]!) / 2;
  const answered = times.filter((minutes) => minutes <= DAY_HOURS * 60).length;
  const viewings = ofListings.filter((booking) => booking.inDays <= 0 && booking.inDays > -90);
  const stars = viewings.flatMap((booking) => (booking.rating ? [booking.rating.stars] : []));
  return {
    requests: counted.length,
    answered,
    median: Math.round(median),
    responsive: counted.length >= 5 && answered >= 0.8 * counted.length && median <= 120,
    held: viewings.filter((booking) => booking.status === 'held').length,
    absent: viewings.filter((booking) => booking.feedback === 'advertiser_absent').length,
    ratings: stars.length,
    average: stars.length >= 3 ? Math.round((stars.reduce((sum, value) => sum + value, 0) / stars.length) * 10) / 10 : null,
  };
}

const nameOf = (email: string) => {
  const user = seedUsers.find((candidate) => candidate.email === email)!;
  return `${user.firstName} ${user.lastName}`;
};
const firstListingOf = (email: string) => properties.find((property) => property.ownerEmail === email && property.availability === 'Available')!;

async function openProfileFromListing(page: Page, email: string) {
  await page.goto(`/property/${firstListingOf(email).id}`);
  await page.getByRole('link', { name: advertiserText.profileLink(nameOf(email)) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf(email));
}

test("an advertiser's figures are those of their seeded history, with the Responsive badge for the quick one only", async ({ page, request, baseURL }) => {
  const quick = expectedFigures(RESPONSIVE_AGENT);
  const slow = expectedFigures(SLOW_AGENT);
  expect(quick.responsive && !slow.responsive, 'the seed has one responsive agent and one slow one').toBe(true);

  await openProfileFromListing(page, RESPONSIVE_AGENT);
  const profilePath = new URL(page.url()).pathname;
  expect(profilePath).toMatch(/^\/advertisers\/\d+-ngozi-eze$/);
  await expect(page.getByTestId('answered-share')).toHaveText(advertiserText.answered(quick.answered, quick.requests));
  await expect(page.getByTestId('median-reply')).toHaveText(advertiserText.median(quick.median));
  await expect(page.getByTestId('responsive-badge')).toBeVisible();
  await expect(page.getByTestId('viewings-held')).toHaveText(String(quick.held));
  await expect(page.getByTestId('advertiser-absent')).toHaveText(String(quick.absent));
  await expect(page.getByTestId('rating-average')).toHaveText(advertiserText.ratingAverage(quick.average!));
  await expect(page.getByTestId('rating-count')).toHaveText(advertiserText.ratingCount(quick.ratings));
  await expect(page.getByTestId('rating-comment').first()).toContainText('On time, and the flat was exactly as in the photos.');
  await expect(page.getByTestId('verified-badge').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // One address: another slug redirects there; an unknown id is not found. Cached, and in the sitemap.
  const id = profilePath.split('/')[2]!.split('-')[0];
  await page.goto(`/advertisers/${id}-someone-else`);
  await expect(page).toHaveURL(`${baseURL}${profilePath}`);
  expect((await request.get('/advertisers/999999-nobody')).status()).toBe(404);
  expect((await request.get(profilePath)).headers()['cache-control']).toMatch(/s-maxage=\d+/);
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`<loc>${baseURL}${profilePath}</loc>`);

  await openProfileFromListing(page, SLOW_AGENT);
  await expect(page.getByTestId('answered-share')).toHaveText(advertiserText.answered(slow.answered, slow.requests));
  await expect(page.getByTestId('median-reply')).toHaveText(advertiserText.median(slow.median));
  await expect(page.getByTestId('responsive-badge')).toHaveCount(0);
  await expect(page.getByTestId('viewings-held')).toHaveText(String(slow.held));
  await expect(page.getByTestId('advertiser-absent')).toHaveText(String(slow.absent));
  expect(slow.absent, 'the slow agent has a visit where nobody came').toBeGreaterThan(0);
  expect(slow.average! < quick.average!, 'the slow agent is rated below the quick one').toBe(true);
  await expect(page.getByTestId('rating-average')).toHaveText(advertiserText.ratingAverage(slow.average!));
});

test('the buyer rates their held viewing; the owner\'s profile, two ratings short before, then shows an average and the comment', async ({ page, baseURL }) => {
  const owner = expectedFigures('owner@example.com');
  expect(owner.ratings, 'the seed leaves the owner one rating short of an average').toBe(2);
  const held = bookings.find((booking) => booking.visitorEmail === 'buyer@example.com' && booking.status === 'held' && !booking.rating)!;
  const listing = properties.find((property) => property.id === held.propertyId)!;

  await openProfileFromListing(page, 'owner@example.com');
  const profilePath = new URL(page.url()).pathname;
  await expect(page.getByTestId('rating-average')).toHaveText(advertiserText.notEnoughRatings);

  await signIn(page, baseURL!, 'buyer');
  await page.goto('/dashboard?view=inspections');
  const item = page.getByRole('article', { name: listing.name });
  const stars = item.getByRole('group', { name: bookingsText.ratingLegend });
  await stars.getByRole('radio', { name: '5 stars' }).check();
  await item.getByLabel(bookingsText.ratingCommentLabel).fill('  Ola showed us every room <and> the meter.  ');
  expect(await seriousViolations(page, 'main')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await item.getByRole('button', { name: bookingsText.sendRating }).click();
  await expect(item).toContainText(bookingsText.yourRating(5));
  await expect(item.getByRole('group', { name: bookingsText.ratingLegend })).toHaveCount(0);

  // The rating expired the owner's cached profile: three ratings now, so an average.
  await page.goto(profilePath);
  await expect(page.getByTestId('rating-average')).toHaveText(advertiserText.ratingAverage(4));
  await expect(page.getByTestId('rating-count')).toHaveText(advertiserText.ratingCount(3));
  const comment = page.getByTestId('rating-comment').first();
  await expect(comment).toContainText('Ola showed us every room <and> the meter.');
  const buyerFirstName = seedUsers.find((user) => user.email === 'buyer@example.com')!.firstName;
  await expect(comment).toContainText(new RegExp(`${buyerFirstName}, [A-Z][a-z]+ \\d{4}`));
  await expect(comment.getByRole('link', { name: listing.name })).toHaveAttribute('href', `/property/${listing.id}`);
});

test('the listings filtered to responsive advertisers show only theirs', async ({ page }) => {
  const listing = firstListingOf(RESPONSIVE_AGENT);
  await page.goto(`/properties/${listing.transactionType === 'BUY' ? 'buy' : 'rent'}`);
  await page.getByLabel(advertiserText.filterLabel).check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL(/responsive_only=1/);
  const listedBy = page.getByTestId('property-card').getByRole('link', { name: /^Listed by / });
  await expect(listedBy.first()).toBeVisible();
  for (const text of await listedBy.allTextContents()) expect(text).toBe(`Listed by ${nameOf(RESPONSIVE_AGENT)}`);
});

test('the owner answers an enquiry from the inbox; the visitor gets the reply from the site', async ({ page, baseURL }) => {
  const waiting = enquiries.find((enquiry) => enquiry.propertyId === firstListingOf('owner@example.com').id && enquiry.repliedAfterMinutes === null)!;
  await signIn(page, baseURL!, 'owner');
  await page.goto('/dashboard?view=enquiries');
  const enquiry = page.getByRole('article', { name: `Mrs. ${waiting.name}` });
  await expect(enquiry.getByText('Not answered yet')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await enquiry.getByLabel('Your reply').fill('Yes, it is still available. Saturday at 11?');
  await enquiry.getByRole('button', { name: 'Send reply' }).click();
  await expect(enquiry.getByText(/^First answered /)).toBeVisible();
  await expect(enquiry.getByText('Yes, it is still available. Saturday at 11?')).toBeVisible();

  const { mail } = await newestMailLinkingTo(waiting.email, `/property/${waiting.propertyId}`);
  expect(mail.subject).toMatch(/^Reply about /);
  expect(mail.text).toContain('Yes, it is still available. Saturday at 11?');
  expect(mail.text).not.toContain('owner@example.com');
});
