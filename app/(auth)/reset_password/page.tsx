import type { Metadata } from 'next';
import { ResetPasswordPanel } from '@/components/auth/ResetPasswordPanel';
import { queryValue, type SearchParams } from '@/components/auth/searchParams';
import { resetLinkSchema } from '@/lib/forms/auth';
import { authText } from '@/lib/messages';

export const metadata: Metadata = { title: authText.resetTitle };

export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const link = resetLinkSchema.safeParse({ token: queryValue(query.token), email: queryValue(query.email) });
  // A mangled link is reported at once, without asking the server.
  return <ResetPasswordPanel link={link.success ? link.data : null} />;
}
