import type { Metadata } from 'next';
import { AccountConfirmation } from '@/components/auth/AccountConfirmation';
import { queryValue, type SearchParams } from '@/components/auth/searchParams';
import { authText } from '@/lib/messages/auth';
import { safeRedirectTarget } from '@/lib/redirect-target';

export const metadata: Metadata = { title: authText.confirmTitle, robots: { index: false, follow: false } };

export default async function ConfirmAccountPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const reference = queryValue(query.reference) ?? null;
  // Where the login after confirming goes: what the visitor was doing when they signed up, same-site only.
  const next = safeRedirectTarget(queryValue(query.next));
  // Keyed by the link, so opening another link on the same page starts over instead of being ignored.
  return <AccountConfirmation key={reference} reference={reference} next={next} />;
}
