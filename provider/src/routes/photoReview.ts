import { and, desc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import { optionalUser } from '../auth/middleware';
import { listingPhotoMatches, properties, propertyImages, users } from '../db/schema';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { conflict, notFound } from '../http/errors';
import { parseJsonBody } from '../http/validation';
import { heldListingPublishedMail } from '../mail/photoMatchMessages';
import { sendMail } from '../mail/outbox';
import { recordStaffAction } from '../queries/auditLog';
import { findPropertyWithOwner } from '../queries/propertyOwner';
import { fileLink } from '../serializers/fileLink';
import { fullName } from '../serializers/fullName';
import { PROPERTY_NOT_FOUND } from './common';
import { requireStaff, staffDecision, type Staff } from './trust';

/** The queue shows this many held listings at a time, oldest first: their owners have waited longest. */
const QUEUE_SHOWN = 50;

const matched = alias(properties, 'matched');
const matchedOwner = alias(users, 'matched_owner');
const photo = alias(propertyImages, 'photo');
const matchedPhoto = alias(propertyImages, 'matched_photo');

/** Held for staff and not since hidden. */
const waitsForStaff = and(isNotNull(properties.heldForReviewAt), isNull(properties.hiddenAt));

/**
 * Listings held because their photos match another advertiser's listing: staff see both listings and
 * the matching photos side by side, then publish the held one or hide it (routes/trust.ts, with a
 * reason the owner reads). Each decision is in the audit log.
 */
export function photoReviewRoutes({ db, config, jobs }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();
  // Only these paths: the console's other calls check staff in their own routers.
  const staff = new Hono<AppEnv & { Variables: { staff: Staff } }>();
  staff.use('/photoMatches', optionalUser(db), requireStaff(db));
  staff.use('/publishListing', optionalUser(db), requireStaff(db));

  staff.get('/photoMatches', async (c) => {
    const held = await db
      .select({ property: properties, owner: users })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.ownerId))
      .where(waitsForStaff)
      .orderBy(properties.heldForReviewAt, properties.id)
      .limit(QUEUE_SHOWN);
    const pairs = held.length === 0
      ? []
      : await db
          .select({
            propertyId: listingPhotoMatches.propertyId,
            matched: { id: matched.id, name: matched.name, address: matched.address, hiddenAt: matched.hiddenAt },
            matchedOwner,
            photoKey: photo.fileKey,
            matchedPhotoKey: matchedPhoto.fileKey,
            distance: listingPhotoMatches.distance,
          })
          .from(listingPhotoMatches)
          .innerJoin(properties, eq(properties.id, listingPhotoMatches.propertyId))
          .innerJoin(matched, eq(matched.id, listingPhotoMatches.matchedPropertyId))
          .innerJoin(matchedOwner, eq(matchedOwner.id, matched.ownerId))
          .innerJoin(photo, eq(photo.id, listingPhotoMatches.imageId))
          .innerJoin(matchedPhoto, eq(matchedPhoto.id, listingPhotoMatches.matchedImageId))
          // Only another advertiser's listings hold one; the owner's own are theirs to sort out.
          .where(and(inArray(listingPhotoMatches.propertyId, held.map((row) => row.property.id)), ne(matched.ownerId, properties.ownerId)))
          .orderBy(listingPhotoMatches.distance, desc(matched.id), listingPhotoMatches.id);
    const link = (key: string) => fileLink(config.publicUrl, key);
    return c.json({
      listings: held.map(({ property, owner }) => {
        const own = pairs.filter((pair) => pair.propertyId === property.id);
        const matchedIds = [...new Set(own.map((pair) => pair.matched.id))];
        return {
          property: { id: property.id, name: property.name, address: property.address, advertiser: fullName(owner) },
          held_at: property.heldForReviewAt!.toISOString(),
          matches: matchedIds.map((id) => {
            const photos = own.filter((pair) => pair.matched.id === id);
            const { matched: listing, matchedOwner: advertiser } = photos[0]!;
            return {
              property: { id: listing.id, name: listing.name, address: listing.address, advertiser: fullName(advertiser), hidden: listing.hiddenAt !== null },
              photos: photos.map((pair) => ({ photo: link(pair.photoKey), matched_photo: link(pair.matchedPhotoKey), distance: pair.distance })),
            };
          }),
        };
      }),
    });
  });

  staff.post('/publishListing', async (c) => {
    const body = await parseJsonBody(c, staffDecision);
    const found = await findPropertyWithOwner(db, body.property_id);
    if (!found) throw notFound(PROPERTY_NOT_FOUND);
    const { property, owner } = found;
    if (!property.heldForReviewAt || property.hiddenAt) throw conflict('This listing is not waiting for review');
    await db.transaction(async (tx) => {
      await tx.update(properties).set({ heldForReviewAt: null }).where(eq(properties.id, property.id));
      await recordStaffAction(tx, c.var.staff, { action: 'publish_listing', property, reason: body.reason });
      await sendMail(tx, config, heldListingPublishedMail(config.appUrl, owner, property));
      // Now in search: the saved searches it matches hear of it, as they would of a new listing.
      await jobs.listingChanged(tx, property.id);
    });
    return c.json({ Detail: 'The listing is published' });
  });

  routes.route('/staff', staff);
  return routes;
}
