import type { Metadata } from 'next';
import { ResetPasswordPanel } from '@/components/auth/ResetPasswordPanel';
import { queryValue, type SearchParams } from '@/components/auth/searchParams';
import { resetLinkSchema } from '@/lib/forms/auth';
import { authText } from '@/lib/messages/auth';

export const metadata: Metadata = { title: authText.resetTitle };

export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const token = queryValue(query.token);
  // A mangled link is reported at once, without asking the server.
  const link = resetLinkSchema.safeParse({ token, email: queryValue(query.email) });
  // Keyed by the link, so opening another link on the same page checks that one too.
  return <ResetPasswordPanel key={token} link={link.success ? link.data : null} />;
}
