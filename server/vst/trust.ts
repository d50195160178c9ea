import 'server-only';
import { unstable_cache } from 'next/cache';
import { cacheTags, revalidateSeconds } from '@/lib/vst/cache-tags';
import { titleDocumentsQueueSchema } from '@/lib/vst/listing-terms';
import { photoMatchesQueueSchema } from '@/lib/vst/photo-review';
import { isReportsMissing, reportCapabilitiesSchema, staffConsoleResponseSchema } from '@/lib/vst/trust';
import { vstGet } from './client';
import { privateGet } from './dashboard';

/**
 * Whether the provider takes reports of listings, asked without a user (the property page is public
 * and cached) and kept as long as reference data: a provider gains or loses a call only on a deploy.
 */
export const reportsOffered = unstable_cache(
  async (): Promise<boolean> => {
    const answer = await vstGet('property/report', { schema: reportCapabilitiesSchema });
    return !isReportsMissing(answer.status);
  },
  ['vst-reports-offered'],
  { revalidate: revalidateSeconds.reference, tags: [cacheTags.reference] },
);

/**
 * The staff console's queues and audit log. The provider answers 404 to anyone but staff, and to a
 * visitor privateGet answers 401 without asking: the page turns both into its 404.
 */
export function getStaffConsole() {
  return privateGet('staff/console', { schema: staffConsoleResponseSchema });
}

/** Listings whose title documents wait for staff (staff only, like the console; 404 on a provider without it). */
export function getTitleDocumentsQueue() {
  return privateGet('staff/titleDocuments', { schema: titleDocumentsQueueSchema });
}

/** Listings held because their photos match another advertiser's (staff only; 404 on a provider without it). */
export function getPhotoMatchesQueue() {
  return privateGet('staff/photoMatches', { schema: photoMatchesQueueSchema });
}
