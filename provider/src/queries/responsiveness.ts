import { and, eq, gt, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { inspectionBookings, properties, propertyLeads, users } from '../db/schema';
import { mailboxOf } from '../http/mailbox';

/**
 * How quickly an advertiser answers, measured in SQL over the requests made to them: enquiries on
 * their listings and inspection bookings that waited for their confirmation. The profile's figures and
 * the listings' "responsive advertisers" filter read the same expressions.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const PERIOD_DAYS = 90;
const ANSWER_WITHIN_HOURS = 24;
/** The "Responsive" badge: most requests answered within a day, typically within two hours, over enough of them. */
export const RESPONSIVE_SHARE = 0.8;
export const RESPONSIVE_MEDIAN_SECONDS = 2 * 60 * 60;
export const RESPONSIVE_MIN_REQUESTS = 5;

const leadListing = alias(properties, 'lead_listing');
const leadOwner = alias(users, 'lead_owner');

/**
 * An enquiry the listing's owner made on their own listing (signed in, or with their own address): it
 * can carry anyone's e-mail, so it is never answered, and answering it must not make an owner look responsive.
 */
export function isSelfMade(lead: { userId: number | null; email: string }, owner: { id: number; email: string }): boolean {
  return lead.userId === owner.id || mailboxOf(lead.email) === mailboxOf(owner.email);
}
/**
 * In SQL, over the enquiries joined to their listing and its owner; addresses compared without case.
 * Only an address that confirmed it asked counts: an owner could otherwise enquire under strangers'
 * addresses while signed out and answer them in a minute.
 */
const fromVisitor = and(
  sql`${propertyLeads.userId} is distinct from ${leadListing.ownerId}`,
  sql`lower(trim(${propertyLeads.email})) <> lower(trim(${leadOwner.email}))`,
  isNotNull(propertyLeads.addressConfirmedAt),
);
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
/** Our own constants, written into the SQL as numbers (as parameters they would arrive as text). */
const number = (value: number) => sql.raw(String(value));

/**
 * Every request of the period, one row each: who was asked, when, when they first answered, and
 * whether it counts yet. An enquiry counts once answered or once its day has passed. A booking request
 * counts once answered (confirmed, declined or another time offered) or expired after a full day to
 * answer: one whose slot came sooner expired unanswerable, and anyone could send those to take an
 * advertiser's badge. An instant booking asked nothing of the advertiser, and one the visitor
 * cancelled before any answer is left out.
 * Reply times run from the first request: a visitor's move later asks again but does not restart them.
 */
function requestsOf(now: Date, advertiserId?: number) {
  const since = at(new Date(now.getTime() - PERIOD_DAYS * DAY_MS));
  const due = at(new Date(now.getTime() - ANSWER_WITHIN_HOURS * 60 * 60 * 1000));
  const qb = new QueryBuilder();
  const enquiries = qb
    .select({
      advertiserId: sql<number>`${leadListing.ownerId}`.as('advertiser_id'),
      askedAt: sql<Date>`${propertyLeads.createdAt}`.as('asked_at'),
      answeredAt: sql<Date | null>`${propertyLeads.firstRepliedAt}`.as('answered_at'),
      counts: sql<boolean>`(${propertyLeads.firstRepliedAt} is not null or ${propertyLeads.createdAt} <= ${due})`.as('counts'),
    })
    .from(propertyLeads)
    .innerJoin(leadListing, eq(leadListing.id, propertyLeads.propertyId))
    .innerJoin(leadOwner, eq(leadOwner.id, leadListing.ownerId))
    .where(and(gt(propertyLeads.createdAt, since), fromVisitor, advertiserId === undefined ? undefined : eq(leadListing.ownerId, advertiserId)));
  const bookingRequests = qb
    .select({
      advertiserId: sql<number>`${inspectionBookings.advertiserId}`.as('advertiser_id'),
      askedAt: sql<Date>`${inspectionBookings.createdAt}`.as('asked_at'),
      answeredAt: sql<Date | null>`${inspectionBookings.answeredAt}`.as('answered_at'),
      counts: sql<boolean>`(${inspectionBookings.answeredAt} is not null or (${inspectionBookings.status} = 'expired' and ${inspectionBookings.startsAt} >= ${inspectionBookings.requestedAt} + make_interval(hours => ${number(ANSWER_WITHIN_HOURS)})))`.as('counts'),
    })
    .from(inspectionBookings)
    .where(and(eq(inspectionBookings.instant, false), gt(inspectionBookings.createdAt, since), advertiserId === undefined ? undefined : eq(inspectionBookings.advertiserId, advertiserId)));
  return enquiries.unionAll(bookingRequests).as('requests');
}

/** The figures' aggregates over the period's requests (a request still inside its day counts once answered). */
function aggregates(requests: ReturnType<typeof requestsOf>) {
  const replySeconds = sql`extract(epoch from (${requests.answeredAt} - ${requests.askedAt}))`;
  const counted = sql<number>`count(*) filter (where ${requests.counts})`;
  const answered = sql<number>`count(*) filter (where ${replySeconds} <= ${number(ANSWER_WITHIN_HOURS * 3600)})`;
  // Ordered-set aggregates skip nulls: the median is that of the requests answered.
  const medianSeconds = sql<number | null>`percentile_cont(0.5) within group (order by ${replySeconds})`;
  const responsive = sql<boolean>`(${counted} >= ${number(RESPONSIVE_MIN_REQUESTS)} and ${answered} >= ${number(RESPONSIVE_SHARE)} * ${counted} and ${medianSeconds} <= ${number(RESPONSIVE_MEDIAN_SECONDS)})`;
  return { requests: counted, answered, medianSeconds, responsive };
}

export type ResponseFigures = { requests: number; answered: number; medianSeconds: number | null; responsive: boolean };

/** One advertiser's figures over the last 90 days. */
export async function responseFiguresOf(db: Database, ownerId: number, now: Date): Promise<ResponseFigures> {
  const period = requestsOf(now, ownerId);
  const { requests, answered, medianSeconds, responsive } = aggregates(period);
  const [row] = await db
    .select({
      requests: requests.mapWith(Number),
      answered: answered.mapWith(Number),
      medianSeconds: medianSeconds.mapWith(Number),
      responsive: sql<boolean>`coalesce(${responsive}, false)`,
    })
    .from(period);
  return row ?? { requests: 0, answered: 0, medianSeconds: null, responsive: false };
}

export type ViewingFigures = { held: number; advertiserAbsent: number };

/** The advertiser's inspections in the period that were held, and those whose visitor said nobody came. */
export async function viewingFiguresOf(db: Database, advertiserId: number, now: Date): Promise<ViewingFigures> {
  const since = at(new Date(now.getTime() - PERIOD_DAYS * DAY_MS));
  const [row] = await db
    .select({
      held: sql<number>`count(*) filter (where ${inspectionBookings.status} = 'held')`.mapWith(Number),
      advertiserAbsent: sql<number>`count(*) filter (where ${inspectionBookings.feedback} = 'advertiser_absent')`.mapWith(Number),
    })
    .from(inspectionBookings)
    .where(and(eq(inspectionBookings.advertiserId, advertiserId), gt(inspectionBookings.startsAt, since), sql`${inspectionBookings.startsAt} <= ${at(now)}`));
  return row ?? { held: 0, advertiserAbsent: 0 };
}

/** The listing's owner has the "Responsive" badge (the listings filter `responsive_only`): one grouped subquery. */
export function ownerResponsive(now: Date): SQL {
  const period = requestsOf(now);
  const responsiveOwners = new QueryBuilder().select({ ownerId: period.advertiserId }).from(period).groupBy(period.advertiserId).having(aggregates(period).responsive);
  return inArray(properties.ownerId, responsiveOwners);
}
