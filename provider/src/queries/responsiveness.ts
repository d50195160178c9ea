import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { inspectionBookings, properties, propertyLeads, users } from '../db/schema';
import { mailboxOf } from '../http/mailbox';

/**
 * How quickly an advertiser answers, measured in SQL over the enquiries on their listings: the
 * profile's figures and the listings' "responsive advertisers" filter read the same expressions.
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
/** In SQL, over the enquiries joined to their listing and its owner; addresses compared without case. */
const fromVisitor = and(
  sql`${propertyLeads.userId} is distinct from ${leadListing.ownerId}`,
  sql`lower(trim(${propertyLeads.email})) <> lower(trim(${leadOwner.email}))`,
);
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
const replySeconds = sql`extract(epoch from (${propertyLeads.firstRepliedAt} - ${propertyLeads.createdAt}))`;
/** Our own constants, written into the SQL as numbers (as parameters they would arrive as text). */
const number = (value: number) => sql.raw(String(value));

/** The figures' aggregates over the enquiries in the period (a request still inside its day counts once answered). */
function aggregates(now: Date) {
  const due = new Date(now.getTime() - ANSWER_WITHIN_HOURS * 60 * 60 * 1000);
  const requests = sql<number>`count(*) filter (where ${propertyLeads.firstRepliedAt} is not null or ${propertyLeads.createdAt} <= ${at(due)})`;
  const answered = sql<number>`count(*) filter (where ${replySeconds} <= ${number(ANSWER_WITHIN_HOURS * 3600)})`;
  // Ordered-set aggregates skip nulls: the median is that of the enquiries answered.
  const medianSeconds = sql<number | null>`percentile_cont(0.5) within group (order by ${replySeconds})`;
  const responsive = sql<boolean>`(${requests} >= ${number(RESPONSIVE_MIN_REQUESTS)} and ${answered} >= ${number(RESPONSIVE_SHARE)} * ${requests} and ${medianSeconds} <= ${number(RESPONSIVE_MEDIAN_SECONDS)})`;
  return { requests, answered, medianSeconds, responsive };
}

const inPeriod = (now: Date) => gt(propertyLeads.createdAt, at(new Date(now.getTime() - PERIOD_DAYS * DAY_MS)));

export type ResponseFigures = { requests: number; answered: number; medianSeconds: number | null; responsive: boolean };

/** One advertiser's figures over the last 90 days. */
export async function responseFiguresOf(db: Database, ownerId: number, now: Date): Promise<ResponseFigures> {
  const { requests, answered, medianSeconds, responsive } = aggregates(now);
  const [row] = await db
    .select({
      requests: requests.mapWith(Number),
      answered: answered.mapWith(Number),
      medianSeconds: medianSeconds.mapWith(Number),
      responsive: sql<boolean>`coalesce(${responsive}, false)`,
    })
    .from(propertyLeads)
    .innerJoin(leadListing, eq(leadListing.id, propertyLeads.propertyId))
    .innerJoin(leadOwner, eq(leadOwner.id, leadListing.ownerId))
    .where(and(eq(leadListing.ownerId, ownerId), inPeriod(now), fromVisitor));
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
  const responsiveOwners = new QueryBuilder()
    .select({ ownerId: leadListing.ownerId })
    .from(propertyLeads)
    .innerJoin(leadListing, eq(leadListing.id, propertyLeads.propertyId))
    .innerJoin(leadOwner, eq(leadOwner.id, leadListing.ownerId))
    .where(and(inPeriod(now), fromVisitor))
    .groupBy(leadListing.ownerId)
    .having(aggregates(now).responsive);
  return inArray(properties.ownerId, responsiveOwners);
}
