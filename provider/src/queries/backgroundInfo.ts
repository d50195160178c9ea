import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { backgroundInfoViews, properties, propertyBackgroundInfo, propertyDocuments, userSubscriptions } from '../db/schema';
import { forbidden } from '../http/errors';
import type { CheckedFile } from '../http/uploads';
import type { FileStorage } from '../storage/fileStorage';
import { releaseFiles, storeUploadedFile } from './files';
import { activeSubscription } from './subscriptions';

/** The Detail the web app words as "You don't have an active subscription". */
export const NO_ACTIVE_SUBSCRIPTION = 'The user does not have an active subscription';

/**
 * How views are counted: one view per distinct property per subscription. Opening a property for the
 * first time under a live background_info subscription uses one of its views; opening it again while
 * any live subscription has already opened it is free. When no live subscription has views left (or
 * none is live), the documents stay closed. Runs in one transaction, so two tabs opening the same
 * property count once (the unique index on subscription and property settles the race).
 * Returns the views left on the subscription that answered.
 */
export async function openBackgroundInfo(db: Database, userId: number, propertyId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const [opened] = await tx
      .select({ viewsRemaining: userSubscriptions.viewsRemaining })
      .from(backgroundInfoViews)
      .innerJoin(userSubscriptions, eq(userSubscriptions.id, backgroundInfoViews.userSubscriptionId))
      .where(and(eq(userSubscriptions.userId, userId), eq(backgroundInfoViews.propertyId, propertyId), gt(userSubscriptions.expiresAt, now)))
      .limit(1);
    if (opened) return { viewsRemaining: opened.viewsRemaining };

    const subscription = await activeSubscription(tx, userId, 'background_info', now);
    if (!subscription) throw forbidden(NO_ACTIVE_SUBSCRIPTION);
    const [view] = await tx
      .insert(backgroundInfoViews)
      .values({ userSubscriptionId: subscription.id, propertyId, viewedAt: now })
      .onConflictDoNothing()
      .returning({ id: backgroundInfoViews.id });
    if (!view) return { viewsRemaining: subscription.viewsRemaining };
    const [counted] = await tx
      .update(userSubscriptions)
      .set({ viewsRemaining: sql`${userSubscriptions.viewsRemaining} - 1` })
      .where(and(eq(userSubscriptions.id, subscription.id), gt(userSubscriptions.viewsRemaining, 0)))
      .returning({ viewsRemaining: userSubscriptions.viewsRemaining });
    // Another request used the last view between the look-up and here: undo this one.
    if (!counted) throw forbidden(NO_ACTIVE_SUBSCRIPTION);
    return { viewsRemaining: counted.viewsRemaining };
  });
}

/** The property's documents (uploaded with the listing) and its ground rent and inspection report. */
export async function backgroundInfoOf(db: Database, propertyId: number) {
  const [documents, [info]] = await Promise.all([
    db
      .select({ id: propertyDocuments.id, fileKey: propertyDocuments.fileKey, name: propertyDocuments.originalName })
      .from(propertyDocuments)
      .where(eq(propertyDocuments.propertyId, propertyId))
      .orderBy(propertyDocuments.id),
    db.select().from(propertyBackgroundInfo).where(eq(propertyBackgroundInfo.propertyId, propertyId)),
  ]);
  return { documents, info };
}

/** A document and its property's owner, for the owner's edit. */
export async function documentWithOwner(db: Database, documentId: number) {
  const [row] = await db
    .select({ id: propertyDocuments.id, ownerId: properties.ownerId })
    .from(propertyDocuments)
    .innerJoin(properties, eq(properties.id, propertyDocuments.propertyId))
    .where(eq(propertyDocuments.id, documentId));
  return row;
}

/** The document keeps its id (links in old pages just show the old file); its file and name change. */
export async function replaceDocumentFile(db: Database, storage: FileStorage, documentId: number, file: CheckedFile) {
  return db.transaction(async (tx) => {
    const fileKey = await storeUploadedFile(tx, storage, file.bytes, file.type);
    const [before] = await tx.select({ fileKey: propertyDocuments.fileKey }).from(propertyDocuments).where(eq(propertyDocuments.id, documentId));
    const [row] = await tx
      .update(propertyDocuments)
      .set({ fileKey, originalName: file.name })
      .where(eq(propertyDocuments.id, documentId))
      .returning();
    if (!row) throw new Error(`Document ${documentId} vanished while being replaced`);
    await releaseFiles(tx, storage, [before?.fileKey]);
    return row;
  });
}
