import 'server-only';
import { unstable_cache } from 'next/cache';
import { cacheTags, revalidateSeconds } from '@/lib/vst/cache-tags';
import { isVerificationMissing, staffVerificationsResponseSchema, verificationStatusResponseSchema } from '@/lib/vst/verification';
import { vstGet } from './client';
import { privateGet } from './dashboard';

const STATUS = 'verification/status';

/** The signed-in member's verification: their request, phone and ID (the profile tab's panel). */
export async function getVerificationStatus() {
  const result = await privateGet(STATUS, { schema: verificationStatusResponseSchema });
  return result.ok ? { ...result, data: result.data.verification } : result;
}

/**
 * Whether the provider offers verification, asked without a user (so cached public pages can ask
 * too) and kept as long as reference data: a provider gains or loses a call only on a deploy.
 */
export const verificationOffered = unstable_cache(
  async (): Promise<boolean> => {
    const answer = await vstGet(STATUS, { schema: verificationStatusResponseSchema });
    return !isVerificationMissing(answer.status);
  },
  ['vst-verification-offered'],
  { revalidate: revalidateSeconds.reference, tags: [cacheTags.reference] },
);

/**
 * The staff console's verification queue and verified members. The provider answers 404 to anyone but
 * staff and when it has no verification; the console then leaves both out.
 */
export async function getStaffVerifications() {
  return privateGet('staff/verifications', { schema: staffVerificationsResponseSchema });
}
