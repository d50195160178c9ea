import 'server-only';
import { unstable_cache } from 'next/cache';
import { cacheTags, revalidateSeconds } from '@/lib/vst/cache-tags';
import { enquiriesResponseSchema, enquiryByTokenResponseSchema, isEnquiryInboxMissing } from '@/lib/vst/enquiries';
import { vstGet } from './client';
import { privateGet } from './dashboard';

const INBOX = 'profile/enquiries';
export const ENQUIRIES_PAGE_SIZE = 20;

/** The enquiries on the signed-in owner's listings, newest first (the dashboard's inbox). */
export async function getEnquiries(page: number) {
  const result = await privateGet(INBOX, { query: { page, per_page: ENQUIRIES_PAGE_SIZE }, schema: enquiriesResponseSchema });
  return result.ok ? { ...result, data: result.data.enquiries } : result;
}

/**
 * Whether the provider has an enquiry inbox, asked without a user and kept as long as reference data:
 * a provider gains or loses a call only on a deploy.
 */
export const enquiryInboxOffered = unstable_cache(
  async (): Promise<boolean> => !isEnquiryInboxMissing((await vstGet(INBOX, { schema: enquiriesResponseSchema })).status),
  ['vst-enquiry-inbox-offered'],
  { revalidate: revalidateSeconds.reference, tags: [cacheTags.reference] },
);

/** The enquiry an acknowledgement's link names; showing it changes nothing. */
export async function getEnquiryByToken(token: string) {
  const result = await vstGet('enquiries/byToken', { query: { token }, schema: enquiryByTokenResponseSchema });
  return result.ok ? { ...result, data: result.data.enquiry } : result;
}
