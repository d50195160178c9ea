import { Hono } from 'hono';
import { z } from 'zod';
import { authOf, requireUser } from '../auth/middleware';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { conflict, forbidden, notFound, tooManyRequests, validationFailed } from '../http/errors';
import { formId } from '../http/fields';
import { parseMultipartBody, type MultipartForm } from '../http/multipart';
import { uploadBodyLimit } from '../http/uploads';
import { slidingWindowLimiter } from '../http/rateLimit';
import { fieldErrorsOf } from '../http/validation';
import { existingListingFiles, insertListing, updateListing, type WhenSaved } from '../queries/listings';
import { listingHeldForReviewMail } from '../mail/photoMatchMessages';
import { sendMail } from '../mail/outbox';
import { photoReviewOf } from '../photoMatch/photoReview';
import { findPropertyDetail } from '../queries/propertyDetail';
import { findPropertyWithOwner } from '../queries/propertyOwner';
import { toPropertyDetail } from '../serializers/property';
import { checkListingForm, type ExistingFiles, type ListingFiles } from './listingForm';
import { propertyOrNotFound, PROPERTY_NOT_FOUND } from './common';

/** Multipart listing routes: exempt from the app's JSON body limit, they set their own. */
export const LISTING_UPLOAD_PATHS = ['/profile/submitListing', '/profile/modifyProperty'] as const;
/** 26 files of at most 5 MB could reach 130 MB; a real listing is far smaller. */
const LISTING_UPLOAD_LIMIT = 100 * 1024 * 1024;
/**
 * Each edit queues its listing's alert job, which compares the listing with every instant search: an
 * owner updating all their prices stays far below this, a script saving in a loop does not.
 */
export const LISTING_EDITS_PER_HOUR = 60;
const HOUR_MS = 60 * 60 * 1000;
const TOO_MANY_EDITS = 'You have edited your listings too many times in a short time; please try again later';
/** Staff hid it: its owner may read it (and the reason) but not change it, nor announce it to searches. */
export const HIDDEN_LISTING = 'Staff have hidden this listing, so it cannot be edited. The reason is in your dashboard; contact us if you think it is wrong.';

export const IN_REVIEW =
  "It is in review: some of its photos match another advertiser's listing, so our staff will look at both before it is shown.";

/** An owner creates and edits their listings; only the owner may edit, whatever the body says. */
export function listingRoutes({ db, storage, config, jobs }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();
  const signedIn = requireUser(db);
  const editsPerOwner = slidingWindowLimiter(LISTING_EDITS_PER_HOUR, HOUR_MS);

  async function checkedOrRefused(form: MultipartForm, existing: ExistingFiles) {
    const checked = await checkListingForm(db, form, existing);
    if (!checked.ok) throw validationFailed(checked.errors);
    return checked;
  }

  /**
   * In the listing's transaction: its instant alerts are queued with it and sent by a job, and so are
   * the variants of the photos sent (photoVariants/): the owner waits for none of them.
   */
  const whenSaved =
    ({ primaryImage, otherImages, floorPlans }: ListingFiles): WhenSaved =>
    async (tx, propertyId) => {
      await jobs.listingChanged(tx, propertyId);
      if (primaryImage || otherImages.length > 0 || floorPlans.length > 0) await jobs.photosAdded(tx, propertyId);
    };

  async function detailOf(propertyId: number) {
    const detail = await findPropertyDetail(db, propertyId);
    if (!detail) throw notFound(PROPERTY_NOT_FOUND);
    return toPropertyDetail(detail, config.publicUrl);
  }

  /**
   * The saved listing, and what its photos matched (contract extension): held for staff when they are
   * another advertiser's (its owner is e-mailed once), and the owner's own listings with the same photos.
   */
  async function savedAnswer(propertyId: number, newlyHeld: boolean, done: string) {
    const review = await photoReviewOf(db, propertyId);
    if (newlyHeld) {
      const found = await findPropertyWithOwner(db, propertyId);
      if (found) await sendMail(db, config, listingHeldForReviewMail(config.appUrl, found.owner, found.property));
    }
    return { Detail: review.in_review ? `${done}. ${IN_REVIEW}` : done, property: await detailOf(propertyId), photo_review: review };
  }

  routes.post(LISTING_UPLOAD_PATHS[0], uploadBodyLimit(LISTING_UPLOAD_LIMIT), signedIn, async (c) => {
    const form = await parseMultipartBody(c);
    const { fields, files } = await checkedOrRefused(form, undefined);
    const saved = await insertListing(db, storage, authOf(c).userId, fields, files, whenSaved(files));
    return c.json(await savedAnswer(saved.propertyId, saved.held, 'Property listed successfully'), 201);
  });

  routes.post(LISTING_UPLOAD_PATHS[1], uploadBodyLimit(LISTING_UPLOAD_LIMIT), signedIn, async (c) => {
    const form = await parseMultipartBody(c);
    const target = z.object({ propertyID: formId }).safeParse(form.text);
    if (!target.success) throw validationFailed(fieldErrorsOf(target.error));
    const propertyId = target.data.propertyID;
    // Ownership first: someone else's property is refused before anything in the form is read.
    const { property } = await propertyOrNotFound(db, propertyId);
    if (property.ownerId !== authOf(c).userId) throw forbidden('You can only edit your own property');
    if (property.hiddenAt) throw conflict(HIDDEN_LISTING);
    const waitSeconds = editsPerOwner.take(String(property.ownerId));
    if (waitSeconds !== undefined) throw tooManyRequests(TOO_MANY_EDITS, waitSeconds);
    const { fields, files } = await checkedOrRefused(form, await existingListingFiles(db, propertyId));
    // A change can make it match searches it did not (a lower price): they get an alert, others none again.
    const { held } = await updateListing(db, storage, propertyId, fields, files, whenSaved(files));
    return c.json(await savedAnswer(propertyId, held, 'Property updated successfully'));
  });

  return routes;
}
