import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/AuthCard';
import { queryValue, type SearchParams } from '@/components/auth/searchParams';
import { ConfirmListingForm } from '@/components/freshness/ConfirmListingForm';
import { Alert } from '@/components/ui/Alert';
import { freshnessText } from '@/lib/messages/freshness';

export const metadata: Metadata = { title: freshnessText.pageTitle, robots: { index: false, follow: false } };

const titleId = 'confirm-listing-title';

/**
 * The link of a listing's reminder e-mail, for whoever holds it, signed in or not. Opening it changes
 * nothing (mail scanners fetch links before people do): it says what it will do, and a button does it.
 */
export default async function ConfirmListingPage({ searchParams }: { searchParams: SearchParams }) {
  const token = queryValue((await searchParams).token);
  return (
    <AuthCard title={freshnessText.pageTitle} titleId={titleId}>
      {token ? <ConfirmListingForm key={token} token={token} labelledBy={titleId} /> : <Alert tone="error">{freshnessText.invalidLink}</Alert>}
    </AuthCard>
  );
}
