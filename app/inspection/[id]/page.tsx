import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { AuthCard } from '@/components/auth/AuthCard';
import { queryValue, type SearchParams } from '@/components/auth/searchParams';
import { BookInspectionForm } from '@/components/bookings/BookInspectionForm';
import { Alert } from '@/components/ui/Alert';
import { bookingsText } from '@/lib/messages/bookings';
import { loginPathFor } from '@/lib/routes';
import { verifySession } from '@/server/session';
import { getListingSlots } from '@/server/vst/bookings';
import { getPropertyDetail } from '@/server/vst/property-detail';

export const metadata: Metadata = { title: bookingsText.pageTitle, robots: { index: false, follow: false } };

const titleId = 'book-inspection-title';

type BookingPageProps = { params: Promise<{ id: string }>; searchParams: SearchParams };

/**
 * Booking an inspection of one listing, signed in (a visitor signed out is sent to sign in and comes
 * back here with the slot they picked). Slots are read fresh on every visit.
 */
export default async function BookInspectionPage({ params, searchParams }: BookingPageProps) {
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  const slot = queryValue((await searchParams).slot);
  if (!(await verifySession())) redirect(loginPathFor(`/inspection/${id}${slot ? `?${new URLSearchParams({ slot })}` : ''}`));
  const [property, open] = await Promise.all([getPropertyDetail(Number(id)), getListingSlots(Number(id))]);
  if (!property.ok || (!open.ok && open.status === 404)) notFound();
  const { name } = property.data.property;
  const slots = open.ok && open.data.bookable ? open.data.slots : [];
  return (
    <AuthCard title={bookingsText.pageTitle} titleId={titleId}>
      <p>{bookingsText.pageIntro(name)}</p>
      {slots.length > 0 ? (
        <BookInspectionForm propertyId={Number(id)} slots={slots} chosen={slots.some((candidate) => candidate.starts_at === slot) ? slot : undefined} labelledBy={titleId} />
      ) : (
        <>
          <Alert tone="info">{open.ok ? (open.data.bookable ? bookingsText.noSlots : bookingsText.notBookable) : open.detail}</Alert>
          <Link href={`/property/${id}`}>{bookingsText.backToListing}</Link>
        </>
      )}
    </AuthCard>
  );
}
