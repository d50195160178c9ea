import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/AuthCard';
import { queryValue, type SearchParams } from '@/components/auth/searchParams';
import { ConfirmEnquiryForm } from '@/components/enquiries/ConfirmEnquiryForm';
import { Alert } from '@/components/ui/Alert';
import { enquiryConfirmText } from '@/lib/messages/enquiries';
import { getEnquiryByToken } from '@/server/vst/enquiries';

export const metadata: Metadata = { title: enquiryConfirmText.pageTitle, robots: { index: false, follow: false } };

const titleId = 'confirm-enquiry-title';

/**
 * The enquirer's acknowledgement link, signed in or not. Opening it changes nothing (mail scanners
 * fetch links before people do): it names the listing, and a button confirms the address.
 */
export default async function ConfirmEnquiryPage({ searchParams }: { searchParams: SearchParams }) {
  const token = queryValue((await searchParams).token);
  const found = token ? await getEnquiryByToken(token) : undefined;
  let content;
  if (!token || (found && !found.ok && found.status === 400)) content = <Alert tone="error">{enquiryConfirmText.invalidLink}</Alert>;
  else if (!found?.ok) content = <Alert tone="error">{enquiryConfirmText.unavailable}</Alert>;
  else if (found.data.address_confirmed) content = <Alert tone="success">{enquiryConfirmText.alreadyConfirmed}</Alert>;
  else content = <ConfirmEnquiryForm key={token} token={token} listing={found.data.property} labelledBy={titleId} />;
  return (
    <AuthCard title={enquiryConfirmText.pageTitle} titleId={titleId}>
      {content}
    </AuthCard>
  );
}
