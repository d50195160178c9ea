import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { FileStorage } from '../storage/fileStorage';
import { adverts, subscriptionTypes } from '../db/schema';
import { storeUploadedFile } from '../queries/files';
import { addMonths } from '../queries/subscriptions';
import type { SeedAdvert } from './data/types';

/** The demo adverts; runs after the plans are seeded, as each advert names its plan by id. */
export async function seedAdverts(
  tx: Database,
  storage: FileStorage,
  data: SeedAdvert[],
  { userIdOf, daysAgo }: { userIdOf(email: string, usedBy: string): number; daysAgo(days: number): Date },
): Promise<void> {
  if (data.length === 0) return;
  const plans = await tx.select().from(subscriptionTypes).where(inArray(subscriptionTypes.id, data.map((advert) => advert.planId)));
  const monthsOf = new Map(plans.map((plan) => [plan.id, plan.durationMonths]));
  for (const advert of data) {
    const months = monthsOf.get(advert.planId);
    if (months === undefined) throw new Error(`Seed advert "${advert.title}" names unknown plan ${advert.planId}`);
    const paidAt = advert.paidDaysAgo === null ? null : daysAgo(advert.paidDaysAgo);
    await tx.insert(adverts).values({
      userId: userIdOf(advert.userEmail, `Seed advert "${advert.title}"`),
      planId: advert.planId,
      category: advert.category,
      title: advert.title,
      description: advert.description,
      fileKey: await storeUploadedFile(tx, storage, Buffer.from(advert.text, 'utf8'), 'text/plain; charset=utf-8'),
      fileName: advert.fileName,
      link: advert.link,
      status: paidAt ? 'active' : 'verified',
      createdAt: daysAgo(advert.createdDaysAgo),
      verifiedAt: daysAgo(advert.verifiedDaysAgo),
      paidAt,
      expiresAt: paidAt ? addMonths(paidAt, months) : null,
    });
  }
}
