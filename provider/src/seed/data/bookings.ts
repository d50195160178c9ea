import { properties } from './properties';
import type { SeedBooking, SeedInspectionHours } from './types';
import { DEMO_EMAILS } from './users';

/**
 * Inspection hours and bookings of the demo data: the demo owner confirms each request; Ngozi Eze, a
 * verified agent, now takes instant bookings and answered her earlier requests within minutes, and is
 * well rated; Tamuno Briggs answers late or not at all, and is rated mixed. The buyer has one of each
 * kind on their dashboard: waiting, confirmed, held (asking how it went, and for a rating) and expired;
 * the owner has two ratings, one short of an average. Each rating of an advertiser is a different
 * visitor's, as the profile counts one per visitor.
 */
export const RESPONSIVE_AGENT = 'ngozi.eze@example.com';
export const SLOW_AGENT = 'tamuno.briggs@example.com';

const weekdays = (from: string, to: string, days = [1, 2, 3, 4, 5]) => days.map((day) => ({ day, from, to }));

export const inspectionHours: SeedInspectionHours[] = [
  { userEmail: DEMO_EMAILS.owner, weeklyHours: weekdays('10:00', '17:00'), slotMinutes: 60, instant: false },
  { userEmail: RESPONSIVE_AGENT, weeklyHours: weekdays('09:00', '18:00', [1, 2, 3, 4, 5, 6]), slotMinutes: 30, instant: true },
  { userEmail: SLOW_AGENT, weeklyHours: weekdays('14:00', '16:00', [2, 4]), slotMinutes: 60, instant: false },
];

/** The first few listings on the market of an advertiser. */
function listingsOf(email: string, count: number): number[] {
  const ids = properties.filter((property) => property.ownerEmail === email && property.availability === 'Available').map((property) => property.id);
  if (ids.length < count) throw new Error(`The demo bookings need ${count} listings of ${email}`);
  return ids.slice(0, count);
}

const [ownerFirst, ownerSecond] = listingsOf(DEMO_EMAILS.owner, 2) as [number, number];
const [agentFirst, agentSecond] = listingsOf(RESPONSIVE_AGENT, 2) as [number, number];
const [slowFirst, slowSecond] = listingsOf(SLOW_AGENT, 2) as [number, number];

export const bookings: SeedBooking[] = [
  // The buyer's dashboard.
  { propertyId: ownerFirst, visitorEmail: DEMO_EMAILS.buyer, inDays: 3, at: '11:00', slotMinutes: 60, status: 'requested', requestedHoursBefore: 70, note: 'I will come with my husband.' },
  { propertyId: agentFirst, visitorEmail: DEMO_EMAILS.buyer, inDays: 4, at: '10:30', slotMinutes: 30, status: 'confirmed', requestedHoursBefore: 50, answeredAfterHours: 0, instant: true },
  { propertyId: ownerSecond, visitorEmail: DEMO_EMAILS.buyer, inDays: -2, at: '15:00', slotMinutes: 60, status: 'held', requestedHoursBefore: 48, answeredAfterHours: 1 },
  { propertyId: slowFirst, visitorEmail: DEMO_EMAILS.buyer, inDays: 2, at: '14:00', slotMinutes: 60, status: 'expired', requestedHoursBefore: 80 },
  // The responsive agent's history: answered at once, viewings held as described, well rated.
  { propertyId: agentSecond, visitorEmail: DEMO_EMAILS.professional, inDays: -6, at: '12:00', slotMinutes: 30, status: 'held', requestedHoursBefore: 30, answeredAfterHours: 0.1, feedback: 'as_described', rating: { stars: 5, comment: 'On time, and the flat was exactly as in the photos.' } },
  { propertyId: agentFirst, visitorEmail: 'musa.abdullahi@example.com', inDays: -12, at: '09:30', slotMinutes: 30, status: 'held', requestedHoursBefore: 26, answeredAfterHours: 0.2, feedback: 'as_described', rating: { stars: 5 } },
  { propertyId: agentSecond, visitorEmail: DEMO_EMAILS.buyer, inDays: -20, at: '16:00', slotMinutes: 30, status: 'held', requestedHoursBefore: 40, answeredAfterHours: 0.5, feedback: 'as_described', rating: { stars: 4, comment: 'Helpful, answered every question about the service charge.' } },
  // The slow agent's: late answers, one visit where nobody came, one declined, mixed ratings.
  { propertyId: slowSecond, visitorEmail: DEMO_EMAILS.professional, inDays: -9, at: '14:00', slotMinutes: 60, status: 'held', requestedHoursBefore: 60, answeredAfterHours: 30, feedback: 'advertiser_absent', rating: { stars: 1, comment: 'Nobody came; I waited an hour at the gate.' } },
  { propertyId: slowFirst, visitorEmail: DEMO_EMAILS.professional, inDays: -16, at: '15:00', slotMinutes: 60, status: 'declined', requestedHoursBefore: 72, answeredAfterHours: 20, declineReason: 'I am travelling that week.' },
  { propertyId: slowSecond, visitorEmail: DEMO_EMAILS.buyer, inDays: -23, at: '14:00', slotMinutes: 60, status: 'expired', requestedHoursBefore: 96 },
  { propertyId: slowFirst, visitorEmail: DEMO_EMAILS.buyer, inDays: -30, at: '14:00', slotMinutes: 60, status: 'held', requestedHoursBefore: 50, answeredAfterHours: 18, feedback: 'as_described', rating: { stars: 4, comment: 'The house is good, but he confirmed only the night before.' } },
  { propertyId: slowSecond, visitorEmail: 'funmilayo.ogunleye@example.com', inDays: -40, at: '15:00', slotMinutes: 60, status: 'held', requestedHoursBefore: 70, answeredAfterHours: 10, feedback: 'different_from_listing', rating: { stars: 2 } },
  // The owner's: two ratings, one short of an average.
  { propertyId: ownerFirst, visitorEmail: DEMO_EMAILS.professional, inDays: -15, at: '11:00', slotMinutes: 60, status: 'held', requestedHoursBefore: 30, answeredAfterHours: 3, feedback: 'as_described', rating: { stars: 4, comment: 'Clean and quiet, as described.' } },
  { propertyId: ownerSecond, visitorEmail: 'emeka.obi@example.com', inDays: -25, at: '12:00', slotMinutes: 60, status: 'held', requestedHoursBefore: 40, answeredAfterHours: 5, feedback: 'as_described', rating: { stars: 3 } },
];
