import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNotNull, max, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { optionalUser } from '../auth/middleware';
import { cancelBookingsOfHiddenListing } from '../bookings/hiddenListing';
import { freshnessClock } from '../clock';
import type { Database } from '../db/client';
import { listingReports, properties, REPORT_REASONS, staffActions, users, VISITORS_SAID_GONE } from '../db/schema';
import { clientKey } from '../http/clientAddress';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { conflict, listingGone, notFound, tooManyRequests, validationFailed } from '../http/errors';
import { emailAddress, optionalText, positiveId, REQUIRED, requiredText } from '../http/fields';
import { mailboxOf } from '../http/mailbox';
import { slidingWindowLimiter } from '../http/rateLimit';
import { parseJsonBody } from '../http/validation';
import { recordStaffAction } from '../queries/auditLog';
import { goneAnswersOfOpenReports } from '../queries/goneAnswers';
import { listingHiddenMail, listingReportedMail, listingRestoredMail } from '../mail/messages';
import { sendMail } from '../mail/outbox';
import { findPropertyWithOwner } from '../queries/propertyOwner';
import { fullName } from '../serializers/fullName';
import { PROPERTY_NOT_FOUND } from './common';

export const REPORT_DETAILS_MAX = 1000;
const STAFF_REASON_MAX = 500;
const HOUR_MS = 60 * 60 * 1000;
/**
 * A reporter (a member's account or a visitor's address, and the mailbox the reference goes to) may
 * send this many reports an hour, on any listings.
 */
export const REPORTS_PER_CLIENT_PER_HOUR = 5;
/** And report the same listing once a day: a second report from the same reporter adds nothing. */
const REPORTS_PER_CLIENT_AND_LISTING_PER_DAY = 1;
/**
 * A listing takes at most this many reports an hour from everyone, so a flood cannot bury the queue.
 * Counted after each reporter's own limits, so it takes this many different reporters to fill it.
 */
export const REPORTS_PER_LISTING_PER_HOUR = 20;
const AUDIT_SHOWN = 100;
const NOT_FOUND = 'Not Found';

const report = z.object({
  property_id: positiveId,
  reason: z.enum(REPORT_REASONS, { error: (issue) => (issue.input === undefined ? REQUIRED : 'Unknown reason') }),
  details: optionalText.pipe(z.string().max(REPORT_DETAILS_MAX, `Must be at most ${REPORT_DETAILS_MAX} characters`).optional()),
  email: optionalText.pipe(emailAddress.optional()),
});

export const staffDecision = z.object({
  property_id: positiveId,
  reason: requiredText.pipe(z.string().max(STAFF_REASON_MAX, `Must be at most ${STAFF_REASON_MAX} characters`)),
});

/** R- and ten characters a reporter can read aloud (no 0/O or 1/I). */
export function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `R-${[...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/** The wait of the first limit that refuses, each taken in turn: a refused report spends nothing of the later ones. */
function firstRefusal(takes: (() => number | undefined)[]): number | undefined {
  for (const take of takes) {
    const wait = take();
    if (wait !== undefined) return wait;
  }
  return undefined;
}

export type Staff = { id: number; name: string };

/**
 * Staff only, and 404 for everyone else (visitors and members alike), so the console's calls do not
 * even say they exist. Checked on every call from the database, not from anything the web app sends.
 */
export function requireStaff(db: Database) {
  return createMiddleware<AppEnv & { Variables: { staff: Staff } }>(async (c, next) => {
    const auth = c.get('auth');
    const [user] = auth ? await db.select().from(users).where(eq(users.id, auth.userId)) : [];
    if (!user || user.role !== 'staff') throw notFound(NOT_FOUND);
    c.set('staff', { id: user.id, name: fullName(user) });
    await next();
  });
}

/** Reports of listings (anyone), and the staff console's queues and actions (staff only). */
export function trustRoutes({ db, config, jobs }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();
  const perClient = slidingWindowLimiter(REPORTS_PER_CLIENT_PER_HOUR, HOUR_MS);
  const perClientAndListing = slidingWindowLimiter(REPORTS_PER_CLIENT_AND_LISTING_PER_DAY, 24 * HOUR_MS);
  const perListing = slidingWindowLimiter(REPORTS_PER_LISTING_PER_HOUR, HOUR_MS);

  // What a provider with reports accepts; the web app shows "Report this listing" only when this answers.
  routes.get('/property/report', (c) => c.json({ reasons: REPORT_REASONS, details_max: REPORT_DETAILS_MAX }));

  // The listings staff hid: the web app answers 410 for their pages. Public, as those pages are.
  routes.get('/property/hidden', async (c) => {
    const rows = await db.select({ id: properties.id }).from(properties).where(isNotNull(properties.hiddenAt)).orderBy(properties.id);
    return c.json({ ids: rows.map((row) => row.id) });
  });

  routes.post('/property/report', optionalUser(db), async (c) => {
    const body = await parseJsonBody(c, report);
    const auth = c.var.auth;
    const [member] = auth ? await db.select({ email: users.email }).from(users).where(eq(users.id, auth.userId)) : [];
    const email = member?.email ?? body.email;
    if (!email) throw validationFailed({ email: ['Please enter your e-mail address so we can send you the reference'] });
    const found = await findPropertyWithOwner(db, body.property_id);
    if (!found) throw notFound(PROPERTY_NOT_FOUND);
    if (found.property.hiddenAt) throw listingGone();

    // Every way of telling who reports counts: an inbox's plus and dot variants, or a fresh address,
    // do not make a new reporter.
    const reporters = [member ? `user:${auth!.userId}` : `client:${clientKey(c)}`, `mailbox:${mailboxOf(email)}`];
    const waitSame = firstRefusal(reporters.map((reporter) => () => perClientAndListing.take(`${reporter}:${body.property_id}`)));
    if (waitSame !== undefined) throw tooManyRequests('You have already reported this listing; our staff will review it', waitSame);
    const wait = firstRefusal([...reporters.map((reporter) => () => perClient.take(reporter)), () => perListing.take(String(body.property_id))]);
    if (wait !== undefined) throw tooManyRequests('Too many reports; please try again later', wait);

    const reference = newReference();
    await db.transaction(async (tx) => {
      await tx.insert(listingReports).values({
        reference,
        propertyId: found.property.id,
        reporterId: auth?.userId ?? null,
        reporterEmail: email,
        reason: body.reason,
        details: body.details ?? null,
      });
      await sendMail(tx, config, listingReportedMail(config.appUrl, email, found.property, reference));
    });
    return c.json({ Detail: 'Thank you, your report was sent', reference }, 201);
  });

  const staff = new Hono<AppEnv & { Variables: { staff: Staff } }>();
  staff.use('*', optionalUser(db), requireStaff(db));

  staff.get('/console', async (c) => {
    const [open, reports, hidden, audit, goneAnswers] = await Promise.all([
      db
        .select({
          propertyId: listingReports.propertyId,
          open: count(),
          latest: max(listingReports.createdAt),
          name: properties.name,
          address: properties.address,
          hiddenAt: properties.hiddenAt,
        })
        .from(listingReports)
        .innerJoin(properties, eq(properties.id, listingReports.propertyId))
        .where(eq(listingReports.status, 'open'))
        .groupBy(listingReports.propertyId, properties.id)
        .orderBy(desc(count()), desc(max(listingReports.createdAt)), listingReports.propertyId),
      db
        .select()
        .from(listingReports)
        .where(eq(listingReports.status, 'open'))
        .orderBy(desc(listingReports.createdAt)),
      db
        .select({ id: properties.id, name: properties.name, hiddenAt: properties.hiddenAt, hiddenReason: properties.hiddenReason })
        .from(properties)
        .where(isNotNull(properties.hiddenAt))
        .orderBy(desc(properties.hiddenAt)),
      db
        .select()
        .from(staffActions)
        .orderBy(desc(staffActions.createdAt), desc(staffActions.id))
        .limit(AUDIT_SHOWN),
      goneAnswersOfOpenReports(db),
    ]);
    return c.json({
      reports: open.map((group) => ({
        property: { id: group.propertyId, name: group.name, address: group.address, hidden: group.hiddenAt !== null },
        open_count: group.open,
        latest_at: new Date(group.latest ?? 0).toISOString(),
        // Who reported stays with the provider: staff see what and when, never the reporter's address.
        reports: reports
          .filter((row) => row.propertyId === group.propertyId)
          .map((row) => ({
            reference: row.reference,
            reason: row.reason,
            details: row.details,
            created_at: row.createdAt.toISOString(),
            ...(row.reason === VISITORS_SAID_GONE ? { answered_at: goneAnswers.get(row.id) ?? [] } : {}),
          })),
      })),
      hidden: hidden.map((row) => ({ id: row.id, name: row.name, hidden_at: row.hiddenAt!.toISOString(), hidden_reason: row.hiddenReason ?? '' })),
      // Each row as it was written: names as they were then, even of accounts and listings since deleted.
      audit: audit.map((action) => ({
        id: action.id,
        staff_id: action.staffId,
        staff_name: action.staffName,
        action: action.action,
        property: action.propertyId === null ? null : { id: action.propertyId, name: action.propertyName ?? '' },
        // A verification decision is about a member, not a listing (staffVerification.ts).
        member: action.detail?.member ?? null,
        reports: action.detail?.reports ?? [],
        reason: action.reason,
        created_at: action.createdAt.toISOString(),
      })),
    });
  });

  /** Open reports of the listing become `status`; answers their references for the audit log. */
  async function closeReports(tx: Database, propertyId: number, status: 'dismissed' | 'actioned') {
    const closed = await tx
      .update(listingReports)
      .set({ status, resolvedAt: sql`now()` })
      .where(and(eq(listingReports.propertyId, propertyId), eq(listingReports.status, 'open')))
      .returning({ reference: listingReports.reference });
    return closed.map((row) => row.reference);
  }

  staff.post('/hideListing', async (c) => {
    const body = await parseJsonBody(c, staffDecision);
    const found = await findPropertyWithOwner(db, body.property_id);
    if (!found) throw notFound(PROPERTY_NOT_FOUND);
    if (found.property.hiddenAt) throw conflict('This listing is already hidden');
    await db.transaction(async (tx) => {
      // A listing held for staff is decided: restoring it later publishes it.
      await tx.update(properties).set({ hiddenAt: sql`now()`, hiddenReason: body.reason, heldForReviewAt: null }).where(eq(properties.id, found.property.id));
      await cancelBookingsOfHiddenListing(tx, config, jobs, found.property.id, freshnessClock.now());
      const references = await closeReports(tx, found.property.id, 'actioned');
      await recordStaffAction(tx, c.var.staff, { action: 'hide_listing', property: found.property, reason: body.reason, detail: { reports: references } });
      await sendMail(tx, config, listingHiddenMail(config.appUrl, found.owner, found.property, body.reason));
    });
    return c.json({ Detail: 'The listing is hidden' });
  });

  staff.post('/restoreListing', async (c) => {
    const body = await parseJsonBody(c, staffDecision);
    const found = await findPropertyWithOwner(db, body.property_id);
    if (!found) throw notFound(PROPERTY_NOT_FOUND);
    if (!found.property.hiddenAt) throw conflict('This listing is not hidden');
    await db.transaction(async (tx) => {
      await tx.update(properties).set({ hiddenAt: null, hiddenReason: null }).where(eq(properties.id, found.property.id));
      await recordStaffAction(tx, c.var.staff, { action: 'restore_listing', property: found.property, reason: body.reason });
      await sendMail(tx, config, listingRestoredMail(config.appUrl, found.owner, found.property));
    });
    return c.json({ Detail: 'The listing is visible again' });
  });

  staff.post('/dismissReports', async (c) => {
    const body = await parseJsonBody(c, staffDecision);
    const found = await findPropertyWithOwner(db, body.property_id);
    if (!found) throw notFound(PROPERTY_NOT_FOUND);
    const references = await db.transaction(async (tx) => {
      const closed = await closeReports(tx, found.property.id, 'dismissed');
      if (closed.length === 0) throw conflict('This listing has no open reports');
      await recordStaffAction(tx, c.var.staff, { action: 'dismiss_reports', property: found.property, reason: body.reason, detail: { reports: closed } });
      return closed;
    });
    return c.json({ Detail: 'The reports were dismissed', dismissed: references.length });
  });

  routes.route('/staff', staff);
  return routes;
}
