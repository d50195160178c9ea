import { and, eq, isNull, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { authOf, optionalUser, requireUser } from '../auth/middleware';
import type { Database } from '../db/client';
import { authorityLetters, properties, users } from '../db/schema';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { conflict, forbidden, notFound, validationFailed } from '../http/errors';
import { formId, positiveId } from '../http/fields';
import { parseMultipartBody } from '../http/multipart';
import { checkedFiles, uploadBodyLimit, type FileRule } from '../http/uploads';
import { parseJsonBody, parseQuery } from '../http/validation';
import { recordStaffAction } from '../queries/auditLog';
import { releaseFiles, storeUploadedFile } from '../queries/files';
import { letterFrom } from '../queries/ownerAuthority';
import { privateFileLink } from '../serializers/fileLink';
import { fullName } from '../serializers/fullName';
import { propertyOrNotFound, PROPERTY_NOT_FOUND } from './common';
import { requireStaff, staffDecision, type Staff } from './trust';

/** Multipart: exempt from the app's JSON body limit, it sets its own (one document of at most 5 MB). */
export const AUTHORITY_UPLOAD_PATHS = ['/profile/uploadAuthorityLetter'] as const;
const AUTHORITY_UPLOAD_LIMIT = 6 * 1024 * 1024;
const ONE_DOCUMENT: FileRule = { accept: 'document', min: 1, max: 1 };
/** The queue shows this many letters at a time, oldest first: the advertiser who waited longest is next. */
const QUEUE_SHOWN = 50;

type LetterRow = typeof authorityLetters.$inferSelect;

const toOwnLetter = (letter: LetterRow, publicUrl: string) => ({
  name: letter.originalName,
  link: privateFileLink(publicUrl, letter.fileKey),
  status: letter.status,
  reason: letter.reason,
  uploaded_at: letter.uploadedAt.toISOString(),
  reviewed_at: letter.reviewedAt?.toISOString() ?? null,
});

/**
 * Provider extension (docs/provider-contract.md, "Owner's authority"): an advertiser uploads the
 * landlord's or seller's letter of authority for their listing; staff see it (private to them and the
 * advertiser), and mark it seen or refuse it with a reason, each in the audit log. A seen letter shows
 * on the listing's page and lifts the listing in the lists (queries/ownerAuthority.ts).
 */
export function authorityLetterRoutes({ db, storage, config }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();
  const signedIn = requireUser(db);

  /** The caller's own listing, or 404 / 403: the letter is the advertiser's to send and read. */
  async function ownListing(propertyId: number, userId: number) {
    const { property } = await propertyOrNotFound(db, propertyId);
    if (property.ownerId !== userId) throw forbidden('You can only change your own listing');
    return property;
  }

  const letterOf = async (propertyId: number, from: Database = db) =>
    (await from.select().from(authorityLetters).where(eq(authorityLetters.propertyId, propertyId)))[0];

  routes.get('/profile/authorityLetter', signedIn, async (c) => {
    const { property_id } = parseQuery(c, z.object({ property_id: positiveId }));
    const property = await ownListing(property_id, authOf(c).userId);
    const letter = await letterOf(property.id);
    return c.json({ letter_from: letterFrom(property.transactionType), letter: letter ? toOwnLetter(letter, config.publicUrl) : null });
  });

  routes.post(AUTHORITY_UPLOAD_PATHS[0], uploadBodyLimit(AUTHORITY_UPLOAD_LIMIT), signedIn, async (c) => {
    const form = await parseMultipartBody(c);
    const propertyId = formId.safeParse(form.text.property_id);
    if (!propertyId.success) throw validationFailed({ property_id: propertyId.error.issues.map((issue) => issue.message) });
    const property = await ownListing(propertyId.data, authOf(c).userId);
    const checked = await checkedFiles(form.files.letter, ONE_DOCUMENT);
    const [file] = checked.files;
    if (checked.errors.length > 0 || !file) throw validationFailed({ letter: checked.errors });
    await db.transaction(async (tx) => {
      const before = await letterOf(property.id, tx);
      const fileKey = await storeUploadedFile(tx, storage, file.bytes, file.type);
      // A new letter replaces the old and waits for staff again: what they saw was the old one.
      const values = { fileKey, originalName: file.name.slice(0, 200), status: 'waiting' as const, reason: null, reviewedAt: null, uploadedAt: new Date() };
      await tx
        .insert(authorityLetters)
        .values({ propertyId: property.id, ...values })
        .onConflictDoUpdate({ target: authorityLetters.propertyId, set: values });
      if (before && before.fileKey !== fileKey) await releaseFiles(tx, storage, [before.fileKey]);
    });
    const letter = await letterOf(property.id);
    return c.json({ Detail: 'Your letter of authority has been sent to our staff', letter: letter && toOwnLetter(letter, config.publicUrl) }, 201);
  });

  // Only these paths: the console's other calls check staff in their own routers.
  type StaffEnv = AppEnv & { Variables: { staff: Staff } };
  const staff = new Hono<StaffEnv>();
  staff.use('/authorityLetter*', optionalUser(db), requireStaff(db));

  staff.get('/authorityLetters', async (c) => {
    const waiting = await db
      .select({ letter: authorityLetters, property: properties, advertiser: { firstName: users.firstName, lastName: users.lastName } })
      .from(authorityLetters)
      .innerJoin(properties, eq(properties.id, authorityLetters.propertyId))
      .innerJoin(users, eq(users.id, properties.ownerId))
      .where(and(eq(authorityLetters.status, 'waiting'), isNull(properties.hiddenAt)))
      .orderBy(authorityLetters.uploadedAt, authorityLetters.propertyId)
      .limit(QUEUE_SHOWN);
    return c.json({
      letters: waiting.map(({ letter, property, advertiser }) => ({
        property: { id: property.id, name: property.name, address: property.address },
        advertiser: fullName(advertiser),
        letter_from: letterFrom(property.transactionType),
        name: letter.originalName,
        link: privateFileLink(config.publicUrl, letter.fileKey),
        uploaded_at: letter.uploadedAt.toISOString(),
      })),
    });
  });

  /** Staff's decision on a waiting letter, with the audit entry, in one transaction. */
  const decide = (status: 'seen' | 'refused') => async (c: Context<StaffEnv>) => {
    const body = await parseJsonBody(c, staffDecision);
    const [listing] = await db.select({ id: properties.id, name: properties.name }).from(properties).where(eq(properties.id, body.property_id));
    if (!listing) throw notFound(PROPERTY_NOT_FOUND);
    await db.transaction(async (tx) => {
      const decided = await tx
        .update(authorityLetters)
        .set({ status, reviewedAt: sql`now()`, reason: status === 'refused' ? body.reason : null })
        .where(and(eq(authorityLetters.propertyId, listing.id), eq(authorityLetters.status, 'waiting')))
        .returning({ propertyId: authorityLetters.propertyId });
      if (decided.length === 0) throw conflict('This listing has no letter of authority waiting for staff');
      await recordStaffAction(tx, c.var.staff, { action: `authority_letter_${status}`, property: listing, reason: body.reason });
    });
    return c.json({ Detail: status === 'seen' ? 'The letter of authority is marked as seen' : 'The letter of authority is refused' });
  };
  staff.post('/authorityLetterSeen', decide('seen'));
  staff.post('/authorityLetterRefused', decide('refused'));

  routes.route('/staff', staff);
  return routes;
}
