/** @jest-environment node */
import { bookings, inspectionHours } from './bookings';
import { properties } from './properties';
import { DEMO_EMAILS } from './users';

const listingOf = (id: number) => properties.find((property) => property.id === id)!;
const hoursOf = (email: string) => inspectionHours.find((hours) => hours.userEmail === email);

test("the buyer's dashboard shows a booking of each kind, an expired request among them", () => {
  const statuses = bookings.filter((booking) => booking.visitorEmail === DEMO_EMAILS.buyer && booking.inDays > -7).map((booking) => booking.status);
  expect(statuses.sort()).toEqual(['confirmed', 'expired', 'held', 'requested']);
});

test('every booking is of a listing on the market whose owner has inspection hours, visited by someone else', () => {
  for (const booking of bookings) {
    const listing = listingOf(booking.propertyId);
    expect(listing.availability).toBe('Available');
    expect(hoursOf(listing.ownerEmail)).toBeDefined();
    expect(booking.visitorEmail).not.toBe(listing.ownerEmail);
    expect(booking.slotMinutes).toBe(hoursOf(listing.ownerEmail)!.slotMinutes);
  }
});

test('held visits are past, waiting and confirmed ones to come; an expired one went unanswered', () => {
  for (const booking of bookings) {
    if (booking.status === 'held') expect(booking.inDays).toBeLessThan(0);
    if (booking.status === 'requested' || booking.status === 'confirmed') expect(booking.inDays).toBeGreaterThan(0);
    if (booking.status === 'expired') expect(booking.answeredAfterHours).toBeUndefined();
    if (booking.feedback) expect(booking.status).toBe('held');
  }
});

test('one agent answers within minutes and takes instant bookings, another answers late', () => {
  const answerHours = (email: string) =>
    bookings.filter((booking) => listingOf(booking.propertyId).ownerEmail === email && booking.answeredAfterHours !== undefined).map((booking) => booking.answeredAfterHours!);
  expect(hoursOf('ngozi.eze@example.com')?.instant).toBe(true);
  expect(Math.max(...answerHours('ngozi.eze@example.com'))).toBeLessThan(1);
  expect(Math.min(...answerHours('tamuno.briggs@example.com'))).toBeGreaterThan(2);
  expect(bookings.some((booking) => listingOf(booking.propertyId).ownerEmail === 'tamuno.briggs@example.com' && booking.feedback === 'advertiser_absent')).toBe(true);
});

test('only held visits are rated; the quick agent is well rated, the slow one mixed, each over enough ratings', () => {
  const starsOf = (email: string) => bookings.filter((booking) => listingOf(booking.propertyId).ownerEmail === email && booking.rating).map((booking) => booking.rating!.stars);
  const average = (stars: number[]) => stars.reduce((sum, value) => sum + value, 0) / stars.length;
  for (const booking of bookings) if (booking.rating) expect(booking.status).toBe('held');
  expect(starsOf('ngozi.eze@example.com').length).toBeGreaterThanOrEqual(3);
  expect(average(starsOf('ngozi.eze@example.com'))).toBeGreaterThanOrEqual(4.5);
  expect(starsOf('tamuno.briggs@example.com').length).toBeGreaterThanOrEqual(3);
  expect(average(starsOf('tamuno.briggs@example.com'))).toBeLessThan(3.5);
});

test("each advertiser's ratings come from different visitors, as the profile counts one a visitor", () => {
  const raters = bookings.filter((booking) => booking.rating).map((booking) => `${listingOf(booking.propertyId).ownerEmail} ${booking.visitorEmail}`);
  expect(new Set(raters).size).toBe(raters.length);
});
