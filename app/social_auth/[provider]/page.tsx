import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SocialCompletion } from '@/components/auth/SocialCompletion';
import { queryValue, type SearchParams } from '@/components/auth/searchParams';
import { socialCallbackSchema, socialProviderSchema } from '@/lib/forms/auth';
import { authText } from '@/lib/messages/auth';

export const metadata: Metadata = { title: authText.socialTitle, robots: { index: false, follow: false } };

type SocialAuthProps = { params: Promise<{ provider: string }>; searchParams: SearchParams };

/** `/social_auth/facebook` and `/social_auth/google`: where the social provider sends the user back. */
export default async function SocialAuthPage({ params, searchParams }: SocialAuthProps) {
  const provider = socialProviderSchema.safeParse((await params).provider);
  if (!provider.success) notFound();
  const query = await searchParams;
  // A refused authorization comes back without a code; that is shown as a failed sign-in.
  const callback = socialCallbackSchema.safeParse({ code: queryValue(query.code), state: queryValue(query.state) });
  return (
    <SocialCompletion
      key={callback.data?.code}
      provider={provider.data}
      callback={callback.success ? callback.data : null}
    />
  );
}
