import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { optionalUser } from '../auth/middleware';
import { properties, propertyDocuments } from '../db/schema';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { conflict, notFound } from '../http/errors';
import { parseJsonBody } from '../http/validation';
import { recordStaffAction } from '../queries/auditLog';
import { privateFileLink } from '../serializers/fileLink';
import { PROPERTY_NOT_FOUND } from './common';
import { requireStaff, staffDecision, type Staff } from './trust';

/** The queue shows this many listings at a time, newest first: an owner who just uploaded is waiting on it. */
const QUEUE_SHOWN = 50;

/** A listing whose title documents staff have not yet looked at: a title other than none, and documents. */
const waitsForStaff = and(
  ne(properties.titleType, 'none'),
  isNull(properties.titleDocumentsSeenAt),
  isNull(properties.hiddenAt),
  sql`exists (select 1 from ${propertyDocuments} where ${propertyDocuments.propertyId} = ${properties.id})`,
);

/**
 * Staff look at the title documents an owner uploaded (private files they may read), and say so: the
 * listing's page then shows "Title documents seen by our staff". Each look is in the audit log.
 */
export function titleReviewRoutes({ db, config }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();
  // Only these paths: the console's other calls check staff in their own router (routes/trust.ts).
  const staff = new Hono<AppEnv & { Variables: { staff: Staff } }>();
  staff.use('/titleDocuments*', optionalUser(db), requireStaff(db));

  staff.get('/titleDocuments', async (c) => {
    const waiting = await db
      .select({ id: properties.id, name: properties.name, address: properties.address, titleType: properties.titleType })
      .from(properties)
      .where(waitsForStaff)
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(QUEUE_SHOWN);
    const documents = waiting.length === 0
      ? []
      : await db
          .select()
          .from(propertyDocuments)
          .where(inArray(propertyDocuments.propertyId, waiting.map((listing) => listing.id)))
          .orderBy(desc(propertyDocuments.createdAt), desc(propertyDocuments.id));
    return c.json({
      listings: waiting.map((listing) => ({
        property: { id: listing.id, name: listing.name, address: listing.address },
        title: listing.titleType,
        documents: documents
          .filter((document) => document.propertyId === listing.id)
          .map((document) => ({ name: document.originalName, link: privateFileLink(config.publicUrl, document.fileKey) })),
      })),
    });
  });

  staff.post('/titleDocumentsSeen', async (c) => {
    const body = await parseJsonBody(c, staffDecision);
    const [listing] = await db.select({ id: properties.id, name: properties.name, waits: sql<boolean>`${waitsForStaff}` }).from(properties).where(eq(properties.id, body.property_id));
    if (!listing) throw notFound(PROPERTY_NOT_FOUND);
    if (!listing.waits) throw conflict('This listing has no title documents waiting to be seen');
    const staff = c.var.staff;
    await db.transaction(async (tx) => {
      await tx.update(properties).set({ titleDocumentsSeenAt: sql`now()` }).where(eq(properties.id, listing.id));
      await recordStaffAction(tx, staff, { action: 'title_documents_seen', property: listing, reason: body.reason });
    });
    return c.json({ Detail: 'The title documents are marked as seen' });
  });

  routes.route('/staff', staff);
  return routes;
}
