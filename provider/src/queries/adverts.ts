import { and, asc, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { FileStorage } from '../storage/fileStorage';
import { adverts, files, subscriptionTypes } from '../db/schema';
import { notFound, ProviderError } from '../http/errors';
import { addMonths } from './subscriptions';

/** An advert with the plan it was uploaded for (the plan's amount is the price charged). */
export type AdvertWithPlan = { advert: typeof adverts.$inferSelect; plan: typeof subscriptionTypes.$inferSelect };

const withPlan = (db: Database) =>
  db.select({ advert: adverts, plan: subscriptionTypes }).from(adverts).innerJoin(subscriptionTypes, eq(subscriptionTypes.id, adverts.planId));

export function advertsOfUser(db: Database, userId: number): Promise<AdvertWithPlan[]> {
  return withPlan(db).where(eq(adverts.userId, userId)).orderBy(desc(adverts.createdAt), desc(adverts.id));
}

/** The user's own advert; someone else's is answered exactly like one that does not exist. */
export async function advertOfUser(db: Database, { advertId, userId }: { advertId: number; userId: number }): Promise<AdvertWithPlan> {
  const [row] = await withPlan(db).where(and(eq(adverts.id, advertId), eq(adverts.userId, userId)));
  if (!row) throw notFound('Advert not found');
  return row;
}

/**
 * For payments/advertPayment: the advert may be paid for only once its document is verified and
 * before it has been paid. The plan decides the price.
 */
export async function advertAwaitingPayment(db: Database, ids: { advertId: number; userId: number }): Promise<{ planId: number }> {
  const { advert } = await advertOfUser(db, ids);
  if (advert.status === 'uploaded') throw new ProviderError(409, { Detail: 'Verify the advert document before paying for it' });
  if (advert.status !== 'verified') throw new ProviderError(409, { Detail: 'This advert has already been paid for' });
  return { planId: advert.planId };
}

/**
 * Called once per successful Advert_Payment, inside the callback's transaction. A verified advert
 * runs from `paidAt` for its plan's months. Should a second payment started before the first
 * completed also succeed, the money is not lost: the advert runs one more plan period.
 */
export async function activateAdvert(tx: Database, advertId: number, paidAt: Date): Promise<void> {
  const [row] = await withPlan(tx).where(eq(adverts.id, advertId)).for('update', { of: adverts });
  if (!row) throw notFound('Advert not found');
  const { advert, plan } = row;
  const runsFrom = advert.status === 'active' && advert.expiresAt && advert.expiresAt > paidAt ? advert.expiresAt : paidAt;
  await tx
    .update(adverts)
    .set({ status: 'active', paidAt, expiresAt: addMonths(runsFrom, plan.durationMonths) })
    .where(eq(adverts.id, advertId));
}

/** Running now: paid (`active`) and not past its end. A stored `active` past expires_at has expired. */
const runningAt = (now: Date) => and(eq(adverts.status, 'active'), gt(adverts.expiresAt, now));

/** How many characters of a plain-text advert a slot shows; the whole file stays behind its link. */
export const ADVERT_TEXT_MAX_CHARS = 600;

export type RunningAdvert = {
  advert: typeof adverts.$inferSelect;
  contentType: string;
  /** The start of a plain-text document (the slot shows it as the advert's body); null for other types. */
  text: string | null;
};

/**
 * `limit` of the adverts running now, taken in turn: the running adverts in a fixed order (by id),
 * starting at `turn` (modulo their number) and wrapping around. The caller advances `turn` on every
 * read, so each paid advert leads the slots as often as any other. Nothing a visitor can send
 * (impressions, clicks) decides which are shown, or forged impressions could push a rival out.
 */
export async function runningAdverts(
  db: Database,
  storage: FileStorage,
  { now = new Date(), limit, turn }: { now?: Date; limit: number; turn: number },
): Promise<RunningAdvert[]> {
  const running = await db
    .select({ id: adverts.id })
    .from(adverts)
    .innerJoin(files, eq(files.key, adverts.fileKey))
    .where(runningAt(now))
    .orderBy(asc(adverts.id));
  if (running.length === 0) return [];
  const start = turn % running.length;
  const chosen = [...running.slice(start), ...running.slice(0, start)].slice(0, limit).map(({ id }) => id);
  const rows = await db
    .select({ advert: adverts, contentType: files.contentType, sha256: files.sha256 })
    .from(adverts)
    .innerJoin(files, eq(files.key, adverts.fileKey))
    .where(and(inArray(adverts.id, chosen), runningAt(now)));
  rows.sort((a, b) => chosen.indexOf(a.advert.id) - chosen.indexOf(b.advert.id));
  return Promise.all(
    rows.map(async ({ advert, contentType, sha256 }) => {
      const bytes = contentType.startsWith('text/plain') ? await storage.get(sha256) : undefined;
      return { advert, contentType, text: bytes ? bytes.toString('utf8').slice(0, ADVERT_TEXT_MAX_CHARS) : null };
    }),
  );
}

/** One impression for each running advert among `advertIds` (ids of others are ignored); returns how many counted. */
export async function countImpressions(db: Database, advertIds: number[], now: Date = new Date()): Promise<number> {
  const counted = await db
    .update(adverts)
    .set({ impressions: sql`${adverts.impressions} + 1` })
    .where(and(inArray(adverts.id, advertIds), runningAt(now)))
    .returning({ id: adverts.id });
  return counted.length;
}

/**
 * One click on a running advert that has a link, answered with that stored link: the only place a
 * click may lead. An unknown, expired, unpaid or link-less advert is not found.
 */
export async function countClick(db: Database, advertId: number, now: Date = new Date()): Promise<string> {
  const [row] = await db
    .update(adverts)
    .set({ clicks: sql`${adverts.clicks} + 1` })
    .where(and(eq(adverts.id, advertId), runningAt(now), isNotNull(adverts.link)))
    .returning({ link: adverts.link });
  if (!row?.link) throw notFound('Advert not found');
  return row.link;
}
