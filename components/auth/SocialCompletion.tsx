'use client';

import { Spinner } from '@/components/ui/Spinner';
import type { SocialCallbackInput, SocialProvider } from '@/lib/forms/auth';
import { authText } from '@/lib/messages/auth';
import { messages } from '@/lib/messages';
import { AuthCard } from './AuthCard';
import { AuthOutcome } from './AuthOutcome';
import { useFinishSignIn, type SignedIn } from './useFinishSignIn';
import { useOneTimeRequest } from './useOneTimeRequest';

/** Trades the code the social provider sent back for a session, then leaves for the target page. */
export function SocialCompletion({ provider, callback }: { provider: SocialProvider; callback: SocialCallbackInput | null }) {
  const finishSignIn = useFinishSignIn();
  const completion = useOneTimeRequest<SignedIn>({
    path: `/api/auth/social/${provider}`,
    body: callback,
    invalidMessage: messages.socialSignInFailed,
    onDone: finishSignIn,
  });

  return (
    <AuthCard title={authText.socialTitle} titleId="social-title">
      {completion.status === 'failed' ? (
        <AuthOutcome tone="error" message={completion.message} next={{ href: '/login', label: authText.backToLogin }} />
      ) : (
        // Stays up while the next page loads after success.
        <Spinner label={authText.socialCompleting} showLabel />
      )}
    </AuthCard>
  );
}
