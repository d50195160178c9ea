/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { eq } from 'drizzle-orm';
import { freshnessClock } from '../clock';
import { inspectionBookings, properties, propertyLeads, users } from '../db/schema';
import { newAdvertiser } from '../testing/advertisers';
import { LAGOS } from '../testing/fixtureSeedData';
import { apiRequest, startTestProvider, type TestProvider } from '../testing/testProvider';
import { type Refusal } from '../testing/session';

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider();
}, 30_000);
afterAll(() => provider.close());

type Figures = {
  period_days: number; requests: number; answered_within_day: number; median_reply_minutes: number | null; responsive: boolean;
  viewings_held: number; advertiser_absent: number;
};
type Ratings = {
  period_days: number; count: number; min_for_average: number; average: number | null;
  comments: { stars: number; comment: string; month: string; visitor_first_name: string; listing: { id: number; name: string } | null }[];
};
type Profile = {
  advertiser: { id: number; name: string; slug: string; verified_as: string | null; member_since: string; listing_count: number; listings: { id: number }[]; response: Figures; ratings: Ratings };
};

async function call<Body>(path: string) {
  const response = await provider.request(`/api/vst/${path}`, apiRequest('GET'));
  return { status: response.status, body: (await response.json()) as Body };
}
const idOf = async (email: string) => (await provider.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const profileOf = async (id: number) => (await call<Profile>(`advertisers/profile?id=${id}`)).body.advertiser;
const listed = async (query: string) =>
  (await call<{ properties: { data: { id: number }[] } }>(`params/filterProperties?${query}&per_page=48`)).body.properties.data.map((card) => card.id).sort((a, b) => a - b);

let booked = 0;
/**
 * A booking of the owner's listing `propertyId` by the buyer, its slot `daysAgo` days ago (negative: to
 * come), requested a day before it unless `requestedAgoMs` says, answered `answerAfterMs` later.
 */
async function booking(
  daysAgo: number,
  status: 'held' | 'confirmed' | 'expired' | 'declined' | 'cancelled' | 'requested',
  extra: { feedback?: 'as_described' | 'advertiser_absent'; rating?: number; comment?: string; propertyId?: number; visitorId?: number; requestedAgoMs?: number; answerAfterMs?: number; instant?: boolean } = {},
) {
  const now = freshnessClock.now().getTime();
  const startsAt = new Date(now - daysAgo * DAY);
  const requestedAt = new Date(extra.requestedAgoMs === undefined ? startsAt.getTime() - DAY : now - extra.requestedAgoMs);
  booked += 1;
  await provider.db.insert(inspectionBookings).values({
    propertyId: extra.propertyId ?? 7, visitorId: extra.visitorId ?? (await idOf('buyer@example.com')), advertiserId: await idOf('owner@example.com'), startsAt, endsAt: new Date(startsAt.getTime() + HOUR),
    phone: '+2348020000000', status, feedback: extra.feedback ?? null, calendarUid: `test-${booked}@naijahomes.test`, instant: extra.instant ?? false,
    requestedAt, createdAt: requestedAt, updatedAt: requestedAt, answeredAt: extra.answerAfterMs === undefined ? null : new Date(requestedAt.getTime() + extra.answerAfterMs),
    rating: extra.rating ?? null, ratingComment: extra.comment ?? null, ratedAt: extra.rating ? new Date(startsAt.getTime() + daysAgo * HOUR) : null,
  });
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/**
 * An enquiry on `propertyId` made `ageMs` ago, first answered `replyAfterMs` later (never, when null),
 * by a visitor whose address confirmed it asked, unless `from` says otherwise.
 */
async function enquiry(propertyId: number, ageMs: number, replyAfterMs: number | null, from: { userId?: number; email?: string; unconfirmed?: true } = {}) {
  const createdAt = new Date(freshnessClock.now().getTime() - ageMs);
  await provider.db.insert(propertyLeads).values({
    propertyId, title: 'Mr.', name: 'Seeded', email: from.email ?? 'seeded@example.com', userId: from.userId ?? null, phone: '0800', stateId: LAGOS, countryId: 161, platform: 'search',
    createdAt, firstRepliedAt: replyAfterMs === null ? null : new Date(createdAt.getTime() + replyAfterMs), addressConfirmedAt: from.unconfirmed ? null : createdAt,
  });
}

describe('advertisers/profile', () => {
  test('404 for an unknown id, a member who never advertised, and a malformed id', async () => {
    expect((await call<Refusal>('advertisers/profile?id=9999')).status).toBe(404);
    expect((await call<Refusal>(`advertisers/profile?id=${await idOf('staff@example.com')}`)).status).toBe(404);
    expect((await call<Refusal>('advertisers/profile?id=x')).status).toBe(422);
  });

  test('names the advertiser, with a slug, the date they joined and the listings search shows', async () => {
    const buyer = await idOf('buyer@example.com');
    const profile = await profileOf(buyer);
    expect(profile).toMatchObject({ id: buyer, name: 'Bola Buyer', slug: 'bola-buyer', verified_as: null, listing_count: 4 });
    expect(profile.listings.map((card) => card.id)).toEqual([24, 18, 12, 6]);
    // Let, and hidden by staff: out of search, so off the profile too.
    await provider.db.update(properties).set({ availability: 'Let' }).where(eq(properties.id, 24));
    await provider.db.update(properties).set({ hiddenAt: new Date() }).where(eq(properties.id, 18));
    const after = await profileOf(buyer);
    expect(after.listing_count).toBe(2);
    expect(after.listings.map((card) => card.id)).toEqual([12, 6]);
  });

  test('the response figures over 90 days, computed from the enquiries, and the Responsive badge', async () => {
    const owner = await idOf('owner@example.com');
    expect((await profileOf(owner)).response).toMatchObject({ period_days: 90, requests: 0, answered_within_day: 0, median_reply_minutes: null, responsive: false });

    // Five answered within the day (30, 60, 90, 100 minutes and 5 hours), one never: 5 of 6, median 90 minutes.
    for (const replyAfter of [30 * MINUTE, 60 * MINUTE, 90 * MINUTE, 100 * MINUTE, 5 * HOUR, null]) await enquiry(1, 3 * DAY, replyAfter);
    // Not counted: older than 90 days, and one still inside its day without an answer.
    await enquiry(3, 91 * DAY, null);
    await enquiry(3, 2 * HOUR, null);
    // The owner's own enquiries, answered at once, would pass for quick answers: neither counts.
    await enquiry(1, 2 * DAY, MINUTE, { userId: owner, email: 'victim@example.com' });
    await enquiry(1, 2 * DAY, MINUTE, { email: ' Owner@Example.com' });
    // Nor do enquiries whose address never confirmed it asked: signed out, an owner can give anyone's.
    for (let made = 0; made < 3; made += 1) await enquiry(1, 2 * DAY, MINUTE, { email: `stranger${made}@example.com`, unconfirmed: true });
    expect((await profileOf(owner)).response).toMatchObject({ period_days: 90, requests: 6, answered_within_day: 5, median_reply_minutes: 90, responsive: true });
    const ownersListings = await listed('transaction_type=BUY&responsive_only=1');
    expect(ownersListings.length).toBeGreaterThan(0);
    expect(ownersListings).toEqual(await listed('transaction_type=BUY'));

    // One answered after two days: answered, but not within the day (5 of 7, 71 %), and the badge goes.
    await enquiry(5, 10 * DAY, 2 * DAY);
    expect((await profileOf(owner)).response).toMatchObject({ requests: 7, answered_within_day: 5, median_reply_minutes: 95, responsive: false });
    expect(await listed('transaction_type=BUY&responsive_only=1')).toEqual([]);
  });

  test('viewings held and "nobody came" over 90 days, from the inspection bookings', async () => {
    const owner = await idOf('owner@example.com');
    expect((await profileOf(owner)).response).toMatchObject({ viewings_held: 0, advertiser_absent: 0 });
    await booking(3, 'held', { feedback: 'as_described' });
    await booking(10, 'held', { feedback: 'advertiser_absent' });
    await booking(20, 'held');
    await booking(5, 'expired');
    // Older than 90 days, and one still to come: neither counts.
    await booking(95, 'held', { feedback: 'advertiser_absent' });
    await booking(-2, 'confirmed');
    expect((await profileOf(owner)).response).toMatchObject({ viewings_held: 3, advertiser_absent: 1 });
  });

  test('booking requests that waited for the advertiser count with the enquiries; instant ones do not', async () => {
    const owner = await idOf('owner@example.com');
    await provider.db.delete(propertyLeads);
    await provider.db.delete(inspectionBookings);
    // Two enquiries answered in 30 and 40 minutes.
    await enquiry(1, 3 * DAY, 30 * MINUTE);
    await enquiry(1, 3 * DAY, 40 * MINUTE);
    // Confirmed after 10 minutes, declined after an hour, another time offered after 3 hours (still waiting on the visitor).
    await booking(-3, 'confirmed', { requestedAgoMs: 2 * DAY, answerAfterMs: 10 * MINUTE });
    await booking(5, 'declined', { answerAfterMs: HOUR });
    await booking(-5, 'requested', { requestedAgoMs: 30 * HOUR, answerAfterMs: 3 * HOUR, propertyId: 9 });
    expect((await profileOf(owner)).response).toMatchObject({ requests: 5, answered_within_day: 5, median_reply_minutes: 40, responsive: true });
    expect(await listed('transaction_type=BUY&responsive_only=1')).toEqual(await listed('transaction_type=BUY'));

    // Not counted: instant bookings, a request still inside its day, one the visitor cancelled before any answer, one older than 90 days,
    // and one that expired at its slot three hours after it was made (a rival's night-time requests would take the badge).
    await booking(-4, 'confirmed', { instant: true, requestedAgoMs: 4 * DAY, answerAfterMs: 0, propertyId: 10 });
    await booking(2, 'expired', { requestedAgoMs: 2 * DAY + 3 * HOUR, propertyId: 13 });
    await booking(-1, 'requested', { requestedAgoMs: 2 * HOUR, propertyId: 11 });
    await booking(-6, 'cancelled', { requestedAgoMs: 3 * HOUR });
    await booking(92, 'expired');
    expect((await profileOf(owner)).response).toMatchObject({ requests: 5, answered_within_day: 5, median_reply_minutes: 40 });

    // Two requests left to expire: unanswered (5 of 7, 71 %), and the badge goes from the profile and the filter.
    await booking(6, 'expired');
    await booking(8, 'expired');
    expect((await profileOf(owner)).response).toMatchObject({ requests: 7, answered_within_day: 5, median_reply_minutes: 40, responsive: false });
    expect(await listed('transaction_type=BUY&responsive_only=1')).toEqual([]);
  });

  test('ratings of the last 90 days: an average only from three, the latest comments with the first name and month', async () => {
    const owner = await idOf('owner@example.com');
    await provider.db.delete(inspectionBookings);
    expect((await profileOf(owner)).ratings).toEqual({ period_days: 90, count: 0, min_for_average: 3, average: null, comments: [] });

    const [second, third] = [await newAdvertiser(provider.db), await newAdvertiser(provider.db)];
    await booking(10, 'held', { rating: 5, comment: 'Punctual and honest' });
    await booking(20, 'held', { rating: 4, visitorId: second });
    // Not counted: older than 90 days, and held but not rated.
    await booking(95, 'held', { rating: 1, comment: 'Too old to count' });
    await booking(30, 'held');
    const two = (await profileOf(owner)).ratings;
    expect(two).toMatchObject({ count: 2, average: null });
    expect(two.comments).toEqual([{ stars: 5, comment: 'Punctual and honest', month: expect.stringMatching(/^\d{4}-\d{2}$/), visitor_first_name: 'Bola', listing: { id: 7, name: expect.any(String) } }]);

    // A third, on a listing staff have since hidden: it counts, but its comment does not name the listing.
    await booking(3, 'held', { rating: 4, comment: 'Fine', propertyId: 8, visitorId: third });
    await provider.db.update(properties).set({ hiddenAt: new Date() }).where(eq(properties.id, 8));
    const three = (await profileOf(owner)).ratings;
    expect(three).toMatchObject({ count: 3, average: 4.3 });
    expect(three.comments.map((rated) => [rated.comment, rated.listing?.id ?? null])).toEqual([['Fine', null], ['Punctual and honest', 7]]);
  });

  test("one visitor's ratings count once, and a comment links only a listing search shows", async () => {
    const owner = await idOf('owner@example.com');
    await provider.db.delete(inspectionBookings);
    // A friend books three viewings and rates each five stars: still one voice, no average.
    await booking(12, 'held', { rating: 5, comment: 'Best agent' });
    await booking(8, 'held', { rating: 5, comment: 'Best agent again' });
    await booking(4, 'held', { rating: 5, comment: 'Best agent ever', propertyId: 10 });
    const friend = (await profileOf(owner)).ratings;
    expect(friend).toMatchObject({ count: 1, average: null });
    expect(friend.comments.map((rated) => rated.comment)).toEqual(['Best agent ever']);

    // Let since the viewing: out of search, so the public profile does not link it.
    await provider.db.update(properties).set({ availability: 'Let' }).where(eq(properties.id, 10));
    expect((await profileOf(owner)).ratings.comments).toEqual([expect.objectContaining({ comment: 'Best agent ever', listing: null })]);
  });

  test('responsive_only must be 1 or 0', async () => {
    const refused = await call<Refusal>('params/filterProperties?responsive_only=yes');
    expect(refused.status).toBe(422);
    expect(refused.body.ResponseMessage).toEqual({ responsive_only: ['Must be 1 or 0'] });
  });

  test('cards name their advertiser for the link to the profile', async () => {
    const owner = await idOf('owner@example.com');
    const [card] = (await call<{ properties: { data: { advertiser: unknown }[] } }>('params/filterProperties?transaction_type=BUY&per_page=1')).body.properties.data;
    expect(card!.advertiser).toEqual({ id: owner, name: 'Ola Owner', slug: 'ola-owner' });
  });
});
