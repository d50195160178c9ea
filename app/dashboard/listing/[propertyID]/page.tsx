import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ListingFormPage } from '@/components/listing-form/ListingFormPage';
import { AuthorityLetterPanel } from '@/components/owner-authority/AuthorityLetterPanel';
import { buttonClassName } from '@/components/ui/Button';
import { listingFormText as text } from '@/lib/messages/listing-form';
import { requireSession } from '@/server/session';
import { getEditableListing } from '@/server/vst/listing';
import { getOwnLetter } from '@/server/vst/owner-authority';
import styles from '@/components/listing-form/ListingForm.module.css';

export const metadata: Metadata = { title: text.editTitle, robots: { index: false } };

type EditListingPageProps = { params: Promise<{ propertyID: string }> };

/**
 * Edit a listing (/dashboard/listing/{propertyID}): the property is loaded by id, so a reload
 * or a deep link works; only its owner gets the form.
 */
export default async function EditListingPage({ params }: EditListingPageProps) {
  const { propertyID } = await params;
  const session = await requireSession(`/dashboard/listing/${encodeURIComponent(propertyID)}`);
  if (!/^[1-9]\d{0,9}$/.test(propertyID)) notFound();
  const listing = await getEditableListing(Number(propertyID), session);
  if (listing.kind === 'not-found') notFound();
  if (listing.kind === 'not-owner') {
    return (
      <div className={`container ${styles.page} ${styles.refusal}`}>
        <h1 className={styles.title}>{text.notOwnerTitle}</h1>
        <p>{text.notOwnerBody}</p>
        <div className={styles.links}>
          <Link href={`/property/${listing.property.propertyID}`} className={buttonClassName('primary')}>{text.viewProperty}</Link>
          <Link href="/dashboard" className={buttonClassName('secondary')}>{text.backToDashboard}</Link>
        </div>
      </div>
    );
  }
  // The letter of authority is an extension: a provider without it (or failing) leaves the panel out.
  const authority = await getOwnLetter(listing.property.propertyID);
  return (
    <>
      <ListingFormPage userID={session.user.userID} property={listing.property} />
      {authority.ok ? (
        <div className={`container ${styles.page}`}>
          <AuthorityLetterPanel propertyId={listing.property.propertyID} authority={authority.data} />
        </div>
      ) : null}
    </>
  );
}
