import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { FileStorage } from '../storage/fileStorage';
import { propertyBackgroundInfo, propertyDocuments, subscriptionTypes } from '../db/schema';
import { storeUploadedFile } from '../queries/files';
import type { SeedBackgroundInfo, SeedSubscriptionType } from './data/subscriptionTypes';

/** The plans (with their fixed ids) and each property's background information and title documents. */
export async function seedPayments(
  tx: Database,
  storage: FileStorage,
  data: { subscriptionTypes: SeedSubscriptionType[]; backgroundInfo: SeedBackgroundInfo[] },
): Promise<void> {
  if (data.subscriptionTypes.length > 0) {
    await tx.insert(subscriptionTypes).values(data.subscriptionTypes);
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('subscription_types', 'id'), (select max(id) from subscription_types))`,
    );
  }
  for (const info of data.backgroundInfo) {
    const { propertyId, outstandingGroundRent, inspectionReport } = info;
    await tx.insert(propertyBackgroundInfo).values({ propertyId, outstandingGroundRent, inspectionReport });
    for (const document of info.documents) {
      // Stored like an upload; they are sold, so only the owner and subscribers who opened the property read them (queries/files.ts).
      const fileKey = await storeUploadedFile(tx, storage, document.body, 'application/pdf');
      await tx.insert(propertyDocuments).values({ propertyId, kind: 'owner_upload', fileKey, originalName: document.originalName });
    }
  }
}
