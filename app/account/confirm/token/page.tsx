import type { Metadata } from 'next';
import { AccountConfirmation } from '@/components/auth/AccountConfirmation';
import { queryValue, type SearchParams } from '@/components/auth/searchParams';
import { authText } from '@/lib/messages';

export const metadata: Metadata = { title: authText.confirmTitle, robots: { index: false, follow: false } };

export default async function ConfirmAccountPage({ searchParams }: { searchParams: SearchParams }) {
  const reference = queryValue((await searchParams).reference) ?? null;
  return <AccountConfirmation reference={reference} />;
}
