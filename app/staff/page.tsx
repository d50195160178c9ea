import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { StaffConsole } from '@/components/staff/StaffConsole';
import { trustText } from '@/lib/messages/trust';
import { getPhotoMatchesQueue, getStaffConsole, getTitleDocumentsQueue } from '@/server/vst/trust';
import { getAuthorityLettersQueue } from '@/server/vst/owner-authority';
import { getStaffVerifications } from '@/server/vst/verification';

export const metadata: Metadata = { title: trustText.staffTitle, robots: { index: false } };

/**
 * The staff console. Anyone but staff gets the site's 404, visitors included (no sign-in redirect,
 * so the page does not say it exists): the provider answers 404 to anyone else, and without a session
 * nothing is asked. A provider without the console (404 as well) hides it the same way.
 */
export default async function StaffPage() {
  const [result, titleDocuments, photoMatches, authorityLetters, verifications] = await Promise.all([
    getStaffConsole(),
    getTitleDocumentsQueue(),
    getPhotoMatchesQueue(),
    getAuthorityLettersQueue(),
    getStaffVerifications(),
  ]);
  if (!result.ok && (result.status === 401 || result.status === 404)) notFound();
  if (!result.ok) throw new Error(`The staff console could not be loaded: ${result.status} ${result.detail}`);
  // The title-documents, photo, letters-of-authority and verification queues are extensions of their own: left out when the provider lacks them or fails.
  return (
    <StaffConsole
      data={result.data}
      titleDocuments={titleDocuments.ok ? titleDocuments.data : undefined}
      photoMatches={photoMatches.ok ? photoMatches.data : undefined}
      authorityLetters={authorityLetters.ok ? authorityLetters.data : undefined}
      verifications={verifications.ok ? verifications.data : null}
    />
  );
}
