import type { Metadata } from 'next';
import { ListingFormPage } from '@/components/listing-form/ListingFormPage';
import { listingFormText } from '@/lib/messages/listing-form';
import { requireSession } from '@/server/session';

export const metadata: Metadata = { title: listingFormText.createTitle, robots: { index: false } };

/** Create a listing (/dashboard/listing). */
export default async function CreateListingPage() {
  const { user } = await requireSession('/dashboard/listing');
  return <ListingFormPage userID={user.userID} />;
}
