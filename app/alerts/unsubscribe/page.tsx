import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/AuthCard';
import { queryValue, type SearchParams } from '@/components/auth/searchParams';
import { UnsubscribeForm } from '@/components/saved-searches/UnsubscribeForm';
import { Alert } from '@/components/ui/Alert';
import { savedSearchText } from '@/lib/messages/saved-searches';

export const metadata: Metadata = { title: savedSearchText.unsubscribeTitle, robots: { index: false, follow: false } };

const titleId = 'unsubscribe-title';

/**
 * The unsubscribe link of an alert e-mail, for anyone who holds it, signed in or not.
 * Opening it changes nothing (mail scanners fetch links before people do): it says what it will do,
 * and a button does it.
 */
export default async function UnsubscribePage({ searchParams }: { searchParams: SearchParams }) {
  const token = queryValue((await searchParams).token);
  return (
    <AuthCard title={savedSearchText.unsubscribeTitle} titleId={titleId}>
      {token ? <UnsubscribeForm key={token} token={token} labelledBy={titleId} /> : <Alert tone="error">{savedSearchText.invalidLink}</Alert>}
    </AuthCard>
  );
}
