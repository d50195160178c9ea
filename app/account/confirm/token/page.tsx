import type { Metadata } from 'next';
import { AccountConfirmation } from '@/components/auth/AccountConfirmation';
import { queryValue, type SearchParams } from '@/components/auth/searchParams';
import { authText } from '@/lib/messages/auth';

export const metadata: Metadata = { title: authText.confirmTitle, robots: { index: false, follow: false } };

export default async function ConfirmAccountPage({ searchParams }: { searchParams: SearchParams }) {
  const reference = queryValue((await searchParams).reference) ?? null;
  // Keyed by the link, so opening another link on the same page starts over instead of being ignored.
  return <AccountConfirmation key={reference} reference={reference} />;
}
