import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { deletePhotoVariants } from '../photoVariants/storedVariants';
import type { FileStorage } from '../storage/fileStorage';
import {
  adverts,
  authorityLetters,
  backgroundInfoViews,
  banners,
  customerAdvertRequests,
  files,
  homeServiceProjectPhotos,
  homeServiceProjects,
  homeServices,
  paymentEvidence,
  properties,
  propertyDocuments,
  propertyImages,
  saleContactFiles,
  saleContacts,
  tips,
  userSubscriptions,
  users,
  verificationRequests,
} from '../db/schema';

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** What the database knows of a file; its bytes are read from the storage by `sha256`. */
export type StoredFile = { key: string; contentType: string; sha256: string };

/** Puts bytes in the storage; returns the sha256 they are stored by. */
export async function putBytes(storage: FileStorage, body: Buffer): Promise<string> {
  const sha256 = sha256Of(body);
  await storage.put(sha256, body);
  return sha256;
}

/** Inserts the rows of files whose bytes are stored, 100 a statement (the seed has hundreds); a key already stored is kept. */
export async function insertStoredFiles(db: Database, rows: readonly StoredFile[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 100) {
    await db.insert(files).values(rows.slice(start, start + 100)).onConflictDoNothing();
  }
}

/**
 * Stores uploaded bytes under a key made of their sha256: the same file sent twice is stored once.
 * The bytes go to the storage first (a transaction that then fails leaves bytes nothing names, never
 * a row without its bytes), then the metadata to the database.
 * The key is only a name: who may read a file is decided by what refers to it (below), never by
 * knowing the key, so a link handed on opens nothing private.
 */
export async function storeUploadedFile(db: Database, storage: FileStorage, bytes: Buffer, contentType: string): Promise<string> {
  const sha256 = await putBytes(storage, bytes);
  const key = `uploads/${sha256}`;
  await insertStoredFiles(db, [{ key, contentType, sha256 }]);
  return key;
}

// Who may read a file. Every column that holds a file key is listed once here, as public (listing
// photos, tips, banners, service and project pictures, profile pictures, running adverts) or private (identity
// documents, payment evidence, title documents, letters of authority, sell enquiries, advert requests, unpaid adverts).
// A key that two rows share (the same bytes uploaded twice) is public as soon as one public row
// holds it, and readable by everyone any private row lets in.

type Reference = {
  /** The table (or join) and the column that holds a key. */
  from: SQL;
  column: SQL;
  /** Seeded tour videos are stored as `/files/{key}` links, not keys. */
  stored?: (key: string) => string;
  /** When such a row makes the file everyone's to read. */
  public?: (now: Date) => SQL | undefined;
  /** When such a row lets this user read the file. */
  reader?: (userId: number, now: Date) => SQL | undefined;
};

const always = () => sql`true`;

/** The reader is staff, who review identity documents, title documents and letters of authority from the console. */
const isStaff = (userId: number) => sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.role} = 'staff')`;

/** The reader advertises the listing `propertyId` names. */
const advertises = (propertyId: SQL, userId: number) =>
  sql`exists (select 1 from ${properties} where ${properties.id} = ${propertyId} and ${properties.ownerId} = ${userId})`;

/** An advert's file is shown to everyone while it runs (paid, not expired). */
export const advertRunning = (now: Date) => and(eq(adverts.status, 'active'), gt(adverts.expiresAt, now));

/**
 * Private rows and who reads them: the account holder their own identity documents, the buyer
 * their own payment evidence, the sender their own sell enquiry and advert request, the advertiser
 * their advert, and a property's title documents its owner and any user whose live background
 * subscription has opened that property (the view the subscriber paid for).
 */
const REFERENCES: Reference[] = [
  { from: sql`${propertyImages}`, column: sql`${propertyImages.fileKey}`, public: always },
  { from: sql`${tips}`, column: sql`${tips.imageKey}`, public: always },
  { from: sql`${banners}`, column: sql`${banners.imageKey}`, public: always },
  { from: sql`${homeServices}`, column: sql`${homeServices.imageKey}`, public: always },
  { from: sql`${homeServiceProjectPhotos}`, column: sql`${homeServiceProjectPhotos.fileKey}`, public: always },
  { from: sql`${users}`, column: sql`${users.profileImageKey}`, public: always },
  { from: sql`${properties}`, column: sql`${properties.videoLink}`, stored: (key) => `/files/${key}`, public: always },
  {
    from: sql`${adverts}`,
    column: sql`${adverts.fileKey}`,
    public: advertRunning,
    reader: (userId) => eq(adverts.userId, userId),
  },
  { from: sql`${users}`, column: sql`${users.validIdKey}`, reader: (userId) => eq(users.id, userId) },
  { from: sql`${users}`, column: sql`${users.utilityBillKey}`, reader: (userId) => eq(users.id, userId) },
  // The ID as sent with a verification request: the member, and staff, who review it.
  {
    from: sql`${verificationRequests}`,
    column: sql`${verificationRequests.validIdKey}`,
    reader: (userId) => or(eq(verificationRequests.userId, userId), isStaff(userId)),
  },
  { from: sql`${paymentEvidence}`, column: sql`${paymentEvidence.fileKey}`, reader: (userId) => eq(paymentEvidence.userId, userId) },
  {
    from: sql`${propertyDocuments}`,
    column: sql`${propertyDocuments.fileKey}`,
    reader: (userId, now) =>
      or(
        advertises(sql`${propertyDocuments.propertyId}`, userId),
        // Staff look at title documents from the console (routes/titleReview.ts).
        isStaff(userId),
        sql`exists (select 1 from ${backgroundInfoViews}
          inner join ${userSubscriptions} on ${userSubscriptions.id} = ${backgroundInfoViews.userSubscriptionId}
          where ${backgroundInfoViews.propertyId} = ${propertyDocuments.propertyId}
          and ${eq(userSubscriptions.userId, userId)} and ${gt(userSubscriptions.expiresAt, now)})`,
      ),
  },
  // A listing's letter of authority: its advertiser, and staff, who review it (routes/authorityLetters.ts).
  {
    from: sql`${authorityLetters}`,
    column: sql`${authorityLetters.fileKey}`,
    reader: (userId) => or(advertises(sql`${authorityLetters.propertyId}`, userId), isStaff(userId)),
  },
  {
    from: sql`${saleContactFiles} inner join ${saleContacts} on ${saleContacts.id} = ${saleContactFiles.saleContactId}`,
    column: sql`${saleContactFiles.fileKey}`,
    reader: (userId) => eq(saleContacts.userId, userId),
  },
  {
    from: sql`${customerAdvertRequests}`,
    column: sql`${customerAdvertRequests.imageKey}`,
    reader: (userId) => eq(customerAdvertRequests.userId, userId),
  },
];

const referencedBy = (reference: Reference, key: string, condition: SQL | undefined = sql`true`) =>
  sql`exists (select 1 from ${reference.from} where ${reference.column} = ${reference.stored?.(key) ?? key} and ${condition})`;

const publicReferences = (key: string, now: Date) =>
  REFERENCES.flatMap((reference) => (reference.public ? [referencedBy(reference, key, reference.public(now))] : []));

const privateReferences = (key: string, userId: number, now: Date) =>
  REFERENCES.flatMap((reference) => (reference.reader ? [referencedBy(reference, key, reference.reader(userId, now))] : []));

/** Every reference, whoever may read it: what keeps a file stored. */
const anyReference = (key: string) => REFERENCES.map((reference) => referencedBy(reference, key));

const anyOf = (conditions: SQL[]) => sql`(${sql.join(conditions, sql` or `)})`;

const metadata = { key: files.key, contentType: files.contentType, sha256: files.sha256 };

/** The file when anyone may read it (the public `/files/` route). */
export async function publicFile(db: Database, key: string, now = new Date()): Promise<StoredFile | undefined> {
  const [file] = await db
    .select(metadata)
    .from(files)
    .where(and(eq(files.key, key), anyOf(publicReferences(key, now))));
  return file;
}

/** The file when this user may read it (the `/private-files/` route): public files too. */
export async function fileForUser(db: Database, key: string, userId: number, now = new Date()): Promise<StoredFile | undefined> {
  const [file] = await db
    .select(metadata)
    .from(files)
    .where(and(eq(files.key, key), anyOf([...publicReferences(key, now), ...privateReferences(key, userId, now)])));
  return file;
}

/**
 * Deletes those of `keys` that nothing refers to any more, and their bytes (with a photo's variants)
 * when no other key shares them: call it after a row that held a file is replaced or deleted, in the same transaction and as
 * its last step (bytes deleted cannot come back if the transaction is then rolled back). Only the
 * named keys are checked, never the whole table.
 */
export async function releaseFiles(db: Database, storage: FileStorage, keys: readonly (string | null | undefined)[]): Promise<void> {
  const candidates = [...new Set(keys.filter((key): key is string => Boolean(key)))];
  for (const key of candidates) {
    const released = await db
      .delete(files)
      .where(and(eq(files.key, key), sql`not (${anyOf(anyReference(key))})`))
      .returning({ sha256: files.sha256, contentType: files.contentType });
    for (const photo of released) {
      const [shared] = await db.select({ key: files.key }).from(files).where(eq(files.sha256, photo.sha256)).limit(1);
      if (shared) continue;
      await storage.delete(photo.sha256);
      await deletePhotoVariants(storage, photo);
    }
  }
}

/**
 * Moves the bytes a database from before the file storage still holds into the storage, a few
 * rows at a time so a large table never sits in memory at once. Run at every start; a no-op once done.
 */
export async function moveBytesToStorage(db: Database, storage: FileStorage): Promise<number> {
  let moved = 0;
  for (;;) {
    const batch = await db.select({ key: files.key, bytes: files.bytes }).from(files).where(isNotNull(files.bytes)).limit(20);
    if (batch.length === 0) return moved;
    for (const { key, bytes } of batch) {
      if (!bytes) continue;
      await db.update(files).set({ bytes: null, sha256: await putBytes(storage, bytes) }).where(eq(files.key, key));
      moved += 1;
    }
  }
}

/** Every file key a user's account holds, directly or through its listings and purchases (for account deletion). */
export async function fileKeysOfUser(db: Database, userId: number): Promise<string[]> {
  const ownProperties = db.select({ id: properties.id }).from(properties).where(eq(properties.ownerId, userId));
  const rows = await Promise.all([
    db.select({ key: users.profileImageKey }).from(users).where(eq(users.id, userId)),
    db.select({ key: users.validIdKey }).from(users).where(eq(users.id, userId)),
    db.select({ key: users.utilityBillKey }).from(users).where(eq(users.id, userId)),
    db.select({ key: verificationRequests.validIdKey }).from(verificationRequests).where(eq(verificationRequests.userId, userId)),
    db.select({ key: paymentEvidence.fileKey }).from(paymentEvidence).where(eq(paymentEvidence.userId, userId)),
    db.select({ key: adverts.fileKey }).from(adverts).where(eq(adverts.userId, userId)),
    db.select({ key: homeServices.imageKey }).from(homeServices).where(eq(homeServices.ownerId, userId)),
    db
      .select({ key: homeServiceProjectPhotos.fileKey })
      .from(homeServiceProjectPhotos)
      .innerJoin(homeServiceProjects, eq(homeServiceProjects.id, homeServiceProjectPhotos.projectId))
      .innerJoin(homeServices, eq(homeServices.id, homeServiceProjects.homeServiceId))
      .where(eq(homeServices.ownerId, userId)),
    db.select({ key: propertyImages.fileKey }).from(propertyImages).where(inArray(propertyImages.propertyId, ownProperties)),
    db.select({ key: propertyDocuments.fileKey }).from(propertyDocuments).where(inArray(propertyDocuments.propertyId, ownProperties)),
    db.select({ key: authorityLetters.fileKey }).from(authorityLetters).where(inArray(authorityLetters.propertyId, ownProperties)),
  ]);
  return rows.flat().flatMap(({ key }) => (key ? [key] : []));
}
