import { authorityLetters } from '../db/schema';
import type { Database } from '../db/client';
import { storeUploadedFile } from '../queries/files';
import type { FileStorage } from '../storage/fileStorage';
import type { SeedAuthorityLetter } from './data/types';
import { samplePdf } from './verifications';

/** Each letter is a sample PDF naming its listing, so staff opening it from the queue see what it stands for. */
export async function seedAuthorityLetters(
  tx: Database,
  storage: FileStorage,
  data: SeedAuthorityLetter[] | undefined,
  { daysAgo }: { daysAgo(days: number): Date },
): Promise<void> {
  for (const letter of data ?? []) {
    const fileKey = await storeUploadedFile(tx, storage, samplePdf(`SAMPLE LETTER OF AUTHORITY - demo data - listing ${letter.propertyId}`), 'application/pdf');
    await tx.insert(authorityLetters).values({
      propertyId: letter.propertyId,
      fileKey,
      originalName: letter.fileName,
      status: letter.status,
      uploadedAt: daysAgo(letter.uploadedDaysAgo),
      reviewedAt: letter.reviewedDaysAgo === undefined ? null : daysAgo(letter.reviewedDaysAgo),
    });
  }
}
